import { PendingPage } from '~/components/pending-page';

export default function OrderSlugPaymentPage() {
  return <PendingPage page="orderPayment" />;
}
