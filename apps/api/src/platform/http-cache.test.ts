import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../db/seed/accounts/accounts.seed.ts';
import { loginDemo } from '../../test/app.ts';
import { type CatalogTestApp, createCatalogTestApp } from '../../test/catalog.ts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { preferredEncoding } from './accept-encoding.ts';
import { CompressedVariants } from './compressed-variants.ts';
import { matchesIfNoneMatch, weakEtag } from './http-cache.ts';

const vary = (headers: Record<string, unknown>) => String(headers.vary ?? '').toLowerCase().split(/,\s*/);
const customer = DEMO_USERS.find((u) => u.role === 'customer')!;

describe('public API answers (issue 9, compression and caching)', () => {
  let t: CatalogTestApp;
  let token: string;
  beforeAll(async () => {
    t = await createCatalogTestApp();
    token = await loginDemo(t, customer.email);
  });
  afterAll(async () => {
    await t.close();
  });

  it('carry a weak ETag, a short public lifetime and Vary, and answer 304 to If-None-Match', async () => {
    for (const url of ['/api/products?perPage=5', '/api/brands', '/api/pharmacies?perPage=70', '/api/pharmacies/cities', '/api/product-categories']) {
      const first = await t.call({ method: 'GET', url });
      expect(first.statusCode, url).toBe(200);
      expect(first.headers['cache-control'], url).toBe('public, max-age=60, stale-while-revalidate=300');
      expect(first.headers.etag, url).toMatch(/^W\/"[A-Za-z0-9_-]{20}"$/);
      expect(vary(first.headers)).toEqual(expect.arrayContaining(['accept-language', 'cookie', 'authorization']));

      const again = await t.call({ method: 'GET', url, headers: { 'if-none-match': String(first.headers.etag) } });
      expect(again.statusCode, url).toBe(304);
      expect(again.body).toBe('');
      expect(again.headers.etag).toBe(first.headers.etag);
      expect(again.headers['content-encoding']).toBeUndefined();

      const stale = await t.call({ method: 'GET', url, headers: { 'if-none-match': 'W/"somethingelse"' } });
      expect(stale.statusCode).toBe(200);
      expect(stale.body).toBe(first.body);
    }
  });

  it('tag each language apart, and answer a catalogue cache hit with the same tag as its miss', async () => {
    const url = '/api/products/promoted?limit=3';
    const id = await t.call({ method: 'GET', url, headers: { 'accept-language': 'id' } });
    const en = await t.call({ method: 'GET', url, headers: { 'accept-language': 'en' } });
    expect(id.headers.etag).not.toBe(en.headers.etag);
    const idAgain = await t.call({ method: 'GET', url, headers: { 'accept-language': 'id' } });
    expect(idAgain.headers.etag).toBe(id.headers.etag);
    const cross = await t.call({ method: 'GET', url, headers: { 'accept-language': 'en', 'if-none-match': String(id.headers.etag) } });
    expect(cross.statusCode).toBe(200);
  });

  it('keep a region list’s own day-long lifetime, with an ETag', async () => {
    const res = await t.call({ method: 'GET', url: '/api/provinces' });
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    expect(res.headers.etag).toBeDefined();
  });

  it('are never public for a caller with a session cookie or token', async () => {
    for (const headers of [{ cookie: `apotek_session=${token}` }, { authorization: `Bearer ${token}` }, { cookie: 'apotek_session=not-a-token' }]) {
      const res = await t.call({ method: 'GET', url: '/api/products?perPage=5', headers });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('private, max-age=60, stale-while-revalidate=300');
      expect(vary(res.headers)).toContain('cookie');
    }
  });

  it('are private, no-store and untagged on a route that is personal when signed in (nearest pharmacies)', async () => {
    const url = '/api/pharmacies/nearest?lat=-6.1754&lng=106.8272&limit=3';
    const guest = await t.call({ method: 'GET', url });
    expect(guest.statusCode).toBe(200);
    expect(guest.headers['cache-control']).toBe('public, max-age=60, stale-while-revalidate=300');
    const signedIn = await t.call({ method: 'GET', url, token });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.headers['cache-control']).toBe('private, no-store');
    expect(signedIn.headers.etag).toBeUndefined();
    const withCookie = await t.call({ method: 'GET', url, headers: { cookie: `apotek_session=${token}`, 'if-none-match': String(guest.headers.etag) } });
    expect(withCookie.statusCode).toBe(200);
    expect(withCookie.headers['cache-control']).toBe('private, no-store');
  });

  it('leave personal answers and errors no-store', async () => {
    for (const url of ['/api/my/profile', '/api/my/order', '/api/my/cart', '/api/my/address']) {
      const res = await t.call({ method: 'GET', url, token });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-store');
      expect(res.headers.etag, url).toBeUndefined();
    }
    const missing = await t.call({ method: 'GET', url: '/api/products/no-such-product' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['cache-control']).toBe('no-store');
    expect(missing.headers.etag).toBeUndefined();
  });
});

describe('compressed JSON (issue 9)', () => {
  let t: CatalogTestApp;
  beforeAll(async () => {
    t = await createCatalogTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('is brotli or gzip by Accept-Encoding above the threshold, and the same JSON once inflated', async () => {
    const url = '/api/products?perPage=20';
    const plain = await t.call({ method: 'GET', url });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);

    const br = await t.call({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(vary(br.headers)).toContain('accept-encoding');
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    // Same tag whatever the encoding: it is the JSON's.
    expect(br.headers.etag).toBe(plain.headers.etag);

    const gz = await t.call({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
  });

  it('leaves bodies under the threshold plain', async () => {
    const res = await t.call({ method: 'GET', url: '/api/health', headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.length).toBeLessThan(1024);
    expect(res.headers['content-encoding']).toBeUndefined();
  });

  it('does not inflate a compressed request body', async () => {
    const res = await t.call({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: gzipSync(JSON.stringify({ login: customer.email, password: 'Demo12345' })),
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('weakEtag and If-None-Match', () => {
  it('matches weakly, in a list, and *', () => {
    const tag = weakEtag('{"a":1}');
    expect(tag).toBe(weakEtag(Buffer.from('{"a":1}')));
    expect(tag).not.toBe(weakEtag('{"a":2}'));
    expect(matchesIfNoneMatch(tag, tag)).toBe(true);
    expect(matchesIfNoneMatch(tag.slice(2), tag)).toBe(true);
    expect(matchesIfNoneMatch(`W/"x", ${tag}`, tag)).toBe(true);
    expect(matchesIfNoneMatch('*', tag)).toBe(true);
    expect(matchesIfNoneMatch('W/"x"', tag)).toBe(false);
    expect(matchesIfNoneMatch(undefined, tag)).toBe(false);
  });
});

describe('compressed copies of public answers', () => {
  it('prefers brotli, honours q=0, and falls back to gzip', () => {
    expect(preferredEncoding('gzip, deflate, br')).toBe('br');
    expect(preferredEncoding('br;q=0, gzip')).toBe('gzip');
    expect(preferredEncoding('gzip;q=1, br;q=0.5')).toBe('gzip');
    expect(preferredEncoding('*')).toBe('br');
    expect(preferredEncoding('identity')).toBeNull();
    expect(preferredEncoding(undefined)).toBeNull();
  });

  it('compresses one version once: the second answer is the very same bytes', async () => {
    const variants = new CompressedVariants();
    const headers = new Map<string, unknown>();
    const reply = {
      hasHeader: (n: string) => headers.has(n),
      getHeader: (n: string) => headers.get(n),
      header: (n: string, v: unknown) => headers.set(n, v),
      removeHeader: (n: string) => headers.delete(n),
    } as unknown as FastifyReply;
    const request = { headers: { 'accept-encoding': 'br' } } as FastifyRequest;
    const json = JSON.stringify({ data: Array.from({ length: 200 }, (_, i) => ({ id: i, name: `Produk ${i}` })) });
    const first = variants.send(request, reply, json, weakEtag(json));
    headers.clear();
    const second = variants.send(request, reply, json, weakEtag(json));
    expect(second).toBe(first);
    expect(headers.get('content-encoding')).toBe('br');
    expect(brotliDecompressSync(second as Buffer).toString()).toBe(json);
  });
});
