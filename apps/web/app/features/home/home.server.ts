import type { AppLoadContext } from 'react-router';
import { serverApi } from '~/lib/session.server';
import { shopperPlace } from '~/lib/store-cookie';

/** How many open pharmacies the home page shows, picked from the nearest twenty. */
const OPEN_PHARMACIES = 3;
/** Monas, Jakarta: where "nearest" is measured from for a shopper who shared no place (ADR 011's fallback). */
const JAKARTA = { lat: -6.1754, lng: 106.8272 } as const;

/** The shopper's shared position, else their chosen city, else Jakarta. */
function placeQuery(cookie: string | null) {
  const place = shopperPlace(cookie);
  if ('lat' in place) return { lat: place.lat, lng: place.lng };
  if ('city' in place) return { city: place.city };
  return JAKARTA;
}

/**
 * The home page's sections, each its own API call, all at once. Each is optional: a failing call hides its
 * section, never the page (no banners: the text hero stands in). The calls are the public, cached reads
 * (`cache: 'public'` in the contract, and the catalogue's response cache); the guest page is kept whole by
 * the page cache.
 */
export async function loadHome(request: Request, context: AppLoadContext) {
  const api = serverApi(request, context);
  const [banners, promoted, brands, categories, pharmacies, doctors, articles] = await Promise.all([
    api.call('banners', { query: { perPage: 6 } }),
    api.call('promotedProducts', { query: { limit: 10 } }),
    api.call('popularBrands', { query: { limit: 12 } }),
    api.call('productCategories', { query: { filter: { level: 'category' } } }),
    api.call('pharmacies', { query: { perPage: 20, ...placeQuery(request.headers.get('cookie')) } }),
    api.call('doctors', { query: { perPage: 4 } }),
    api.call('articles', { query: { perPage: 3 } }),
  ]);
  return {
    banners: banners.ok ? banners.body.data.data : [],
    promoted: promoted.ok ? promoted.body.data : [],
    brands: brands.ok ? brands.body.data : [],
    categories: categories.ok ? categories.body.data : [],
    pharmacies: pharmacies.ok ? pharmacies.body.data.data.filter((p) => p.is_open_now).slice(0, OPEN_PHARMACIES) : null,
    doctors: doctors.ok ? doctors.body.data.data : [],
    articles: articles.ok ? articles.body.data.data : [],
  };
}
