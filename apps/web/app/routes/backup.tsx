import { PendingPage } from '~/components/pending-page';

export default function BackupPage() {
  return <PendingPage page="backup" />;
}
