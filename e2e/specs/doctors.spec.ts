import { expect, test } from '@playwright/test';

/** Reviewers show as the first name's first and last letter around three stars ("B***i"). */
const MASKED = /^\S\*\*\*\S?$/;

for (const width of [390, 1280]) {
  test.describe(`doctors at ${width} px`, () => {
    test.use({ viewport: { width, height: width === 390 ? 844 : 800 } });

    test('list → filter by specialty → open a doctor: STR, schedule and reviews', async ({ page }) => {
      await page.goto('/');
      if (width === 1280) {
        // "Konsultasi" in the top bar leads here (SPEC §2).
        await page.getByRole('banner').getByRole('link', { name: 'Konsultasi', exact: true }).click();
        await expect(page).toHaveURL('/doctor');
      } else await page.goto('/doctor');
      await expect(page).toHaveTitle(/Konsultasi Dokter/);
      await expect(page.getByRole('heading', { level: 1, name: 'Konsultasi Dokter' })).toBeVisible();
      await expect(page.locator('#doctor-results')).toHaveText('20 dokter');
      const list = page.getByRole('list', { name: 'Konsultasi Dokter' });
      await expect(list.getByTestId('doctor-card')).toHaveCount(12);
      // The round-the-clock GP is online whenever the suite runs; every card shows a fee in rupiah.
      const rina = list.getByTestId('doctor-card').filter({ hasText: 'dr. Rina Kusumawati' });
      await expect(rina.getByTestId('online-badge')).toHaveText('Online');
      await expect(rina.getByTestId('doctor-fee')).toHaveText('Rp 30.000');
      await expect(rina.getByTestId('doctor-rating')).toContainText('ulasan');

      const chips = page.getByRole('navigation', { name: 'Spesialis' });
      await chips.getByRole('link', { name: 'Anak', exact: true }).click();
      await expect(page).toHaveURL(/\/doctor\?specialty=anak$/);
      await expect(chips.getByRole('link', { name: 'Anak', exact: true })).toHaveAttribute('aria-current', 'true');
      await expect(page.locator('#doctor-results')).toHaveText('3 dokter');
      const cards = page.getByRole('list', { name: 'Konsultasi Dokter' }).getByTestId('doctor-card');
      await expect(cards).toHaveCount(3);
      for (const card of await cards.all()) await expect(card).toContainText('Anak');

      await cards.filter({ hasText: 'dr. Siti Rahmawati, Sp.A' }).getByRole('link', { name: 'dr. Siti Rahmawati, Sp.A' }).click();
      await expect(page).toHaveURL('/doctor/dr-siti-rahmawati-sp-a');
      await expect(page.getByRole('heading', { level: 1, name: 'dr. Siti Rahmawati, Sp.A' })).toBeVisible();
      await expect(page).toHaveTitle(/dr\. Siti Rahmawati, Sp\.A – Anak/);

      const facts = page.getByTestId('doctor-facts');
      await expect(facts.getByTestId('doctor-str')).toHaveText('3174200120104521');
      await expect(facts).toContainText('RSIA Bunda Kasih, Jakarta Selatan');
      await expect(facts).toContainText('Bahasa Indonesia, Inggris');

      const schedule = page.getByRole('table', { name: 'Jadwal praktik' });
      await expect(schedule.getByRole('row', { name: /Senin/ })).toContainText('09.00 – 12.00 WIB');
      await expect(schedule.getByRole('row', { name: /Senin/ })).toContainText('19.00 – 21.00 WIB');
      await expect(schedule.getByRole('row', { name: /Minggu/ })).toContainText('Tidak praktik');
      await expect(page.getByTestId('schedule-zone')).toHaveText('Semua jam dalam WIB (Asia/Jakarta).');
      await expect(page.getByTestId('doctor-availability')).toContainText('Waktu praktik berikutnya');

      const reviews = page.getByRole('region', { name: /Ulasan pasien/ });
      const items = reviews.getByTestId('doctor-review');
      await expect(items).toHaveCount(5);
      for (const item of await items.all()) {
        await expect(item.getByRole('img', { name: /dari 5 bintang/ })).toBeVisible();
        await expect(item.getByTestId('review-author')).toHaveText(MASKED);
      }
      // Six reviews, five a page: the second page is a link of its own.
      await reviews.getByRole('navigation', { name: 'Halaman ulasan' }).getByRole('link', { name: /2/ }).click();
      await expect(page).toHaveURL('/doctor/dr-siti-rahmawati-sp-a?reviews=2#reviews');
      await expect(page.getByTestId('doctor-review')).toHaveCount(1);

      // The two ways to consult lead to their own pages; nothing is started or paid from the profile.
      await expect(page.getByRole('link', { name: 'Chat sekarang' })).toHaveAttribute('href', '/doctor/consultation?doctor=dr-siti-rahmawati-sp-a');
      await expect(page.getByRole('link', { name: 'Buat janji' })).toHaveAttribute('href', '/doctor/appointment?doctor=dr-siti-rahmawati-sp-a');
    });

    test('a doctor on WITA hours shows them in WIB, saying so', async ({ page }) => {
      await page.goto('/doctor/dr-made-wirawan');
      const schedule = page.getByRole('table', { name: 'Jadwal praktik' });
      // 07:00–11:00 and 18:00–22:00 WITA.
      await expect(schedule.getByRole('row', { name: /Rabu/ })).toContainText('06.00 – 10.00 WIB');
      await expect(schedule.getByRole('row', { name: /Rabu/ })).toContainText('17.00 – 21.00 WIB');
      await expect(page.getByTestId('schedule-zone')).toContainText('WITA (Asia/Makassar)');
    });
  });
}

test.describe('doctors without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 1280, height: 800 } });

  test('search, filters and sort are GET forms that work without scripts', async ({ page }) => {
    await page.goto('/doctor');
    const search = page.getByRole('search');
    await search.getByRole('searchbox', { name: 'Nama dokter, spesialis, atau kota' }).fill('psikiater');
    await search.getByRole('button', { name: 'Cari' }).click();
    await expect(page).toHaveURL(/\/doctor\?q=psikiater$/);
    await expect(page.locator('#doctor-results')).toHaveText('2 dokter');

    const filters = page.getByRole('complementary', { name: 'Filter', exact: true });
    await filters.getByRole('radio', { name: 'Perempuan' }).check();
    await filters.getByRole('button', { name: 'Terapkan' }).click();
    await expect(page).toHaveURL(/q=psikiater/);
    await expect(page).toHaveURL(/gender=female/);
    const cards = page.getByRole('list', { name: 'Konsultasi Dokter' }).getByTestId('doctor-card');
    await expect(cards).toHaveCount(1);
    await expect(cards.first()).toContainText('dr. Anisa Maharani, Sp.KJ');

    await page.goto('/doctor?sort=fee_asc&max_fee=30000');
    const fees = await page.getByTestId('doctor-fee').allTextContents();
    expect(fees).toEqual(['Rp 20.000', 'Rp 25.000', 'Rp 30.000']);
  });

  test('English pages name specialties and STR in English', async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'i18n_redirected', value: 'en', url: baseURL! }]);
    await page.goto('/doctor?specialty=anak');
    await expect(page.getByRole('heading', { level: 1, name: 'Doctor Consultation' })).toBeVisible();
    await expect(page.locator('#doctor-results')).toHaveText('3 doctors');
    await expect(page.getByRole('navigation', { name: 'Specialty' }).getByRole('link', { name: 'Paediatrics' })).toHaveAttribute('aria-current', 'true');
    await page.goto('/doctor/dr-andi-pratama');
    await expect(page.getByTestId('doctor-facts')).toContainText('STR number');
    await expect(page.getByRole('link', { name: 'Chat now' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Practice schedule' }).getByRole('row', { name: /Monday/ })).toContainText('08:00 – 12:00 WIB');
  });

  test('an unknown doctor is a 404 page', async ({ page }) => {
    const response = await page.goto('/doctor/dr-tidak-ada');
    expect(response?.status()).toBe(404);
  });
});
