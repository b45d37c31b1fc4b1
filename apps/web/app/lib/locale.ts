import { DEFAULT_LOCALE, LOCALE_COOKIE, LOCALES, type Locale } from '@apotek/contract/constants';
import { readCookie } from './cookie';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/**
 * The switcher's cookie, else Indonesian. The browser's Accept-Language is deliberately not used for pages:
 * the shop is Indonesian by default (SPEC §9), and most phones here report English (ADR 001).
 */
export function localeFromRequest(request: Request): Locale {
  const chosen = readCookie(request.headers.get('cookie'), LOCALE_COOKIE);
  return isLocale(chosen) ? chosen : DEFAULT_LOCALE;
}
