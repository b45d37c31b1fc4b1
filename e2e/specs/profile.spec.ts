import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { readOtp } from '../support/outbox';
import { registerShopper, signInWithToken } from '../support/shop';
import { waitForHydration } from '../support/top-bar';

const PHOTO = fileURLToPath(new URL('../fixtures/prescription.jpg', import.meta.url));

/** A mobile number no other shopper of the run has: 0857 and eight digits from the clock and chance. */
function newPhone(): { local: string; e164: string } {
  const digits = `${Date.now() % 10_000_000}`.padStart(7, '0') + String(Math.floor(Math.random() * 10));
  return { local: `0857${digits}`, e164: `+62857${digits}` };
}

const status = (page: Page, text: string | RegExp) => page.getByRole('status').filter({ hasText: text });

for (const width of [1280, 390] as const) {
  test.describe(`the profile at ${width} px`, () => {
    test.use({ viewport: { width, height: width === 390 ? 844 : 900 } });

    test('edit name, birth date, gender and photo; change the phone with an OTP; turn promotions off', async ({ page, context, baseURL, request }) => {
      // Its own account: its phone changes.
      const shopper = await registerShopper(request);
      await signInWithToken(context, baseURL!, shopper.token);
      await page.goto('/profile');
      await waitForHydration(page);
      await expect(page.getByRole('heading', { level: 1, name: 'Profil Saya' })).toBeVisible();

      // Personal details: a future birth date is refused inline, with the shared rule's words.
      const details = page.getByTestId('details-form');
      await details.getByLabel('Nama lengkap').fill('Ratna Sari Dewi');
      await details.getByLabel('Tanggal lahir').fill('2099-01-01');
      await details.getByTestId('details-save').click();
      await expect(details.getByText('Tanggal lahir tidak boleh di masa depan')).toBeVisible();

      // Then right: name, date of birth, gender and a photo (uploaded as soon as it is picked, previewed).
      await details.getByLabel('Tanggal lahir').fill('1992-08-17');
      await details.getByLabel('Perempuan').check();
      await details.getByTestId('photo-input').setInputFiles(PHOTO);
      await expect(details.getByTestId('photo-field')).toHaveAttribute('data-state', 'done');
      await expect(details.getByRole('img', { name: 'Pratinjau foto profil' })).toBeVisible();
      await details.getByTestId('details-save').click();
      await expect(status(page, 'Profil berhasil disimpan')).toBeVisible();

      await page.reload();
      await expect(details.getByLabel('Nama lengkap')).toHaveValue('Ratna Sari Dewi');
      await expect(details.getByLabel('Tanggal lahir')).toHaveValue('1992-08-17');
      await expect(details.getByLabel('Perempuan')).toBeChecked();
      const avatar = details.getByRole('img', { name: 'Foto profil Anda' });
      await expect(avatar).toHaveAttribute('src', /^\/api\/my\/profile\/photo\/[\w-]+$/);
      // The browser really loads it (the owner's session goes with the image request).
      await expect.poll(() => avatar.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);

      // The phone: a code goes to the new number; the change is made once it is entered.
      const phone = newPhone();
      const row = page.getByTestId('contact-phone');
      await row.getByRole('button', { name: 'Ubah nomor telepon' }).click();
      await row.getByLabel('Nomor telepon baru').fill(phone.local);
      await row.getByTestId('contact-phone-send').click();
      await expect(row.getByText(/Masukkan 6 digit kode OTP yang kami kirim ke \+62857\*+\d{4}/)).toBeVisible();
      // Not changed before the code.
      await expect(row.getByTestId('current-phone')).not.toContainText(phone.local.slice(-4));
      const code = await readOtp(request, phone.e164, /ganti nomor telepon|mengganti nomor telepon/);
      await row.getByLabel('Kode OTP').fill(code);
      await row.getByTestId('contact-phone-confirm').click();
      await expect(status(page, 'Nomor telepon berhasil diubah')).toBeVisible();
      await expect(row.getByTestId('current-phone')).toHaveText(`${phone.local.slice(0, 4)}-${phone.local.slice(4, 8)}-${phone.local.slice(8)}`);
      // The old number was told.
      const told = await request.get(`/api/dev/outbox?recipient=${encodeURIComponent(shopper.e164)}`);
      expect(((await told.json()) as { data: Array<{ body: string }> }).data.some((m) => m.body.includes('baru saja diganti'))).toBe(true);

      // Notifications: transactional ones are locked on; promotions in-app can be turned off.
      const prefs = page.getByTestId('preferences-form');
      const orders = prefs.getByTestId('pref-orders').getByRole('checkbox', { name: 'Aplikasi & push: Selalu aktif' });
      await expect(orders).toBeChecked();
      await expect(orders).toBeDisabled();
      const promotions = prefs.getByTestId('pref-promotions-push');
      await expect(promotions).toBeChecked();
      await promotions.uncheck();
      await prefs.getByTestId('preferences-save').click();
      await expect(status(page, 'Preferensi notifikasi disimpan')).toBeVisible();
      await page.reload();
      await expect(page.getByTestId('preferences-form').getByTestId('pref-promotions-push')).not.toBeChecked();

      // The menu leads to the privacy page.
      await expect(page.getByRole('navigation', { name: 'Menu profil' }).getByRole('link', { name: 'Data & privasi' })).toHaveAttribute('href', '/backup');
    });
  });
}
