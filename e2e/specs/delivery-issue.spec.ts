import { expect, test } from '@playwright/test';
import { authHeaders, createAddressViaApi, openOrderViaApi, pharmacyId, registerShopper, settleInSandbox, signInWithToken, stockedProducts } from '../support/shop';
import { pharmacistProcesses } from '../support/console';

// Issue 8, point 1 (last part): the pharmacy cannot deliver a paid order to its address, asks the customer
// through the order, and the customer agrees to collect it instead; the shipping fee goes back.
const PHARMACY = 'apotek-menteng-jakarta-pusat';
const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
] as const;

for (const viewport of VIEWPORTS) {
  test.describe(`delivery issue at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('the pharmacist raises an address problem, the customer switches to pick-up, the pharmacist hands it over with the code', async ({ page, browser, request, baseURL }) => {
      test.setTimeout(150_000);
      const shopper = await registerShopper(request);
      const storeId = await pharmacyId(request, PHARMACY);
      const [product] = await stockedProducts(request, storeId, 1);
      const addressId = await createAddressViaApi(request, shopper, 'Rumah', { latitude: -6.1754, longitude: 106.8272 });
      const orderId = await openOrderViaApi(request, shopper.token, storeId, product!.id);
      const confirmed = await request.post(`/api/order/${orderId}/confirm`, { headers: authHeaders(shopper.token), data: { shipment_type: 'instant', address_id: addressId, payment_channel: 'va_bca' } });
      expect(confirmed.status(), await confirmed.text()).toBe(200);
      const fee = ((await confirmed.json()) as { data: { order: { shipping_cost: number } } }).data.order.shipping_cost;
      expect(fee).toBeGreaterThan(0);

      // Paid in the payment sandbox, as the customer's bank would.
      await signInWithToken(page.context(), baseURL!, shopper.token);
      await settleInSandbox(page, orderId, 'Bayar');

      // The pharmacist finds the pin wrong and asks the customer, from the console.
      const { desk, row } = await pharmacistProcesses(browser, request, { viewport, baseURL: baseURL!, orderId });
      await row().getByText('Masalah alamat').click();
      await row().getByLabel('Pin di peta salah').check();
      await row().getByLabel('Catatan untuk pelanggan').fill('Pin berada di tengah jalan tol, kurir tidak bisa berhenti.');
      await row().getByRole('button', { name: 'Minta pelanggan memperbaiki alamat' }).click();
      await expect(desk.getByRole('status').filter({ hasText: orderId }).first()).toContainText('Pelanggan diminta memperbaiki alamat');
      await expect(row().getByTestId('console-delivery-issue')).toContainText('menunggu jawaban pelanggan');
      // "Kirim" is not offered while the customer has not answered.
      await expect(row().getByRole('button', { name: 'Kirim' })).toHaveCount(0);

      // The customer sees the problem on the order page and agrees to collect it.
      await page.goto(`/order/summary/${orderId}`);
      const panel = page.getByTestId('delivery-issue-panel');
      await expect(panel.getByRole('heading', { name: 'Apotek tidak dapat mengirim ke alamat ini' })).toBeVisible();
      await expect(panel).toContainText('Pin berada di tengah jalan tol');
      await expect(panel.getByTestId('delivery-issue-address').getByRole('radio')).toHaveCount(1);
      await expect(panel.getByTestId('delivery-issue-pickup')).toContainText(fee.toLocaleString('id-ID'));
      await panel.getByRole('button', { name: 'Saya setuju ambil di apotek' }).click();
      await expect(page.getByTestId('delivery-issue-panel')).toHaveCount(0);
      const card = page.getByTestId('pickup-card');
      await expect(card).toBeVisible();
      const code = (await card.getByTestId('pickup-code').getAttribute('data-code'))!;
      expect(code).toMatch(/^[A-HJ-NP-Z2-9]{6}$/);
      await expect(page.getByTestId('order-timeline')).toContainText('Dialihkan ke ambil di apotek');
      await expect(page.getByTestId('order-timeline')).toContainText('Ongkos kirim');

      // The pharmacy readies it and hands it over against the code.
      await desk.goto('/console/orders?tab=processing');
      await expect(row().getByTestId('console-delivery-issue')).toHaveCount(0);
      await row().getByRole('button', { name: 'Siap diambil' }).click();
      await expect(desk.getByRole('status').filter({ hasText: orderId })).toContainText('Siap diambil');
      await desk.goto('/console/orders?tab=ready_for_pickup');
      await row().getByLabel('Kode ambil dari pelanggan').fill(code);
      await row().getByRole('button', { name: 'Serahkan' }).click();
      await expect(desk.getByRole('status').filter({ hasText: orderId })).toContainText('diserahkan kepada pelanggan');
      await desk.context().close();

      await page.reload();
      await expect(page.getByTestId('order-detail')).toHaveAttribute('data-status', 'completed');
    });
  });
}
