import { PendingPage } from '~/components/pending-page';

export default function ArticlesSlugPage() {
  return <PendingPage page="articleDetail" />;
}
