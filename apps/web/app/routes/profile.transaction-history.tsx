import { PendingPage } from '~/components/pending-page';

export default function ProfileTransactionHistoryPage() {
  return <PendingPage page="profileTransactionHistory" />;
}
