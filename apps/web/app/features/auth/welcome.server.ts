import { readCookie, serializeCookie } from '~/lib/cookie';

/**
 * "Just signed up": set with the session when the registration's OTP is confirmed, read once by the root
 * loader on whatever page the new customer lands on, then cleared. A cookie rather than a query
 * parameter, because the landing page is the one he wanted before signing up and must keep its address.
 */
const WELCOME_COOKIE = 'apotek_welcome';
const WELCOME_SECONDS = 5 * 60;

const secure = (request: Request) => new URL(request.url).protocol === 'https:';

export function welcomeCookie(request: Request): string {
  return serializeCookie(WELCOME_COOKIE, '1', { httpOnly: true, sameSite: 'Lax', secure: secure(request), maxAge: WELCOME_SECONDS });
}

export function clearWelcomeCookie(request: Request): string {
  return serializeCookie(WELCOME_COOKIE, '', { httpOnly: true, sameSite: 'Lax', secure: secure(request), maxAge: 0 });
}

export function wantsWelcome(request: Request): boolean {
  return readCookie(request.headers.get('cookie'), WELCOME_COOKIE) === '1';
}
