import { PendingPage } from '~/components/pending-page';

export default function HealthTrackerPage() {
  return <PendingPage page="healthTracker" />;
}
