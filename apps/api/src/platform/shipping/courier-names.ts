import type { Locale } from '@apotek/contract';
import type { Courier } from './courier.ts';

/**
 * What a customer reads for each courier adapter. Orders keep the adapter's code (`kind`), so an order
 * booked with one courier keeps its name after the deployment switches to another.
 */
const COURIER_NAMES: Record<Courier['kind'], Record<Locale, string>> = {
  sandbox: { id: 'Kurir Apotek (uji coba)', en: 'Apotek Courier (test)' },
  anteraja: { id: 'AnterAja', en: 'AnterAja' },
};

export function courierName(kind: string | null, locale: Locale): string | null {
  if (kind === null) return null;
  return kind in COURIER_NAMES ? COURIER_NAMES[kind as Courier['kind']][locale] : kind;
}
