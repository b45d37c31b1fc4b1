import { PendingPage } from '~/components/pending-page';

export default function ProfileTransactionDetailPage() {
  return <PendingPage page="profileTransactionDetail" />;
}
