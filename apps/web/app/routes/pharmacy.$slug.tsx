import { PendingPage } from '~/components/pending-page';

export default function PharmacySlugPage() {
  return <PendingPage page="pharmacyDetail" />;
}
