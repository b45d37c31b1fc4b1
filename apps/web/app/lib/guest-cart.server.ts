import type { AppLoadContext } from 'react-router';
import { createApi } from './api';
import { clientHeaders } from './client-info';
import { clearGuestCartCookie, guestCartIdFromCookie } from './guest-cart';
import { localeFromRequest } from './locale';

/**
 * Right after a login (or a registration's OTP step) hands out a token: moves the guest cart the browser
 * carried in `apotek_cart` into the user's cart, and returns the Set-Cookie that forgets the guest id.
 * A failed merge never blocks the login; the browser retries once it sees the id still in localStorage.
 */
export async function mergeGuestCartAfterLogin(request: Request, context: AppLoadContext, token: string): Promise<string[]> {
  const guestId = guestCartIdFromCookie(request.headers.get('cookie'));
  if (!guestId) return [];
  const headers = { ...clientHeaders(), 'accept-language': localeFromRequest(request), authorization: `Bearer ${token}` };
  const result = await createApi(context.apiFetch, () => headers).call('mergeCart', { body: { id_temp: guestId } });
  return result.ok || result.status === 404 || result.status === 422 ? [clearGuestCartCookie()] : [];
}
