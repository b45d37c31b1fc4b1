import type { AppLoadContext } from 'react-router';
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE_DAYS } from '@apotek/contract/constants';
import { createApi, type ApiClient } from './api';
import { clientHeaders } from './client-info';
import { readCookie, serializeCookie } from './cookie';
import { localeFromRequest } from './locale';
import type { SessionUser } from './session-user';

export const SESSION_COOKIE = 'apotek_session';

export function sessionToken(request: Request): string | null {
  return readCookie(request.headers.get('cookie'), SESSION_COOKIE);
}

function isHttps(request: Request): boolean {
  return new URL(request.url).protocol === 'https:';
}

/** The session cookie holding the raw API token, living exactly as long as the token does. */
export function sessionCookie(request: Request, token: string, expiresAt: string): string {
  const seconds = (new Date(expiresAt).getTime() - Date.now()) / 1000;
  return serializeCookie(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'Lax',
    secure: isHttps(request),
    maxAge: Number.isFinite(seconds) ? seconds : 0,
  });
}

export function clearSessionCookie(request: Request): string {
  return serializeCookie(SESSION_COOKIE, '', { httpOnly: true, sameSite: 'Lax', secure: isHttps(request), maxAge: 0 });
}

export function localeCookie(locale: string): string {
  return serializeCookie(LOCALE_COOKIE, locale, { sameSite: 'Lax', maxAge: LOCALE_COOKIE_MAX_AGE_DAYS * 24 * 60 * 60 });
}

/** The API client of loaders and actions: in-process through the host, the session cookie sent as Bearer. */
export function serverApi(request: Request, context: AppLoadContext): ApiClient {
  const token = sessionToken(request);
  // The API's messages must speak the page's language, whatever else the browser asked for.
  const headers = { ...clientHeaders(), 'accept-language': localeFromRequest(request) };
  return createApi(context.apiFetch, () => (token ? { ...headers, authorization: `Bearer ${token}` } : headers));
}

// Root and guard loaders of one request ask the same question; the API is asked once.
const userByRequest = new WeakMap<Request, Promise<SessionUser | null>>();

/** The signed-in user, or null for a guest (an invalid or expired token is a guest, never an error). */
export function currentUser(request: Request, context: AppLoadContext): Promise<SessionUser | null> {
  let pending = userByRequest.get(request);
  if (!pending) {
    pending = sessionToken(request)
      ? serverApi(request, context)
          .call('profile')
          .then((result) => {
            if (!result.ok) return null;
            const { id, Cust_Name, role, scope } = result.body.data;
            return { id, Cust_Name, role, scope };
          })
      : Promise.resolve(null);
    userByRequest.set(request, pending);
  }
  return pending;
}
