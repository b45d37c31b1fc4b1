import type { Address, ShipmentType } from '@apotek/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database.ts';
import type { AddressesService } from '../modules/addresses/index.ts';
import { deliveryBlock, hasExactPin } from '../modules/orders/index.ts';
import { distanceKm, PharmaciesService, type Point, roundKm } from '../modules/pharmacies/index.ts';
import type { Clock } from '../platform/clock.ts';
import { INSTANT, SAME_DAY } from '../platform/shipping/shipping-rates.ts';

/** How far each courier service reaches from the pharmacy: the courier price list's own limits. */
const INSTANT_RADIUS_KM = INSTANT.maxDistanceKm;
const SAME_DAY_RADIUS_KM = SAME_DAY.maxDistanceKm;
/** More than half the Earth's circumference: a radius that reaches every outlet. */
const ANYWHERE_KM = 20_100;

export interface NearestPharmacy {
  id: number;
  slug: string;
  name: string;
  distance_km: number;
}

export interface AddressDeliveryDeps {
  db: Kysely<Database>;
  clock: Clock;
  addresses: AddressesService;
}

/**
 * Which services apply at a distance: pick-up at the pharmacy and regular couriers always; instant and
 * same day only within their radius. Without a pin (null) the distance is unknown, so only the two
 * that do not depend on it are offered.
 */
export function servicesFor(distanceKm: number | null): ShipmentType[] {
  const services: ShipmentType[] = ['pickup'];
  if (distanceKm !== null && distanceKm <= INSTANT_RADIUS_KM) services.push('instant');
  if (distanceKm !== null && distanceKm <= SAME_DAY_RADIUS_KM) services.push('same_day');
  services.push('regular');
  return services;
}

export interface AddressDelivery {
  address: Address;
  nearest_pharmacy: NearestPharmacy | null;
  services: ShipmentType[];
}

/**
 * GET /api/customer/address/delivery/{id}: the one read spanning two modules. The address comes through
 * the addresses service, so another user's id is a 404 before any pharmacy is looked at.
 */
export async function addressDelivery(deps: AddressDeliveryDeps, userId: number, addressId: number): Promise<AddressDelivery> {
  const address = await deps.addresses.get(userId, addressId);
  // A derived pin stands for a whole region: no distance is measured from it.
  const pin = hasExactPin(address) ? { lat: address.latitude!, lng: address.longitude! } : null;
  const nearest = pin ? await nearestPharmacy(new PharmaciesService({ db: deps.db, clock: deps.clock }), pin) : null;
  // Decide on the exact distance; round only what is shown (15.04 km must not pass for 15).
  const services = servicesFor(nearest?.distance_km ?? null).filter((service) => deliveryBlock(service, address) === null);
  return { address, nearest_pharmacy: nearest ? { ...nearest, distance_km: roundKm(nearest.distance_km) } : null, services };
}

/**
 * The closest outlet through the pharmacies module: first within the widest delivery radius (its
 * bounding-box query), and only when none is that close, anywhere, so a far address still gets pick-up.
 * The module rounds distances for display, so the exact one is computed again from the coordinates.
 */
async function nearestPharmacy(pharmacies: PharmaciesService, pin: Point): Promise<NearestPharmacy | null> {
  const close = await pharmacies.nearest(pin, SAME_DAY_RADIUS_KM, 1);
  const [found] = close.length > 0 ? close : await pharmacies.nearest(pin, ANYWHERE_KM, 1);
  if (!found) return null;
  return { id: found.id, slug: found.slug, name: found.name, distance_km: distanceKm(pin, { lat: found.latitude, lng: found.longitude }) };
}
