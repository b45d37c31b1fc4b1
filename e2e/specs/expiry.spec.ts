import { expect, test } from '@playwright/test';
import { checkoutFromCart, confirmPickup, pharmacyId, registerShopper, settleInSandbox, signInWithToken, stockAt, stockedProducts } from '../support/shop';

const PHARMACY = 'apotek-buah-batu-bandung';
const QUANTITY = 3;

test.describe('payment expiry', () => {
  test('an unpaid order expires and its reserved stock returns to the pharmacy', async ({ page, request, baseURL }) => {
    test.setTimeout(150_000);
    const shopper = await registerShopper(request);
    await signInWithToken(page.context(), baseURL!, shopper.token);
    const storeId = await pharmacyId(request, PHARMACY);
    const [product] = await stockedProducts(request, storeId, 1);
    const before = await stockAt(request, product!.slug, storeId);
    expect(before).toBeGreaterThanOrEqual(QUANTITY);

    // Three of the product, chosen with the stepper on its page.
    await page.context().addCookies([{ name: 'apotek_store', value: String(storeId), url: baseURL! }]);
    await page.goto(`/product/${product!.slug}`);
    const buy = page.getByTestId('add-to-cart');
    for (let i = 1; i < QUANTITY; i++) await buy.getByRole('button', { name: 'Tambah satu' }).click();
    await expect(buy.getByTestId('quantity')).toHaveText(String(QUANTITY));
    await buy.getByRole('button', { name: 'Tambah ke keranjang' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'ditambahkan ke keranjang' })).toBeVisible();

    // Checkout reserves the units: the pharmacy's stock drops by the quantity at once.
    const orderId = await checkoutFromCart(page);
    await expect.poll(() => stockAt(request, product!.slug, storeId)).toBe(before - QUANTITY);
    await confirmPickup(page, /BNI/);
    await expect(page.getByTestId('va-number')).toHaveText(/^\d{4}( \d{1,4})+$/);

    // The payment runs out at the sandbox; the shop closes the order and the units go back on the shelf.
    const sandbox = await page.context().newPage();
    await settleInSandbox(sandbox, orderId, 'Kedaluwarsakan');
    await sandbox.close();
    await expect(page.getByTestId('payment-view')).not.toHaveAttribute('data-status', 'pending', { timeout: 20_000 });
    await expect.poll(() => stockAt(request, product!.slug, storeId), { timeout: 90_000, intervals: [1000, 2000, 5000] }).toBe(before);

    await page.goto(`/order/summary/${orderId}`);
    await expect(page.getByTestId('order-detail')).toHaveAttribute('data-status', 'expired');
    await page.goto('/order?tab=cancelled');
    await expect(page.locator(`[data-testid="order-card"][data-order-id="${orderId}"]`)).toContainText('Kedaluwarsa');
  });
});
