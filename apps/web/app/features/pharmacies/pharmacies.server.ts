import { data, type AppLoadContext } from 'react-router';
import { PHARMACY_PAGE_SIZE } from '@apotek/contract/constants';
import { idOrSlug } from '@apotek/contract/catalog';
import { currentUser, serverApi } from '~/lib/session.server';
import { cityFromCookie, storeIdFromRequest } from '~/lib/store-cookie';
import { failPage } from '~/lib/page-errors.server';
import { pageParam } from '~/lib/page-param';

/**
 * /pharmacy: one page of 70 (only the picked city's when a guest picked one), the cities to pick from, and
 * recommendations (signed-in users get their own, guests the guest variant).
 */
export async function loadPharmacies(request: Request, context: AppLoadContext) {
  const api = serverApi(request, context);
  const page = pageParam(new URL(request.url).searchParams);
  const user = await currentUser(request, context);
  const picked = cityFromCookie(request.headers.get('cookie'));
  const [list, recommended, cities] = await Promise.all([
    api.call('pharmacies', { query: { page, perPage: PHARMACY_PAGE_SIZE, ...(picked ? { city: picked } : {}) } }),
    page === 1 ? api.call(user ? 'recommendedPharmacies' : 'recommendedPharmaciesGuest', { query: { limit: 6 } }) : null,
    api.call('pharmacyCities'),
  ]);
  if (!list.ok) failPage(list);
  const cityList = cities.ok ? cities.body.data : [];
  return {
    list: list.body.data,
    recommended: recommended?.ok ? recommended.body.data : [],
    chosenId: storeIdFromRequest(request),
    cities: cityList,
    city: picked && cityList.some((c) => c.city === picked) ? picked : null,
  };
}

/** /pharmacy/{slug}: the pharmacy, whether it is open now (and when that changes), and what it has in stock. */
export async function loadPharmacy(request: Request, context: AppLoadContext, slug: string) {
  if (!idOrSlug.safeParse(slug).success) throw data(null, { status: 404 });
  const api = serverApi(request, context);
  const [pharmacy, operation] = await Promise.all([api.call('pharmacy', { params: { id: slug } }), api.call('checkOperation', { body: { pharmacy_id: slug } })]);
  if (!pharmacy.ok) failPage(pharmacy);
  const store = pharmacy.body.data;
  const products = await api.call('products', { query: { store_id: store.id, in_stock: '1', perPage: 10, sort: 'best_selling' } });
  return {
    pharmacy: store,
    operation: operation.ok ? operation.body.data : null,
    products: products.ok ? products.body.data.data : [],
    productTotal: products.ok ? products.body.data.total : 0,
    chosenId: storeIdFromRequest(request),
  };
}
