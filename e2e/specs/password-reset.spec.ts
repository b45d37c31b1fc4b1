import { randomInt } from 'node:crypto';
import { expect, test } from '../support/customer';
import { readOtp } from '../support/outbox';
import { authHeaders, registerShopper } from '../support/shop';
import { desktopBar } from '../support/top-bar';

/** The reset message, not the registration one the same number or address may also have received. */
const RESET_TEXT = /mengatur ulang kata sandi/;

test.describe('password reset', () => {
  test('by phone: code from the outbox, a new password; the new one signs in, the old one and old sessions no longer work', async ({ page, request }) => {
    // Its own account: setting a password ends every session of the account.
    const shopper = await registerShopper(request);
    const form = page.getByRole('main');

    await page.goto('/auth/login');
    await form.getByRole('link', { name: 'Lupa kata sandi?' }).click();
    await expect(page).toHaveURL('/auth/password');
    await expect(page.getByRole('heading', { level: 1, name: 'Lupa Kata Sandi' })).toBeVisible();
    await form.getByLabel('E-mail atau nomor telepon').fill(shopper.phone);
    await form.getByRole('button', { name: 'Kirim kode' }).click();

    await expect(page).toHaveURL('/auth/password/confirm');
    await expect(page.getByRole('heading', { level: 1, name: 'Verifikasi Kode OTP' })).toBeVisible();
    await expect(form).toContainText(`lewat SMS ke`);
    const code = await readOtp(request, shopper.e164, RESET_TEXT);

    // A wrong code is refused and keeps the visitor on the step.
    const codeField = form.getByLabel('Kode OTP (6 digit)');
    await codeField.fill(code === '000000' ? '111111' : '000000');
    await form.getByRole('button', { name: 'Verifikasi' }).click();
    await expect(codeField).toHaveAttribute('aria-invalid', 'true');
    await expect(page).toHaveURL('/auth/password/confirm');

    await codeField.fill(code);
    await form.getByRole('button', { name: 'Verifikasi' }).click();
    await expect(page).toHaveURL('/auth/password/reset');
    await expect(page.getByRole('heading', { level: 1, name: 'Atur Ulang Kata Sandi' })).toBeVisible();

    const newPassword = `Teh-Manis-${randomInt(10_000, 99_999)}`;
    // The reset token the verified code earned, kept to try it again once it has been spent.
    const resetCookie = (await page.context().cookies()).find((c) => c.name === 'apotek_reset');
    expect(resetCookie).toBeDefined();
    const resetToken = decodeURIComponent(resetCookie!.value);
    expect(resetToken).toBeTruthy();
    await form.getByLabel('Kata sandi baru').fill(newPassword);
    await form.getByLabel('Konfirmasi kata sandi').fill(newPassword);
    await form.getByRole('button', { name: 'Simpan kata sandi' }).click();

    await expect(page).toHaveURL('/auth/login?reset=done');
    await expect(form.getByRole('status')).toHaveText('Kata sandi berhasil diubah. Silakan masuk dengan kata sandi baru.');
    // The reset token was used up: the reset page sends a visitor back to the start.
    await page.goto('/auth/password/reset');
    await expect(page).toHaveURL('/auth/password');
    // …and the API itself refuses the spent token.
    const again = await request.post('/api/set-password', {
      headers: { 'App-Platform': 'web', 'content-type': 'application/json' },
      data: { reset_token: resetToken, password: `${newPassword}z`, password_confirmation: `${newPassword}z` },
    });
    expect(again.status(), await again.text()).toBeGreaterThanOrEqual(400);
    expect(again.status()).toBeLessThan(500);

    // The session from before the reset is over.
    const profile = await request.get('/api/my/profile', { headers: authHeaders(shopper.token) });
    expect(profile.status()).toBe(401);

    // The old password is refused…
    await page.goto('/auth/login');
    await form.getByLabel('E-mail atau nomor telepon').fill(shopper.email);
    await form.getByLabel('Kata sandi').fill(shopper.password);
    await form.getByRole('button', { name: 'Masuk' }).click();
    await expect(form.getByRole('alert')).toHaveText('E-mail/nomor telepon atau kata sandi salah');
    await expect(page).toHaveURL('/auth/login');

    // …and the new one signs in.
    await form.getByLabel('Kata sandi').fill(newPassword);
    await form.getByRole('button', { name: 'Masuk' }).click();
    await expect(page).toHaveURL('/');
    await expect(desktopBar(page).getByTestId('desktop-user-name')).toHaveText('Kartika Wu..');
  });

  test('by e-mail: the code goes to the account\'s address, shown masked', async ({ page, request, customer }) => {
    await page.goto('/auth/password');
    const form = page.getByRole('main');
    await form.getByLabel('E-mail atau nomor telepon').fill(customer.email);
    await form.getByRole('button', { name: 'Kirim kode' }).click();

    await expect(page).toHaveURL('/auth/password/confirm');
    const masked = `${customer.email[0]}***@example.test`;
    await expect(form).toContainText(`lewat e-mail ke ${masked}`);
    // The e-mail outbox holds the reset code for this address, and the confirm step takes it.
    const code = await readOtp(request, customer.email, RESET_TEXT);
    await form.getByLabel('Kode OTP (6 digit)').fill(code);
    await form.getByRole('button', { name: 'Verifikasi' }).click();
    await expect(page).toHaveURL('/auth/password/reset');
    await expect(form.getByLabel('Kata sandi baru')).toBeVisible();
    // Not saving a new password here: the shared customer keeps its password and sessions.
  });

  test('an unknown account gets the same answer as a known one', async ({ page }) => {
    await page.goto('/auth/password');
    const form = page.getByRole('main');
    await form.getByLabel('E-mail atau nomor telepon').fill(`tidak-ada-${Date.now().toString(36)}@example.test`);
    await form.getByRole('button', { name: 'Kirim kode' }).click();
    await expect(page).toHaveURL('/auth/password/confirm');
    await expect(page.getByRole('heading', { level: 1, name: 'Verifikasi Kode OTP' })).toBeVisible();
  });
});
