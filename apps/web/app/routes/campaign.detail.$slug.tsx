import { CampaignView } from '~/features/campaigns/campaign-view';
import { loadCampaign } from '~/features/campaigns/campaign.server';
import { PageMeta } from '~/components/page-meta';
import type { Route } from './+types/campaign.detail.$slug';

export function loader({ request, context, params }: Route.LoaderArgs) {
  return loadCampaign(request, context, params.slug);
}

export default function CampaignDetailSlugPage({ loaderData }: Route.ComponentProps) {
  const { campaign } = loaderData;
  return (
    <>
      <PageMeta title={campaign.title} description={campaign.body.slice(0, 160)} />
      <CampaignView campaign={campaign} />
    </>
  );
}
