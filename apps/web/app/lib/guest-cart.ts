import { STORAGE_KEYS } from '@apotek/contract/constants';
import { readCookie, serializeCookie } from './cookie';

/**
 * The guest cart id. The API issues it on a guest's first add; the browser keeps it in localStorage under
 * `idtemporary` (SPEC §3) and mirrors it in the `apotek_cart` cookie so server loaders (the /cart page)
 * and the login action (which merges it) can read it too. Not httpOnly: the browser writes it.
 */
export const GUEST_CART_COOKIE = 'apotek_cart';
const MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

/**
 * Only a cookie-safe token of sane length is kept or sent. The API's own rule (GUEST_CART_ID_PATTERN) is
 * not imported: its module builds zod schemas and would weigh on every page; the API checks it anyway.
 */
const SAFE_ID = /^[A-Za-z0-9_-]{1,100}$/;

export function isGuestCartId(value: unknown): value is string {
  return typeof value === 'string' && SAFE_ID.test(value);
}

/** The guest id from a Cookie header, or null. */
export function guestCartIdFromCookie(header: string | null | undefined): string | null {
  const raw = readCookie(header, GUEST_CART_COOKIE);
  return isGuestCartId(raw) ? raw : null;
}

export function guestCartCookie(id: string): string {
  return serializeCookie(GUEST_CART_COOKIE, id, { sameSite: 'Lax', maxAge: MAX_AGE_SECONDS });
}

export function clearGuestCartCookie(): string {
  return serializeCookie(GUEST_CART_COOKIE, '', { sameSite: 'Lax', maxAge: 0 });
}

/** Browser only: the kept guest id (localStorage first, the cookie as a fallback when storage is off). */
export function readGuestCartId(): string | null {
  if (typeof window === 'undefined') return null;
  try {
    const stored = window.localStorage.getItem(STORAGE_KEYS.guestCart);
    if (isGuestCartId(stored)) return stored;
  } catch {
    // Storage disabled: fall through to the cookie.
  }
  return guestCartIdFromCookie(document.cookie);
}

export function storeGuestCartId(id: string): void {
  if (!isGuestCartId(id)) return;
  try {
    window.localStorage.setItem(STORAGE_KEYS.guestCart, id);
  } catch {
    // The cookie below still carries it.
  }
  document.cookie = guestCartCookie(id);
}

export function forgetGuestCartId(): void {
  try {
    window.localStorage.removeItem(STORAGE_KEYS.guestCart);
  } catch {
    // Nothing kept.
  }
  document.cookie = clearGuestCartCookie();
}
