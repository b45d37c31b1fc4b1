import { expect, test } from '../support/customer';
import { addToCartViaApi, createAddressViaApi, openOrderViaApi, pharmacyId, stockedProducts } from '../support/shop';

const PHARMACY = 'apotek-kemang-jakarta-selatan';

test.describe('snackbar', () => {
  test('a checkout refused for an unpaid order reads "{message}: {order id}" in red, and DETAIL opens /order', async ({ page, request, signedIn }) => {
    const storeId = await pharmacyId(request, PHARMACY);
    const [first, second] = await stockedProducts(request, storeId, 2);
    // An order at this pharmacy still waits for payment; the cart there holds another product.
    const openOrder = await openOrderViaApi(request, signedIn.token, storeId, first!.id);
    await addToCartViaApi(request, signedIn.token, storeId, second!.id);

    await page.goto('/cart');
    const storeCart = page.getByTestId('store-cart').filter({ has: page.getByRole('link', { name: 'Apotek Kemang' }) });
    await storeCart.getByRole('button', { name: 'Checkout' }).click();

    // SPEC §8: '{message}: {data.id}', the error colour, and a DETAIL link (no Close) to /order.
    const snackbar = page.getByRole('alert').filter({ hasText: openOrder });
    await expect(snackbar.locator('span')).toHaveText(`Anda masih memiliki pesanan yang belum dibayar di apotek ini: ${openOrder}`);
    await expect(snackbar).toHaveAttribute('data-color', 'error');
    await expect(snackbar).toHaveCSS('background-color', 'rgb(185, 28, 28)');
    await expect(snackbar.getByRole('button', { name: 'Tutup' })).toHaveCount(0);
    await expect(page).toHaveURL('/cart');
    const detail = snackbar.getByRole('link', { name: 'DETAIL' });
    await expect(detail).toHaveAttribute('href', '/order');
    await detail.click();

    await expect(page).toHaveURL('/order');
    await expect(page.getByRole('heading', { level: 1, name: 'Pesanan Saya' })).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: openOrder })).toHaveCount(0);
    await expect(page.locator(`[data-testid="order-card"][data-order-id="${openOrder}"]`)).toBeVisible();
  });

  test('a plain message has a Close button that dismisses it', async ({ page, request, signedIn }) => {
    const label = `Kos ${Date.now().toString(36)}`;
    await createAddressViaApi(request, signedIn, label);

    await page.goto('/profile/address');
    const card = page.getByTestId('address-card').filter({ hasText: label });
    page.once('dialog', (dialog) => void dialog.accept());
    await card.getByRole('button', { name: `Hapus alamat ${label}` }).click();

    const snackbar = page.getByRole('status').filter({ hasText: 'Alamat dihapus' });
    await expect(snackbar).toBeVisible();
    await expect(snackbar).toHaveAttribute('data-color', 'success');
    await expect(snackbar.getByRole('link')).toHaveCount(0);
    await snackbar.getByRole('button', { name: 'Tutup' }).click();
    // Gone at once, well before its own 6 s timeout would have hidden it.
    await expect(snackbar).toHaveCount(0, { timeout: 2_000 });
    await expect(card).toHaveCount(0);
  });
});
