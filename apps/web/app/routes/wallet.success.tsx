import { PendingPage } from '~/components/pending-page';

export default function WalletSuccessPage() {
  return <PendingPage page="walletSuccess" />;
}
