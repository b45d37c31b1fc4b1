import { PendingPage } from '~/components/pending-page';

export default function ProfileAddressPage() {
  return <PendingPage page="profileAddress" />;
}
