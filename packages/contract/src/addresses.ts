import { z } from 'zod';
import { envelope, page, pagingQuery } from './envelope.ts';
import { indonesianPhone } from './rules/phone.ts';

/** Kemendagri region codes: 31, 31.71, 31.71.06, 31.71.06.1001. */
const regionCode = (parts: number) =>
  z
    .string()
    .trim()
    .regex(new RegExp(`^\\d{2}${'(\\.\\d{2,4})'.repeat(parts - 1)}$`));

export const region = z.object({ code: z.string(), name: z.string() });
export type Region = z.infer<typeof region>;

/**
 * Where a pin came from: placed by the customer, located by the browser, or derived by the server from
 * the chosen region when the customer set none (docs/decisions/009-delivery-pins.md).
 */
export const PIN_SOURCES = ['customer', 'browser', 'derived'] as const;
export type PinSource = (typeof PIN_SOURCES)[number];

/** A delivery address. `default_address` is 1 for the default one (SPEC §3). */
export const address = z.object({
  id: z.number().int(),
  label: z.string(),
  recipient_name: z.string(),
  recipient_phone: z.string(),
  address_line: z.string(),
  province: region,
  city: region,
  district: region,
  village: region,
  postal_code: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  /**
   * null only when there is no pin at all. Absent from order snapshots taken before pins had a source:
   * those pins were the customer's.
   */
  pin_source: z.enum(PIN_SOURCES).nullable().optional(),
  notes: z.string(),
  default_address: z.union([z.literal(0), z.literal(1)]),
  created_at: z.string(),
});
export type Address = z.infer<typeof address>;

/** A coordinate from JSON (number) or a form (string); empty is refused. */
const coordinate = (min: number, max: number) =>
  z
    .union([z.number(), z.string().trim().min(1).transform(Number)])
    .pipe(z.number().min(min).max(max));

/** POST /api/my/address and PUT /api/my/address/{id} (JSON or form). Names come from the codes. */
export const addressInput = z.object({
  label: z.string().trim().min(1).max(30),
  recipient_name: z.string().trim().min(1).max(100),
  recipient_phone: indonesianPhone(),
  address_line: z.string().trim().min(5).max(300),
  province_code: regionCode(1),
  city_code: regionCode(2),
  district_code: regionCode(3),
  village_code: regionCode(4),
  postal_code: z.string().trim().regex(/^\d{5}$/),
  latitude: coordinate(-90, 90).optional(),
  longitude: coordinate(-180, 180).optional(),
  /** Who set the coordinates sent with it; 'derived' is the server's alone. */
  pin_source: z.enum(['customer', 'browser']).optional(),
  notes: z.string().trim().max(200).default(''),
  default_address: z
    .union([z.literal(0), z.literal(1), z.literal('0'), z.literal('1'), z.boolean()])
    .transform((v) => (v === 1 || v === '1' || v === true ? 1 : 0))
    .optional(),
});
export type AddressInput = z.input<typeof addressInput>;

export const addressIdParams = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });
export const addressesQuery = pagingQuery.extend({
  default_address: z.enum(['0', '1']).optional(),
  q: z.string().max(100).optional(),
});
export const addressesResponse = envelope(page(address));
export const addressResponse = envelope(address);
export const addressDeletedResponse = envelope(z.null());

/** GET /api/customer/address/delivery/{id}: what can be delivered to this address, and from where. */
export const addressDelivery = z.object({
  address,
  nearest_pharmacy: z.object({ id: z.number().int(), slug: z.string(), name: z.string(), distance_km: z.number() }).nullable(),
  services: z.array(z.enum(['pickup', 'instant', 'same_day', 'regular'])),
});
export const addressDeliveryResponse = envelope(addressDelivery);

export const regionCodeParams = z.object({ id: z.string().trim().regex(/^\d{2}(\.\d{2,4}){0,3}$/) });
/** `search` is the SPEC's name for the text, `q` ours; either narrows the list (issue 14). */
export const citiesQuery = z.object({ q: z.string().max(100).optional(), search: z.string().max(100).optional(), province: z.string().max(20).optional() });
export const provincesResponse = envelope(z.array(region));
export const citiesListResponse = envelope(z.array(region.extend({ province_code: z.string() })));
export const provinceCitiesResponse = envelope(z.object({ province: region, cities: z.array(region) }));
export const cityDistrictsResponse = envelope(z.object({ city: region, districts: z.array(region) }));
export const districtVillagesResponse = envelope(
  z.object({ district: region, villages: z.array(region.extend({ postal_code: z.string().nullable() })) }),
);
