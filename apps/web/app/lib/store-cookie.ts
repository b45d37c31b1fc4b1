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

/**
 * Where the browser said it was, when the shopper pressed "use my location" on /pharmacy: rounded to two
 * decimals (about a kilometre) and kept for the browser session only (no Max-Age), so product pages can
 * measure "the nearest pharmacy with stock" from it (docs/decisions/011-auto-pharmacy.md).
 */
export const NEAR_COOKIE = 'apotek_near';

export interface NearPoint {
  lat: number;
  lng: number;
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/** The point in a Cookie header, or null when none (or garbage, or outside the globe) is there. */
export function nearPointFromCookie(header: string | null | undefined): NearPoint | null {
  const raw = readCookie(header, NEAR_COOKIE);
  const match = raw ? /^(-?\d{1,2}(?:\.\d{1,2})?),(-?\d{1,3}(?:\.\d{1,2})?)$/.exec(raw) : null;
  if (!match) return null;
  const lat = Number(match[1]);
  const lng = Number(match[2]);
  return Math.abs(lat) <= 90 && Math.abs(lng) <= 180 ? { lat, lng } : null;
}

/** A session cookie (no Max-Age) holding the point rounded to about a kilometre. */
export function nearPointCookie(point: NearPoint): string {
  return serializeCookie(NEAR_COOKIE, `${round2(point.lat)},${round2(point.lng)}`, { sameSite: 'Lax' });
}
