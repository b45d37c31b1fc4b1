import { PendingPage } from '~/components/pending-page';

export default function AdvertisePage() {
  return <PendingPage page="advertise" />;
}
