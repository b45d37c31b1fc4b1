import type { PharmacySummary } from '@apotek/contract/pharmacies';
import type { ApiClient, ApiFailure } from '~/lib/api';
import { shopperPlace, storeIdFromCookie } from '~/lib/store-cookie';

/**
 * The pharmacies a prescription may go to (nearest first when the shopper shared a place) and the one to
 * tick first: the pharmacy chosen on /pharmacy, else the nearest to the shopper, else the first listed.
 */
export async function loadPharmacyChoices(api: ApiClient, request: Request): Promise<{ pharmacies: PharmacySummary[]; defaultPharmacyId: number | null } | ApiFailure> {
  const cookie = request.headers.get('cookie');
  const place = shopperPlace(cookie);
  const point = 'lat' in place ? { lat: place.lat, lng: place.lng } : {};
  const [list, nearest] = await Promise.all([
    api.call('pharmacies', { query: { page: 1, perPage: 100, ...point } }),
    storeIdFromCookie(cookie) === null
      ? api.call('nearestPharmacies', {
          query: { limit: 1, radius_km: 2000, ...place },
        })
      : null,
  ]);
  if (!list.ok) return list;
  const pharmacies: PharmacySummary[] = list.body.data.data;
  const wanted = storeIdFromCookie(cookie) ?? (nearest?.ok ? (nearest.body.data[0]?.id ?? null) : null);
  const defaultPharmacyId = wanted !== null && pharmacies.some((p) => p.id === wanted) ? wanted : (pharmacies[0]?.id ?? null);
  return { pharmacies, defaultPharmacyId };
}
