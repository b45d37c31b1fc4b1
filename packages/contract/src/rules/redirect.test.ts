import { describe, expect, it } from 'vitest';
import { isLocalPath, safeRedirect } from './redirect.ts';

describe('redirect path rule', () => {
  it.each(['/', '/cart', '/order/summary/abc?tab=1', '/search?q=obat%20batuk#top'])('accepts %s', (p) =>
    expect(isLocalPath(p)).toBe(true),
  );
  it.each([
    '',
    'cart',
    '//evil.example',
    '/\\evil.example',
    'https://evil.example/',
    'javascript:alert(1)',
    '/\u0000x',
    '/\tx',
    ' /cart',
  ])('refuses %j', (p) => expect(isLocalPath(p)).toBe(false));

  it('falls back to / for anything not local', () => {
    expect(safeRedirect('/profile')).toBe('/profile');
    expect(safeRedirect('//evil.example')).toBe('/');
    expect(safeRedirect(undefined)).toBe('/');
    expect(safeRedirect(['/a'])).toBe('/');
  });
});
