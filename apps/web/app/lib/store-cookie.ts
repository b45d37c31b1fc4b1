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

/**
 * The city a guest picked on /pharmacy ("atau pilih kota") when they would rather not share a location:
 * product pages are sent from the nearest pharmacy with stock in that city (docs/decisions/011-auto-pharmacy.md).
 * A choice, so it is kept for a year like the chosen pharmacy.
 */
export const CITY_COOKIE = 'apotek_city';

/** The city name in a Cookie header, or null when none (or something no city is named like) is there. */
export function cityFromCookie(header: string | null | undefined): string | null {
  const raw = readCookie(header, CITY_COOKIE)?.trim();
  // Printable text only: a city name never holds control characters or markup.
  return raw && raw.length <= 100 && [...raw].every((ch) => ch >= ' ' && ch !== '<' && ch !== '>') ? raw : null;
}

export function cityCookie(city: string | null): string {
  return city ? serializeCookie(CITY_COOKIE, city, { sameSite: 'Lax', maxAge: MAX_AGE_SECONDS }) : serializeCookie(CITY_COOKIE, '', { maxAge: 0 });
}

/** Where the shopper said they are, for `GET /api/pharmacies/nearest`: the shared location, else the picked city. */
export function shopperPlace(header: string | null | undefined): NearPoint | { city: string } | Record<string, never> {
  const near = nearPointFromCookie(header);
  if (near) return near;
  const city = cityFromCookie(header);
  return city ? { city } : {};
}
