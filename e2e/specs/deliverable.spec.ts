import { expect, test, type Page } from '@playwright/test';
import { loginToken, authHeaders, fillGambirAddress, openOrderViaApi, pharmacyId, registerShopper, settleInSandbox, signInWithToken, stockedProducts } from '../support/shop';
import { DEMO_PHARMACIST } from '../support/data';

// Issue 8 point 1: a paid order is always one the pharmacy can ship.
const PHARMACY = 'apotek-menteng-jakarta-pusat';

/** CSP refusals the page reports in its console: Leaflet must work under the page's policy as it is. */
function cspViolations(page: Page): string[] {
  const seen: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) seen.push(message.text());
  });
  return seen;
}

for (const width of [390, 1280]) {
  test(`at ${width} px: an address saved without touching the map checks out with regular delivery, is paid and shipped`, async ({ page, request, browser, baseURL }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 900 });
    const violations = cspViolations(page);
    const shopper = await registerShopper(request);
    await signInWithToken(page.context(), baseURL!, shopper.token);
    const storeId = await pharmacyId(request, PHARMACY);
    const [product] = await stockedProducts(request, storeId, 1);
    const orderId = await openOrderViaApi(request, shopper.token, storeId, product!.id);

    // A new shopper has no address, so checkout opens on the form; the map offers itself but is left alone.
    await page.goto(`/cart/checkout?order=${orderId}`);
    const form = page.getByTestId('address-form');
    await form.getByLabel('Label alamat').fill('Rumah');
    await fillGambirAddress(form, shopper.name);
    const pin = form.getByTestId('address-pin');
    await expect(pin.getByTestId('pin-status')).toContainText('Belum ada pin');
    // The map loads (tiles cannot here, so it says so) and the coordinates stay typeable.
    await expect(pin.locator('.pin-map-marker')).toBeVisible();
    await expect(pin.getByLabel('Garis lintang')).toBeEditable();
    await form.getByRole('button', { name: 'Simpan alamat' }).click();
    await expect(page.getByTestId('address-form')).toHaveCount(0);

    // Only what the pharmacy can book is offered: regular on the derived pin, not instant or same day.
    const shipment = page.getByTestId('checkout-shipment');
    await expect(shipment.getByRole('radio', { name: /Instan/ })).toBeDisabled();
    await expect(shipment.getByRole('radio', { name: /Sameday/ })).toBeDisabled();
    await expect(shipment).toContainText('Tandai lokasi alamat pada peta');
    await shipment.getByRole('radio', { name: /Reguler/ }).check();
    await page.getByTestId('checkout-payment').getByRole('radio', { name: /BCA/ }).check();
    await page.getByRole('button', { name: 'Konfirmasi & bayar' }).click();
    await expect(page).toHaveURL(`/order/${orderId}/payment`);
    const sandbox = await page.context().newPage();
    await settleInSandbox(sandbox, orderId, 'Bayar');
    await sandbox.close();
    await expect(page.getByTestId('payment-view')).toHaveAttribute('data-status', 'paid', { timeout: 20_000 });

    // The pharmacist processes and ships it from the console.
    const token = await loginToken(request, DEMO_PHARMACIST.login, DEMO_PHARMACIST.password);
    const pharmacist = await browser.newContext({ viewport: { width, height: 900 } });
    await signInWithToken(pharmacist, baseURL!, token);
    const desk = await pharmacist.newPage();
    const row = () => desk.locator(`[data-testid="console-order"][data-order-id="${orderId}"]`);
    await desk.goto('/console/orders');
    await row().getByRole('button', { name: 'Proses' }).click();
    await expect(desk.getByRole('status').filter({ hasText: orderId })).toContainText('Diproses apotek');
    await desk.goto('/console/orders?tab=processing');
    await row().getByRole('button', { name: 'Kirim' }).click();
    await expect(desk.getByRole('status').filter({ hasText: orderId })).toContainText('Dikirim');
    await pharmacist.close();

    const order = await request.get(`/api/my/order/${orderId}`, { headers: { authorization: `Bearer ${shopper.token}` } });
    expect(((await order.json()) as { data: { status: string } }).data.status).toBe('shipped');
    expect(violations).toEqual([]);
  });
}

test('at 390 px, with no map tiles, a tap on the map places the pin and typed coordinates move it; instant is then offered', async ({ page, request, baseURL }) => {
  await page.setViewportSize({ width: 390, height: 900 });
  const violations = cspViolations(page);
  const shopper = await registerShopper(request);
  await signInWithToken(page.context(), baseURL!, shopper.token);
  await page.goto('/profile/address');
  const form = page.getByTestId('address-form');
  await form.getByLabel('Label alamat').fill('Kantor');
  await fillGambirAddress(form, shopper.name);

  const pin = form.getByTestId('address-pin');
  await expect(pin).toContainText('Peta tidak dapat dimuat');
  // Away from the marker, the zoom buttons and the attribution.
  await pin.locator('.pin-map').click({ position: { x: 250, y: 60 } });
  await expect(pin.getByTestId('pin-status')).toContainText('Pin di');
  await expect(pin.getByLabel('Garis lintang')).not.toHaveValue('');
  await pin.getByLabel('Garis lintang').fill('-6.1754');
  await pin.getByLabel('Garis bujur').fill('106.8272');
  await expect(pin.getByTestId('pin-status')).toHaveText('Pin di -6.1754, 106.8272.');
  await form.getByRole('button', { name: 'Simpan alamat' }).click();
  await expect(page.getByTestId('address-form')).toHaveCount(0);

  const list = await request.get('/api/my/address', { headers: authHeaders(shopper.token) });
  const saved = ((await list.json()) as { data: { data: Array<{ id: number; latitude: number; pin_source: string }> } }).data.data[0]!;
  expect(saved).toMatchObject({ latitude: -6.1754, pin_source: 'customer' });
  const delivery = await request.get(`/api/customer/address/delivery/${saved.id}`, { headers: authHeaders(shopper.token) });
  expect(((await delivery.json()) as { data: { services: string[] } }).data.services).toContain('instant');
  expect(violations).toEqual([]);
});
