import type { Locale } from '@apotek/contract/constants';
import { isLocale } from './locale';

export const OFFLINE_PATH = '/offline';

/**
 * The service worker caches the offline page once per language at install, without cookies (it may not
 * set the Cookie header), so that page alone takes its language from `?lang=`. Everywhere else the
 * language stays the cookie's: one URL, one language, as ADR 001 has it.
 */
export function offlinePageLocale(request: Request): Locale | null {
  const url = new URL(request.url);
  if (url.pathname !== OFFLINE_PATH) return null;
  const lang = url.searchParams.get('lang');
  return isLocale(lang) ? lang : null;
}

/** Route handle of a page rendered without React Router's scripts (root.tsx leaves them out). */
export interface StaticPageHandle {
  hydrate: false;
}

export function isStaticPage(handle: unknown): handle is StaticPageHandle {
  return typeof handle === 'object' && handle !== null && (handle as { hydrate?: unknown }).hydrate === false;
}
