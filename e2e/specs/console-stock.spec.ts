import { expect, test } from '@playwright/test';
import { DEMO_PHARMACIST } from '../support/data';
import { choosePharmacy, loginToken, pharmacyId, signInWithToken, stockAt, stockedProducts } from '../support/shop';

// Issue 15: stock per pharmacy. The demo pharmacist works at Apotek Menteng (the seed links them).
const PHARMACY = 'apotek-menteng-jakarta-pusat';
const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
] as const;

/** A day `days` from today, as the date input takes it. */
function dayFromNow(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

for (const [index, viewport] of VIEWPORTS.entries()) {
  test.describe(`console stock at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('a pharmacist adjusts stock with a reason and the product page shows it; receives a batch with its expiry', async ({ page, browser, request, baseURL }) => {
      test.setTimeout(120_000);
      const storeId = await pharmacyId(request, PHARMACY);
      const product = (await stockedProducts(request, storeId, 12 + index)).at(-1)!;
      const before = await stockAt(request, product.id, storeId);

      await signInWithToken(page.context(), baseURL!, await loginToken(request, DEMO_PHARMACIST.login, DEMO_PHARMACIST.password));
      await page.goto('/console/stock');
      await expect(page.getByRole('heading', { name: 'Stok', level: 1 })).toBeVisible();
      await expect(page.getByTestId('stock-low-badge')).toContainText('stok menipis');
      // Their own pharmacy only: no picker.
      await expect(page.getByTestId('stock-pharmacy')).toHaveCount(0);
      await expect(page.getByRole('form', { name: 'Saring stok' })).toContainText('Apotek Menteng');

      // Search, then manage the product.
      await page.getByTestId('stock-search').fill(product.name);
      await page.getByTestId('stock-search').press('Enter');
      const row = page.locator(`[data-testid="stock-row"][data-product-id="${product.id}"]`);
      await expect(row.getByTestId('stock-on-hand')).toHaveText(String(before));
      await row.getByRole('link', { name: /Kelola/ }).click();
      const panel = page.getByTestId('stock-panel');
      await expect(panel.getByRole('heading', { level: 2 })).toBeFocused();

      // The shared schema refuses a zero change before anything is sent; the API refuses going below zero.
      const adjust = panel.getByTestId('stock-adjust');
      await adjust.getByLabel('Perubahan jumlah').fill('0');
      await adjust.getByTestId('stock-adjust-submit').click();
      await expect(adjust.getByLabel('Perubahan jumlah')).toHaveAttribute('aria-invalid', 'true');
      await adjust.getByLabel('Perubahan jumlah').fill(String(-(before + 1000)));
      await adjust.getByLabel('Alasan').selectOption({ label: 'Rusak' });
      await adjust.getByTestId('stock-adjust-submit').click();
      await expect(page.getByTestId('stock-adjust')).toContainText(`Stok tidak mencukupi, tersisa ${before}`);
      expect(await stockAt(request, product.id, storeId)).toBe(before);

      // A count correction of +5 with a note.
      await page.getByTestId('stock-adjust').getByLabel('Perubahan jumlah').fill('5');
      await page.getByTestId('stock-adjust').getByLabel('Alasan').selectOption('count_correction');
      await page.getByTestId('stock-adjust').getByLabel('Catatan (opsional)').fill('stock opname e2e');
      await page.getByTestId('stock-adjust-submit').click();
      await expect(page.getByRole('status').filter({ hasText: 'Stok disesuaikan' })).toContainText(`Di rak sekarang: ${before + 5}`);
      await expect(page.getByTestId('stock-panel-on-hand')).toHaveText(String(before + 5));
      await expect(page.getByTestId('stock-history').getByTestId('stock-movement').first()).toContainText('Koreksi hitung');

      // The shop's product page at that pharmacy says so.
      const shopper = await browser.newContext({ viewport, baseURL: baseURL! });
      const shop = await shopper.newPage();
      await choosePharmacy(shop, PHARMACY);
      await shop.goto(`/product/${product.slug}`);
      await expect(shop.getByTestId('stock-status')).toContainText(`Tersedia (${before + 5} stok)`);
      await shopper.close();

      // Receive a batch with its expiry: it joins the first-expiry-first-out list and the ledger.
      const batchNo = `E2E-${Date.now().toString(36).toUpperCase()}`;
      const receive = page.getByTestId('stock-receive');
      await receive.getByLabel('Jumlah diterima').fill('6');
      await receive.getByLabel('Nomor batch').fill(batchNo);
      await receive.getByLabel('Tanggal kedaluwarsa').fill(dayFromNow(400));
      await receive.getByTestId('stock-receive-submit').click();
      await expect(page.getByRole('status').filter({ hasText: 'Batch diterima' })).toContainText(`Di rak sekarang: ${before + 11}`);
      const batch = page.locator(`[data-testid="stock-batch"][data-batch-no="${batchNo}"]`);
      await expect(batch).toBeVisible();
      await expect(page.getByTestId('stock-history').getByTestId('stock-movement').first()).toHaveAttribute('data-kind', 'receipt');
      expect(await stockAt(request, product.id, storeId)).toBe(before + 11);

      // A receipt without its batch number and date is refused in place.
      await page.getByTestId('stock-receive').getByLabel('Jumlah diterima').fill('2');
      await page.getByTestId('stock-receive-submit').click();
      await expect(page.getByTestId('stock-receive').getByLabel('Nomor batch')).toHaveAttribute('aria-invalid', 'true');
      await expect(page.getByTestId('stock-receive').getByLabel('Tanggal kedaluwarsa')).toHaveAttribute('aria-invalid', 'true');
      expect(await stockAt(request, product.id, storeId)).toBe(before + 11);

      // Nothing sticks out sideways at this width.
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    });
  });
}
