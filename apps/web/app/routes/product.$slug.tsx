import { PendingPage } from '~/components/pending-page';

export default function ProductSlugPage() {
  return <PendingPage page="productDetail" />;
}
