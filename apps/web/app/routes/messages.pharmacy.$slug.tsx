import { PendingPage } from '~/components/pending-page';

export default function MessagesPharmacySlugPage() {
  return <PendingPage page="messagesPharmacy" />;
}
