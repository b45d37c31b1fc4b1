import type { AppLoadContext } from 'react-router';
import type { ApiClient } from '~/lib/api';
import { serverApi } from '~/lib/session.server';
import { storeIdFromRequest } from '~/lib/store-cookie';
import type { CatalogData, CategoryPath, ChosenStore } from './catalog-data';
import { parseFilters, toProductsQuery, type CatalogFilters } from './filters';
import { failPage } from '~/lib/page-errors.server';

/** The pharmacy in the `apotek_store` cookie, if it still exists. */
export async function chosenStore(api: ApiClient, storeId: number | null): Promise<ChosenStore | null> {
  if (storeId === null) return null;
  const result = await api.call('pharmacy', { params: { id: storeId } });
  return result.ok ? { id: result.body.data.id, slug: result.body.data.slug, name: result.body.data.name } : null;
}

/** Top categories always; sub-categories and segments only under what is selected. Failures leave a level empty. */
export async function categoryPath(api: ApiClient, filters: CatalogFilters): Promise<CategoryPath> {
  const [top, subs, segments] = await Promise.all([
    api.call('productCategories', { query: { filter: { level: 'category' } } }),
    filters.category ? api.call('productSubCategories', { params: { id: filters.category } }) : null,
    filters.sub_category ? api.call('productSegments', { params: { id: filters.sub_category } }) : null,
  ]);
  return {
    categories: top.ok ? top.body.data : [],
    subCategories: subs?.ok ? subs.body.data : [],
    segments: segments?.ok ? segments.body.data : [],
  };
}

/**
 * Loads a catalogue list page from its URL: /product, /search and /brand/{id} (which passes its brand,
 * asked through /api/brands/{id}/products).
 */
export async function loadCatalog(request: Request, context: AppLoadContext, brand?: string): Promise<CatalogData> {
  const api = serverApi(request, context);
  const filters = parseFilters(new URL(request.url).searchParams);
  if (brand) filters.brand = '';
  const treePending = categoryPath(api, filters);
  // The pharmacy is looked up first: a cookie naming a pharmacy that no longer exists must not break the list.
  const store = await chosenStore(api, storeIdFromRequest(request));
  const query = toProductsQuery(filters, store?.id ?? null);
  const [products, tree] = await Promise.all([
    brand ? api.call('brandProducts', { params: { id: brand }, query }) : api.call('products', { query }),
    treePending,
  ]);
  if (!products.ok) failPage(products);
  const page = products.body.data;
  return {
    filters: store ? filters : { ...filters, in_stock: false },
    products: page.data,
    page: page.page,
    lastPage: page.lastPage,
    total: page.total,
    facets: page.facets,
    correctedQuery: page.corrected_query,
    tree,
    store,
  };
}
