import { PendingPage } from '~/components/pending-page';

export default function PortalShopeePage() {
  return <PendingPage page="portalShopee" />;
}
