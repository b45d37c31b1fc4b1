import { PendingPage } from '~/components/pending-page';

export default function MessagesAppointmentSlugPage() {
  return <PendingPage page="messagesAppointment" />;
}
