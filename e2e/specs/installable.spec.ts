import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { waitForHydration } from '../support/top-bar';

// Issue 9, "The installable app": a valid web manifest with icons, a service worker that takes control,
// and the offline page when the network is gone. The other specs block service workers (playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

interface WebManifest {
  name: string;
  short_name: string;
  start_url: string;
  scope: string;
  display: string;
  lang: string;
  theme_color: string;
  background_color: string;
  icons: { src: string; sizes: string; type: string; purpose?: string }[];
}

/** Width and height from a PNG's IHDR chunk (bytes 16–23), as the launcher would read them. */
function pngSize(bytes: Buffer): string {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
}

async function fetchManifest(page: Page, request: APIRequestContext): Promise<WebManifest> {
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');
  const res = await request.get(href!);
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toMatch(/^application\/manifest\+json/);
  return (await res.json()) as WebManifest;
}

/** Waits for the worker to be active and in control of this page (it claims open pages on activation). */
async function waitForWorker(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }));
    }
    return registration.active?.scriptURL ?? '';
  });
}

const OFFLINE = {
  id: { title: 'Anda sedang offline', retry: 'Coba lagi', home: 'Ke beranda', pageTitle: 'Anda sedang offline | Apotek' },
  en: { title: 'You are offline', retry: 'Try again', home: 'Go to home', pageTitle: 'You are offline | Apotek' },
} as const;

async function expectOfflinePage(page: Page, lang: 'id' | 'en', path: string) {
  const words = OFFLINE[lang];
  await expect(page.getByTestId('offline-page')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: words.title })).toBeVisible();
  await expect(page).toHaveTitle(words.pageTitle);
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
  // The address stays the page that failed, and "try again" goes back to it.
  expect(new URL(page.url()).pathname).toBe(path);
  const retry = page.getByRole('link', { name: words.retry });
  expect(await retry.evaluate((a: HTMLAnchorElement) => a.href)).toBe(page.url());
  await expect(page.getByRole('link', { name: words.home })).toHaveAttribute('href', '/');
  // Styled from the cached stylesheet: the primary button's brand colour (primary-strong).
  await expect(retry).toHaveCSS('background-color', 'rgb(181, 16, 106)');
  // Rendered without React Router's scripts, so nothing tries to load the failed URL's route.
  expect(await page.locator('script').count()).toBe(0);
}

for (const width of [390, 1280]) {
  test.describe(`installable app at ${width} px`, () => {
    test.use({ viewport: { width, height: width < 1024 ? 844 : 800 } });

    test('the web manifest is valid, names the theme colour of the page and its icons load at their sizes', async ({ page, request }) => {
      await page.goto('/');
      const manifest = await fetchManifest(page, request);
      expect(manifest).toMatchObject({ name: 'Apotek', short_name: 'Apotek', start_url: '/', scope: '/', display: 'standalone', lang: 'id' });
      expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/i);
      const themeColor = await page.locator('meta[name="theme-color"]').getAttribute('content');
      expect(themeColor?.toLowerCase()).toBe(manifest.theme_color.toLowerCase());

      const pngs = manifest.icons.filter((icon) => icon.type === 'image/png');
      expect(pngs.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
      expect(pngs.some((icon) => icon.purpose === 'maskable')).toBe(true);
      for (const icon of pngs) {
        const res = await request.get(icon.src);
        expect(res.status(), icon.src).toBe(200);
        expect(res.headers()['content-type']).toBe('image/png');
        expect(pngSize(await res.body()), icon.src).toBe(icon.sizes);
      }
      const touchIcon = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');
      expect(pngSize(await (await request.get(touchIcon!)).body())).toBe('180x180');
    });

    test('a service worker is registered and controls the page after a reload', async ({ page }) => {
      await page.goto('/');
      expect(await waitForWorker(page)).toMatch(/\/sw\.js$/);
      await page.reload();
      await waitForHydration(page);
      expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(/\/sw\.js$/);
      // Its caches hold the app shell and the offline page in both languages; nothing from /api but images.
      const cached = await page.evaluate(async () => {
        const urls: string[] = [];
        for (const name of await caches.keys()) {
          for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname + new URL(request.url).search);
        }
        return urls;
      });
      expect(cached).toEqual(expect.arrayContaining(['/offline?lang=id', '/offline?lang=en', '/manifest.webmanifest']));
      expect(cached.some((url) => /^\/assets\/entry\.client-.+\.js$/.test(url))).toBe(true);
      expect(cached.filter((url) => url.startsWith('/api/') && !url.startsWith('/api/media/'))).toEqual([]);
    });

    test('offline, a reload of a visited page and a page never visited show the offline page in Indonesian', async ({ page, context }) => {
      await page.goto('/about-us');
      await waitForWorker(page);
      await context.setOffline(true);

      await page.reload();
      await expectOfflinePage(page, 'id', '/about-us');

      await page.goto('/pharmacy');
      await expectOfflinePage(page, 'id', '/pharmacy');

      // Back online, "try again" loads the page that failed.
      await context.setOffline(false);
      await page.getByRole('link', { name: OFFLINE.id.retry }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Daftar Apotek' })).toBeVisible();
      await expect(page.getByTestId('offline-page')).toHaveCount(0);
    });

    test('offline, the offline page is in English when the language cookie is en', async ({ page, context, baseURL }) => {
      await context.addCookies([{ name: 'i18n_redirected', value: 'en', url: baseURL! }]);
      await page.goto('/');
      await waitForWorker(page);
      await context.setOffline(true);

      await page.reload();
      await expectOfflinePage(page, 'en', '/');
      await page.goto('/brand');
      await expectOfflinePage(page, 'en', '/brand');
    });
  });
}
