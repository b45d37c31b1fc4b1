import { PendingPage } from '~/components/pending-page';

export default function ProfileCoinsHistoryPage() {
  return <PendingPage page="profileCoinsHistory" />;
}
