import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { registerShopper, signInWithToken } from '../support/shop';
import { waitForHydration } from '../support/top-bar';

/**
 * Issue 14's health tracker (docs/decisions/035-health-tracker.md): a new customer opens /health-tracker,
 * gives the health-data consent, logs three BMI entries and sees them on the chart with the normal range
 * and the latest category, logs a blood pressure reading, and a bad value is refused in the page's
 * language with nothing stored. SCREENSHOT_DIR=/tmp/... keeps pictures of /health-tracker and
 * /profile/health in Indonesian and English.
 */

async function keep(page: Page, name: string): Promise<void> {
  const dir = process.env.SCREENSHOT_DIR;
  if (dir) await page.screenshot({ path: `${dir}/${name}.png`, fullPage: true });
}

async function keepBoth(context: BrowserContext, page: Page, path: string, name: string): Promise<void> {
  if (!process.env.SCREENSHOT_DIR) return;
  for (const locale of ['id', 'en'] as const) {
    await context.addCookies([{ name: 'i18n_redirected', value: locale, url: page.url() }]);
    await page.goto(path);
    await waitForHydration(page);
    await expect(page.getByTestId('health-chart').locator('svg').first()).toBeVisible();
    await keep(page, `${name}-${locale}`);
  }
  await context.addCookies([{ name: 'i18n_redirected', value: 'id', url: page.url() }]);
  await page.goto(path);
  await waitForHydration(page);
}

/** Fills and saves the entry form, then waits for the new row (the notice alone may be the last save's). */
async function saveEntry(page: Page, fields: Record<string, string>): Promise<void> {
  const rows = await page.getByTestId('health-row').count();
  const form = page.getByTestId('health-entry-form');
  for (const [name, value] of Object.entries(fields)) await form.getByTestId(`health-field-${name}`).fill(value);
  await form.getByTestId('health-entry-submit').click();
  await expect(page.getByTestId('health-row')).toHaveCount(rows + 1);
  await expect(page.getByTestId('health-notice')).toHaveText('Catatan disimpan.');
}

for (const { width, height } of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test(`health tracker (${width} px): consent, three BMI entries on the chart, a blood pressure reading, a bad value refused`, async ({ browser, request, baseURL }) => {
    test.setTimeout(120_000);
    const shopper = await registerShopper(request);
    const context = await browser.newContext({ viewport: { width, height }, baseURL });
    await signInWithToken(context, baseURL!, shopper.token);
    const page = await context.newPage();

    await page.goto('/health-tracker');
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Pantau Kesehatan' })).toBeVisible();
    // The BMI calculator works before any consent: nothing is stored.
    await page.getByTestId('bmi-calc-height').fill('170');
    await page.getByTestId('bmi-calc-weight').fill('65,5');
    await page.getByTestId('bmi-calc-submit').click();
    await expect(page.getByTestId('bmi-calc-result')).toContainText('BMI Anda 22,7');
    await expect(page.getByTestId('bmi-calc-result')).toContainText('Normal');
    await expect(page.getByTestId('bmi-calc-result')).toContainText('WHO WPRO');

    // No entry before the consent: the card asks for it, and no entry form is offered.
    const consent = page.getByTestId('health-consent');
    await expect(consent).toContainText('UU PDP');
    await expect(page.getByTestId('health-entry-form')).toHaveCount(0);
    await consent.getByTestId('consent').check();
    await consent.getByTestId('health-consent-submit').click();
    await expect(page.getByTestId('health-notice')).toContainText('Persetujuan data kesehatan diberikan');
    await expect(page.getByTestId('health-consent')).toHaveCount(0);

    // Three BMI entries: the chart draws three points over the shaded normal range; the latest category shows.
    for (const weight of ['80', '75', '70']) await saveEntry(page, { height: '170', weight });
    const chart = page.getByTestId('health-chart');
    await expect(chart.getByTestId('health-point')).toHaveCount(3);
    await expect(chart.getByTestId('health-band')).toHaveCount(1);
    await expect(chart.locator('svg[role="img"]')).toHaveAttribute('aria-label', /3 catatan/);
    await expect(page.getByTestId('health-row')).toHaveCount(3);
    await expect(page.getByTestId('health-category')).toHaveText('Berat badan lebih');
    await expect(page.getByTestId('health-latest')).toContainText('24,2');
    await expect(page.getByTestId('health-range')).toContainText('18,5–22,9');
    await keepBoth(context, page, '/health-tracker', `health-tracker-${width}`);

    // A blood pressure reading.
    await page.getByRole('link', { name: 'Tekanan darah' }).click();
    await expect(page).toHaveURL(/tracker=blood_pressure/);
    await waitForHydration(page);
    await saveEntry(page, { systolic: '120', diastolic: '80', pulse: '72' });
    await expect(page.getByTestId('health-row')).toHaveCount(1);
    await expect(page.getByTestId('health-row')).toContainText('120/80 mmHg');
    await expect(page.getByTestId('health-chart').getByTestId('health-point')).toHaveCount(2);

    // Bad values are refused in the page's language, and nothing is stored.
    const form = page.getByTestId('health-entry-form');
    await form.getByTestId('health-field-systolic').fill('seratus');
    await form.getByTestId('health-field-diastolic').fill('400');
    await form.getByTestId('health-entry-submit').click();
    await expect(form).toContainText('Sistolik hanya boleh berisi angka desimal');
    await expect(form).toContainText('Diastolik harus antara 30 dan 160 mmHg');
    await expect(page.getByTestId('health-row')).toHaveCount(1);

    // The same refusal from the API when the page's own check does not run (a plain post).
    const posted = await page.request.post('/api/my/health-tracker', {
      headers: { 'App-Platform': 'web', 'content-type': 'application/json', authorization: `Bearer ${shopper.token}` },
      data: { tracker: 'blood_pressure', systolic: 'abc', diastolic: 80 },
    });
    expect(posted.status()).toBe(422);
    expect(((await posted.json()) as { errors: Record<string, string[]> }).errors.systolic).toEqual(['Sistolik hanya boleh berisi angka desimal']);

    // The summary for a doctor visit lists both trackers and can be printed.
    const summary = page.getByTestId('health-summary');
    await expect(summary).toContainText('BMI');
    await expect(summary).toContainText('Tekanan darah');
    await expect(summary.getByTestId('health-print')).toBeVisible();

    // /profile/health shows the same entries inside the profile.
    await page.goto('/profile/health');
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Data Kesehatan' })).toBeVisible();
    await expect(page.getByTestId('health-row')).toHaveCount(3);
    await keepBoth(context, page, '/profile/health', `profile-health-${width}`);
    await context.close();
  });
}
