import { z } from 'zod';
import { PHARMACY_PAGE_SIZE } from './constants.ts';
import { envelope, page } from './envelope.ts';
import { indonesianTimeZone } from './time-zones.ts';

const latitude = z.coerce.number().min(-90).max(90);
const longitude = z.coerce.number().min(-180).max(180);

/** Weekdays as ISO numbers: 1 Monday … 7 Sunday. Times are HH:mm on the pharmacy's clock (its `time_zone`). */
export const openingHours = z.object({
  weekday: z.number().int().min(1).max(7),
  opens_at: z.string().nullable(),
  closes_at: z.string().nullable(),
  closed: z.boolean(),
});
export type OpeningHours = z.infer<typeof openingHours>;

export const pharmacySummary = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  address: z.string(),
  city: z.string(),
  province: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  phone: z.string(),
  image_url: z.string().nullable(),
  is_open_now: z.boolean(),
  /** The IANA zone of the pharmacy's clock: its hours and is_open_now are read in it (WIB, WITA or WIT). */
  time_zone: indonesianTimeZone,
  /** Kilometres from the point asked for; null when no point was given. */
  distance_km: z.number().nullable(),
});
export type PharmacySummary = z.infer<typeof pharmacySummary>;

/** The legal information the site must show (ARCHITECTURE §4) and the Kemendagri region codes. */
export const pharmacyDetail = pharmacySummary.extend({
  legal_name: z.string(),
  licence_number: z.string(),
  pharmacist_name: z.string(),
  sipa_number: z.string(),
  district: z.string(),
  village: z.string(),
  postal_code: z.string(),
  region: z.object({
    province_code: z.string(),
    city_code: z.string(),
    district_code: z.string(),
    village_code: z.string(),
  }),
  opening_hours: z.array(openingHours),
  next_opening: z.string().nullable(),
});
export type PharmacyDetail = z.infer<typeof pharmacyDetail>;

export const pharmaciesQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  perPage: z.coerce.number().int().min(1).max(100).default(PHARMACY_PAGE_SIZE),
  q: z.string().max(100).optional(),
  city: z.string().max(100).optional(),
  lat: latitude.optional(),
  lng: longitude.optional(),
});
export const pharmaciesResponse = envelope(page(pharmacySummary));
export const pharmacyResponse = envelope(pharmacyDetail);

/** POST /api/pharmacies/checkoperation: is it open at `at` (default now), and when does that change. */
export const checkOperationBody = z.object({
  pharmacy_id: z.union([z.number().int().min(1), z.string().regex(/^[a-z0-9-]{1,160}$/i)]),
  at: z.iso.datetime({ offset: true }).optional(),
});
export const operationCheck = z.object({
  pharmacy_id: z.number().int(),
  is_open: z.boolean(),
  /** The pharmacy's zone; checked_at, next_opening and next_closing carry its offset (+07:00, +08:00 or +09:00). */
  time_zone: indonesianTimeZone,
  checked_at: z.string(),
  /** Today's hours on the pharmacy's clock; `closed` with null times when shut all day. */
  today: openingHours,
  next_opening: z.string().nullable(),
  next_closing: z.string().nullable(),
});
export type OperationCheck = z.infer<typeof operationCheck>;
export const checkOperationResponse = envelope(operationCheck);

/**
 * lat and lng are required unless `product_id` is given: then the answer is the nearest pharmacies holding
 * at least one unit of it, measured from the signed-in customer's default address pin, else lat/lng (the
 * browser's location), else the centre of `city`'s pharmacies, else Monas (docs/decisions/011-auto-pharmacy.md).
 */
export const nearestQuery = z.object({
  lat: latitude.optional(),
  lng: longitude.optional(),
  product_id: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
  city: z.string().trim().min(1).max(100).optional(),
  limit: z.coerce.number().int().min(1).max(70).default(10),
  radius_km: z.coerce.number().min(0.1).max(2000).default(50),
});
export const recommendedQuery = z.object({
  lat: latitude.optional(),
  lng: longitude.optional(),
  limit: z.coerce.number().int().min(1).max(20).default(6),
});
export const pharmacyListResponse = envelope(z.array(pharmacySummary));

/** A city with at least one pharmacy: what a guest without a shared location picks to be placed by. */
export const pharmacyCity = z.object({ city: z.string(), province: z.string(), count: z.number().int() });
export type PharmacyCity = z.infer<typeof pharmacyCity>;
export const pharmacyCitiesResponse = envelope(z.array(pharmacyCity));
