import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../support/customer';
import { addToCartViaApi, authHeaders, choosePharmacy, openOrderViaApi, pharmacyId, stockAndLimitAt, stockedProducts } from '../support/shop';

interface ProductRow {
  id: number;
  slug: string;
  name: string;
  sellable_online: boolean;
}

async function productsAt(request: APIRequestContext, storeId: number, query: string): Promise<ProductRow[]> {
  const response = await request.get(`/api/products?store_id=${storeId}&in_stock=1&perPage=10&${query}`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: { data: ProductRow[] } }).data.data.filter((p) => p.sellable_online);
}

test.describe('cart page', () => {
  test('a line above the stock left shows the localised insufficient-stock warning and blocks checkout', async ({ page, request, signedIn }) => {
    const storeId = await pharmacyId(request, 'apotek-kebayoran-baru-jakarta-selatan');
    // The dearest over-the-counter product there, so no other spec's cheap picks are touched.
    const candidates = await productsAt(request, storeId, 'drug_class=bebas&sort=price_desc');
    let product: ProductRow | undefined;
    let stock = 0;
    for (const candidate of candidates) {
      // The whole shelf must fit in one cart line, which holds at most the pharmacy's per-order limit.
      const found = await stockAndLimitAt(request, candidate.id, storeId);
      stock = found.quantity;
      if (stock >= 2 && stock <= found.maxPerOrder) {
        product = candidate;
        break;
      }
    }
    expect(product, 'a product with 2 to its per-order limit in stock').toBeDefined();

    // All of the stock in the cart; then one unit is reserved by an order (buy now), leaving one too few.
    await addToCartViaApi(request, signedIn.token, storeId, product!.id, stock);
    await openOrderViaApi(request, signedIn.token, storeId, product!.id, 1);

    await page.goto('/cart');
    const storeCart = page.getByTestId('store-cart').filter({ has: page.getByRole('link', { name: 'Apotek Kebayoran Baru' }) });
    const line = storeCart.getByTestId('cart-line');
    await expect(line).toHaveCount(1);
    await expect(line).toContainText(product!.name);
    await expect(line.getByTestId('quantity')).toHaveText(String(stock));
    await expect(line.getByTestId('cart-blocked')).toHaveText(`Stok tidak cukup: tersisa ${stock - 1} di apotek ini.`);
    await expect(storeCart.getByText('1 produk belum dapat dipesan; lihat catatannya di atas.')).toBeVisible();
    await expect(storeCart.getByRole('button', { name: 'Checkout' })).toBeDisabled();
    // Nothing more can be added to that line.
    await expect(line.getByRole('button', { name: 'Tambah satu' })).toBeDisabled();

    // In English the same warning speaks English.
    await page.getByRole('banner').getByRole('form', { name: 'Bahasa' }).getByRole('button', { name: 'English' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(line.getByTestId('cart-blocked')).toHaveText(`Not enough stock: ${stock - 1} left at this pharmacy.`);
    await expect(storeCart.getByRole('button', { name: 'Checkout' })).toBeDisabled();
  });

  test("the quantity steppers stop at the pharmacy's per-order limit, on the product page and in the cart", async ({ page, request, signedIn }) => {
    const slug = 'apotek-darmo-surabaya';
    const storeId = await pharmacyId(request, slug);
    // A product with more on the shelf than one order may hold, so the limit, not the stock, stops the stepper.
    let product: ProductRow | undefined;
    let limit = 0;
    for (const candidate of await productsAt(request, storeId, 'drug_class=bebas&sort=price_asc')) {
      const found = await stockAndLimitAt(request, candidate.id, storeId);
      if (found.quantity > found.maxPerOrder) {
        product = candidate;
        limit = found.maxPerOrder;
        break;
      }
    }
    expect(product, 'a product with more in stock than its per-order limit').toBeDefined();
    expect(limit).toBe(10);

    await choosePharmacy(page, slug);
    await page.goto(`/product/${product!.slug}`);
    const buy = page.getByTestId('add-to-cart');
    const more = buy.getByRole('button', { name: 'Tambah satu' });
    for (let i = 1; i < limit; i++) await more.click();
    await expect(buy.getByTestId('quantity')).toHaveText(String(limit));
    await expect(more).toBeDisabled();
    await expect(buy.getByTestId('max-per-order')).toHaveText('Maksimal 10 per pesanan di apotek ini.');
    await buy.getByRole('button', { name: 'Tambah ke keranjang' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'ditambahkan ke keranjang' })).toBeVisible();

    await page.goto('/cart');
    const storeCart = page.getByTestId('store-cart').filter({ has: page.getByRole('link', { name: 'Apotek Darmo' }) });
    const line = storeCart.getByTestId('cart-line').filter({ hasText: product!.name });
    await expect(line.getByTestId('quantity')).toHaveText(String(limit));
    await expect(line.getByRole('button', { name: 'Tambah satu' })).toBeDisabled();
    await expect(line.getByTestId('max-per-order')).toHaveText('Maksimal 10 per pesanan di apotek ini.');
    await expect(storeCart.getByRole('button', { name: 'Checkout' })).toBeEnabled();

    // The server holds the same line: one more is refused, naming the limit.
    const refused = await request.post('/api/cart/product/add', { headers: authHeaders(signedIn.token), data: { product_id: product!.id, store_id: storeId, quantity: 1 } });
    expect(refused.status()).toBe(422);
    expect(((await refused.json()) as { errors: { quantity: string[] } }).errors.quantity).toEqual(['Maksimal 10 per pesanan untuk produk ini di apotek ini']);

    // In English the note speaks English.
    await page.getByRole('banner').getByRole('form', { name: 'Bahasa' }).getByRole('button', { name: 'English' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(line.getByTestId('max-per-order')).toHaveText('At most 10 per order at this pharmacy.');
  });

  test('an obat keras line needs a prescription and is held while the others can check out; removing it; clear all asks first', async ({ page, request, signedIn }) => {
    const storeId = await pharmacyId(request, 'apotek-tebet-jakarta-selatan');
    const [first, second] = await stockedProducts(request, storeId, 2);
    const [keras] = await productsAt(request, storeId, 'drug_class=keras');
    expect(keras).toBeDefined();
    for (const p of [first!, second!, keras!]) await addToCartViaApi(request, signedIn.token, storeId, p.id);

    await page.goto('/cart');
    const storeCart = page.getByTestId('store-cart').filter({ has: page.getByRole('link', { name: 'Apotek Tebet' }) });
    const lines = storeCart.getByTestId('cart-line');
    await expect(lines).toHaveCount(3);

    // The obat keras line: the prescription notice with its upload link; it is held, the others may check out (issue 8, point 3).
    const kerasLine = lines.filter({ hasText: keras!.name });
    await expect(kerasLine.getByTestId('cart-blocked')).toContainText('Perlu resep dokter yang disetujui apoteker.');
    await expect(kerasLine.getByRole('link', { name: 'Unggah resep dokter' })).toHaveAttribute('href', '/prescription/upload');
    await expect(kerasLine.getByTestId('select-line')).toBeDisabled();
    await expect(storeCart.getByRole('button', { name: 'Checkout' })).toBeEnabled();

    // Remove just that line (the bin button): the others stay and checkout is possible again.
    await kerasLine.getByRole('button', { name: `Hapus ${keras!.name} dari keranjang` }).first().click();
    await expect(lines).toHaveCount(2);
    await expect(lines.filter({ hasText: keras!.name })).toHaveCount(0);
    await expect(lines.filter({ hasText: first!.name })).toHaveCount(1);
    await expect(lines.filter({ hasText: second!.name })).toHaveCount(1);
    await expect(storeCart.getByTestId('cart-blocked')).toHaveCount(0);
    await expect(storeCart.getByRole('button', { name: 'Checkout' })).toBeEnabled();
    // The server agrees.
    const mine = await request.get('/api/my/cart', { headers: authHeaders(signedIn.token) });
    const carts = ((await mine.json()) as { data: { carts: Array<{ store: { id: number }; items: Array<{ product_id: number }> }> } }).data.carts;
    expect(carts.find((c) => c.store.id === storeId)!.items.map((i) => i.product_id).sort()).toEqual([first!.id, second!.id].sort());

    // Clear all asks first: cancelling keeps everything.
    const asked: string[] = [];
    page.once('dialog', (dialog) => {
      asked.push(dialog.message());
      void dialog.dismiss();
    });
    await page.getByRole('button', { name: 'Hapus semua' }).click();
    await expect.poll(() => asked).toEqual(['Hapus semua barang dari keranjang?']);
    await expect(lines).toHaveCount(2);

    // Accepting empties the cart.
    page.once('dialog', (dialog) => void dialog.accept());
    await page.getByRole('button', { name: 'Hapus semua' }).click();
    await expect(page.getByTestId('cart-empty')).toBeVisible();
    await expect(page.getByTestId('cart-line')).toHaveCount(0);
    await page.reload();
    await expect(page.getByTestId('cart-empty')).toBeVisible();
  });
});
