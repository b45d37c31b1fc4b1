import { expect, type Page, test } from '@playwright/test';
import { DEMO_CUSTOMER, newCustomer } from '../support/data';
import { clientIpHeaders } from '../support/client-ip';

async function fillRegistration(page: Page, user: ReturnType<typeof newCustomer>, overrides: { email?: string; password?: string } = {}) {
  const form = page.getByRole('main');
  await form.getByLabel(/^(Nama lengkap|Full name)$/).fill(user.name);
  await form.getByLabel('E-mail').fill(overrides.email ?? user.email);
  await form.getByLabel(/^(Nomor telepon|Phone number)$/).fill(user.phone);
  const password = overrides.password ?? user.password;
  await form.getByLabel(/^(Kata sandi|Password)$/).fill(password);
  await form.getByLabel(/^(Konfirmasi kata sandi|Confirm password)$/).fill(password);
  await form.getByRole('checkbox').check();
  return form;
}

// The browser is a shopper at an address of its own (support/client-ip.ts); the spec's own API calls, such
// as reading the sandbox outbox, stay this machine's, which is the only address the outbox answers.
test.beforeEach(async ({ context }) => {
  await context.setExtraHTTPHeaders(clientIpHeaders());
});

test.describe('account guards at registration', () => {
  test('a common password is refused inline, in Indonesian and in English, and the form keeps its values', async ({ page, context, baseURL }) => {
    const user = newCustomer();
    await page.goto('/auth/register');
    const form = await fillRegistration(page, user, { password: 'Password123' });
    await form.getByRole('button', { name: 'Daftar' }).click();
    const password = form.getByLabel('Kata sandi', { exact: true });
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    await expect(password).toHaveAccessibleDescription(/Kata sandi ini terlalu umum atau mudah ditebak/);
    await expect(page).toHaveURL('/auth/register');
    await expect(form.getByLabel('E-mail')).toHaveValue(user.email);

    await context.addCookies([{ name: 'i18n_redirected', value: 'en', url: baseURL! }]);
    await page.goto('/auth/register');
    const en = await fillRegistration(page, user, { password: 'qwerty123' });
    await en.getByRole('button', { name: 'Register' }).click();
    await expect(en.getByLabel('Password', { exact: true })).toHaveAccessibleDescription(/This password is too common or easy to guess/);
  });

  test('a password built from the name is refused', async ({ page }) => {
    const user = newCustomer();
    await page.goto('/auth/register');
    const form = await fillRegistration(page, user, { password: 'Wulandari2026' });
    await form.getByRole('button', { name: 'Daftar' }).click();
    await expect(form.getByLabel('Kata sandi', { exact: true })).toHaveAccessibleDescription(/tidak boleh memuat nama, e-mail, atau nomor telepon/);
  });

  test('an e-mail that already has an account goes on to the OTP step like a new one; only its owner is told', async ({ page, request }) => {
    const user = newCustomer();
    await page.goto('/auth/register');
    const form = await fillRegistration(page, user, { email: DEMO_CUSTOMER.email });
    await form.getByRole('button', { name: 'Daftar' }).click();
    await expect(page).toHaveURL('/auth/register?step=otp');
    await expect(page.getByRole('heading', { level: 1, name: 'Verifikasi Kode OTP' })).toBeVisible();

    // No code went to the typed phone; the account's owner got a notice, with no code in it.
    const typed = await request.get(`/api/dev/outbox?recipient=${encodeURIComponent(user.e164)}`);
    expect((await typed.json()).data).toEqual([]);
    const owner = await request.get(`/api/dev/outbox?recipient=${encodeURIComponent(DEMO_CUSTOMER.email)}`);
    const notices = ((await owner.json()).data as Array<{ body: string }>).filter((m) => m.body.includes('mencoba mendaftar akun Apotek baru'));
    expect(notices.length).toBeGreaterThan(0);
    expect(notices[0]!.body).not.toMatch(/\b\d{6}\b/);
  });
});
