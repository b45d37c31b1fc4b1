import { PendingPage } from '~/components/pending-page';

export default function WalletPage() {
  return <PendingPage page="wallet" />;
}
