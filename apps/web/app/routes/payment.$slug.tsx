import { PendingPage } from '~/components/pending-page';

export default function PaymentSlugPage() {
  return <PendingPage page="paymentDetail" />;
}
