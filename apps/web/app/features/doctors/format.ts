import { TIME_ZONE, type Locale } from '@apotek/contract/constants';

const TAGS: Record<Locale, string> = { id: 'id-ID', en: 'en-GB' };

/** A wall-clock 'HH:mm' as the page's language writes it: 08.00 (id), 08:00 (en). */
export function formatClock(hhmm: string, locale: Locale): string {
  return locale === 'id' ? hhmm.replace(':', '.') : hhmm;
}

/** An average rating to one decimal: 4,8 (id), 4.8 (en). */
export function formatRating(value: number, locale: Locale): string {
  return new Intl.NumberFormat(TAGS[locale], { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(value);
}

/** An instant's time on the shop's clock (Asia/Jakarta), as formatClock writes it. */
export function jakartaTime(iso: string, locale: Locale): string {
  const parts = new Intl.DateTimeFormat('en-GB', { timeZone: TIME_ZONE, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(iso));
  return formatClock(parts, locale);
}

/** "Jumat, 16 Jan" / "Friday 16 Jan": the day of an instant on the shop's clock. */
export function jakartaDay(iso: string, locale: Locale): string {
  return new Intl.DateTimeFormat(TAGS[locale], { timeZone: TIME_ZONE, weekday: 'long', day: 'numeric', month: 'short' }).format(new Date(iso));
}

/** "16 Januari 2026": when a review was written, on the shop's clock. */
export function jakartaDate(iso: string, locale: Locale): string {
  return new Intl.DateTimeFormat(TAGS[locale], { timeZone: TIME_ZONE, day: 'numeric', month: 'long', year: 'numeric' }).format(new Date(iso));
}

/** The ISO weekday (1 Monday … 7 Sunday) of now on the shop's clock. */
export function jakartaWeekday(now: Date): number {
  const day = new Intl.DateTimeFormat('en-GB', { timeZone: TIME_ZONE, weekday: 'short' }).format(now);
  return ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].indexOf(day) + 1;
}
