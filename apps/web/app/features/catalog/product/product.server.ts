import { data, type AppLoadContext } from 'react-router';
import { idOrSlug } from '@apotek/contract/catalog';
import type { ApiClient } from '~/lib/api';
import { serverApi } from '~/lib/session.server';
import { shopperPlace, storeIdFromRequest } from '~/lib/store-cookie';
import { failPage } from '~/lib/page-errors.server';
import { chosenStore } from '../catalog.server';
import type { ChosenStore } from '../catalog-data';

/** Far enough to reach any outlet: a product stocked only in another city is still sent from there. */
const ANY_DISTANCE_KM = 2000;

/**
 * The pharmacies holding the product, nearest first, from where the API places the shopper: the default
 * address, else the browser position, else the chosen city, else Monas (docs/decisions/011-auto-pharmacy.md).
 */
async function stockingNearest(api: ApiClient, productId: number, limit: number, place: ReturnType<typeof shopperPlace>) {
  const result = await api.call('nearestPharmacies', { query: { product_id: productId, radius_km: ANY_DISTANCE_KM, limit, ...place } });
  return result.ok ? result.body.data : null;
}

/**
 * /product/{slug}: the product with stock at the pharmacy it is sent from, related products and the page's
 * absolute address (from PUBLIC_URL). The pharmacy is the shopper's own choice (the `apotek_store` cookie)
 * when there is one; else the nearest pharmacy that has the product in stock. `noStock` says none has it.
 */
export async function loadProduct(request: Request, context: AppLoadContext, slug: string) {
  if (!idOrSlug.safeParse(slug).success) throw data(null, { status: 404 });
  const api = serverApi(request, context);
  const relatedPending = api.call('relatedProducts', { params: { id: slug }, query: { limit: 10 } });
  const chosen = await chosenStore(api, storeIdFromRequest(request));
  let product = await api.call('product', { params: { id: slug }, query: chosen ? { store_id: chosen.id } : {} });
  if (!product.ok) failPage(product);
  let store: ChosenStore | null = chosen ? { ...chosen, auto: false, distance_km: null } : null;
  let noStock = false;
  if (product.body.data.sellable_online) {
    const nearest = await stockingNearest(api, product.body.data.id, chosen ? 70 : 1, shopperPlace(request.headers.get('cookie')));
    if (chosen) {
      store = { ...chosen, auto: false, distance_km: nearest?.find((p) => p.id === chosen.id)?.distance_km ?? null };
    } else if (nearest && nearest[0]) {
      const first = nearest[0];
      store = { id: first.id, slug: first.slug, name: first.name, distance_km: first.distance_km, auto: true };
      const atStore = await api.call('product', { params: { id: slug }, query: { store_id: first.id } });
      if (atStore.ok) product = atStore;
    } else {
      noStock = nearest !== null;
    }
  }
  const related = await relatedPending;
  const origin = context.publicUrl;
  return {
    product: product.body.data,
    related: related.ok ? related.body.data : [],
    store,
    noStock,
    origin,
    canonical: `${origin}/product/${product.body.data.slug}`,
  };
}
