import { expect, test } from '@playwright/test';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { addFromProductPage, checkoutFromCart, choosePharmacy, confirmPickup, crc16ccitt, registerShopper, signInWithToken, stockedProducts, pharmacyId } from '../support/shop';

const PHARMACY = 'apotek-dago-bandung';

/** Splits an EMVCo payload into its top-level tag → value pairs (2-digit tag, 2-digit length). */
function tlv(payload: string): Map<string, string> {
  const out = new Map<string, string>();
  let i = 0;
  while (i + 4 <= payload.length) {
    const tag = payload.slice(i, i + 2);
    const length = Number(payload.slice(i + 2, i + 4));
    out.set(tag, payload.slice(i + 4, i + 4 + length));
    i += 4 + length;
  }
  expect(i, 'the TLV fields cover the payload exactly').toBe(payload.length);
  return out;
}

test.describe('QRIS payment', () => {
  test('shows a QR code whose decoded payload is a dynamic QRIS with a valid CRC16-CCITT', async ({ page, request, baseURL }) => {
    test.setTimeout(90_000);
    const shopper = await registerShopper(request);
    await signInWithToken(page.context(), baseURL!, shopper.token);
    const storeId = await pharmacyId(request, PHARMACY);
    const [product] = await stockedProducts(request, storeId, 1);

    await choosePharmacy(page, PHARMACY);
    await addFromProductPage(page, product!);
    const orderId = await checkoutFromCart(page);
    await confirmPickup(page, /QRIS/);

    // The QR image on the payment page, fetched with the page's session and decoded.
    const image = page.getByTestId('qris-image');
    await expect(image).toBeVisible();
    const src = await image.getAttribute('src');
    expect(src).toBeTruthy();
    const response = await page.request.get(new URL(src!, baseURL).toString());
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('image/png');
    const png = PNG.sync.read(await response.body());
    const decoded = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
    expect(decoded, 'a QR code in the image').not.toBeNull();
    const payload = decoded!.data;

    // EMVCo: format indicator 01, dynamic (12), Indonesian rupiah (360), country ID, the amount to pay.
    const fields = tlv(payload);
    expect(fields.get('00')).toBe('01');
    expect(fields.get('01')).toBe('12');
    expect(fields.get('53')).toBe('360');
    expect(fields.get('58')).toBe('ID');
    const amountText = (await page.getByTestId('payment-amount').textContent()) ?? '';
    expect(Number(fields.get('54'))).toBe(Number(amountText.replace(/\D/g, '')));

    // The CRC (tag 63, last) covers everything before its value, including "6304".
    expect(payload.slice(-8, -4)).toBe('6304');
    expect(payload.slice(-4)).toBe(crc16ccitt(payload.slice(0, -4)));

    // The sandbox holds the same payload for this order.
    const sandbox = await request.get('/api/dev/payments');
    const charges = ((await sandbox.json()) as { data: { order_id: string; qris_payload: string | null }[] }).data;
    expect(charges.find((c) => c.order_id === orderId)?.qris_payload).toBe(payload);

    // A second checkout at the same pharmacy is refused while this one waits: SPEC §8's snackbar
    // '{message}: {data.id}' with a DETAIL link to /order.
    await addFromProductPage(page, product!);
    await page.goto('/cart');
    await page.getByTestId('store-cart').getByRole('button', { name: 'Checkout' }).click();
    const snackbar = page.getByRole('alert').filter({ hasText: `: ${orderId}` });
    await expect(snackbar).toContainText('belum dibayar');
    await expect(snackbar.getByRole('link', { name: 'DETAIL' })).toHaveAttribute('href', '/order');
    await expect(page).toHaveURL('/cart');
    await page.goto(`/order/${orderId}/payment`);

    // A countdown runs, and the buyer may still cancel the unpaid order (its stock returns).
    await expect(page.getByTestId('payment-countdown')).toHaveText(/^00:1[0-5]:\d{2}$/);
    await page.goto(`/order/summary/${orderId}`);
    page.once('dialog', (dialog) => void dialog.accept());
    await page.getByRole('button', { name: 'Batalkan pesanan' }).click();
    await expect(page.getByTestId('order-detail')).toHaveAttribute('data-status', 'cancelled');
  });
});
