import { distanceKm } from '../geo.ts';
import type { Quote, QuoteRequest, ShippingService } from './courier.ts';

/**
 * The sandbox's price list, as a pure function so checkout totals are testable without a courier.
 * Figures are in the range Indonesian couriers charged in 2025; they are the embedded mode's prices,
 * not AnterAja's (that adapter asks AnterAja).
 */

/** Motorbike couriers (Gojek/Grab-style): a radius and what fits on a bike. */
export const INSTANT = { maxDistanceKm: 15, maxWeightGrams: 5_000, base: 10_000, perKm: 2_500, etaMinutes: 60 } as const;

/** Car or bike through a local hub, delivered the same day. */
export const SAME_DAY = { maxDistanceKm: 40, maxWeightGrams: 10_000, base: 15_000, perKm: 1_500, etaMinutes: 360 } as const;

/** Collecting at the counter: free; the minutes are the pharmacy's preparation time. */
export const PICKUP = { etaMinutes: 30 } as const;

export type RegularBand = 'city' | 'island' | 'across';

/**
 * Regular parcels are priced per started kilogram by how far they travel: within a city, within one
 * island (by road), or across the sea. 50 kg is AnterAja's own ceiling for one parcel.
 */
export const REGULAR = {
  maxWeightGrams: 50_000,
  /** Straight-line distance up to which two addresses count as the same city. */
  cityRadiusKm: 30,
  /** When a postcode is unknown, this distance decides island versus across. */
  islandFallbackKm: 500,
  bands: {
    city: { perKg: 9_000, etaDays: 2 },
    island: { perKg: 15_000, etaDays: 4 },
    across: { perKg: 30_000, etaDays: 7 },
  },
} as const;

export type Island = 'java' | 'sumatra' | 'kalimantan' | 'bali' | 'nusa_tenggara_barat' | 'nusa_tenggara_timur' | 'sulawesi' | 'maluku' | 'papua';

/**
 * Which island a postcode is on, by its first two digits (Pos Indonesia assigns them by province):
 * 10–19 Jakarta and its ring, 40–46 West Java and Banten, 50–59 Central Java and Yogyakarta,
 * 60–69 East Java, 20–39 Sumatra, 70–79 Kalimantan, 80–82 Bali, 83–84 NTB, 85–87 NTT,
 * 90–96 Sulawesi, 97 Maluku, 98–99 Papua.
 */
const ISLAND_BY_PREFIX: ReadonlyArray<readonly [from: number, to: number, island: Island]> = [
  [10, 19, 'java'],
  [20, 39, 'sumatra'],
  [40, 46, 'java'],
  [50, 69, 'java'],
  [70, 79, 'kalimantan'],
  [80, 82, 'bali'],
  [83, 84, 'nusa_tenggara_barat'],
  [85, 87, 'nusa_tenggara_timur'],
  [90, 96, 'sulawesi'],
  [97, 97, 'maluku'],
  [98, 99, 'papua'],
];

export function islandOf(postalCode: string): Island | undefined {
  if (!/^\d{5}$/.test(postalCode)) return undefined;
  const prefix = Number(postalCode.slice(0, 2));
  return ISLAND_BY_PREFIX.find(([from, to]) => prefix >= from && prefix <= to)?.[2];
}

/** Great-circle distance; roads are longer, which the per-km prices already allow for. */
export const haversineKm = distanceKm;

export function regularBand(distanceKm: number, originPostalCode: string, destinationPostalCode: string): RegularBand {
  if (distanceKm <= REGULAR.cityRadiusKm) return 'city';
  const from = islandOf(originPostalCode);
  const to = islandOf(destinationPostalCode);
  if (from && to) return from === to ? 'island' : 'across';
  return distanceKm <= REGULAR.islandFallbackKm ? 'island' : 'across';
}

/** Couriers bill in steps of Rp 500, always upwards. */
export function roundUpToRp500(rupiah: number): number {
  // Whole rupiah first, so 18000.000000000004 (float noise from km × tariff) does not become 18500.
  return Math.ceil(Math.round(rupiah) / 500) * 500;
}

export interface RateInput {
  service: ShippingService;
  distanceKm: number;
  weightGrams: number;
  /** Needed for regular only. */
  band?: RegularBand;
}

function unavailable(service: ShippingService, reason: Quote['reason']): Quote {
  return { service, cost: 0, available: false, reason };
}

/** The price of one service for a known distance and weight. */
export function rateFor({ service, distanceKm, weightGrams, band }: RateInput): Quote {
  if (!Number.isInteger(weightGrams) || weightGrams <= 0) throw new RangeError(`weightGrams must be a positive integer, got ${weightGrams}`);
  if (!Number.isFinite(distanceKm) || distanceKm < 0) throw new RangeError(`distanceKm must be a non-negative number, got ${distanceKm}`);

  switch (service) {
    case 'pickup':
      return { service, cost: 0, etaMinutes: PICKUP.etaMinutes, available: true };
    case 'instant':
    case 'same_day': {
      const t = service === 'instant' ? INSTANT : SAME_DAY;
      if (distanceKm > t.maxDistanceKm) return unavailable(service, 'too_far');
      if (weightGrams > t.maxWeightGrams) return unavailable(service, 'too_heavy');
      return { service, cost: roundUpToRp500(t.base + t.perKm * distanceKm), etaMinutes: t.etaMinutes, available: true };
    }
    case 'regular': {
      if (weightGrams > REGULAR.maxWeightGrams) return unavailable(service, 'too_heavy');
      const tariff = REGULAR.bands[band ?? 'across'];
      const kilograms = Math.ceil(weightGrams / 1000);
      return { service, cost: roundUpToRp500(kilograms * tariff.perKg), etaDays: tariff.etaDays, available: true };
    }
  }
}

/** A quote from coordinates and postcodes: distance by haversine, band by island. */
export function quoteShipping(request: QuoteRequest): Quote {
  const distanceKm = haversineKm(request.origin, request.destination);
  const band = regularBand(distanceKm, request.origin.postalCode, request.destination.postalCode);
  return rateFor({ service: request.service, distanceKm, weightGrams: request.weightGrams, band });
}
