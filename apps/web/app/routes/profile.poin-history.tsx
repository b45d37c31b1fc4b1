import { PendingPage } from '~/components/pending-page';

export default function ProfilePoinHistoryPage() {
  return <PendingPage page="profilePoinHistory" />;
}
