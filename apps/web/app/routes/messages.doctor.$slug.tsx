import { PendingPage } from '~/components/pending-page';

export default function MessagesDoctorSlugPage() {
  return <PendingPage page="messagesDoctor" />;
}
