import { type Page, expect, test } from '@playwright/test';
import { API_HEADERS, authHeaders, loginToken, registerShopper, signInWithToken } from '../support/shop';
import { waitForHydration } from '../support/top-bar';

/**
 * Issue 15's people screen: an admin finds a customer by phone, opens the account (contact details whole
 * only there), blocks it with a reason, and the customer can no longer sign in; unblocking lets them back.
 * The auditor sees the audit log in the console and no people screen. Both widths.
 */

const ADMIN = { login: 'admin@demo.apotek.id', password: 'Demo12345' } as const;
const AUDITOR = { login: 'auditor@demo.apotek.id', password: 'Demo12345' } as const;

async function keep(page: Page, name: string): Promise<void> {
  const dir = process.env.SCREENSHOT_DIR;
  if (dir) await page.screenshot({ path: `${dir}/${name}.png`, fullPage: true });
}

for (const width of [390, 1280]) {
  test(`an admin finds, blocks and unblocks a customer at ${width} px`, async ({ browser, request, baseURL }) => {
    const shopper = await registerShopper(request);
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    await signInWithToken(context, baseURL!, await loginToken(request, ADMIN.login, ADMIN.password));
    const page = await context.newPage();
    await page.goto('/console');
    await page.getByRole('navigation', { name: /menu konsol|console menu/i }).getByRole('link', { name: 'Pengguna' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Pengguna' })).toBeVisible();
    await waitForHydration(page);
    await page.getByLabel('Cari').fill(shopper.phone);
    await page.getByRole('button', { name: 'Terapkan' }).click();
    const rows = page.getByTestId('person-row');
    await expect(rows).toHaveCount(1);
    // Masked in the list…
    await expect(rows.first()).toContainText(`${shopper.email[0]}***@`);
    await expect(rows.first()).not.toContainText(shopper.email);
    await keep(page, `people-list-${width}`);
    await rows.first().getByRole('link').click();
    // …whole on the account's page.
    await expect(page.getByRole('heading', { level: 1, name: shopper.name })).toBeVisible();
    await expect(page.getByText(shopper.email)).toBeVisible();
    // Too short a reason is stopped in the browser before anything is sent.
    await page.getByLabel('Alasan').fill('ok');
    await page.getByTestId('person-block').click();
    await expect(page.locator('textarea[name="reason"]:invalid')).toHaveCount(1);
    await expect(page.getByText('Diblokir', { exact: true })).toHaveCount(0);
    await page.getByLabel('Alasan').fill('Penipuan pembayaran berulang');
    await page.getByTestId('person-block').click();
    await expect(page.getByText('Pengguna diblokir dan dikeluarkan dari semua perangkat')).toBeVisible();
    await expect(page.getByText('Diblokir', { exact: true }).first()).toBeVisible();
    await keep(page, `people-blocked-${width}`);

    const refused = await request.post('/api/login', { headers: API_HEADERS, data: { login: shopper.email, password: shopper.password } });
    expect(refused.status()).toBe(403);
    expect((await request.get('/api/my/profile', { headers: authHeaders(shopper.token) })).status()).toBe(401);

    await page.getByTestId('person-unblock').click();
    await expect(page.getByText('Blokir pengguna dibuka')).toBeVisible();
    const again = await request.post('/api/login', { headers: API_HEADERS, data: { login: shopper.email, password: shopper.password } });
    expect(again.status()).toBe(200);

    // Each decision is in the audit log, linked back to the account.
    await page.goto(`/console/audit?entity=user`);
    await expect(page.getByTestId('audit-entry').filter({ hasText: 'Pengguna diblokir' }).first()).toBeVisible();
    await context.close();
  });
}

test('the auditor reads the audit log and has no people screen', async ({ browser, request, baseURL }) => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await signInWithToken(context, baseURL!, await loginToken(request, AUDITOR.login, AUDITOR.password));
  const page = await context.newPage();
  await page.goto('/console');
  const menu = page.getByRole('navigation', { name: /menu konsol|console menu/i });
  await expect(menu.getByRole('link', { name: 'Log audit' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Pengguna' })).toHaveCount(0);
  await expect(menu.getByRole('link', { name: /pesanan/i })).toHaveCount(0);
  const forbidden = await page.goto('/console/users');
  expect(forbidden?.status()).toBe(403);
  await context.close();
});
