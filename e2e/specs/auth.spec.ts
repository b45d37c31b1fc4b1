import { expect, test } from '@playwright/test';
import { DEMO_CUSTOMER, newCustomer } from '../support/data';
import { readOtp } from '../support/outbox';
import { desktopBar } from '../support/top-bar';
import { clientIpHeaders } from '../support/client-ip';

// The browser is a shopper at an address of its own (support/client-ip.ts); the spec's own API calls, such
// as reading the sandbox outbox, stay this machine's, which is the only address the outbox answers.
test.beforeEach(async ({ context }) => {
  await context.setExtraHTTPHeaders(clientIpHeaders());
});

test.describe('accounts', () => {
  test('register → OTP from the outbox → back to the wanted page → logout → login → back again', async ({ page, request }) => {
    const user = newCustomer();
    const bar = desktopBar(page);

    // A guest asking for a protected page lands on /auth with the wanted path remembered.
    await page.goto('/order');
    await expect(page).toHaveURL('/auth?redirect=%2Forder');
    await expect(page.getByRole('heading', { level: 1, name: 'Masuk atau Daftar' })).toBeVisible();
    await expect(page.getByText('Silakan masuk untuk membuka halaman yang Anda tuju.')).toBeVisible();

    await page.getByRole('link', { name: 'Buat akun baru' }).click();
    await expect(page).toHaveURL('/auth/register?redirect=%2Forder');
    await expect(page.getByRole('heading', { level: 1, name: 'Daftar Akun' })).toBeVisible();

    const form = page.getByRole('main');
    await form.getByLabel('Nama lengkap').fill(user.name);
    await form.getByLabel('E-mail').fill(user.email);
    await form.getByLabel('Nomor telepon').fill(user.phone);
    await form.getByLabel('Kata sandi', { exact: true }).fill(user.password);
    await form.getByLabel('Konfirmasi kata sandi').fill(user.password);
    await form.getByRole('checkbox').check();
    await form.getByRole('button', { name: 'Daftar' }).click();

    // The OTP step; the code comes from the sandbox outbox, addressed to the number in E.164.
    await expect(page).toHaveURL('/auth/register?step=otp');
    await expect(page.getByRole('heading', { level: 1, name: 'Verifikasi Kode OTP' })).toBeVisible();
    const code = await readOtp(request, user.e164);

    // A wrong code is refused and keeps the visitor on the OTP step.
    const wrong = code === '000000' ? '111111' : '000000';
    await form.getByLabel('Kode OTP (6 digit)').fill(wrong);
    await form.getByRole('button', { name: 'Verifikasi' }).click();
    const codeField = form.getByLabel('Kode OTP (6 digit)');
    await expect(codeField).toHaveAttribute('aria-invalid', 'true');
    await expect(codeField).toHaveAccessibleDescription('Kode OTP salah, kedaluwarsa, atau sudah dipakai');
    await expect(page).toHaveURL('/auth/register?step=otp');

    await codeField.fill(code);
    await form.getByRole('button', { name: 'Verifikasi' }).click();

    // Signed in and back where the guest wanted to go, with the name cut to 10 characters + '..'.
    await expect(page).toHaveURL('/order');
    await expect(page.getByRole('heading', { level: 1, name: 'Pesanan Saya' })).toBeVisible();
    const nameLink = bar.getByRole('link', { name: 'Kartika Wu..' });
    await expect(nameLink).toBeVisible();
    await expect(nameLink).toHaveAttribute('title', user.name);
    await expect(page.getByTestId('desktop-user-name')).toHaveText('Kartika Wu..');
    await expect(bar.getByRole('link', { name: 'Masuk', exact: true })).toHaveCount(0);

    // Sign out from the profile menu: the bar offers sign-in and registration again.
    await nameLink.click();
    await expect(page).toHaveURL('/profile');
    await page.getByRole('navigation', { name: 'Menu profil' }).getByRole('button', { name: 'Keluar' }).click();
    await expect(page).toHaveURL('/');
    await expect(bar.getByRole('link', { name: 'Masuk', exact: true })).toHaveAttribute('href', '/auth/login');
    await expect(bar.getByRole('link', { name: 'Daftar', exact: true })).toHaveAttribute('href', '/auth/register');
    await expect(page.getByTestId('desktop-user-name')).toHaveCount(0);

    // The session is really gone: another protected page sends the guest to sign in again.
    await page.goto('/profile');
    await expect(page).toHaveURL('/auth?redirect=%2Fprofile');
    await page.getByRole('main').getByRole('link', { name: 'Masuk', exact: true }).click();
    await expect(page).toHaveURL('/auth/login?redirect=%2Fprofile');
    await form.getByLabel('E-mail atau nomor telepon').fill(user.email);
    await form.getByLabel('Kata sandi').fill(user.password);
    await form.getByRole('button', { name: 'Masuk' }).click();

    await expect(page).toHaveURL('/profile');
    await expect(page.getByRole('heading', { level: 1, name: 'Profil Saya' })).toBeVisible();
    await expect(page.getByTestId('desktop-user-name')).toHaveText('Kartika Wu..');
  });

  test('a wrong password shows the localised error and stays on the login page', async ({ page }) => {
    await page.goto('/auth/login');
    const form = page.getByRole('main');
    await form.getByLabel('E-mail atau nomor telepon').fill(DEMO_CUSTOMER.email);
    await form.getByLabel('Kata sandi').fill('Salah12345');
    await form.getByRole('button', { name: 'Masuk' }).click();

    await expect(form.getByRole('alert')).toHaveText('E-mail/nomor telepon atau kata sandi salah');
    await expect(page).toHaveURL('/auth/login');
    await expect(form.getByLabel('E-mail atau nomor telepon')).toHaveValue(DEMO_CUSTOMER.email);

    // An unknown account gets the very same answer.
    await page.goto('/auth/login');
    await expect(form.getByRole('alert')).toHaveCount(0);
    await form.getByLabel('E-mail atau nomor telepon').fill('tidak-ada@demo.apotek.id');
    await form.getByLabel('Kata sandi').fill('Salah12345');
    await form.getByRole('button', { name: 'Masuk' }).click();
    await expect(form.getByRole('alert')).toHaveText('E-mail/nomor telepon atau kata sandi salah');
    await expect(page).toHaveURL('/auth/login');
    await expect(page.getByTestId('desktop-user-name')).toHaveCount(0);
  });

  test('an empty login shows an error under each field', async ({ page }) => {
    await page.goto('/auth/login');
    const form = page.getByRole('main');
    await form.getByRole('button', { name: 'Masuk' }).click();

    const login = form.getByLabel('E-mail atau nomor telepon');
    const password = form.getByLabel('Kata sandi');
    await expect(login).toHaveAttribute('aria-invalid', 'true');
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    await expect(login).toHaveAccessibleDescription('E-mail atau nomor telepon wajib diisi');
    await expect(password).toHaveAccessibleDescription('Kata sandi wajib diisi');
    await expect(page).toHaveURL('/auth/login');
  });
});
