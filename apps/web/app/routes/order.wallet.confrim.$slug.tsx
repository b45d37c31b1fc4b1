import { PendingPage } from '~/components/pending-page';

export default function OrderWalletConfrimSlugPage() {
  return <PendingPage page="orderWalletConfirm" />;
}
