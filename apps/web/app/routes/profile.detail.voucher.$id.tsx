import { PendingPage } from '~/components/pending-page';

export default function ProfileDetailVoucherIdPage() {
  return <PendingPage page="profileVoucherDetail" />;
}
