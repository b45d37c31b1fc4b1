import { PendingPage } from '~/components/pending-page';

export default function PrescriptionPdfSlugPage() {
  return <PendingPage page="prescriptionPdf" />;
}
