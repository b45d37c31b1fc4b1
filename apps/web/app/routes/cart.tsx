import { PendingPage } from '~/components/pending-page';

export default function CartPage() {
  return <PendingPage page="cart" />;
}
