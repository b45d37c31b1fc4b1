import type { Locale } from '@apotek/contract/constants';
import type { OperationCheck } from '@apotek/contract/pharmacies';

const TAGS: Record<Locale, string> = { id: 'id-ID', en: 'en-GB' };

/** Shared with the product page's "Dikirim dari …" strip. */
export { formatDistance } from '~/lib/distance';

/** Coordinates as people read them, five decimals (about a metre). */
export function formatCoordinates(lat: number, lng: number): string {
  return `${lat.toFixed(5)}, ${lng.toFixed(5)}`;
}

/** A link to the point on OpenStreetMap: a plain link, no map tiles are loaded by the page. */
export function osmUrl(lat: number, lng: number): string {
  return `https://www.openstreetmap.org/?mlat=${lat.toFixed(6)}&mlon=${lng.toFixed(6)}#map=17/${lat.toFixed(6)}/${lng.toFixed(6)}`;
}

/** A wall-clock 'HH:mm' of the opening hours as the page's language writes it: 08.00 (id), 08:00 (en). */
export function formatClock(hhmm: string, locale: Locale): string {
  return locale === 'id' ? hhmm.replace(':', '.') : hhmm;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole calendar days from one instant to another, as the clock on the pharmacy's wall turns them. */
function calendarDays(from: Date, to: Date, timeZone: string): number {
  const dayOf = (d: Date) => Date.parse(new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(d));
  return Math.round((dayOf(to) - dayOf(from)) / DAY_MS);
}

export type NextChange =
  | { key: 'pharmacy.closesAt' | 'pharmacy.opensAt'; values: { time: string } }
  | { key: 'pharmacy.closesOn' | 'pharmacy.opensOn'; values: { day: string; time: string } };

/**
 * When an open pharmacy closes or a closed one opens, worded from the moment the API checked: the time
 * alone when that is today, or tonight past midnight before the stretch it is open for ends ("Tutup pukul
 * 02.00"); the weekday when it is another day ("Buka Senin pukul 08.00"), with the date when it is a week
 * or more away. A full date and year for a closing later tonight reads as a warning, not an hour. Times
 * are on the pharmacy's clock (the API's `time_zone`).
 */
export function nextChange(operation: OperationCheck, locale: Locale): NextChange | null {
  const open = operation.is_open;
  const next = open ? operation.next_closing : operation.next_opening;
  if (next === null) return null;
  const timeZone = operation.time_zone;
  const at = new Date(next);
  const from = new Date(operation.checked_at);
  const days = calendarDays(from, at, timeZone);
  const time = new Intl.DateTimeFormat(TAGS[locale], { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(at);
  if (days <= 0 || (open && days === 1 && at.getTime() - from.getTime() < DAY_MS)) {
    return { key: open ? 'pharmacy.closesAt' : 'pharmacy.opensAt', values: { time } };
  }
  const day = new Intl.DateTimeFormat(TAGS[locale], days < 7 ? { timeZone, weekday: 'long' } : { timeZone, weekday: 'long', day: 'numeric', month: 'long' }).format(at);
  return { key: open ? 'pharmacy.closesOn' : 'pharmacy.opensOn', values: { day, time } };
}
