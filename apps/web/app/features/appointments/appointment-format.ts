import { TIME_ZONE, type Locale } from '@apotek/contract/constants';

const TAGS: Record<Locale, string> = { id: 'id-ID', en: 'en-GB' };

/** An instant's time on the shop's clock (Asia/Jakarta): 09.30 (id), 09:30 (en). */
export function wibTime(iso: string, locale: Locale): string {
  const hhmm = new Intl.DateTimeFormat('en-GB', { timeZone: TIME_ZONE, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(iso));
  return locale === 'id' ? hhmm.replace(':', '.') : hhmm;
}

/** "Jumat, 16 Januari 2026": an instant's day on the shop's clock. */
export function wibDay(iso: string, locale: Locale): string {
  return new Intl.DateTimeFormat(TAGS[locale], { timeZone: TIME_ZONE, weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }).format(new Date(iso));
}

/** A calendar day (YYYY-MM-DD of the shop's calendar) as a short tab: weekday and day ("Jum 16", "Fri 16"). */
export function dayTab(date: string, locale: Locale): { weekday: string; day: string; month: string } {
  const at = new Date(`${date}T12:00:00+07:00`);
  const part = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(TAGS[locale], { timeZone: TIME_ZONE, ...options }).format(at);
  return { weekday: part({ weekday: 'short' }), day: part({ day: 'numeric' }), month: part({ month: 'short' }) };
}

/** "Jumat, 16 Januari 2026 · 09.00–09.30 WIB". */
export function slotLabel(startsAt: string, endsAt: string, locale: Locale): string {
  return `${wibDay(startsAt, locale)} · ${wibTime(startsAt, locale)}–${wibTime(endsAt, locale)} WIB`;
}
