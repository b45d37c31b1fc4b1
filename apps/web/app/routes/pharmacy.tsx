import { PendingPage } from '~/components/pending-page';

export default function PharmacyPage() {
  return <PendingPage page="pharmacy" />;
}
