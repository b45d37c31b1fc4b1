import { mkdirSync } from 'node:fs';
import { type APIRequestContext, type BrowserContext, expect, type Page, test } from '@playwright/test';
import { PNG } from 'pngjs';
import { authHeaders, loginToken, signInWithToken } from '../support/shop';
import { waitForHydration } from '../support/top-bar';

/**
 * Issue 15, the console's catalogue (docs/decisions/039-console-catalogue.md): an admin creates a product
 * with an image and a customer finds it by search within a second; an admin imports 1,000 products from a
 * CSV made here, three of them bad, and sees each bad row explained, with nothing applied. On a desktop
 * and on a phone. With SHOTS_DIR set, the screens are also saved there (Indonesian and English).
 */

const ADMIN = { login: 'admin@demo.apotek.id', password: 'Demo12345' } as const;
const CUSTOMER = { login: 'budi@demo.apotek.id', password: 'Demo12345' } as const;
const SHOTS = process.env.SHOTS_DIR;

async function shot(page: Page, name: string): Promise<void> {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

/** A small pack-shot-like PNG: a coloured box on white. */
function packShot(seed: number): Buffer {
  const png = new PNG({ width: 240, height: 240 });
  for (let y = 0; y < 240; y++)
    for (let x = 0; x < 240; x++) {
      const i = (y * 240 + x) * 4;
      const inside = x > 50 && x < 190 && y > 30 && y < 210;
      png.data[i] = inside ? (40 + seed * 37) % 256 : 255;
      png.data[i + 1] = inside ? 140 : 255;
      png.data[i + 2] = inside ? 200 : 255;
      png.data[i + 3] = 255;
    }
  return PNG.sync.write(png);
}

async function signIn(context: BrowserContext, request: APIRequestContext, baseURL: string, who: { login: string; password: string }, locale: 'id' | 'en' = 'id'): Promise<string> {
  const token = await loginToken(request, who.login, who.password);
  await signInWithToken(context, baseURL, token);
  if (locale === 'en') await context.addCookies([{ name: 'i18n_redirected', value: 'en', url: baseURL }]);
  return token;
}

async function placement(request: APIRequestContext, token: string): Promise<{ category: string; brand: string }> {
  const cats = (await (await request.get('/api/console/categories', { headers: authHeaders(token) })).json()) as { data: { data: Array<{ slug: string; level: string }> } };
  const brands = (await (await request.get('/api/console/brands', { headers: authHeaders(token) })).json()) as { data: { data: Array<{ slug: string }> } };
  return { category: cats.data.data.find((c) => c.level === 'category')!.slug, brand: brands.data.data[0]!.slug };
}

for (const viewport of [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const) {
  test.describe(`console catalogue on a ${viewport.name}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('an admin creates a product with an image, and a customer finds it by search within a second', async ({ browser, baseURL, request }) => {
      const admin = await browser.newContext({ viewport });
      const adminToken = await signIn(admin, request, baseURL!, ADMIN);
      const page = await admin.newPage();
      await page.goto('/console/catalog');
      await waitForHydration(page);
      await expect(page.getByRole('heading', { name: 'Katalog', level: 1 })).toBeVisible();
      await expect(page.getByTestId('product-row').first()).toBeVisible();
      await shot(page, `catalog-list-id-${viewport.width}`);

      await page.getByRole('link', { name: 'Tambah produk' }).first().click();
      await expect(page).toHaveURL('/console/catalog/new');
      await waitForHydration(page);
      const unique = `Kalvexa ${viewport.name === 'phone' ? 'Sirup' : 'Tablet'} ${Date.now().toString(36)}`;
      const sku = `E2E-${Date.now().toString(36).toUpperCase()}`;
      const form = page.getByTestId('product-form');
      await form.getByLabel('SKU').fill(sku);
      await form.getByLabel('Nama (Indonesia)').fill(unique);
      await form.getByLabel('Nama (Inggris)').fill(`${unique} EN`);
      // Inline check with the API's own rules: a wrong NIE is named on leaving the field.
      await form.getByLabel('NIE (nomor izin edar BPOM)').fill('BPOM-123');
      await form.getByLabel('Satuan').click();
      await expect(form.getByText(/Format NIE tidak valid/)).toBeVisible();
      await form.getByLabel('NIE (nomor izin edar BPOM)').fill('DBL7214409204A1');
      await form.getByLabel('Satuan').fill('botol');
      await form.getByLabel('Kategori', { exact: true }).selectOption({ index: 1 });
      await form.getByLabel('Harga (Rp)').fill('23500');
      // Obat keras may not carry a promotion: the form refuses it before anything is sent.
      await form.getByLabel('Golongan obat').selectOption('keras');
      await form.getByLabel('Harga promo (Rp)').fill('20000');
      await form.getByLabel('Harga (Rp)').click();
      await expect(form.getByText(/tidak boleh dipromosikan/).first()).toBeVisible();
      await form.getByLabel('Golongan obat').selectOption('bebas');
      await form.getByLabel('Harga promo (Rp)').fill('21000');
      await form.getByLabel('Komposisi · Indonesia').fill('Paracetamol 500 mg');
      await page.getByTestId('image-input').setInputFiles({ name: 'kemasan.png', mimeType: 'image/png', buffer: packShot(viewport.width) });
      await expect(page.getByTestId('image-preview')).toBeVisible();
      await expect(page.getByTestId('image-preview')).toHaveJSProperty('complete', true);
      await shot(page, `catalog-form-id-${viewport.width}`);
      await form.getByRole('button', { name: 'Tambah produk' }).click();
      await expect(page).toHaveURL(/\/console\/catalog\/\d+\?saved=1$/);
      const savedAt = Date.now();
      await expect(page.getByText('Tersimpan')).toBeVisible();

      // The customer's search: the API finds it within a second of the save, and so does the search page.
      const customer = await browser.newContext({ viewport });
      await signIn(customer, request, baseURL!, CUSTOMER);
      let found = false;
      while (!found && Date.now() - savedAt < 1000) {
        const res = await request.get(`/api/products?q=${encodeURIComponent(unique)}`);
        found = ((await res.json()) as { data: { data: Array<{ sku: string }> } }).data.data.some((p) => p.sku === sku);
        if (!found) await new Promise((r) => setTimeout(r, 25));
      }
      expect(found, 'found by GET /api/products?q= within a second of saving').toBe(true);
      const shop = await customer.newPage();
      await shop.goto(`/search?q=${encodeURIComponent(unique)}`);
      const results = shop.getByRole('list', { name: 'Daftar produk' });
      await expect(results.getByRole('listitem').filter({ hasText: unique })).toHaveCount(1);
      await expect(results.getByRole('listitem').filter({ hasText: unique }).getByRole('img').first()).toBeVisible();
      const detail = await request.get(`/api/console/products?q=${encodeURIComponent(sku)}`, { headers: authHeaders(adminToken) });
      expect(((await detail.json()) as { data: { data: Array<{ image_url: string | null }> } }).data.data[0]!.image_url).toMatch(/^\/api\/media\/[0-9a-f]{64}\/640$/);
      await admin.close();
      await customer.close();
    });

    test('an admin imports 1,000 products by CSV with 3 bad rows and sees each explained', async ({ browser, baseURL, request }) => {
      const admin = await browser.newContext({ viewport });
      const token = await signIn(admin, request, baseURL!, ADMIN);
      const { category, brand } = await placement(request, token);
      const run = `${viewport.width}-${Date.now().toString(36)}`.toUpperCase();
      const lines = ['sku,name,category,brand,drug_class,price,promo_price,unit,bpom_number'];
      const bad = new Map<number, string>([
        [101, 'negative'],
        [502, 'nie'],
        [903, 'keras'],
      ]);
      for (let i = 1; i <= 1000; i++) {
        const kind = bad.get(i);
        const price = kind === 'negative' ? -2500 : 10_000 + i;
        const nie = kind === 'nie' ? 'BPOM-XYZ' : kind === 'keras' ? `DKL${String(1_000_000_000 + i)}A1` : `SD${String(100_000_000 + i)}`;
        const cls = kind === 'keras' ? 'keras' : 'bebas';
        const promo = kind === 'keras' ? '9000' : '';
        lines.push(`IMP-${run}-${i},"Suplemen Impor ${run} ${i}",${category},${brand},${cls},${price},${promo},botol,${nie}`);
      }
      const csv = Buffer.from(lines.join('\n'));
      const page = await admin.newPage();
      await page.goto('/console/catalog/import');
      await waitForHydration(page);
      await page.getByTestId('import-file').setInputFiles({ name: 'produk.csv', mimeType: 'text/csv', buffer: csv });
      await page.getByRole('button', { name: 'Pratinjau' }).click();
      const counts = page.getByTestId('import-counts');
      await expect(counts.locator('[data-count="rows"] dd')).toHaveText('1.000');
      await expect(counts.locator('[data-count="new"] dd')).toHaveText('997');
      await expect(counts.locator('[data-count="rejected"] dd')).toHaveText('3');
      const rejected = page.getByTestId('rejected-row');
      await expect(rejected).toHaveCount(3);
      // The header is row 1, so product i is on row i + 1.
      await expect(rejected.nth(0)).toContainText('102');
      await expect(rejected.nth(0)).toContainText('price');
      await expect(rejected.nth(0)).toContainText('Harga tidak boleh negatif');
      await expect(rejected.nth(1)).toContainText('503');
      await expect(rejected.nth(1)).toContainText('bpom_number');
      await expect(rejected.nth(1)).toContainText('Format NIE tidak valid');
      await expect(rejected.nth(2)).toContainText('904');
      await expect(rejected.nth(2)).toContainText('promo_price');
      await expect(rejected.nth(2)).toContainText('tidak boleh dipromosikan');
      // Nothing may be applied while a row is refused, and the preview wrote nothing.
      await expect(page.getByRole('button', { name: 'Terapkan impor' })).toBeDisabled();
      const none = await request.get(`/api/console/products?q=${encodeURIComponent(`IMP-${run}`)}`, { headers: authHeaders(token) });
      expect(((await none.json()) as { data: { total: number } }).data.total).toBe(0);
      await shot(page, `catalog-import-id-${viewport.width}`);
      await admin.close();
    });

    test('the screens read in English and Indonesian', async ({ browser, baseURL, request }) => {
      const admin = await browser.newContext({ viewport });
      await signIn(admin, request, baseURL!, ADMIN, 'en');
      const page = await admin.newPage();
      for (const [path, name, heading] of [
        ['/console/catalog', 'catalog-list', 'Catalogue'],
        ['/console/catalog/new', 'catalog-form', 'New product'],
        ['/console/catalog/import', 'catalog-import', 'Import products'],
        ['/console/taxonomy', 'taxonomy', 'Categories & brands'],
      ] as const) {
        await page.goto(path);
        await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
        await shot(page, `${name}-en-${viewport.width}`);
      }
      await admin.close();
      const id = await browser.newContext({ viewport });
      await signIn(id, request, baseURL!, ADMIN);
      const idPage = await id.newPage();
      await idPage.goto('/console/taxonomy');
      await expect(idPage.getByRole('heading', { name: 'Kategori & merek', level: 1 })).toBeVisible();
      await shot(idPage, `taxonomy-id-${viewport.width}`);
      await id.close();
    });
  });
}
