import { readCookie, serializeCookie } from './cookie';

/** The pharmacy the shopper chose on /pharmacy: stock and "in stock" filters are read against it. */
export const STORE_COOKIE = 'apotek_store';
const MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** The chosen pharmacy's id from a Cookie header, or null when none (or garbage) is there. */
export function storeIdFromCookie(header: string | null | undefined): number | null {
  const raw = readCookie(header, STORE_COOKIE);
  if (!raw || !/^\d{1,10}$/.test(raw)) return null;
  const id = Number(raw);
  return id >= 1 && id <= 2_147_483_647 ? id : null;
}

export function storeIdFromRequest(request: Request): number | null {
  return storeIdFromCookie(request.headers.get('cookie'));
}

/** Not httpOnly: nothing secret, and pages may read it in the browser. */
export function storeCookie(id: number): string {
  return serializeCookie(STORE_COOKIE, String(id), { sameSite: 'Lax', maxAge: MAX_AGE_SECONDS });
}
