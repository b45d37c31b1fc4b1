import { expect, test } from '@playwright/test';

/** Monas, Jakarta. */
const MONAS = { latitude: -6.1754, longitude: 106.8272 };

/** "850 m" / "1,2 km" back to metres, to check the order the page shows. */
function metres(text: string): number {
  const m = /([\d.,]+)\s*(km|m)\b/.exec(text);
  if (!m) throw new Error(`no distance in "${text}"`);
  const n = Number(m[1]!.replace(/\./g, '').replace(',', '.'));
  return m[2] === 'km' ? n * 1000 : n;
}

test.describe('pharmacies', () => {
  test.use({ geolocation: MONAS, permissions: ['geolocation'] });

  test('with the location shared, /pharmacy lists the nearest first, each with its distance', async ({ page, context }) => {
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation(MONAS);
    await page.goto('/pharmacy');
    await expect(page.getByRole('heading', { level: 1, name: 'Daftar Apotek' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Semua apotek' })).toBeVisible();

    await page.getByRole('button', { name: 'Gunakan lokasi saya' }).click();
    await expect(page.getByRole('heading', { name: 'Apotek terdekat' })).toBeVisible();
    const list = page.getByRole('list', { name: 'Apotek terdekat' });
    const cards = list.getByTestId('pharmacy-card');
    await expect(cards.first()).toBeVisible();

    const distances = await list.getByTestId('pharmacy-distance').allTextContents();
    expect(distances.length).toBe(await cards.count());
    const values = distances.map(metres);
    expect(values).toEqual([...values].sort((a, b) => a - b));

    // The first one is the one the API calls nearest to Monas, and it is in Jakarta.
    const nearest = await page.request.get(`/api/pharmacies/nearest?lat=${MONAS.latitude}&lng=${MONAS.longitude}&limit=1`);
    const [expected] = ((await nearest.json()) as { data: { name: string; city: string }[] }).data;
    await expect(cards.first().getByRole('heading')).toHaveText(expected!.name);
    expect(expected!.city).toMatch(/Jakarta/);
    expect(values[0]).toBeLessThan(10_000);
  });

  test('choosing a pharmacy keeps it for the product pages, which then show its stock', async ({ page, context, baseURL }) => {
    await page.goto('/pharmacy');
    const card = page.getByRole('list', { name: 'Semua apotek' }).getByTestId('pharmacy-card').first();
    const name = (await card.getByRole('heading').textContent())!.trim();
    await card.getByRole('button', { name: `Pilih ${name}` }).click();
    await expect(card.getByTestId('chosen-store')).toHaveText(/Apotek pilihan Anda/);
    const cookie = (await context.cookies(baseURL!)).find((c) => c.name === 'apotek_store');
    expect(cookie?.value).toMatch(/^\d+$/);

    const response = await page.request.get(`/api/products?store_id=${cookie!.value}&in_stock=1&perPage=1`);
    const [product] = ((await response.json()) as { data: { data: { slug: string }[] } }).data.data;
    await page.goto(`/product/${product!.slug}`);
    const stock = page.getByTestId('stock-status');
    await expect(stock).toContainText('Tersedia');
    await expect(stock.getByRole('link', { name })).toBeVisible();
  });

  test('a pharmacy page shows hours, open-now, the map position and its legal information', async ({ page }) => {
    const response = await page.request.get('/api/pharmacies?perPage=1');
    const [first] = ((await response.json()) as { data: { data: { slug: string; name: string; latitude: number; longitude: number }[] } }).data.data;
    await page.goto(`/pharmacy/${first!.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(first!.name);
    await expect(page.getByTestId('operation-status').getByTestId('open-badge')).toHaveText(/Buka sekarang|Tutup/);

    const hours = page.getByRole('table', { name: 'Jam buka per hari' });
    await expect(hours.getByRole('rowheader')).toHaveText([/Senin/, /Selasa/, /Rabu/, /Kamis/, /Jumat/, /Sabtu/, /Minggu/]);

    await expect(page.getByTestId('coordinates')).toHaveText(`${first!.latitude.toFixed(5)}, ${first!.longitude.toFixed(5)}`);
    await expect(page.getByRole('link', { name: /Buka di OpenStreetMap/ })).toHaveAttribute('href', /openstreetmap\.org\/\?mlat=/);

    const legal = page.getByRole('region', { name: 'Informasi legal' });
    for (const label of ['Nama badan usaha', 'Nomor izin apotek (SIA)', 'Apoteker penanggung jawab', 'Nomor SIPA', 'Alamat', 'Telepon']) {
      await expect(legal.getByRole('term').filter({ hasText: label })).toBeVisible();
    }
    await expect(page.getByRole('heading', { name: 'Produk tersedia di apotek ini' })).toBeVisible();
  });
});
