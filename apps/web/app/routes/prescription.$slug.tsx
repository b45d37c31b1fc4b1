import { PendingPage } from '~/components/pending-page';

export default function PrescriptionSlugPage() {
  return <PendingPage page="prescriptionDetail" />;
}
