import { TIME_ZONE, type Locale } from '../constants.ts';

const tags: Record<Locale, string> = { id: 'id-ID', en: 'en-GB' };

function parts(date: Date | string | number, locale: Locale, options: Intl.DateTimeFormatOptions): string {
  return new Intl.DateTimeFormat(tags[locale], { timeZone: TIME_ZONE, ...options }).format(new Date(date));
}

/** 21 November 2026, in Asia/Jakarta. */
export function formatDate(date: Date | string | number, locale: Locale = 'id'): string {
  return parts(date, locale, { day: 'numeric', month: 'long', year: 'numeric' });
}

/** 21 November 2026 14.05 WIB (id) / 21 November 2026, 14:05 WIB (en). */
export function formatDateTime(date: Date | string | number, locale: Locale = 'id'): string {
  return `${parts(date, locale, { day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })} WIB`;
}

/** The calendar date in Jakarta as YYYY-MM-DD (a day boundary for reports, trackers and opening hours). */
export function jakartaDate(date: Date | string | number = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(date),
  );
}
