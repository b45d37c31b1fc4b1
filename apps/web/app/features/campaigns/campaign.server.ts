import { data, redirect, type AppLoadContext } from 'react-router';
import { failPageWithStatus } from '~/lib/page-errors.server';
import { serverApi } from '~/lib/session.server';

const CAMPAIGN_SLUG = /^[a-z0-9][a-z0-9-]{0,119}$/i;

/**
 * /campaign/detail/{slug}: a running campaign by id or slug; an unknown, ended or unpublished one is a 404.
 * Without a slug there is no campaign to show: the promotions page lists what runs.
 */
export async function loadCampaign(request: Request, context: AppLoadContext, slug: string | undefined) {
  if (!slug) throw redirect('/promo');
  if (!CAMPAIGN_SLUG.test(slug)) throw data(null, { status: 404 });
  const result = await serverApi(request, context).call('campaign', { params: { id: slug } });
  if (!result.ok) failPageWithStatus(result);
  return { campaign: result.body.data };
}
