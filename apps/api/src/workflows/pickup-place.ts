import type { Executor } from '../db/database.ts';
import type { PickupPlaceLookup } from '../modules/orders/index.ts';
import { findPharmacy, hoursOf, operationAt } from '../modules/pharmacies/index.ts';

/** An OpenStreetMap link to a point: a plain link, no map script on our pages. */
export function osmLink(lat: number, lng: number): string {
  const la = lat.toFixed(6);
  const lo = lng.toFixed(6);
  return `https://www.openstreetmap.org/?mlat=${la}&mlon=${lo}#map=17/${la}/${lo}`;
}

/**
 * The orders module's pickupPlace port (issue 8, point 4): the pharmacy a pick-up order is collected
 * from, with today's hours read on the pharmacy's own clock (modules/pharmacies/opening-hours.ts).
 */
export function pickupPlaceFrom(db: Executor): PickupPlaceLookup {
  return async (storeId, at) => {
    const pharmacy = await findPharmacy(db, storeId);
    if (!pharmacy || pharmacy.id !== storeId) return null;
    const hours = (await hoursOf(db, [storeId])).get(storeId) ?? [];
    const operation = operationAt(hours, at, pharmacy.time_zone);
    const latitude = Number(pharmacy.latitude);
    const longitude = Number(pharmacy.longitude);
    return {
      pharmacy: { name: pharmacy.name, address: pharmacy.address, city: pharmacy.city, phone: pharmacy.phone, latitude, longitude, time_zone: pharmacy.time_zone },
      today: operation.today,
      is_open_now: operation.is_open,
      map_url: osmLink(latitude, longitude),
    };
  };
}
