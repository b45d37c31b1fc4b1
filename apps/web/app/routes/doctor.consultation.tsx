import { PendingPage } from '~/components/pending-page';

export default function DoctorConsultationPage() {
  return <PendingPage page="doctorConsultation" />;
}
