import { Outlet } from 'react-router';

/** /promo holds its optional {slug} child (SPEC §2), which renders both the list and a promotion. */
export default function PromoSection() {
  return <Outlet />;
}
