import { PendingPage } from '~/components/pending-page';

export default function WalletRegisterConfirmationPage() {
  return <PendingPage page="walletRegisterConfirmation" />;
}
