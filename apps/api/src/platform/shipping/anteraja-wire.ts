import type { ShipmentStatus, ShippingService } from './courier.ts';

/**
 * AnterAja's B2B API as its documentation (developer.anteraja.id, "API Documentation v2.1.0") shows it.
 * Every call is a POST of JSON to `{base path}/{name}` with the headers access-key-id and
 * secret-access-key, and every answer is the envelope { status, info, content }.
 *
 * DOCUMENTED there: the headers; POST /serviceRates with { origin, destination, weight } (district codes
 * like "31.73.06", grams) answering content.services[] of { product_code, product_name, etd, rates,
 * is_cod, surcharges }; the /order request fields (booking_id "[PREFIX]-[TRX ID]" ≤ 25, invoice_no,
 * service_code SD|ND|REG|ICE|BIG, parcel_total_weight 1000–50000 g, shipper/receiver { name, phone,
 * email, district, address, postcode, geoloc }, items[].item_name / item_desc, use_insurance,
 * declared_value); POST /tracking with { waybill_no } answering content { waybill_no, history[] of
 * { hub_name, message: { id }, params, tracking_code, timestamp }, order }, and for an unknown waybill
 * the same 200 envelope with history and order null; the allowed input characters.
 *
 * ASSUMED (not found in the documentation we could read; check with AnterAja when keys arrive):
 * - the /order answer content { waybill_no, expect_start, expect_finish } (seen in a shipper plugin);
 * - POST /cancelOrder with { waybill_no } (endpoint name from a published client) and its answers;
 * - items[] fields beyond item_name/item_desc: item_category, item_value, weight;
 * - geoloc as "longitude,latitude";
 * - error answers: the same envelope with status 401 (bad keys), 404 (unknown waybill on cancel),
 *   400 (refused), mirrored in the HTTP status;
 * - tracking codes for a failed delivery, a return and a cancellation (unmapped codes keep the last
 *   known status rather than guess).
 */

export interface AnterAjaEnvelope<T> {
  status: number;
  info: string;
  content: T | null;
}

export interface AnterAjaRateService {
  product_code: string;
  product_name: string;
  /** "1-2 Day", "0 Day". */
  etd: string;
  rates: number;
  is_cod: boolean;
  surcharges: unknown;
}

export interface AnterAjaRatesContent {
  origin: string;
  destination: string;
  services: AnterAjaRateService[];
}

export interface AnterAjaParty {
  name: string;
  phone: string;
  email?: string;
  district: string;
  address: string;
  postcode: string;
  geoloc?: string;
}

export interface AnterAjaItem {
  item_name: string;
  item_desc?: string;
  item_category?: string;
  item_value?: number;
  weight?: number;
}

export interface AnterAjaOrderBody {
  booking_id: string;
  invoice_no: string;
  service_code: string;
  parcel_total_weight: number;
  shipper: AnterAjaParty;
  receiver: AnterAjaParty;
  items: AnterAjaItem[];
  use_insurance: boolean;
  declared_value: number;
}

export interface AnterAjaOrderContent {
  waybill_no: string;
  expect_start?: string;
  expect_finish?: string;
}

export interface AnterAjaHistoryEntry {
  hub_name: string | null;
  message: { id: string; en?: string };
  params: unknown;
  tracking_code: number;
  /** "2021-04-06T10:45:03.949+0000". */
  timestamp: string;
}

export interface AnterAjaTrackingContent {
  waybill_no: string;
  /** Newest first; null when AnterAja does not know the waybill. */
  history: AnterAjaHistoryEntry[] | null;
  order: Record<string, unknown> | null;
}

/** Our services in AnterAja's product codes; instant (a motorbike) is not among AnterAja's products. */
export const ANTERAJA_SERVICE_CODE: Partial<Record<ShippingService, string>> = {
  same_day: 'SD',
  regular: 'REG',
};

/** The tracking codes seen in AnterAja's documented tracking answers, in our statuses. */
export const ANTERAJA_TRACKING_STATUS: Readonly<Record<number, ShipmentStatus>> = {
  100: 'created', // pickup requested by the shipper
  150: 'created', // a SATRIA (courier) is assigned to pick up
  160: 'created', // the pickup task was taken over by another SATRIA
  400: 'created', // parcel not ready; pickup rescheduled
  200: 'picked_up',
  210: 'in_transit', // arrived at a service station on the way to the hub
  220: 'in_transit', // arrived at a hub
  230: 'in_transit', // arrived at the service station for delivery
  300: 'in_transit', // processed at a hub
  330: 'in_transit', // on the way to staging
  332: 'in_transit', // on the way to another hub (transit)
  240: 'out_for_delivery',
  250: 'delivered',
};

/** AnterAja writes "+0000"; Date parsing is only specified for "+00:00". */
export function anterAjaTimestampToIso(timestamp: string): string {
  const normalised = timestamp.replace(/([+-]\d{2})(\d{2})$/, '$1:$2');
  const date = new Date(normalised);
  if (Number.isNaN(date.getTime())) throw new RangeError(`Unreadable AnterAja timestamp ${timestamp}`);
  return date.toISOString();
}

/** "1-2 Day" → 2, "0 Day" → 0; undefined when there is no number. */
export function etdToDays(etd: string): number | undefined {
  const numbers = etd.match(/\d+/g)?.map(Number);
  return numbers?.length ? Math.max(...numbers) : undefined;
}
