import { PendingPage } from '~/components/pending-page';

export default function OrderSummaryIdPage() {
  return <PendingPage page="orderSummary" />;
}
