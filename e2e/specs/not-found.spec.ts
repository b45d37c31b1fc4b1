import { expect, test } from '@playwright/test';

test.describe('not found', () => {
  test('an unknown page answers 404 in Indonesian with a working link home', async ({ page }) => {
    const response = await page.goto('/halaman-yang-tidak-ada');
    expect(response?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', 'id');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Halaman ini tidak dapat ditemukan');
    await expect(page.getByRole('heading', { level: 1, name: 'This page could not be found' })).toHaveCount(0);

    await page.getByRole('main').getByRole('link', { name: 'Kembali ke beranda' }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Obat asli, resep diperiksa apoteker, dikirim ke rumah Anda');
  });

  test('in English it says "This page could not be found"', async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'i18n_redirected', value: 'en', url: baseURL! }]);
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('This page could not be found');

    await page.getByRole('main').getByRole('link', { name: 'Back to home' }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Genuine medicines, pharmacist-checked prescriptions, delivered to your door');
  });

  test('an unknown API path answers a JSON 404 in the envelope', async ({ request }) => {
    for (const method of ['get', 'post'] as const) {
      const response = await request[method]('/api/no-such-endpoint');
      expect(response.status()).toBe(404);
      expect(response.headers()['content-type']).toContain('application/json');
      const body = (await response.json()) as { status: number; message: string };
      expect(body).toEqual({ status: 404, message: 'Halaman tidak ditemukan' });
    }
    const english = await request.get('/api/no-such-endpoint', { headers: { 'accept-language': 'en' } });
    expect(english.status()).toBe(404);
    expect(await english.json()).toEqual({ status: 404, message: 'Page not found' });
  });
});
