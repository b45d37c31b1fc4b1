import { PendingPage } from '~/components/pending-page';

export default function WalletInstructionIdPage() {
  return <PendingPage page="walletInstruction" />;
}
