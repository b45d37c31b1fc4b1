import { expect, type Page, test } from '@playwright/test';
import { registerShopper, signInWithToken } from '../support/shop';

// Issue 8, points 9 (region names in Title Case) and 10 (English mode is complete), on a phone and a desktop.
// SCREENSHOT_DIR=/tmp/... keeps a picture of each page for a person to look at.

/** A region name in Title Case: every word capitalised, except "dan" inside a name, DKI and roman numerals. */
const TITLE_WORD = /^([A-Z][a-z'-]*|DKI|[IVX]+|dan)$/;
const isTitleCase = (name: string) => name.split(' ').every((word) => TITLE_WORD.test(word));

/** Words that only Indonesian text on a product page would carry. */
const INDONESIAN = /\b(dan|sehari|kali|Dewasa|Anak|Simpan|tempat|terhadap|dokter|Dus|isi|Kemasan|Komposisi|Indikasi|Dosis|Produsen|Efek samping|Nomor izin edar)\b/;

async function optionLabels(page: Page, label: string): Promise<string[]> {
  const select = page.getByTestId('address-form').getByLabel(label);
  const labels = await select.locator('option').allTextContents();
  return labels.filter((_, i) => i > 0).map((l) => l.trim()); // the first option is the "choose" prompt
}

async function keep(page: Page, name: string): Promise<void> {
  const dir = process.env.SCREENSHOT_DIR;
  if (dir) await page.screenshot({ path: `${dir}/${name}.png`, fullPage: true });
}

for (const width of [390, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width < 800 ? 844 : 900 } });

    test('the address form lists provinces and cities in Title Case, and leaves the postcode to the customer', async ({ page, request, context, baseURL }) => {
      const shopper = await registerShopper(request);
      await signInWithToken(context, baseURL!, shopper.token);
      await page.goto('/profile/address');
      const form = page.getByTestId('address-form');
      await expect(form.getByLabel('Provinsi')).toBeVisible();

      await expect.poll(async () => (await optionLabels(page, 'Provinsi')).length).toBe(38);
      const provinces = await optionLabels(page, 'Provinsi');
      expect(provinces.filter((p) => !isTitleCase(p))).toEqual([]);
      expect(provinces).toEqual(expect.arrayContaining(['DKI Jakarta', 'Daerah Istimewa Yogyakarta', 'Kepulauan Riau', 'Jawa Barat']));

      await form.getByLabel('Provinsi').selectOption({ label: 'DKI Jakarta' });
      await expect.poll(async () => optionLabels(page, 'Kota/Kabupaten')).toContain('Kota Administrasi Jakarta Selatan');
      const cities = await optionLabels(page, 'Kota/Kabupaten');
      expect(cities.filter((c) => !isTitleCase(c))).toEqual([]);
      expect(cities).toContain('Kabupaten Administrasi Kepulauan Seribu');

      await form.getByLabel('Kota/Kabupaten').selectOption({ label: 'Kota Administrasi Jakarta Pusat' });
      await form.getByLabel('Kecamatan').selectOption({ label: 'Gambir' });
      await form.getByLabel('Kelurahan/Desa').selectOption({ label: 'Gambir' });
      // idn-area-data has no postal codes, so none is made up: the field stays as the customer left it.
      await expect(form.getByLabel('Kode pos')).toHaveValue('');
      await keep(page, `address-form-${width}`);

      await form.getByLabel('Provinsi').selectOption({ label: 'Jawa Barat' });
      await expect.poll(async () => optionLabels(page, 'Kota/Kabupaten')).toContain('Kota Bandung');
      expect((await optionLabels(page, 'Kota/Kabupaten')).filter((c) => !isTitleCase(c))).toEqual([]);
    });

    test('a product page in English shows the leaflet and the pack size in English', async ({ page, request, context, baseURL }) => {
      // A box of ten strips of ten tablets, found through the API in English.
      let slug = '';
      for (let p = 1; !slug && p <= 20; p++) {
        const res = await request.get(`/api/products?perPage=50&page=${p}`, { headers: { cookie: 'i18n_redirected=en' } });
        const page = ((await res.json()) as { data: { data: Array<{ slug: string; packaging: string }> } }).data.data;
        if (page.length === 0) break;
        slug = page.find((x) => x.packaging === 'Box of 10 Strips x 10 Tablets')?.slug ?? '';
      }
      expect(slug).not.toBe('');

      await context.addCookies([{ name: 'i18n_redirected', value: 'en', url: baseURL! }]);
      await page.goto(`/product/${slug}`);
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      const leaflet = page.getByTestId('product-leaflet');
      for (const heading of ['Description', 'Composition', 'Indications / Uses', 'Dosage and directions', 'Contraindications', 'Side effects', 'Storage', 'Packaging', 'Manufacturer', 'Registration number']) {
        await expect(leaflet.getByRole('heading', { name: heading, exact: true })).toBeVisible();
      }
      await expect(leaflet.getByRole('region', { name: 'Packaging' })).toContainText('Box of 10 Strips x 10 Tablets');
      await expect(leaflet.getByRole('region', { name: 'Storage' })).toContainText('Store in a cool, dry place below 30 °C');

      // No Indonesian is left in the leaflet unless it says so with lang="id".
      const unmarked = await leaflet.evaluate((el) => {
        const texts: string[] = [];
        const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          if (!node.parentElement?.closest('[lang="id"]')) texts.push(node.textContent ?? '');
        }
        return texts.join(' ');
      });
      expect(unmarked).not.toMatch(INDONESIAN);
      for (const marked of await leaflet.locator('[lang]').all()) await expect(marked).toHaveAttribute('lang', 'id');
      await keep(page, `product-en-${width}`);

      // The same page in Indonesian speaks Indonesian.
      await context.addCookies([{ name: 'i18n_redirected', value: 'id', url: baseURL! }]);
      await page.goto(`/product/${slug}`);
      await expect(page.locator('html')).toHaveAttribute('lang', 'id');
      await expect(leaflet.getByRole('heading', { name: 'Kemasan', exact: true })).toBeVisible();
      await expect(leaflet.getByRole('region', { name: 'Kemasan' })).toContainText('Dus isi 10 strip @ 10 tablet');
      await expect(leaflet.getByRole('region', { name: 'Cara penyimpanan' })).toContainText('Simpan di tempat sejuk');
    });
  });
}
