import { PendingPage } from '~/components/pending-page';

export default function DoctorAppointmentPage() {
  return <PendingPage page="doctorAppointment" />;
}
