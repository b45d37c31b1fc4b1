import { expect, test } from '../support/customer';
import { authHeaders, confirmPickupViaApi, createAddressViaApi, GAMBIR_ADDRESS, openOrderViaApi, pharmacyId, stockedProducts } from '../support/shop';

const PHARMACY = 'apotek-menteng-jakarta-pusat';
// Near Monas, a few hundred metres from the Menteng outlet: instant delivery is offered there.
const MONAS = { latitude: -6.1754, longitude: 106.8272 };

test('a confirmation the server refuses keeps its message on the checkout page', async ({ page, request, signedIn }) => {
  const storeId = await pharmacyId(request, PHARMACY);
  const [product] = await stockedProducts(request, storeId, 1);
  const label = `Kantor ${Date.now().toString(36)}`;
  const addressId = await createAddressViaApi(request, signedIn, label, MONAS);
  const orderId = await openOrderViaApi(request, signedIn.token, storeId, product!.id);

  await page.goto(`/cart/checkout?order=${orderId}`);
  await page.getByTestId('checkout-address').getByRole('radio', { name: new RegExp(label) }).check();
  const instant = page.getByTestId('checkout-shipment').getByRole('radio', { name: /^Instan/ });
  await expect(instant).toBeEnabled();
  await instant.check();
  await page.getByTestId('checkout-payment').getByRole('radio', { name: /BNI/ }).check();

  // Meanwhile the address loses the customer's map pin (edited elsewhere): it falls back to a point derived
  // from its region (docs/decisions/009), and instant delivery needs a pin the customer set.
  const edited = await request.put(`/api/my/address/${addressId}`, {
    headers: authHeaders(signedIn.token),
    data: { ...GAMBIR_ADDRESS, label, recipient_name: signedIn.name },
  });
  expect(((await edited.json()) as { data: { pin_source?: string } }).data.pin_source).toBe('derived');

  const confirm = page.getByRole('button', { name: 'Konfirmasi & bayar' });
  await confirm.click();
  const summary = page.getByRole('complementary', { name: 'Ringkasan pesanan' });
  await expect(summary.getByRole('alert')).toHaveText('Tandai lokasi alamat pada peta untuk layanan pengiriman ini');
  await expect(page).toHaveURL(`/cart/checkout?order=${orderId}`);
  await expect(confirm).toBeEnabled();

  // The order is confirmed in another tab; confirming here again gets the server's other refusal, kept too.
  await confirmPickupViaApi(request, signedIn.token, orderId);
  await confirm.click();
  await expect(summary.getByRole('alert')).toHaveText('Pesanan ini tidak dapat dikonfirmasi lagi');
  await expect(page).toHaveURL(`/cart/checkout?order=${orderId}`);
});
