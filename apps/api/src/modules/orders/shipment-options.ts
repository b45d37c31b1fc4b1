import type { ApiMessageKey, Locale, ShipmentType } from '@apotek/contract';

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
