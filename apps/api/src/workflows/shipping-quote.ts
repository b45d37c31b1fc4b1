import { type Address, apiMessage, type Locale, SHIPMENT_TYPES, type ShipmentType } from '@apotek/contract';
import type { Executor } from '../db/database.ts';
import { deliveryBlock, encodeEta, formatEta, hasExactPin, SHIPMENT_BLOCK_MESSAGES, type ShipmentBlock, shipmentText } from '../modules/orders/index.ts';
import { findPharmacy, type PharmacyDetailRow } from '../modules/pharmacies/index.ts';
import { type Courier, CourierError, type GeoPoint } from '../platform/shipping/courier.ts';
import { PICKUP, rateFor, REGULAR, regularBand } from '../platform/shipping/shipping-rates.ts';

export interface ShippingQuote {
  service: ShipmentType;
  cost: number;
  /** Encoded for storage (eta.ts). */
  eta: string | null;
  available: boolean;
  block: ShipmentBlock | null;
}

export interface ParcelOrigin {
  storeId: number;
  weightGrams: number;
}

/**
 * Prices a delivery from the pharmacy to an address through the courier adapter (the sandbox's price
 * list, or AnterAja). Whether a service may go to the address at all is deliveryBlock's call, the same
 * one fulfilment makes; a derived pin has no exact distance, so regular is priced by city and island.
 */
export async function quoteDelivery(
  db: Executor,
  courier: Courier,
  parcel: ParcelOrigin,
  address: Address | null,
  service: ShipmentType,
  /** The origin pharmacy when the caller already has it (one lookup for all services of a list). */
  known?: PharmacyDetailRow,
): Promise<ShippingQuote> {
  if (service === 'pickup') return { service, cost: 0, eta: encodeEta({ etaMinutes: PICKUP.etaMinutes }), available: true, block: null };
  const blocked = (block: ShipmentBlock): ShippingQuote => ({ service, cost: 0, eta: null, available: false, block });
  const block = deliveryBlock(service, address);
  if (block) return blocked(block);
  // deliveryBlock has ruled these out already; the check only narrows the types.
  if (!address || address.latitude === null || address.longitude === null) return blocked('needs_pin');
  const pharmacy = known ?? (await findPharmacy(db, parcel.storeId));
  if (!pharmacy) return blocked('not_offered');
  const weightGrams = Math.max(1, parcel.weightGrams);

  // A derived pin is only near the address: regular is priced by city and island instead of by distance.
  if (!hasExactPin(address)) {
    const sameCity = pharmacy.city_code !== '' && pharmacy.city_code === address.city.code;
    const band = regularBand(sameCity ? 0 : REGULAR.cityRadiusKm + 1, pharmacy.postal_code, address.postal_code);
    const quote = rateFor({ service, distanceKm: sameCity ? 0 : REGULAR.cityRadiusKm + 1, weightGrams, band });
    return { service, cost: quote.cost, eta: encodeEta(quote), available: quote.available, block: quote.available ? null : (quote.reason ?? 'not_offered') };
  }

  const origin: GeoPoint = { lat: pharmacy.latitude, lng: pharmacy.longitude, postalCode: pharmacy.postal_code, districtCode: pharmacy.district_code };
  const destination: GeoPoint = { lat: address.latitude, lng: address.longitude, postalCode: address.postal_code, districtCode: address.district.code };
  try {
    const quote = await courier.quote({ origin, destination, weightGrams, service });
    return { service, cost: quote.cost, eta: encodeEta(quote), available: quote.available, block: quote.available ? null : (quote.reason ?? 'not_offered') };
  } catch (error) {
    if (error instanceof CourierError && error.code !== 'auth') return blocked(error.code === 'unavailable' ? 'not_offered' : 'courier_unavailable');
    throw error;
  }
}

export interface ShipmentOptionView {
  code: ShipmentType;
  name: string;
  description: string;
  cost: number;
  eta: string;
  available: boolean;
  reason: string | null;
}

export function toShipmentOption(quote: ShippingQuote, locale: Locale): ShipmentOptionView {
  const text = shipmentText(quote.service, locale);
  return {
    code: quote.service,
    ...text,
    cost: quote.cost,
    eta: formatEta(quote.eta, locale) ?? '',
    available: quote.available,
    reason: quote.block ? apiMessage(SHIPMENT_BLOCK_MESSAGES[quote.block], locale) : null,
  };
}

/** Every service for a parcel and an address (or, with no parcel yet, the services with no price). */
export async function shipmentOptions(
  db: Executor,
  courier: Courier,
  parcel: ParcelOrigin | null,
  address: Address | null,
  locale: Locale,
): Promise<ShipmentOptionView[]> {
  if (!parcel) {
    return SHIPMENT_TYPES.map((service) => ({ code: service, ...shipmentText(service, locale), cost: 0, eta: '', available: true, reason: null }));
  }
  const pharmacy = await findPharmacy(db, parcel.storeId);
  const quotes = await Promise.all(SHIPMENT_TYPES.map((service) => quoteDelivery(db, courier, parcel, address, service, pharmacy)));
  return quotes.map((quote) => toShipmentOption(quote, locale));
}
