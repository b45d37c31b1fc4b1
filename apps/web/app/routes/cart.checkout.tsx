import { PendingPage } from '~/components/pending-page';

export default function CartCheckoutPage() {
  return <PendingPage page="checkout" />;
}
