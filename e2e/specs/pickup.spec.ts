import { expect, test } from '@playwright/test';
import { addToCartViaApi, checkoutFromCart, confirmPickup, pharmacyId, registerShopper, settleInSandbox, signInWithToken, stockedProducts } from '../support/shop';
import { pharmacistProcesses } from '../support/console';

// Issue 8, point 4: a pick-up order says where and how, and the pharmacist hands it over against its code.
// The demo pharmacist works at this pharmacy (the seed links them).
const PHARMACY = 'apotek-menteng-jakarta-pusat';
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
] as const;

/** The same code with its last character changed: wrong, but of the right shape. */
function wrongCode(code: string): string {
  const last = code.at(-1)!;
  return code.slice(0, -1) + ALPHABET[(ALPHABET.indexOf(last) + 1) % ALPHABET.length];
}

for (const viewport of VIEWPORTS) {
  test.describe(`pick-up at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('the customer pays a pick-up order and sees the pharmacy and the code; the pharmacist hands it over only with the right code', async ({ page, browser, request, baseURL }) => {
      test.setTimeout(150_000);
      const shopper = await registerShopper(request);
      const storeId = await pharmacyId(request, PHARMACY);
      const [product] = await stockedProducts(request, storeId, 1);
      await signInWithToken(page.context(), baseURL!, shopper.token);
      await addToCartViaApi(request, shopper.token, storeId, product!.id);

      // Checkout for pick-up, paid in the payment sandbox.
      const orderId = await checkoutFromCart(page);
      await confirmPickup(page, /BCA/);
      const sandbox = await page.context().newPage();
      await settleInSandbox(sandbox, orderId, 'Bayar');
      await sandbox.close();

      // The order page: where (name, address, phone, hours today, a plain map link) and how (the code).
      await page.goto(`/order/summary/${orderId}`);
      const card = page.getByTestId('pickup-card');
      await expect(card).toBeVisible();
      await expect(card.getByRole('heading', { name: 'Ambil di apotek' })).toBeVisible();
      await expect(card).toContainText('Apotek Menteng');
      await expect(card.getByRole('link', { name: /^\+?[\d\s-]+$/ })).toHaveAttribute('href', /^tel:/);
      await expect(card.getByTestId('pickup-hours')).toContainText(/Jam buka hari ini: (\d{2}\.\d{2}–\d{2}\.\d{2} WIB|Buka 24 jam|Tutup hari ini)/);
      await expect(card.getByRole('link', { name: 'Buka peta (OpenStreetMap)' })).toHaveAttribute('href', /^https:\/\/www\.openstreetmap\.org\/\?mlat=-?\d+\.\d+&mlon=\d+\.\d+#map=17\//);
      const codeEl = card.getByTestId('pickup-code');
      await expect(codeEl).toBeVisible();
      const code = (await codeEl.getAttribute('data-code'))!;
      expect(code).toMatch(/^[A-HJ-NP-Z2-9]{6}$/);
      await expect(codeEl).toHaveText(`${code.slice(0, 3)} ${code.slice(3)}`);
      await expect(card).toContainText('Tunjukkan atau sebutkan kode ini kepada apoteker');
      // The code stays on one line at 390 px.
      const box = await codeEl.boundingBox();
      expect(box!.height).toBeLessThan(60);
      expect(box!.x + box!.width).toBeLessThanOrEqual(viewport.width);

      // The pharmacist, in a browser of their own.
      const { desk, row } = await pharmacistProcesses(browser, request, { viewport, baseURL: baseURL!, orderId });
      await row().getByRole('button', { name: 'Siap diambil' }).click();
      await expect(desk.getByRole('status').filter({ hasText: orderId })).toContainText('Siap diambil');

      // Waiting at the counter: no "Tandai tiba", no plain completion; a code field and "Serahkan".
      await desk.goto('/console/orders?tab=ready_for_pickup');
      await expect(row().getByRole('button', { name: 'Tandai tiba' })).toHaveCount(0);
      await expect(row().getByRole('button', { name: 'Selesaikan' })).toHaveCount(0);
      const field = row().getByLabel('Kode ambil dari pelanggan');
      await field.fill(wrongCode(code));
      await row().getByRole('button', { name: 'Serahkan' }).click();
      await expect(desk.getByRole('alert').filter({ hasText: orderId })).toContainText('Kode ambil salah');
      await expect(row()).toBeVisible();
      const still = await request.get(`/api/my/order/${orderId}`, { headers: { authorization: `Bearer ${shopper.token}` } });
      expect(((await still.json()) as { data: { status: string } }).data.status).toBe('ready_for_pickup');

      // The customer reads it out; the pharmacist types it as heard.
      await row().getByLabel('Kode ambil dari pelanggan').fill(`${code.slice(0, 3).toLowerCase()} ${code.slice(3)}`);
      await row().getByRole('button', { name: 'Serahkan' }).click();
      await expect(desk.getByRole('status').filter({ hasText: orderId })).toContainText('diserahkan kepada pelanggan');
      await expect(row()).toHaveCount(0);
      await desk.context().close();

      // The customer's order shows it handed over; the spent code is gone.
      await page.reload();
      await expect(page.getByTestId('order-detail')).toHaveAttribute('data-status', 'completed');
      await expect(card.getByTestId('pickup-handed-over')).toHaveText('Pesanan sudah diserahkan.');
      await expect(card.getByTestId('pickup-code')).toHaveCount(0);
    });
  });
}
