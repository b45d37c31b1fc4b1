import { PendingPage } from '~/components/pending-page';

export default function DoctorIdPage() {
  return <PendingPage page="doctorDetail" />;
}
