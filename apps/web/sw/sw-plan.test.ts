import { describe, expect, it } from 'vitest';
import { appCacheName, MEDIA_CACHE, offlineLocale, planFor, staleCaches } from './sw-plan';

const origin = 'https://apotek.example';
const get = (path: string, mode = 'cors') => ({ url: `${origin}${path}`, method: 'GET', mode });

describe('service worker plan', () => {
  it('answers page navigations network first (with the offline page behind)', () => {
    expect(planFor(get('/', 'navigate'), origin)).toBe('page');
    expect(planFor(get('/product/paracetamol-500?x=1', 'navigate'), origin)).toBe('page');
    expect(planFor(get('/profile', 'navigate'), origin)).toBe('page');
  });

  it('leaves navigations to the API, media and sockets alone', () => {
    expect(planFor(get('/api/docs', 'navigate'), origin)).toBe('network');
    expect(planFor(get('/api/files/signed/x?expires=1', 'navigate'), origin)).toBe('network');
    expect(planFor(get('/media/a.png', 'navigate'), origin)).toBe('network');
  });

  it('serves hashed assets and product images cache first', () => {
    expect(planFor(get('/assets/root-CNwzS1db.js'), origin)).toBe('asset');
    expect(planFor(get('/api/media/3f9a0c/320', 'no-cors'), origin)).toBe('media');
  });

  it('never caches API JSON, route data, other methods or other origins', () => {
    expect(planFor(get('/api/products?perPage=20'), origin)).toBe('network');
    expect(planFor(get('/api/auth/me'), origin)).toBe('network');
    expect(planFor(get('/api/cart'), origin)).toBe('network');
    expect(planFor(get('/product/x.data'), origin)).toBe('network');
    expect(planFor(get('/api/media/3f9a0c'), origin)).toBe('network');
    expect(planFor({ ...get('/cart', 'navigate'), method: 'POST' }, origin)).toBe('network');
    expect(planFor({ ...get('/api/media/3f9a0c/320'), method: 'DELETE' }, origin)).toBe('network');
    expect(planFor({ url: 'https://cdn.example/assets/x.js', method: 'GET', mode: 'cors' }, origin)).toBe('network');
  });

  it("deletes other builds' caches on activation, keeping this build's and the media cache", () => {
    const names = [appCacheName('old1'), appCacheName('new2'), MEDIA_CACHE, 'apotek-media-v0', 'someone-else'];
    expect(staleCaches(names, 'new2')).toEqual([appCacheName('old1'), 'apotek-media-v0']);
  });

  it('shows the offline page in English only when the language cookie says so', () => {
    expect(offlineLocale('en')).toBe('en');
    expect(offlineLocale('id')).toBe('id');
    expect(offlineLocale(null)).toBe('id');
    expect(offlineLocale('fr')).toBe('id');
  });
});
