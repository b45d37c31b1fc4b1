import { fileURLToPath } from 'node:url';
import { expect, test } from '../support/customer';
import { DEMO_CUSTOMER } from '../support/data';
import { authHeaders, loginToken, signInWithToken } from '../support/shop';
import { waitForHydration } from '../support/top-bar';

/**
 * The customer's side of issue 10: upload a photo of a prescription with the patient and the pharmacy,
 * see it listed as submitted; open the demo customer's approved prescription and put what remains in
 * the cart. The pharmacist's side and the checkout are in the two-context journey spec.
 */
const PHOTO = fileURLToPath(new URL('../fixtures/prescription.jpg', import.meta.url));

interface RxSummary {
  id: string;
  status: string;
  pharmacy: { id: number };
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
]) {
  test.describe(`prescriptions at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('upload a photo, fill in the patient and the pharmacy, send it, and find it listed as submitted', async ({ page, signedIn }) => {
      expect(signedIn.token).toBeTruthy();
      // The prescription icon in the top bar leads to the list, empty at first for this customer's first run.
      await page.goto('/');
      await page.getByRole('banner').getByRole('link', { name: 'Resep', exact: true }).filter({ visible: true }).click();
      await expect(page).toHaveURL('/prescription');
      await expect(page.getByRole('heading', { level: 1, name: 'Resep Saya' })).toBeVisible();

      await page.getByTestId('rx-upload-link').click();
      await expect(page).toHaveURL('/prescription/upload');
      await waitForHydration(page);

      // "Pilih file": the photo uploads at once, with its thumbnail and a progress bar that ends full.
      await page.getByTestId('rx-file').setInputFiles(PHOTO);
      const preview = page.getByTestId('rx-preview');
      await expect(preview).toHaveCount(1);
      await expect(preview.locator('img')).toBeVisible();
      await expect(preview).toHaveAttribute('data-state', 'done', { timeout: 20_000 });
      await expect(page.getByTestId('rx-progress')).toHaveAttribute('aria-valuenow', '100');
      await expect(page.getByText('Semua file terunggah')).toBeVisible();

      // The patient is a child: a family member with a weight.
      await page.getByLabel('Anggota keluarga').check();
      await page.getByLabel('Nama pasien').fill('Sari Wulandari');
      await page.getByLabel('Usia (tahun)').fill('7');
      await page.getByLabel('Berat badan (kg)').fill('21.5');
      await page.getByLabel('Nama dokter').fill('dr. Andi Wijaya, Sp.A');
      await page.getByLabel('Nomor SIP dokter').fill('503/1234/DINKES/2025');
      await page.getByLabel('Tanggal resep').fill(new Date().toISOString().slice(0, 10));
      await page.getByLabel('Catatan untuk apoteker').fill('Alergi penisilin');
      // The pharmacy picker starts on one of the shop's pharmacies; take Apotek Menteng.
      const picker = page.getByTestId('rx-pharmacy');
      await expect(picker).not.toHaveValue('');
      await picker.selectOption({ label: 'Apotek Menteng' });

      await page.getByTestId('rx-submit').click();
      await expect(page).toHaveURL(/\/prescription\/RX-[0-9A-Z]{10}$/);
      const id = /RX-[0-9A-Z]{10}/.exec(page.url())![0];
      const detail = page.getByTestId('rx-detail');
      await expect(detail).toHaveAttribute('data-status', 'submitted');
      await expect(detail).toContainText('Sari Wulandari');
      await expect(detail.getByTestId('rx-files').locator('img')).toHaveCount(1);
      const uploaded = detail.getByTestId('rx-files').locator('img');
      await expect.poll(() => uploaded.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0))).toBeGreaterThan(0);
      await expect(detail.getByTestId('rx-timeline')).toContainText('Terkirim');
      await expect(page.getByText('Resep terkirim. Apoteker akan memeriksanya.')).toBeVisible();

      // Listed, under "Semua" and under its own status.
      await page.goto('/prescription?status=submitted');
      const card = page.locator(`[data-testid="rx-card"][data-rx-id="${id}"]`);
      await expect(card).toBeVisible();
      await expect(card.getByTestId('rx-status')).toHaveText('Terkirim');
      await page.goto('/prescription?status=approved');
      await expect(card).toHaveCount(0);
    });

    test("the demo customer's approved prescription goes into the cart, with its price and signa", async ({ page, request, context, baseURL }) => {
      const token = await loginToken(request, DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
      await signInWithToken(context, baseURL!, token);
      const listed = await request.get('/api/prescriptions?status=approved,partly_redeemed', { headers: authHeaders(token) });
      expect(listed.status()).toBe(200);
      const rx = ((await listed.json()) as { data: { data: RxSummary[] } }).data.data[0];
      expect(rx, 'G1 seeds an approved prescription for the demo customer').toBeTruthy();
      // A clean cart at that pharmacy, so this run's lines are the prescription's.
      await request.post('/api/cart/product/remove', { headers: authHeaders(token), data: { store_id: rx!.pharmacy.id, all: true } });

      await page.goto(`/prescription/${rx!.id}`);
      await waitForHydration(page);
      const detail = page.getByTestId('rx-detail');
      await expect(detail).toHaveAttribute('data-status', /approved|partly_redeemed/);
      const items = detail.getByTestId('rx-item');
      expect(await items.count()).toBeGreaterThan(0);
      await expect(items.first()).toContainText('Aturan pakai');
      await expect(items.first()).toContainText(/Rp\s?[\d.]+/);
      await expect(detail.getByTestId('rx-valid-until')).toContainText('Berlaku sampai');
      // The seeded photo is drawn at server start and served through its signed URL on this page's origin.
      const photo = detail.getByTestId('rx-files').locator('img').first();
      await photo.scrollIntoViewIfNeeded();
      await expect.poll(() => photo.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0))).toBeGreaterThan(0);

      await detail.getByTestId('rx-add-to-cart').click();
      // The snackbar says it went in (its text on a failure says why not) and links to the cart.
      const snackbar = page.locator('[data-color]');
      await expect(snackbar).toContainText('Obat dari resep dimasukkan ke keranjang');
      await expect(snackbar).toHaveAttribute('data-color', 'success');
      await snackbar.getByRole('link', { name: 'Lihat keranjang' }).click();
      await expect(page).toHaveURL('/cart');
      // The prescription's obat keras lines are in the cart and no longer held for a prescription.
      const cart = await request.get('/api/my/cart', { headers: authHeaders(token) });
      const carts = ((await cart.json()) as { data: { carts: { store: { id: number }; items: { blocked: string | null; product: { drug_class: string } }[] }[] } }).data.carts;
      const lines = carts.find((c) => c.store.id === rx!.pharmacy.id)?.items ?? [];
      expect(lines.length).toBeGreaterThan(0);
      expect(lines.filter((l) => l.blocked === 'prescription_required')).toEqual([]);
      await expect(page.getByTestId('cart-line').first()).toBeVisible();
    });

    test('the PDF page frames the salinan resep and offers a download', async ({ page, request, context, baseURL }) => {
      const token = await loginToken(request, DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
      await signInWithToken(context, baseURL!, token);
      const listed = await request.get('/api/prescriptions?status=approved,partly_redeemed', { headers: authHeaders(token) });
      const rx = ((await listed.json()) as { data: { data: RxSummary[] } }).data.data[0]!;

      await page.goto(`/prescription/${rx.id}`);
      await page.getByTestId('rx-pdf-link').click();
      await expect(page).toHaveURL(`/prescription/pdf/${rx.id}`);
      await expect(page.getByTestId('rx-pdf-frame')).toHaveAttribute('src', `/prescription/pdf/${rx.id}/file`);
      const file = await page.request.get(`/prescription/pdf/${rx.id}/file`);
      expect(file.status()).toBe(200);
      expect(file.headers()['content-type']).toBe('application/pdf');
      expect(file.headers()['x-frame-options']).toBe('SAMEORIGIN');
      expect((await file.body()).subarray(0, 5).toString()).toBe('%PDF-');
      const download = await page.request.get(`/prescription/pdf/${rx.id}/file?download=1`);
      expect(download.headers()['content-disposition']).toContain('attachment');
      // Without a slug the list opens; another's or an unknown one is a 404.
      await page.goto('/prescription/pdf');
      await expect(page).toHaveURL('/prescription');
      expect((await page.goto('/prescription/pdf/RX-0000000000'))?.status()).toBe(404);
    });
  });
}
