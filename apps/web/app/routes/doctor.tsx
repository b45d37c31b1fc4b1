import { PendingPage } from '~/components/pending-page';

export default function DoctorPage() {
  return <PendingPage page="doctor" />;
}
