import { PendingPage } from '~/components/pending-page';

export default function AboutUsPage() {
  return <PendingPage page="aboutUs" />;
}
