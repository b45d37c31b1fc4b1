import { PendingPage } from '~/components/pending-page';

export default function BrandPage() {
  return <PendingPage page="brand" />;
}
