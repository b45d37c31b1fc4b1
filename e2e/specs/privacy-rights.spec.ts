import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { unzipSync } from 'fflate';
import { API_HEADERS, authHeaders, paidOrderViaApi, pharmacyId, registerShopper, signInWithToken, stockedProducts } from '../support/shop';

/** Personal-data rights on /backup (issue 14; docs/decisions/037-personal-data-rights.md). */

const DAY = 86_400_000;

async function noSideways(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(1);
}

test.describe('personal-data rights', () => {
  test('exports the data and finds the orders in the ZIP (1280 px)', async ({ browser, request, baseURL }) => {
    const shopper = await registerShopper(request);
    const storeId = await pharmacyId(request, 'apotek-tebet-jakarta-selatan');
    const [product] = await stockedProducts(request, storeId, 1);
    const orderId = await paidOrderViaApi(request, shopper.token, storeId, product!.id);

    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, acceptDownloads: true });
    await signInWithToken(context, baseURL!, shopper.token);
    const page = await context.newPage();
    await page.goto('/backup');
    await expect(page.getByRole('heading', { level: 1, name: 'Data & privasi' })).toBeVisible();
    await noSideways(page);

    // The consents given at sign-up, with their versions; the terms cannot be withdrawn while the account lives.
    const consents = page.getByTestId('privacy-consents');
    await expect(consents.getByTestId('consent-row')).toHaveCount(2);
    await expect(consents).toContainText('Syarat & ketentuan');
    await expect(consents).toContainText('Kebijakan privasi');
    await expect(consents.getByRole('button', { name: /Tarik persetujuan/ })).toHaveCount(0);

    const exportCard = page.getByTestId('privacy-export');
    await exportCard.getByRole('button', { name: 'Minta salinan data' }).click();
    // The job makes it in the background; the page asks again until it is ready.
    await expect(exportCard.getByTestId('data-export').first()).toHaveAttribute('data-status', 'ready', { timeout: 30_000 });
    await expect(exportCard).toContainText('Siap diunduh');

    const [download] = await Promise.all([page.waitForEvent('download'), exportCard.getByTestId('download-export').first().click()]);
    const zip = unzipSync(new Uint8Array(readFileSync((await download.path())!)));
    const orders = JSON.parse(new TextDecoder().decode(zip['data/orders.json'])) as Array<{ public_id: string; items: Array<{ name: string }> }>;
    expect(orders.map((o) => o.public_id)).toContain(orderId);
    expect(orders.find((o) => o.public_id === orderId)!.items[0]!.name).toBe(product!.name);
    expect(new TextDecoder().decode(zip['summary.pdf']!.slice(0, 5))).toBe('%PDF-');
    expect(Object.keys(zip)).toEqual(expect.arrayContaining(['data/profile.json', 'data/payments.json', 'data/consents.json', 'data/staff-access.json']));

    // The ready e-mail went out, and the link is the owner's alone.
    const outbox = (await (await request.get(`/api/dev/outbox?recipient=${encodeURIComponent(shopper.email)}`)).json()) as { data: Array<{ subject: string | null }> };
    expect(outbox.data.map((m) => m.subject)).toContain('Ekspor data Anda siap diunduh');
    const exportId = ((await (await request.get('/api/my/data-export', { headers: authHeaders(shopper.token) })).json()) as { data: Array<{ id: string }> }).data[0]!.id;
    const stranger = await registerShopper(request);
    const foreign = await request.get(`/api/my/data-export/${exportId}/download`, { headers: authHeaders(stranger.token) });
    expect(foreign.status()).toBe(404);
    await context.close();
  });

  test('deletes the account; a login in the grace period cancels, and after it login fails (390 px)', async ({ browser, request, baseURL }) => {
    const shopper = await registerShopper(request);
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    await signInWithToken(context, baseURL!, shopper.token);
    const page = await context.newPage();
    await page.goto('/backup');
    await expect(page.getByRole('heading', { level: 1, name: 'Data & privasi' })).toBeVisible();
    await noSideways(page);

    const card = page.getByTestId('privacy-deletion');
    await expect(card).toContainText('14 hari');
    // A wrong password is refused and nothing is scheduled.
    await card.getByLabel('Kata sandi').fill('Bukan-Sandi-Saya-1');
    await card.getByRole('button', { name: 'Hapus akun saya' }).click();
    await expect(card).toContainText('Kata sandi saat ini salah');
    await expect(card.getByTestId('deletion-pending')).toHaveCount(0);

    await card.getByLabel('Kata sandi').fill(shopper.password);
    await card.getByRole('button', { name: 'Hapus akun saya' }).click();
    await expect(card.getByTestId('deletion-pending')).toContainText('Akun Anda dijadwalkan untuk dihapus');
    await expect(card).toContainText('masuk kembali');
    await noSideways(page);

    // Signing in during the grace period cancels it.
    const relogin = await request.post('/api/login', { headers: API_HEADERS, data: { login: shopper.email, password: shopper.password } });
    expect(relogin.status()).toBe(200);
    await page.reload();
    await expect(card.getByTestId('deletion-pending')).toHaveCount(0);
    await expect(card).toContainText('dibatalkan karena Anda masuk kembali');

    // Asked again, then the clock moves past the grace period (a sandbox tool; never in production).
    await card.getByLabel('Kata sandi').fill(shopper.password);
    await card.getByRole('button', { name: 'Hapus akun saya' }).click();
    await expect(card.getByTestId('deletion-pending')).toBeVisible();
    const moved = await request.post('/api/dev/privacy/erasures', { headers: API_HEADERS, data: { now: new Date(Date.now() + 15 * DAY).toISOString() } });
    expect(moved.status(), await moved.text()).toBe(200);
    expect(((await moved.json()) as { data: { erased: string[] } }).data.erased.length).toBeGreaterThan(0);

    // The session is over, and signing in no longer works.
    await page.goto('/backup');
    await expect(page).toHaveURL(/\/auth/);
    await page.goto('/auth/login');
    const form = page.getByRole('main');
    await form.getByLabel('E-mail atau nomor telepon').fill(shopper.email);
    await form.getByLabel('Kata sandi').fill(shopper.password);
    await form.getByRole('button', { name: 'Masuk' }).click();
    await expect(form).toContainText('E-mail/nomor telepon atau kata sandi salah');
    const api = await request.post('/api/login', { headers: API_HEADERS, data: { login: shopper.email, password: shopper.password } });
    expect(api.status()).toBe(401);
    await context.close();
  });
});
