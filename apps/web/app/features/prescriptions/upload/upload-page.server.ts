import type { AppLoadContext } from 'react-router';
import { jakartaDate } from '@apotek/contract/format/date';
import { UPLOAD_LIMITS } from '@apotek/contract/files';
import type { PharmacySummary } from '@apotek/contract/pharmacies';
import { failPage } from '~/lib/page-errors.server';
import { serverApi } from '~/lib/session.server';
import { shopperPlace, storeIdFromCookie } from '~/lib/store-cookie';

/**
 * /prescription/upload's data: the pharmacies to choose from (nearest first when the shopper shared a
 * place) and the one ticked first: the pharmacy chosen on /pharmacy, else the nearest to the shopper.
 */
export async function loadUploadPage(request: Request, context: AppLoadContext) {
  const api = serverApi(request, context);
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
  if (!list.ok) failPage(list);
  const pharmacies: PharmacySummary[] = list.body.data.data;
  const wanted = storeIdFromCookie(cookie) ?? (nearest?.ok ? (nearest.body.data[0]?.id ?? null) : null);
  const defaultPharmacyId = wanted !== null && pharmacies.some((p) => p.id === wanted) ? wanted : (pharmacies[0]?.id ?? null);
  return {
    pharmacies,
    defaultPharmacyId,
    limits: UPLOAD_LIMITS.prescription,
    today: jakartaDate(),
  };
}
