import { request as httpRequest } from 'node:http';
import { expect, test, type Page } from '@playwright/test';
import { DEMO_CUSTOMER } from '../support/data';

/**
 * The edges of the shop (issue 7): the page CSP, caching of signed-in pages, bad input to page routes,
 * the Host header, and the sandbox tools behind a forged X-Forwarded-For.
 */

interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** A request with headers a browser (or Playwright's client) would not let us choose, such as Host. */
function raw(baseURL: string, path: string, options: { method?: string; headers?: Record<string, string>; body?: string } = {}): Promise<RawResponse> {
  const url = new URL(path, baseURL);
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: url.hostname, port: url.port, path: url.pathname + url.search, method: options.method ?? 'GET', headers: options.headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }));
    });
    req.on('error', reject);
    req.end(options.body);
  });
}

/** Every CSP violation the page reports, from the browser's own event. */
async function watchCsp(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __csp: string[] }).__csp = seen;
    document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.violatedDirective} ${e.blockedURI} ${e.sample}`));
  });
  const console: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) console.push(m.text());
  });
  return async () => [...console, ...(await page.evaluate(() => (window as unknown as { __csp?: string[] }).__csp ?? []))];
}

async function productSlug(page: Page): Promise<string> {
  const res = await page.request.get('/api/products?per_page=1');
  const body = (await res.json()) as { data: { data: Array<{ slug: string }> } };
  return body.data.data[0]!.slug;
}

test.describe('edges of the shop', () => {
  test('pages run under a CSP without inline styles and with connect-src self, and nothing is blocked', async ({ page }) => {
    const violations = await watchCsp(page);
    const slug = await productSlug(page);
    for (const path of ['/', `/product/${slug}`, '/search?q=paracetamol', '/pharmacy', '/auth/login', '/cart']) {
      const response = await page.goto(path);
      const csp = response!.headers()['content-security-policy'] ?? '';
      expect(csp, path).not.toContain('unsafe-inline');
      expect(csp, path).toMatch(/(^|;\s*)connect-src 'self'(;|$)/);
      await page.waitForLoadState('networkidle');
      expect(await violations(), path).toEqual([]);
    }
    // Server-rendered hidden, styled after hydration (the CSP allows styles set from script).
    await expect(page.getByTestId('loading-bar')).toHaveCSS('opacity', '0');
  });

  test('a signed-in page is private and not stored; an anonymous one is unchanged', async ({ page }) => {
    const violations = await watchCsp(page);
    const anonymous = await page.request.get('/about-us');
    expect(anonymous.headers()['cache-control'] ?? '').not.toContain('private');

    await page.goto('/auth/login');
    const form = page.getByRole('main');
    await form.getByLabel('E-mail atau nomor telepon').fill(DEMO_CUSTOMER.email);
    await form.getByLabel('Kata sandi').fill(DEMO_CUSTOMER.password);
    await form.getByRole('button', { name: 'Masuk' }).click();
    await expect(page).not.toHaveURL(/\/auth\/login/);

    for (const path of ['/profile', '/order', '/', '/about-us']) {
      const response = await page.request.get(path);
      expect(response.status(), path).toBe(200);
      expect(response.headers()['cache-control'], path).toBe('private, no-store');
      expect(response.headers()['vary'] ?? '', path).toMatch(/(^|,\s*)Cookie(,|$)/i);
    }
    for (const path of ['/profile', '/order']) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      expect(await violations(), path).toEqual([]);
    }
  });

  test('a JSON or empty body to a page action, or a malformed Host, gets 4xx instead of 500', async ({ baseURL }) => {
    const origin = new URL(baseURL!).origin;
    const json = await raw(baseURL!, '/auth/login', { method: 'POST', headers: { 'content-type': 'application/json', origin }, body: '{"login":"a","password":"b"}' });
    expect(json.status).toBe(415);
    const empty = await raw(baseURL!, '/auth/login', { method: 'POST', headers: { origin, 'content-length': '0' } });
    expect(empty.status).toBe(400);
    const host = await raw(baseURL!, '/', { headers: { host: 'evil example' } });
    expect(host.status).toBe(400);
  });

  test('the Host header never reaches canonical, og:url or JSON-LD', async ({ page, baseURL }) => {
    const slug = await productSlug(page);
    const res = await raw(baseURL!, `/product/${slug}`, { headers: { host: 'evil.example' } });
    expect(res.status).toBe(200);
    expect(res.body).toContain('rel="canonical"');
    expect(res.body).toContain('application/ld+json');
    expect(res.body).not.toContain('evil.example');
  });

  test('a forged X-Forwarded-For does not open the outbox or the sandbox payments', async ({ page, request }) => {
    expect((await request.get('/api/dev/outbox')).status()).toBe(200);
    const forged = { 'x-forwarded-for': '127.0.0.1, 1.2.3.4' };
    expect((await request.get('/api/dev/outbox', { headers: forged })).status()).toBe(404);
    expect((await request.get('/api/dev/payments', { headers: forged })).status()).toBe(404);
    expect((await request.post('/api/dev/payments/SBX-NONE/pay', { headers: { ...forged, 'App-Platform': 'web' }, data: {} })).status()).toBe(404);

    await page.setExtraHTTPHeaders(forged);
    const outboxPage = await page.goto('/dev/outbox');
    expect(outboxPage!.status()).toBe(404);
  });
});
