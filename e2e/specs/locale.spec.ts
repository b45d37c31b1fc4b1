import { expect, test } from '@playwright/test';

const DAY = 24 * 60 * 60;

test('the shop is served in Indonesian and the language choice survives a reload', async ({ page, context, request }) => {
  // Server-rendered HTML in Indonesian, before any script runs.
  const raw = await request.get('/');
  expect(raw.status()).toBe(200);
  expect(raw.headers()['content-type']).toContain('text/html');
  const html = await raw.text();
  expect(html).toMatch(/<html[^>]*\slang="id"/);
  expect(html).toContain('Obat asli, resep diperiksa apoteker, dikirim ke rumah Anda');

  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'id');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Obat asli, resep diperiksa apoteker, dikirim ke rumah Anda');

  const switcher = page.getByRole('banner').getByRole('form', { name: 'Bahasa' });
  await expect(switcher.getByRole('button', { name: 'Bahasa Indonesia' })).toHaveAttribute('aria-pressed', 'true');
  await switcher.getByRole('button', { name: 'English' }).click();

  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Genuine medicines, pharmacist-checked prescriptions, delivered to your door');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in', exact: true })).toBeVisible();
  await expect(page).toHaveURL('/');

  // The choice is kept in i18n_redirected for 365 days.
  const cookie = (await context.cookies()).find((c) => c.name === 'i18n_redirected');
  expect(cookie?.value).toBe('en');
  const daysAhead = ((cookie?.expires ?? 0) - Date.now() / 1000) / DAY;
  expect(daysAhead).toBeGreaterThan(364);
  expect(daysAhead).toBeLessThanOrEqual(365.01);

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Genuine medicines, pharmacist-checked prescriptions, delivered to your door');
  const switcherEn = page.getByRole('banner').getByRole('form', { name: 'Language' });
  await expect(switcherEn.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');

  // And back to Indonesian.
  await switcherEn.getByRole('button', { name: 'Bahasa Indonesia' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'id');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Obat asli, resep diperiksa apoteker, dikirim ke rumah Anda');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Masuk', exact: true })).toBeVisible();
  expect((await context.cookies()).find((c) => c.name === 'i18n_redirected')?.value).toBe('id');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'id');
});
