import { describe, expect, it } from 'vitest';
import { resolveLocale } from './request-context.ts';

describe('resolveLocale', () => {
  it('prefers the i18n_redirected cookie, then Accept-Language by weight, then id', () => {
    expect(resolveLocale('en', 'id')).toBe('en');
    expect(resolveLocale('id', 'en')).toBe('id');
    expect(resolveLocale('fr', 'en-GB,en;q=0.9')).toBe('en');
    expect(resolveLocale(undefined, 'fr;q=1, id;q=0.3, en;q=0.8')).toBe('en');
    expect(resolveLocale(undefined, 'en;q=0, de')).toBe('id');
    expect(resolveLocale(undefined, undefined)).toBe('id');
  });
});
