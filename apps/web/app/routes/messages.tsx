import { PendingPage } from '~/components/pending-page';

export default function MessagesPage() {
  return <PendingPage page="messages" />;
}
