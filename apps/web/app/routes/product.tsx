import { PendingPage } from '~/components/pending-page';

export default function ProductPage() {
  return <PendingPage page="product" />;
}
