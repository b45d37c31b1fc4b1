import { PendingPage } from '~/components/pending-page';

export default function ArticlesPage() {
  return <PendingPage page="articles" />;
}
