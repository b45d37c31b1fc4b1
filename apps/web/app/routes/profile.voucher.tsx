import { PendingPage } from '~/components/pending-page';

export default function ProfileVoucherPage() {
  return <PendingPage page="profileVoucher" />;
}
