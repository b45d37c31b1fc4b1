import { PendingPage } from '~/components/pending-page';

export default function BrandIdPage() {
  return <PendingPage page="brandDetail" />;
}
