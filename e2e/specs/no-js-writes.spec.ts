import { expect, test } from '@playwright/test';
import { pharmacyId, registerShopper, signInWithToken, stockedProducts } from '../support/shop';

// ADR 012: every write on the web is a route action with a plain form behind it, so buying works before
// (or without) the page's JavaScript. Each step below is a full-page form post the browser sends itself.
const PHARMACY = 'apotek-menteng-jakarta-pusat';

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
]) {
  test.describe(`without JavaScript at ${viewport.width} px`, () => {
    test.use({ javaScriptEnabled: false, viewport });

    test('adds to the cart from the product page, changes the quantity, checks out, confirms and cancels the unpaid order', async ({ page, context, request, baseURL }) => {
      test.setTimeout(90_000);
      const shopper = await registerShopper(request);
      await signInWithToken(context, baseURL!, shopper.token);
      const storeId = await pharmacyId(request, PHARMACY);
      const [product] = await stockedProducts(request, storeId, 1);
      await context.addCookies([{ name: 'apotek_store', value: String(storeId), url: baseURL! }]);

      // Add: the post comes back to the product page, and the top bar's count (read with the page) shows it.
      await page.goto(`/product/${product!.slug}`);
      await page.getByTestId('add-to-cart').getByRole('button', { name: 'Tambah ke keranjang' }).click();
      await expect(page).toHaveURL(`/product/${product!.slug}`);
      await expect(page.getByRole('link', { name: 'Keranjang, 1 produk' }).first()).toBeAttached();

      // One more, from the cart: the page comes back with the server's new quantity.
      await page.goto('/cart');
      const line = page.getByTestId('cart-line').filter({ hasText: product!.name });
      await expect(line.getByTestId('quantity')).toHaveText('1');
      await line.getByRole('button', { name: 'Tambah satu' }).click();
      await expect(line.getByTestId('quantity')).toHaveText('2');

      // Checkout opens the order; its delivery options came with the page.
      await page.getByTestId('store-cart').getByRole('button', { name: 'Checkout' }).click();
      await expect(page).toHaveURL(/\/cart\/checkout\?order=APT-[0-9A-Z]{10}$/);
      const orderId = new URL(page.url()).searchParams.get('order')!;
      await page
        .getByTestId('checkout-shipment')
        .getByRole('radio', { name: /Ambil di apotek/ })
        .check();
      await page.getByTestId('checkout-payment').getByRole('radio', { name: 'QRIS' }).check();
      await page.getByRole('button', { name: 'Konfirmasi & bayar' }).click();
      await expect(page).toHaveURL(`/order/${orderId}/payment`);

      // The unpaid order is cancelled from its page (no confirm dialog without scripts).
      await page.goto(`/order/summary/${orderId}`);
      await expect(page.getByTestId('order-detail')).toHaveAttribute('data-status', 'awaiting_payment');
      await page.getByRole('button', { name: 'Batalkan pesanan' }).click();
      await expect(page.getByTestId('order-detail')).toHaveAttribute('data-status', 'cancelled');
    });
  });
}
