import { PendingPage } from '~/components/pending-page';

export default function FaqPage() {
  return <PendingPage page="faq" />;
}
