import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { PageCache } from './page-cache.ts';
import ssrPlugin from './ssr.plugin.ts';

const buildDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../test/fixtures/web-build');

function appWith(env: NodeJS.ProcessEnv = {}) {
  return createTestApp({ web: { plugin: ssrPlugin, buildDir } }, { PUBLIC_URL: 'https://apotek.example', ...env });
}

const renders = (body: string) => Number(/<p id="renders">(\d+)<\/p>/.exec(body)?.[1]);
const nonceOf = (csp: unknown) => /'nonce-([^']+)'/.exec(String(csp))?.[1];

// Both ways pages are rendered: in the API's own thread, and on a render thread (render-pool.ts).
describe.each([
  { name: 'on the main thread', threads: '0' },
  { name: 'on a render thread', threads: '1' },
])('$name', ({ threads }) => {
  const pageApp = (env: NodeJS.ProcessEnv = {}) => appWith({ RENDER_THREADS: threads, ...env });

  describe('server-rendered HTML, compressed (issue 9)', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await pageApp();
    });
    afterAll(async () => {
      await t.close();
    });

    it('is brotli or gzip above the threshold, streamed, and plain without Accept-Encoding', async () => {
      const br = await t.app.inject({ method: 'GET', url: '/product/paracetamol', headers: { 'accept-encoding': 'br, gzip' } });
      expect(br.statusCode).toBe(200);
      expect(br.headers['content-encoding']).toBe('br');
      expect(String(br.headers.vary).toLowerCase()).toContain('accept-encoding');
      const html = brotliDecompressSync(br.rawPayload).toString();
      expect(html).toContain('<ul><li>Produk 0');
      expect(br.rawPayload.length).toBeLessThan(html.length / 4);

      const gz = await t.app.inject({ method: 'GET', url: '/product/paracetamol', headers: { 'accept-encoding': 'gzip' } });
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gz.rawPayload).toString()).toContain('</html>');

      const plain = await t.app.inject({ method: 'GET', url: '/product/paracetamol' });
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body).toContain('</html>');
    });

    it('leaves a page under the threshold plain', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/page', headers: { 'accept-encoding': 'br, gzip' } });
      expect(res.statusCode).toBe(200);
      expect(res.body.length).toBeLessThan(1024);
      expect(res.headers['content-encoding']).toBeUndefined();
    });

    it('keeps nothing when the page cache is off (the default under test)', async () => {
      const first = await t.app.inject({ method: 'GET', url: '/search?q=off' });
      const second = await t.app.inject({ method: 'GET', url: '/search?q=off' });
      expect(renders(second.body)).toBe(renders(first.body) + 1);
      expect(second.headers['x-page-cache']).toBeUndefined();
    });
  });

  describe('anonymous catalogue pages kept for seconds (issue 9)', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await pageApp({ PAGE_CACHE_SECONDS: '5' });
    });
    afterAll(async () => {
      await t.close();
    });

    it('renders a guest page once, then answers from memory with a fresh nonce in the scripts and the CSP', async () => {
      const miss = await t.app.inject({ method: 'GET', url: '/product/vitamin-c' });
      expect(miss.headers['x-page-cache']).toBe('miss');
      const hit = await t.app.inject({ method: 'GET', url: '/product/vitamin-c', headers: { 'accept-encoding': 'br' } });
      expect(hit.headers['x-page-cache']).toBe('hit');
      const html = brotliDecompressSync(hit.rawPayload).toString();
      expect(renders(html)).toBe(renders(miss.body));
      expect(hit.headers['content-type']).toBe('text/html; charset=utf-8');

      const oldNonce = nonceOf(miss.headers['content-security-policy'])!;
      const newNonce = nonceOf(hit.headers['content-security-policy'])!;
      expect(newNonce).not.toBe(oldNonce);
      expect(html).not.toContain(oldNonce);
      expect(html.split(`nonce="${newNonce}"`)).toHaveLength(3);
      expect(html).toBe(miss.body.replaceAll(oldNonce, newNonce));
    });

    it('keeps each language apart: the locale cookie and Accept-Language are in the key', async () => {
      const url = '/search?q=lang';
      const id = await t.app.inject({ method: 'GET', url });
      const en = await t.app.inject({ method: 'GET', url, headers: { 'accept-language': 'en' } });
      const enCookie = await t.app.inject({ method: 'GET', url, headers: { cookie: 'i18n_redirected=en' } });
      expect([id, en, enCookie].map((r) => r.headers['x-page-cache'])).toEqual(['miss', 'miss', 'miss']);
      const enAgain = await t.app.inject({ method: 'GET', url, headers: { 'accept-language': 'en' } });
      expect(enAgain.headers['x-page-cache']).toBe('hit');
      expect(enAgain.body).toContain('<p id="lang">en</p>');
      expect(renders(enAgain.body)).toBe(renders(en.body));
    });

    it('renders afresh for a session, a guest cart, a chosen pharmacy, place or city, or any other cookie', async () => {
      const url = '/product/obat-batuk';
      await t.app.inject({ method: 'GET', url });
      for (const cookie of ['apotek_session=abc', 'apotek_cart=c0ffee', 'apotek_store=3', 'apotek_near=-6.2,106.8', 'apotek_city=Bandung', 'other=1', 'i18n_redirected=en; apotek_store=3']) {
        const res = await t.app.inject({ method: 'GET', url, headers: { cookie } });
        expect(res.headers['x-page-cache'], cookie).toBe('bypass');
      }
      const bearer = await t.app.inject({ method: 'GET', url, headers: { authorization: 'Bearer abc' } });
      expect(bearer.headers['x-page-cache']).toBe('bypass');
      expect((await t.app.inject({ method: 'GET', url })).headers['x-page-cache']).toBe('hit');
    });

    it('keeps only catalogue pages, and only a 200 that sets no cookie', async () => {
      for (const url of ['/page', '/dev/outbox', '/product/x.data']) {
        await t.app.inject({ method: 'GET', url });
        const again = await t.app.inject({ method: 'GET', url });
        expect(again.headers['x-page-cache'], url).toBe('bypass');
      }
      for (const url of ['/search?q=c&cookie=1', '/search?q=gone&status=404']) {
        const first = await t.app.inject({ method: 'GET', url });
        const again = await t.app.inject({ method: 'GET', url });
        expect(again.headers['x-page-cache'], url).toBe('miss');
        expect(renders(again.body)).toBe(renders(first.body) + 1);
      }
      const post = await t.app.inject({ method: 'POST', url: '/search?q=p', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'a=1' });
      expect(post.headers['x-page-cache']).toBe('bypass');
    });

    it('renders again once the seconds are up', async () => {
      const url = '/product/expiring';
      const first = await t.app.inject({ method: 'GET', url });
      const realNow = Date.now;
      try {
        Date.now = () => realNow() + 6_000;
        const later = await t.app.inject({ method: 'GET', url });
        expect(later.headers['x-page-cache']).toBe('miss');
        expect(renders(later.body)).toBe(renders(first.body) + 1);
      } finally {
        Date.now = realNow;
      }
    });
  });
});

describe('PageCache bounds', () => {
  it('drops the least recently used page past its entry or byte limit, and never keeps an oversized one', () => {
    const cache = new PageCache({ ttlMs: 1000, maxEntries: 2, maxBytes: 250, maxPageBytes: 200 });
    cache.set('a', [], 'a'.repeat(100), 'n');
    cache.set('b', [], 'b'.repeat(100), 'n');
    expect(cache.get('a')).toBeDefined();
    cache.set('c', [], 'c'.repeat(10), 'n');
    expect(cache.get('b')).toBeUndefined();
    expect(cache.size).toBe(2);
    cache.set('d', [], 'd'.repeat(150), 'n');
    expect(cache.get('a')).toBeUndefined();
    expect(cache.bytes).toBeLessThanOrEqual(250);
    cache.set('e', [], 'e'.repeat(300), 'n');
    expect(cache.get('e')).toBeUndefined();
  });
});
