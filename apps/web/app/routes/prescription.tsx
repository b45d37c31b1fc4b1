import { PendingPage } from '~/components/pending-page';

export default function PrescriptionPage() {
  return <PendingPage page="prescription" />;
}
