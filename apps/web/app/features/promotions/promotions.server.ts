import { data, type AppLoadContext } from 'react-router';
import { promoParams } from '@apotek/contract/promotions';
import { failPage } from '~/lib/page-errors.server';
import { pageParam } from '~/lib/page-param';
import { serverApi } from '~/lib/session.server';

export const PROMOS_PER_PAGE = 12;

/** /promo: one page of the running promotions, newest first. */
export async function loadPromos(request: Request, context: AppLoadContext) {
  const page = pageParam(new URL(request.url).searchParams);
  const result = await serverApi(request, context).call('promos', { query: { page, perPage: PROMOS_PER_PAGE } });
  if (!result.ok) failPage(result);
  return { view: 'list' as const, list: result.body.data };
}

/** /promo/{slug}: a running promotion with its vouchers (saved or not, for the signed-in) and products; an ended or unknown one is a 404. */
export async function loadPromo(request: Request, context: AppLoadContext, slug: string) {
  if (!promoParams.safeParse({ slug }).success) throw data(null, { status: 404 });
  const result = await serverApi(request, context).call('promo', { params: { slug } });
  if (!result.ok) failPage(result);
  return { view: 'detail' as const, promo: result.body.data };
}
