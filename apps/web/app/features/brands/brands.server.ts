import { data, type AppLoadContext } from 'react-router';
import { idOrSlug } from '@apotek/contract/catalog';
import { serverApi } from '~/lib/session.server';
import { BRAND_PAGE_SIZE, parseBrandQuery } from './brand-query';
import { failPage } from '~/lib/page-errors.server';

/** /brand: one page of the A–Z list, and the popular brands above it on the unfiltered first page. */
export async function loadBrandIndex(request: Request, context: AppLoadContext) {
  const api = serverApi(request, context);
  const query = parseBrandQuery(new URL(request.url).searchParams);
  const plain = !query.letter && !query.q && query.page === 1;
  const [list, popular] = await Promise.all([
    api.call('brands', { query: { page: query.page, perPage: BRAND_PAGE_SIZE, ...(query.letter ? { letter: query.letter } : {}), ...(query.q ? { q: query.q } : {}) } }),
    plain ? api.call('popularBrands', { query: { limit: 12 } }) : null,
  ]);
  if (!list.ok) failPage(list);
  return { query, list: list.body.data, popular: popular?.ok ? popular.body.data : [] };
}

/** The brand of /brand/{id}; an unknown one is a 404. */
export async function loadBrand(request: Request, context: AppLoadContext, id: string) {
  if (!idOrSlug.safeParse(id).success) throw data(null, { status: 404 });
  const result = await serverApi(request, context).call('brand', { params: { id } });
  if (!result.ok) failPage(result);
  return result.body.data;
}
