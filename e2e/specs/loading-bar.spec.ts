import { expect, test, type Page } from '@playwright/test';

// SPEC §9: throttle 200 ms, duration 5000 ms, orange (#EE7421), red on failure (LOADING_BAR in the contract).
const ORANGE = 'rgb(238, 116, 33)';
const RED = 'rgb(220, 38, 38)';

interface BarState {
  /** Milliseconds since the last click on the page. */
  sinceClick: number;
  phase: string | undefined;
  failed: string | null;
  color: string;
  opacity: string;
}

declare global {
  interface Window {
    __bar?: BarState[];
  }
}

/**
 * Records every change of the bar (it lives in the root layout, so it survives navigations): a short red
 * flash cannot be missed the way a polling assertion could miss it.
 */
async function recordBar(page: Page): Promise<void> {
  await page.evaluate(() => {
    const bar = document.querySelector<HTMLElement>('[data-testid="loading-bar"]')!;
    const log: BarState[] = [];
    window.__bar = log;
    let clickAt = performance.now();
    document.addEventListener('click', () => (clickAt = performance.now()), true);
    new MutationObserver(() =>
      log.push({
        sinceClick: performance.now() - clickAt,
        phase: bar.dataset.phase,
        failed: bar.dataset.failed ?? null,
        color: getComputedStyle(bar).backgroundColor,
        opacity: bar.style.opacity,
      }),
    ).observe(bar, { attributes: true });
  });
}

const barLog = (page: Page) => page.evaluate(() => window.__bar ?? []);

/** A gate for a routed request: it waits until the test opens it. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

test.describe('loading bar', () => {
  test('a slow navigation shows the orange bar, not before 200 ms, creeping over 5 s, and it goes when the page arrives', async ({ page }) => {
    await page.goto('/about-us');
    const bar = page.getByTestId('loading-bar');
    await expect(bar).toHaveAttribute('data-phase', 'hidden');
    await expect(bar).toHaveCSS('opacity', '0');
    await recordBar(page);

    // The next page's loader data waits until the test has seen the bar.
    const data = gate();
    await page.route('**/pharmacy.data*', async (route) => {
      await data.opened;
      await route.continue();
    });
    await page.getByRole('contentinfo').getByRole('link', { name: 'Daftar Apotek' }).click();

    await expect(bar).toHaveAttribute('data-phase', 'running');
    await expect(bar).toHaveCSS('background-color', ORANGE);
    await expect(bar).toHaveCSS('opacity', '1');
    await expect(bar).toHaveAttribute('style', /transition: width 5000ms/);
    await expect(bar).not.toHaveAttribute('data-failed', 'true');
    // Throttled: it appeared no sooner than 200 ms after the click.
    const shown = (await barLog(page)).find((s) => s.phase === 'running');
    expect(shown?.sinceClick).toBeGreaterThanOrEqual(195);
    expect(shown).toMatchObject({ color: ORANGE, opacity: '1', failed: null });

    data.open();
    await expect(page).toHaveURL('/pharmacy');
    await expect(page.getByRole('heading', { level: 1, name: 'Daftar Apotek' })).toBeVisible();
    await expect(bar).toHaveAttribute('data-phase', 'hidden');
    await expect(bar).toHaveCSS('opacity', '0');
    // It finished at full width in orange: no failure on the way.
    expect((await barLog(page)).some((s) => s.phase === 'finishing' && s.color === ORANGE && s.opacity === '1')).toBe(true);
  });

  test('a failed API call from the browser turns the bar red', async ({ page, context }) => {
    // Writes are route actions (ADR 012); the browser's own API calls are reads, such as the nearby
    // pharmacies once the location is shared. The server is made to fail that one.
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation({ latitude: -6.1754, longitude: 106.8272 });
    await page.goto('/pharmacy');
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
    const bar = page.getByTestId('loading-bar');
    await recordBar(page);

    const call = gate();
    await page.route('**/api/pharmacies?*', async (route) => {
      await call.opened;
      await route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ status: 503, message: 'Service Unavailable', data: null }) });
    });
    await page.getByRole('button', { name: 'Gunakan lokasi saya' }).click();

    // Waiting on the call: the usual orange bar.
    await expect(bar).toHaveAttribute('data-phase', 'running');
    await expect(bar).toHaveCSS('background-color', ORANGE);
    call.open();

    await expect(page.getByText('Lokasi atau daftar apotek terdekat tidak dapat dimuat. Coba lagi.')).toBeVisible();
    await expect(bar).toHaveAttribute('data-failed', 'true');
    await expect(bar).toHaveCSS('background-color', RED);
    // It was shown red (fully opaque) before fading away.
    await expect.poll(async () => (await barLog(page)).some((s) => s.failed === 'true' && s.color === RED && s.opacity === '1')).toBe(true);
    await expect(bar).toHaveAttribute('data-phase', 'hidden');
  });

  for (const failure of ['a 500 from its loader', 'no answer at all'] as const) {
    test(`a page navigation whose data request gets ${failure} turns the bar red`, async ({ page }) => {
      await page.goto('/about-us');
      await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
      const bar = page.getByTestId('loading-bar');
      await recordBar(page);

      // The client navigation's loader data (`/pharmacy.data`) fails; the bar shows orange while waiting.
      const data = gate();
      await page.route('**/pharmacy.data*', async (route) => {
        await data.opened;
        if (failure === 'no answer at all') await route.abort('internetdisconnected');
        else await route.fulfill({ status: 500, contentType: 'text/plain', body: 'Internal Server Error' });
      });
      await page.getByRole('contentinfo').getByRole('link', { name: 'Daftar Apotek' }).click();
      await expect(bar).toHaveAttribute('data-phase', 'running');
      await expect(bar).toHaveCSS('background-color', ORANGE);
      data.open();

      await expect(bar).toHaveAttribute('data-failed', 'true');
      await expect(bar).toHaveCSS('background-color', RED);
      await expect.poll(async () => (await barLog(page)).some((s) => s.failed === 'true' && s.color === RED && s.opacity === '1')).toBe(true);
      await expect(bar).toHaveAttribute('data-phase', 'hidden');
    });
  }

  test('a page the server answers with 404 on a client navigation leaves the bar orange', async ({ page }) => {
    await page.goto('/about-us');
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
    const bar = page.getByTestId('loading-bar');
    await recordBar(page);
    // A client navigation to a product that does not exist: its loader answers 404, which is a page the
    // shop chose to show, not a failed request. (No link in the shop leads there, so the test asks the
    // router React Router puts on window in framework mode.)
    const navigated = page.waitForResponse((res) => res.url().includes('/product/no-such-product.data'));
    await page.evaluate(() =>
      (window as unknown as { __reactRouterDataRouter: { navigate(to: string): Promise<void> } }).__reactRouterDataRouter.navigate('/product/no-such-product'),
    );
    expect((await navigated).status()).toBe(404);
    await expect(page.getByText('Halaman ini tidak dapat ditemukan').first()).toBeVisible();
    await expect(bar).toHaveAttribute('data-phase', 'hidden');
    expect((await barLog(page)).some((s) => s.failed === 'true')).toBe(false);
  });
});
