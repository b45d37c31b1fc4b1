import { expect, test } from '@playwright/test';
import { pharmacyId, stockedProducts } from '../support/shop';

/**
 * Issue 8 point 2, no "pilih apotek" wall: a product page assigns the nearest pharmacy that has the product
 * in stock (for a guest without a location: from Monas), shows it with its distance and "Ganti apotek", and
 * choosing another pharmacy from there returns the shopper to the product page.
 */
const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
];
const MENTENG = 'apotek-menteng-jakarta-pusat'; // the nearest outlet to Monas
const DAGO = 'apotek-dago-bandung';

interface Nearby {
  id: number;
  name: string;
}

for (const viewport of VIEWPORTS) {
  test.describe(`auto pharmacy at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('a fresh guest can add at once, sees where it is sent from, changes pharmacy, comes back and buys there', async ({ page, request }) => {
      const mentengId = await pharmacyId(request, MENTENG);
      const [product] = await stockedProducts(request, mentengId, 1);
      const stocking = await request.get(`/api/pharmacies/nearest?product_id=${product!.id}&radius_km=2000&limit=5`);
      const list = ((await stocking.json()) as { data: Nearby[] }).data;
      expect(list[0]!.name).toBe('Apotek Menteng');
      const other = list[1]!;

      // No pharmacy chosen: the page picked Menteng (2,x km from Monas) and the button works at once.
      await page.goto(`/product/${product!.slug}`);
      const sentFrom = page.getByTestId('sent-from');
      await expect(sentFrom).toHaveText(/^Dikirim dari Apotek Menteng · \d,\d km$/);
      const add = page.getByTestId('add-to-cart').getByRole('button', { name: 'Tambah ke keranjang' });
      await expect(add).toBeEnabled();
      await add.click();
      await expect(page.getByRole('status').filter({ hasText: 'ditambahkan ke keranjang' })).toBeVisible();

      // "Ganti apotek" opens the list with the way back; choosing another pharmacy returns to the product.
      await page.getByTestId('change-store').click();
      await expect(page).toHaveURL(`/pharmacy?return=${encodeURIComponent(`/product/${product!.slug}`)}`);
      await expect(page.getByTestId('return-note')).toBeVisible();
      await page.getByRole('list', { name: 'Semua apotek' }).getByRole('button', { name: `Pilih ${other.name}` }).click();
      await expect(page).toHaveURL(`/product/${product!.slug}`);
      await expect(sentFrom).toContainText(`Dikirim dari ${other.name}`);
      await expect(page.getByTestId('stock-status')).toContainText('Tersedia');

      // The explicit choice holds on the next visit, and the new line is kept at that pharmacy.
      await page.reload();
      await expect(sentFrom).toContainText(other.name);
      await add.click();
      await expect(page.getByRole('status').filter({ hasText: 'ditambahkan ke keranjang' }).first()).toBeVisible();
      await page.goto('/cart');
      const chosenCart = page.getByTestId('store-cart').filter({ has: page.getByRole('link', { name: other.name }) });
      await expect(chosenCart.getByTestId('cart-line').filter({ hasText: product!.name })).toHaveCount(1);
      const autoCart = page.getByTestId('store-cart').filter({ has: page.getByRole('link', { name: 'Apotek Menteng' }) });
      await expect(autoCart.getByTestId('cart-line').filter({ hasText: product!.name })).toHaveCount(1);
    });

    test("after \"use my location\" on /pharmacy, product pages are sent from the pharmacy nearest the browser", async ({ page, context, baseURL, request }) => {
      const dagoId = await pharmacyId(request, DAGO);
      const [product] = await stockedProducts(request, dagoId, 1);
      await context.grantPermissions(['geolocation'], { origin: baseURL! });
      await context.setGeolocation({ latitude: -6.893, longitude: 107.613 }); // Dago, Bandung
      await page.goto('/pharmacy');
      await page.getByRole('button', { name: 'Gunakan lokasi saya' }).click();
      await expect(page.getByRole('list', { name: 'Apotek terdekat' })).toBeVisible();
      await page.goto(`/product/${product!.slug}`);
      await expect(page.getByTestId('sent-from')).toHaveText(/^Dikirim dari Apotek Dago · \d+ m$/);
      await expect(page.getByTestId('add-to-cart').getByRole('button', { name: 'Tambah ke keranjang' })).toBeEnabled();
    });

    test('a guest who shares no location picks a city on /pharmacy, and product pages are sent from that city', async ({ page, request }) => {
      const dagoId = await pharmacyId(request, DAGO);
      const [product] = await stockedProducts(request, dagoId, 1);
      const cities = ((await (await request.get('/api/pharmacies/cities')).json()) as { data: { city: string; count: number }[] }).data;
      const bandung = cities.find((c) => /bandung/i.test(c.city))!;
      const near = await request.get(`/api/pharmacies/nearest?product_id=${product!.id}&radius_km=2000&limit=1&city=${encodeURIComponent(bandung.city)}`);
      const expected = ((await near.json()) as { data: (Nearby & { city: string })[] }).data[0]!;
      expect(expected.city).toBe(bandung.city);

      await page.goto('/pharmacy');
      await page.getByLabel('Atau pilih kota Anda').selectOption(bandung.city);
      await page.getByRole('button', { name: 'Terapkan kota' }).click();
      await expect(page.getByRole('heading', { name: `Apotek di ${bandung.city}` })).toBeVisible();
      await expect(page.getByRole('list', { name: `Apotek di ${bandung.city}` }).getByRole('listitem')).toHaveCount(bandung.count);

      await page.goto(`/product/${product!.slug}`);
      await expect(page.getByTestId('sent-from')).toContainText(`Dikirim dari ${expected.name}`);
      await expect(page.getByTestId('add-to-cart').getByRole('button', { name: 'Tambah ke keranjang' })).toBeEnabled();

      // "Semua kota" forgets the city: the list is whole again.
      await page.goto('/pharmacy');
      await page.getByLabel('Atau pilih kota Anda').selectOption('');
      await page.getByRole('button', { name: 'Terapkan kota' }).click();
      await expect(page.getByRole('heading', { name: 'Semua apotek' })).toBeVisible();
    });

    test('in English the distance uses a decimal point, and a foreign return address is ignored', async ({ page, context, baseURL, request }) => {
      const mentengId = await pharmacyId(request, MENTENG);
      const [product] = await stockedProducts(request, mentengId, 1);
      await context.addCookies([{ name: 'i18n_redirected', value: 'en', url: baseURL! }]);
      await page.goto(`/product/${product!.slug}`);
      await expect(page.getByTestId('sent-from')).toHaveText(/^Sent from Apotek Menteng · \d\.\d km$/);
      await expect(page.getByTestId('change-store')).toHaveText('Change pharmacy');

      // Only local paths are followed back (the contract's redirect rule).
      await page.goto('/pharmacy?return=%2F%2Fevil.example%2F');
      await expect(page.getByTestId('return-note')).toHaveCount(0);
      await page.getByRole('list', { name: 'All pharmacies' }).getByRole('button', { name: 'Choose Apotek Menteng' }).click();
      await expect(page).toHaveURL(/\/pharmacy\?return=/);
      expect(new URL(page.url()).host).toBe(new URL(baseURL!).host);
    });
  });
}
