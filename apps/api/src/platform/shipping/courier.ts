import type { ShipmentStatus } from '@apotek/contract';

/**
 * How parcels leave a pharmacy. The sandbox courier (embedded default) and the AnterAja adapter both
 * implement this; checkout quotes through it and the order pages track through it, so neither knows
 * which one is behind.
 */

/** Pick-up at the pharmacy, a motorbike within a radius, same day, and regular (days). */
export const shippingServices = ['pickup', 'instant', 'same_day', 'regular'] as const;
export type ShippingService = (typeof shippingServices)[number];

export interface GeoPoint {
  lat: number;
  lng: number;
  /** Five-digit Indonesian postcode; its leading digits tell which island a place is on. */
  postalCode: string;
  /**
   * Kemendagri district (kecamatan) code, e.g. "31.73.06". AnterAja prices and books by it; the sandbox
   * ignores it. Addresses keep it (issue 4), so callers pass it whenever they have it.
   */
  districtCode?: string;
}

export interface QuoteRequest {
  origin: GeoPoint;
  destination: GeoPoint;
  /** Total parcel weight in grams, a positive integer. */
  weightGrams: number;
  service: ShippingService;
}

/** Why a service cannot take a parcel; codes, so the web shows them in the reader's language. */
export type UnavailableReason = 'too_far' | 'too_heavy' | 'not_offered';

export interface Quote {
  service: ShippingService;
  /** Integer rupiah; 0 when unavailable. */
  cost: number;
  /** Set when the promise is in minutes (the sandbox's pickup, instant and same day). */
  etaMinutes?: number;
  /** Set when the promise is in days: the last day of the range (2 for "1-2 days", 0 for today). */
  etaDays?: number;
  available: boolean;
  reason?: UnavailableReason;
}

export interface Party {
  name: string;
  /** E.164 or 08… as the address book keeps it. */
  phone: string;
  address: string;
  email?: string;
}

export interface ShipmentItem {
  name: string;
  quantity: number;
  /** Unit price in rupiah (declared value). */
  price: number;
  weightGrams?: number;
}

export interface CreateShipmentRequest {
  /** The order's public id; shown to the courier as the booking and invoice reference. */
  orderRef: string;
  service: Exclude<ShippingService, 'pickup'>;
  origin: GeoPoint;
  destination: GeoPoint;
  weightGrams: number;
  sender: Party;
  receiver: Party;
  items: ShipmentItem[];
}

/**
 * A parcel's states are the contract's vocabulary (SHIPMENT_STATUSES), re-exported for the adapters.
 * `cancelled` is before pick-up only; a parcel that has left can no longer be cancelled.
 */
export type { ShipmentStatus } from '@apotek/contract';

export interface Shipment {
  waybill: string;
  courier: 'sandbox' | 'anteraja';
  service: ShippingService;
  status: ShipmentStatus;
}

export interface TrackingEvent {
  /** ISO-8601 UTC. */
  at: string;
  status: ShipmentStatus;
  /** Indonesian, as couriers write them; shown as is on the delivery timeline. */
  description: string;
  location?: string;
}

export interface Tracking {
  waybill: string;
  status: ShipmentStatus;
  /** Oldest first. */
  events: TrackingEvent[];
}

export interface Courier {
  readonly kind: 'sandbox' | 'anteraja';
  quote(request: QuoteRequest): Promise<Quote>;
  createShipment(request: CreateShipmentRequest): Promise<Shipment>;
  track(waybill: string): Promise<Tracking>;
  /** Cancels before pick-up; cancelling an already cancelled shipment is a no-op. */
  cancel(waybill: string): Promise<void>;
}

export type CourierErrorCode =
  /** No shipment with this waybill (at this courier). */
  | 'unknown_waybill'
  /** The parcel has been picked up; it can no longer be cancelled. */
  | 'not_cancellable'
  /** The service cannot take this parcel (too far, too heavy, not offered). */
  | 'unavailable'
  /** The request lacks something this courier needs (a district code for AnterAja, ...). */
  | 'invalid_request'
  /** The provider refused our keys. */
  | 'auth'
  /** The provider failed, timed out or answered something we cannot read. */
  | 'provider';

/** An expected courier failure; routes turn it into a localised ApiError (404, 409, 422, 502). */
export class CourierError extends Error {
  readonly code: CourierErrorCode;

  constructor(code: CourierErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'CourierError';
    this.code = code;
  }
}
