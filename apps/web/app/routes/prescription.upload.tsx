import { PendingPage } from '~/components/pending-page';

export default function PrescriptionUploadPage() {
  return <PendingPage page="prescriptionUpload" />;
}
