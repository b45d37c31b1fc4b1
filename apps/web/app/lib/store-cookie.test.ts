import { describe, expect, it } from 'vitest';
import { nearPointCookie, nearPointFromCookie, storeIdFromCookie } from './store-cookie';

describe('store and location cookies', () => {
  it('reads the chosen pharmacy id and refuses garbage', () => {
    expect(storeIdFromCookie('a=1; apotek_store=12')).toBe(12);
    expect(storeIdFromCookie('apotek_store=12abc')).toBeNull();
    expect(storeIdFromCookie('apotek_store=0')).toBeNull();
  });

  it('keeps the browser location rounded to about a kilometre, for the session only', () => {
    const cookie = nearPointCookie({ lat: -6.17543, lng: 106.82719 });
    expect(cookie).toMatch(/^apotek_near=-6\.18%2C106\.83; Path=\/; SameSite=Lax$/);
    expect(cookie).not.toMatch(/Max-Age/);
    expect(nearPointFromCookie(cookie.split(';')[0])).toEqual({ lat: -6.18, lng: 106.83 });
  });

  it('ignores a location that is not two short numbers on the globe', () => {
    expect(nearPointFromCookie('apotek_near=-6.1754321,106.8')).toBeNull();
    expect(nearPointFromCookie('apotek_near=95,106.8')).toBeNull();
    expect(nearPointFromCookie('apotek_near=-6.2,181')).toBeNull();
    expect(nearPointFromCookie('apotek_near=abc')).toBeNull();
    expect(nearPointFromCookie(null)).toBeNull();
  });
});
