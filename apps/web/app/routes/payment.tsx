import { PendingPage } from '~/components/pending-page';

export default function PaymentPage() {
  return <PendingPage page="payment" />;
}
