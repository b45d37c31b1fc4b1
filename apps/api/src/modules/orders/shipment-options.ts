import type { Address, ApiMessageKey, Locale, ShipmentType } from '@apotek/contract';

/** Names and descriptions of the delivery services in both languages. */
const TEXT: Record<ShipmentType, Record<Locale, { name: string; description: string }>> = {
  pickup: {
    id: { name: 'Ambil di apotek', description: 'Ambil sendiri di apotek setelah pesanan disiapkan. Gratis.' },
    en: { name: 'Pick up at the pharmacy', description: 'Collect it at the pharmacy once the order is ready. Free.' },
  },
  instant: {
    id: { name: 'Instan', description: 'Kurir motor langsung dari apotek, untuk alamat dalam radius 15 km.' },
    en: { name: 'Instant', description: 'A motorbike courier straight from the pharmacy, within 15 km.' },
  },
  same_day: {
    id: { name: 'Sameday', description: 'Tiba di hari yang sama, untuk alamat dalam radius 40 km.' },
    en: { name: 'Same day', description: 'Delivered the same day, within 40 km.' },
  },
  regular: {
    id: { name: 'Reguler', description: 'Kurir reguler ke seluruh Indonesia.' },
    en: { name: 'Regular', description: 'Regular courier anywhere in Indonesia.' },
  },
};

export function shipmentText(type: ShipmentType, locale: Locale): { name: string; description: string } {
  return TEXT[type][locale];
}

/** Why a service cannot take an order, as a message key (couriers' codes plus our own two). */
export type ShipmentBlock = 'too_far' | 'too_heavy' | 'not_offered' | 'address_required' | 'needs_pin' | 'courier_unavailable';

export const SHIPMENT_BLOCK_MESSAGES: Record<ShipmentBlock, ApiMessageKey> = {
  too_far: 'shippingTooFar',
  too_heavy: 'shippingTooHeavy',
  not_offered: 'shippingNotOffered',
  address_required: 'addressRequired',
  needs_pin: 'shippingNeedsPin',
  courier_unavailable: 'courierUnavailable',
};

/**
 * Which pins each courier service books with. Instant and same day price and route by the exact
 * distance, so a point derived from the region would misprice or misroute them; regular prices by city
 * and island and is sorted at the courier's hub, so a derived point is enough to book it.
 */
const ACCEPTS_DERIVED_PIN: Record<Exclude<ShipmentType, 'pickup'>, boolean> = {
  instant: false,
  same_day: false,
  regular: true,
};

export type DeliveryAddress = Pick<Address, 'latitude' | 'longitude'> & { pin_source?: Address['pin_source'] | undefined };

/**
 * The one rule deciding whether a service can deliver to an address: the services offered at checkout,
 * the confirm check and the pharmacy's "Kirim" all ask it, so a paid order is never one that fulfilment
 * refuses (docs/decisions/009-delivery-pins.md). Prices and distances are the courier's to judge after it.
 * Orders placed before pins had a source carry none in their snapshot: those pins were the customer's.
 */
export function deliveryBlock(service: ShipmentType, address: DeliveryAddress | null): ShipmentBlock | null {
  if (service === 'pickup') return null;
  if (!address) return 'address_required';
  if (address.latitude === null || address.longitude === null) return 'needs_pin';
  if (address.pin_source === 'derived' && !ACCEPTS_DERIVED_PIN[service]) return 'needs_pin';
  return null;
}

/** Whether the address's pin is where the customer is, not a stand-in for the region. */
export function hasExactPin(address: DeliveryAddress): boolean {
  return address.latitude !== null && address.longitude !== null && address.pin_source !== 'derived';
}
