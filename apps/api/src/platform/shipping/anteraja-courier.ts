import { parseIndonesianPhone } from '@apotek/contract';
import {
  type Courier,
  CourierError,
  type CreateShipmentRequest,
  type GeoPoint,
  type Party,
  type Quote,
  type QuoteRequest,
  type Shipment,
  type ShipmentStatus,
  type Tracking,
  type TrackingEvent,
} from './courier.ts';
import {
  ANTERAJA_SERVICE_CODE,
  ANTERAJA_TRACKING_STATUS,
  type AnterAjaEnvelope,
  type AnterAjaOrderBody,
  type AnterAjaOrderContent,
  type AnterAjaParty,
  type AnterAjaRatesContent,
  type AnterAjaTrackingContent,
  anterAjaTimestampToIso,
  etdToDays,
} from './anteraja-wire.ts';
import { rateFor } from './shipping-rates.ts';

export interface AnterAjaConfig {
  /** The base path AnterAja hands out with the keys (differs between their staging and production). */
  baseUrl: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** The shipper prefix AnterAja assigns; booking ids are "PREFIX-orderRef". */
  bookingPrefix: string;
  timeoutMs?: number;
  /** Injected in tests; the global fetch otherwise. */
  fetch?: typeof fetch;
}

/** AnterAja's documented bounds for one parcel. */
const MIN_WEIGHT_GRAMS = 1_000;
const MAX_WEIGHT_GRAMS = 50_000;
const MAX_ITEMS = 30;

/** Their documented input alphabet: letters, digits and / ( ) [ ] . , — anything else becomes a space. */
function clean(text: string, max: number): string {
  return text.replace(/[^\p{L}\p{N}/()[\].,\s]/gu, ' ').replace(/\s+/g, ' ').trim().slice(0, max);
}

/** "+62 812-3456-7890" or "0812…" → "6281234567890", the form their examples use (the contract's phone rule). */
function phoneDigits(phone: string): string {
  return (parseIndonesianPhone(phone)?.slice(1) ?? phone.replace(/\D/g, '')).slice(0, 16);
}

function districtOf(point: GeoPoint, which: string): string {
  if (!point.districtCode) throw new CourierError('invalid_request', `AnterAja needs the ${which} district code (Kemendagri kecamatan code)`);
  return point.districtCode;
}

/** The real adapter: AnterAja's B2B API (see anteraja-wire.ts for what is documented and what is assumed). */
export class AnterAjaCourier implements Courier {
  readonly kind = 'anteraja' as const;
  private readonly fetch: typeof fetch;

  constructor(private readonly config: AnterAjaConfig) {
    this.fetch = config.fetch ?? globalThis.fetch;
  }

  async quote(request: QuoteRequest): Promise<Quote> {
    const { service } = request;
    // Collecting at the counter never involves AnterAja.
    if (service === 'pickup') return rateFor({ service, distanceKm: 0, weightGrams: request.weightGrams });
    const code = ANTERAJA_SERVICE_CODE[service];
    if (!code) return { service, cost: 0, available: false, reason: 'not_offered' };
    if (request.weightGrams > MAX_WEIGHT_GRAMS) return { service, cost: 0, available: false, reason: 'too_heavy' };

    const envelope = await this.call<AnterAjaRatesContent>('/serviceRates', {
      origin: districtOf(request.origin, 'origin'),
      destination: districtOf(request.destination, 'destination'),
      // Quote the weight the order will be billed at: AnterAja's minimum parcel is 1 kg.
      weight: Math.max(MIN_WEIGHT_GRAMS, request.weightGrams),
    });
    this.expectOk(envelope, 'invalid_request');
    const offer = envelope.content?.services?.find((s) => s.product_code === code);
    if (!offer) return { service, cost: 0, available: false, reason: 'not_offered' };
    const etaDays = etdToDays(offer.etd);
    return { service, cost: Math.round(offer.rates), ...(etaDays === undefined ? {} : { etaDays }), available: true };
  }

  async createShipment(request: CreateShipmentRequest): Promise<Shipment> {
    const code = ANTERAJA_SERVICE_CODE[request.service];
    if (!code) throw new CourierError('unavailable', `AnterAja does not offer ${request.service}`);
    if (request.weightGrams > MAX_WEIGHT_GRAMS) throw new CourierError('unavailable', 'Parcel is heavier than AnterAja takes');
    const bookingId = `${this.config.bookingPrefix}-${request.orderRef}`;
    if (bookingId.length > 25 || request.orderRef.length > 25) throw new CourierError('invalid_request', 'AnterAja booking ids are at most 25 characters');
    if (request.items.length === 0 || request.items.length > MAX_ITEMS) throw new CourierError('invalid_request', `AnterAja takes 1 to ${MAX_ITEMS} items`);

    const declaredValue = request.items.reduce((sum, item) => sum + item.price * item.quantity, 0);
    const body: AnterAjaOrderBody = {
      booking_id: bookingId,
      invoice_no: request.orderRef,
      service_code: code,
      parcel_total_weight: Math.max(MIN_WEIGHT_GRAMS, request.weightGrams),
      shipper: this.party(request.sender, request.origin, 'origin'),
      receiver: this.party(request.receiver, request.destination, 'destination'),
      items: request.items.map((item) => ({
        item_name: clean(item.name, 50),
        item_desc: clean(`${item.quantity} x ${item.name}`, 50),
        item_category: 'Kesehatan',
        item_value: item.price * item.quantity,
        ...(item.weightGrams ? { weight: item.weightGrams * item.quantity } : {}),
      })),
      // Medicines are low-value and insured by the pharmacy's own policy; AnterAja's insurance costs extra.
      use_insurance: false,
      declared_value: declaredValue,
    };
    const envelope = await this.call<AnterAjaOrderContent>('/order', body);
    this.expectOk(envelope, 'invalid_request');
    const waybill = envelope.content?.waybill_no;
    if (!waybill) throw new CourierError('provider', 'AnterAja accepted the order but sent no waybill_no');
    return { waybill, courier: 'anteraja', service: request.service, status: 'created' };
  }

  async track(waybill: string): Promise<Tracking> {
    const envelope = await this.call<AnterAjaTrackingContent>('/tracking', { waybill_no: waybill });
    this.expectOk(envelope, 'invalid_request');
    const history = envelope.content?.history;
    // Documented: an unknown waybill is a 200 whose history and order are null.
    if (!history) throw new CourierError('unknown_waybill', `AnterAja does not know waybill ${waybill}`);

    let status: ShipmentStatus = 'created';
    // AnterAja lists newest first; reverse before the (stable) sort so equal timestamps keep their order.
    const events: TrackingEvent[] = [...history]
      .reverse()
      .sort((a, b) => Date.parse(anterAjaTimestampToIso(a.timestamp)) - Date.parse(anterAjaTimestampToIso(b.timestamp)))
      .map((entry) => {
        // An unmapped code (AnterAja has more than its examples show) keeps the last known status.
        status = ANTERAJA_TRACKING_STATUS[entry.tracking_code] ?? status;
        return {
          at: anterAjaTimestampToIso(entry.timestamp),
          status,
          description: entry.message.id,
          ...(entry.hub_name ? { location: entry.hub_name } : {}),
        };
      });
    return { waybill, status, events };
  }

  async cancel(waybill: string): Promise<void> {
    const envelope = await this.call<unknown>('/cancelOrder', { waybill_no: waybill });
    this.expectOk(envelope, 'not_cancellable');
  }

  private party(party: Party, point: GeoPoint, which: string): AnterAjaParty {
    return {
      name: clean(party.name, 50),
      phone: phoneDigits(party.phone),
      district: districtOf(point, which),
      address: clean(party.address, 256),
      postcode: point.postalCode.slice(0, 5),
      geoloc: `${point.lng},${point.lat}`,
    };
  }

  /** Envelope status 200 passes; 404 is an unknown waybill; other refusals become `refusal`. */
  private expectOk(envelope: AnterAjaEnvelope<unknown>, refusal: 'invalid_request' | 'not_cancellable'): void {
    if (envelope.status === 200) return;
    if (envelope.status === 404) throw new CourierError('unknown_waybill', `AnterAja: ${envelope.info}`);
    if (envelope.status >= 400 && envelope.status < 500) throw new CourierError(refusal, `AnterAja refused (${envelope.status}): ${envelope.info}`);
    throw new CourierError('provider', `AnterAja answered ${envelope.status}: ${envelope.info}`);
  }

  private async call<T>(path: string, body: unknown): Promise<AnterAjaEnvelope<T>> {
    const url = `${this.config.baseUrl.replace(/\/+$/, '')}${path}`;
    let response: Response;
    try {
      response = await this.fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'access-key-id': this.config.accessKeyId,
          'secret-access-key': this.config.secretAccessKey,
        },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(this.config.timeoutMs ?? 10_000),
      });
    } catch (error) {
      throw new CourierError('provider', `AnterAja ${path} unreachable`, { cause: error });
    }
    if (response.status === 401 || response.status === 403) throw new CourierError('auth', `AnterAja refused our keys on ${path}`);

    let envelope: unknown;
    try {
      envelope = await response.json();
    } catch (error) {
      throw new CourierError('provider', `AnterAja ${path} answered ${response.status} without JSON`, { cause: error });
    }
    if (!envelope || typeof envelope !== 'object' || typeof (envelope as { status?: unknown }).status !== 'number') {
      throw new CourierError('provider', `AnterAja ${path} answered ${response.status} outside its envelope`);
    }
    const typed = envelope as AnterAjaEnvelope<T>;
    if (typed.status === 401 || typed.status === 403) throw new CourierError('auth', `AnterAja refused our keys on ${path}`);
    return typed;
  }
}
