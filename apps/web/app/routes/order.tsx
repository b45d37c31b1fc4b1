import { PendingPage } from '~/components/pending-page';

export default function OrderPage() {
  return <PendingPage page="order" />;
}
