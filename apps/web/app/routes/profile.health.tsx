import { PendingPage } from '~/components/pending-page';

export default function ProfileHealthPage() {
  return <PendingPage page="profileHealth" />;
}
