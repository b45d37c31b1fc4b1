import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { registerShopper, type Shopper } from '../support/shop';

/** Two browsers, so the two signed-in devices look different in the list. */
const WINDOWS_CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';
const ANDROID_CHROME = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Mobile Safari/537.36';
const NEW_PASSWORD = 'Gelombang7Biru9Lautan';

/** Signs in through the login page, as a visitor would, and lands on /profile. */
async function signIn(page: Page, shopper: Shopper, password: string): Promise<void> {
  await page.goto('/auth/login?redirect=%2Fprofile');
  const form = page.getByRole('main');
  await form.getByLabel('E-mail atau nomor telepon').fill(shopper.email);
  await form.getByLabel('Kata sandi').fill(password);
  await form.getByRole('button', { name: 'Masuk' }).click();
  await expect(page).toHaveURL('/profile');
}

/** Opens /profile and expects to be sent to sign in: the device's session is over. */
async function expectSignedOut(page: Page): Promise<void> {
  await page.goto('/profile');
  await expect(page).toHaveURL('/auth?redirect=%2Fprofile');
}

const sessionsOf = (page: Page) => page.getByRole('list', { name: 'Perangkat yang masuk' }).getByTestId('account-session');
const status = (page: Page, text: string | RegExp) => page.getByRole('status').filter({ hasText: text });

test.describe('account security', () => {
  let laptopContext: BrowserContext;
  let phoneContext: BrowserContext;

  test.beforeEach(async ({ browser }: { browser: Browser }) => {
    laptopContext = await browser.newContext({ userAgent: WINDOWS_CHROME });
    phoneContext = await browser.newContext({ userAgent: ANDROID_CHROME, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  });
  test.afterEach(async () => {
    await laptopContext.close();
    await phoneContext.close();
  });

  test('two devices: the list shows both, one is signed out by hand, a password change signs the other out', async ({ request }) => {
    // Its own account: its password changes and its sessions end.
    const shopper = await registerShopper(request);
    const laptop = await laptopContext.newPage();
    const phone = await phoneContext.newPage();
    await signIn(laptop, shopper, shopper.password);
    await signIn(phone, shopper, shopper.password);

    // The account page: who is signed in, and every device with its last use.
    await laptop.goto('/profile');
    await expect(laptop.getByRole('heading', { level: 1, name: 'Profil Saya' })).toBeVisible();
    await expect(laptop.getByText(shopper.email)).toBeVisible();
    await expect(laptop.getByRole('heading', { level: 2, name: 'Keamanan akun' })).toBeVisible();
    const laptopRow = sessionsOf(laptop).filter({ hasText: 'Perangkat ini' });
    await expect(laptopRow).toHaveCount(1);
    await expect(laptopRow).toContainText('Chrome di Windows');
    await expect(laptopRow).toContainText(/Terakhir aktif \d{1,2} \S+ \d{4}\D+\d{2}\.\d{2} WIB/);
    const phoneRow = sessionsOf(laptop).filter({ hasText: 'Chrome di Android' });
    await expect(phoneRow).toHaveCount(1);
    await expect(phoneRow).not.toContainText('Perangkat ini');
    // The registration's own session (an API client) is there too.
    await expect(sessionsOf(laptop)).toHaveCount(3);

    // Sign the phone out from the laptop, by keyboard.
    await phoneRow.getByRole('button', { name: 'Keluarkan Chrome di Android' }).focus();
    await laptop.keyboard.press('Enter');
    await expect(status(laptop, 'Perangkat telah dikeluarkan')).toBeVisible();
    await expect(sessionsOf(laptop).filter({ hasText: 'Chrome di Android' })).toHaveCount(0);
    await expectSignedOut(phone);

    // The phone comes back; the laptop changes the password. A wrong current one is refused by its field.
    await signIn(phone, shopper, shopper.password);
    await laptop.reload();
    await expect(sessionsOf(laptop).filter({ hasText: 'Chrome di Android' })).toHaveCount(1);
    const form = laptop.getByTestId('change-password-form');
    const current = form.getByLabel('Kata sandi saat ini');
    await current.fill('BukanKataSandi1');
    await form.getByLabel('Kata sandi baru').fill(NEW_PASSWORD);
    await form.getByLabel('Konfirmasi kata sandi').fill(NEW_PASSWORD);
    await form.getByRole('button', { name: 'Simpan kata sandi' }).click();
    await expect(current).toHaveAttribute('aria-invalid', 'true');
    await expect(current).toHaveAccessibleDescription('Kata sandi saat ini salah');
    await expect(sessionsOf(laptop)).toHaveCount(3);

    await current.fill(shopper.password);
    await form.getByLabel('Kata sandi baru').fill(NEW_PASSWORD);
    await form.getByLabel('Konfirmasi kata sandi').fill(NEW_PASSWORD);
    await form.getByRole('button', { name: 'Simpan kata sandi' }).click();
    await expect(status(laptop, 'Kata sandi berhasil diubah. Perangkat lain telah dikeluarkan')).toBeVisible();
    await expect(current).toHaveValue('');
    await expect(sessionsOf(laptop)).toHaveCount(1);
    await expect(laptop.getByText('Tidak ada perangkat lain yang sedang masuk.')).toBeVisible();

    // The phone is signed out, and only the new password lets it back in.
    await expectSignedOut(phone);
    await signIn(phone, shopper, NEW_PASSWORD);

    // "Sign out of all other devices" from the laptop ends the phone again; the laptop stays.
    await laptop.reload();
    await expect(sessionsOf(laptop)).toHaveCount(2);
    await laptop.getByRole('button', { name: 'Keluar dari semua perangkat lain' }).click();
    await expect(status(laptop, 'Perangkat yang dikeluarkan: 1')).toBeVisible();
    await expect(sessionsOf(laptop)).toHaveCount(1);
    await expectSignedOut(phone);
    await laptop.reload();
    await expect(laptop).toHaveURL('/profile');
  });

  test('without JavaScript the password form still works and says so on the page', async ({ browser, request }) => {
    const shopper = await registerShopper(request);
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await signIn(page, shopper, shopper.password);
    const form = page.getByTestId('change-password-form');
    await form.getByLabel('Kata sandi saat ini').fill(shopper.password);
    await form.getByLabel('Kata sandi baru').fill(NEW_PASSWORD);
    await form.getByLabel('Konfirmasi kata sandi').fill('TidakSama123');
    await form.getByRole('button', { name: 'Simpan kata sandi' }).click();
    await expect(form.getByLabel('Konfirmasi kata sandi')).toHaveAccessibleDescription('Konfirmasi kata sandi tidak cocok dengan kata sandi');

    await form.getByLabel('Kata sandi saat ini').fill(shopper.password);
    await form.getByLabel('Kata sandi baru').fill(NEW_PASSWORD);
    await form.getByLabel('Konfirmasi kata sandi').fill(NEW_PASSWORD);
    await form.getByRole('button', { name: 'Simpan kata sandi' }).click();
    await expect(form.getByRole('status')).toHaveText('Kata sandi berhasil diubah. Perangkat lain telah dikeluarkan');
    await context.close();
  });
});
