import { PendingPage } from '~/components/pending-page';

export default function NotificationPage() {
  return <PendingPage page="notification" />;
}
