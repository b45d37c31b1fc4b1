import { PendingPage } from '~/components/pending-page';

export default function CampaignDetailSlugPage() {
  return <PendingPage page="campaign" />;
}
