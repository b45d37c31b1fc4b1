import { PendingPage } from '~/components/pending-page';

export default function PortalPage() {
  return <PendingPage page="portal" />;
}
