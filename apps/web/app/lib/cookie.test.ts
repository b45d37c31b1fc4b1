import { describe, expect, it } from 'vitest';
import { readCookie, serializeCookie } from './cookie';
import { localeFromRequest } from './locale';

describe('cookies', () => {
  it('reads one cookie among many', () => {
    expect(readCookie('a=1; apotek_session=tok%20en; b=2', 'apotek_session')).toBe('tok en');
    expect(readCookie('a=1', 'apotek_session')).toBeNull();
    expect(readCookie(null, 'x')).toBeNull();
  });

  it('writes httpOnly SameSite=Lax session cookies with a max age', () => {
    expect(serializeCookie('apotek_session', 'abc', { httpOnly: true, maxAge: 60 })).toBe('apotek_session=abc; Path=/; Max-Age=60; HttpOnly; SameSite=Lax');
  });
});

describe('localeFromRequest', () => {
  const req = (headers: Record<string, string>) => new Request('http://x/', { headers });
  it('takes the i18n_redirected cookie, else id, never Accept-Language', () => {
    expect(localeFromRequest(req({ cookie: 'i18n_redirected=en', 'accept-language': 'id-ID' }))).toBe('en');
    expect(localeFromRequest(req({ 'accept-language': 'en-US,en;q=0.9' }))).toBe('id');
    expect(localeFromRequest(req({ cookie: 'i18n_redirected=fr' }))).toBe('id');
    expect(localeFromRequest(req({ 'accept-language': 'fr-FR' }))).toBe('id');
    expect(localeFromRequest(req({}))).toBe('id');
  });
});
