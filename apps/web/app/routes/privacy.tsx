import { PendingPage } from '~/components/pending-page';

export default function PrivacyPage() {
  return <PendingPage page="privacy" />;
}
