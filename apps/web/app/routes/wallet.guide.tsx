import { PendingPage } from '~/components/pending-page';

export default function WalletGuidePage() {
  return <PendingPage page="walletGuide" />;
}
