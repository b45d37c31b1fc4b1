import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { mobileBar } from '../support/top-bar';
import { addFromProductPage, addToCartViaApi, authHeaders, choosePharmacy, pharmacyId, registerShopper, signInWithToken, stockedProducts } from '../support/shop';

/** Issue 8, points 3, 8 and 9: a mixed cart checks out, and the shop works on a phone. */

// Pharmacies no other spec buys at, so stock and open orders here are this file's own.
const PHARMACY = { 390: 'apotek-gubeng-surabaya', 1280: 'apotek-kaliurang-yogyakarta' } as const;
const WIDTHS = [390, 1280] as const;

interface ProductRow {
  id: number;
  slug: string;
  name: string;
  sellable_online: boolean;
}

async function kerasAt(request: APIRequestContext, storeId: number): Promise<ProductRow> {
  const response = await request.get(`/api/products?store_id=${storeId}&in_stock=1&drug_class=keras&perPage=5`);
  expect(response.status()).toBe(200);
  const [keras] = ((await response.json()) as { data: { data: ProductRow[] } }).data.data.filter((p) => p.sellable_online);
  expect(keras, `an obat keras product in stock at ${storeId}`).toBeDefined();
  return keras!;
}

function overlaps(a: { x: number; y: number; width: number; height: number }, b: { x: number; y: number; width: number; height: number }): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/** The chat button's box and the target's, with the target scrolled to the viewport's bottom edge, where a floating bubble sits. */
async function boxesAtBottom(page: Page, target: Locator) {
  await target.evaluate((el) => el.scrollIntoView({ block: 'end' }));
  const chat = page.getByRole('button', { name: 'Buka chat bantuan' });
  return { target: (await target.boundingBox())!, chat: await chat.boundingBox() };
}

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width === 390 ? 844 : 800 } });

    test('a mixed cart checks out only the sellable line; the obat keras line stays with its note', async ({ page, request, context, baseURL }) => {
      const shopper = await registerShopper(request);
      await signInWithToken(context, baseURL!, shopper.token);
      const storeId = await pharmacyId(request, PHARMACY[width]);
      const [bebas, other] = await stockedProducts(request, storeId, 2);
      const keras = await kerasAt(request, storeId);
      for (const p of [keras, bebas!, other!]) await addToCartViaApi(request, shopper.token, storeId, p.id);

      await page.goto('/cart');
      const storeCart = page.getByTestId('store-cart');
      const lines = storeCart.getByTestId('cart-line');
      await expect(lines).toHaveCount(3);
      await expect(page.getByTestId('cart-counter')).toHaveText('3 produk · 3 barang');

      // The held line: its note, and no tick; the sellable ones start ticked.
      const kerasLine = lines.filter({ hasText: keras.name });
      await expect(kerasLine.getByTestId('cart-blocked')).toContainText('Perlu resep dokter yang disetujui apoteker');
      await expect(kerasLine.getByTestId('select-line')).toBeDisabled();
      await expect(kerasLine.getByTestId('select-line')).not.toBeChecked();
      await expect(storeCart.getByTestId('select-all')).toBeChecked();
      await expect(storeCart.getByTestId('cart-selected-counts')).toHaveText('Subtotal (2 produk · 2 barang)');

      // Untick one: the subtotal follows, and the choice survives a reload.
      // The tick posts to the cart's route action (ADR 012), which saves it through the API.
      const saved = page.waitForResponse((r) => new URL(r.url()).pathname === '/cart.data' && r.request().method() === 'POST' && r.ok());
      await lines.filter({ hasText: other!.name }).getByTestId('select-line').uncheck();
      await saved;
      await expect(storeCart.getByTestId('cart-selected-counts')).toHaveText('Subtotal (1 produk · 1 barang)');
      await expect(storeCart.getByTestId('select-all')).not.toBeChecked();
      await page.reload();
      await expect(lines.filter({ hasText: other!.name }).getByTestId('select-line')).not.toBeChecked();
      await expect(lines.filter({ hasText: bebas!.name }).getByTestId('select-line')).toBeChecked();

      await storeCart.getByRole('button', { name: 'Checkout' }).click();
      await expect(page).toHaveURL(/\/cart\/checkout\?order=APT-[0-9A-Z]{10}$/);
      // Checkout counts the order the way the cart does (issue 8, point 9).
      await expect(page.getByTestId('checkout-counts')).toHaveText('1 produk · 1 barang');
      const orderId = new URL(page.url()).searchParams.get('order')!;
      const order = await request.get(`/api/my/order/${orderId}`, { headers: authHeaders(shopper.token) });
      const items = ((await order.json()) as { data: { items: Array<{ product_id: number; quantity: number }> } }).data.items;
      expect(items.map((i) => [i.product_id, i.quantity])).toEqual([[bebas!.id, 1]]);

      // Back in the cart: the held line with its note and the unticked one, untouched.
      await page.goto('/cart');
      await expect(lines).toHaveCount(2);
      await expect(lines.filter({ hasText: keras.name }).getByTestId('cart-blocked')).toContainText('Perlu resep dokter yang disetujui apoteker');
      await expect(lines.filter({ hasText: other!.name }).getByTestId('select-line')).not.toBeChecked();
      await expect(page.getByTestId('cart-counter')).toHaveText('2 produk · 2 barang');
      await expect(page.getByRole('banner').getByRole('link', { name: 'Keranjang, 2 produk' }).first()).toBeAttached();

      // In English the note and the counts speak English.
      await context.addCookies([{ name: 'i18n_redirected', value: 'en', url: baseURL! }]);
      await page.reload();
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await expect(lines.filter({ hasText: keras.name }).getByTestId('cart-blocked')).toContainText('Needs a prescription approved by a pharmacist');
      await expect(page.getByTestId('cart-counter')).toHaveText('2 products · 2 items');
    });

    test('product cards show the whole name, with strength and pack size, never one cut line', async ({ page, request }) => {
      await page.goto('/product');
      const names = page.getByRole('list', { name: 'Daftar produk' }).first().locator('article h3');
      await expect(names.first()).toBeVisible();
      const shown = await names.evaluateAll((els) =>
        els.map((el) => {
          const style = getComputedStyle(el);
          return {
            text: el.textContent ?? '',
            lineHeight: parseFloat(style.lineHeight),
            height: el.getBoundingClientRect().height,
            hidden: el.scrollHeight > el.clientHeight + 1 || el.scrollWidth > el.clientWidth + 1,
            ellipsis: style.textOverflow === 'ellipsis' || style.webkitLineClamp !== 'none',
          };
        }),
      );
      // The page lists the catalogue's first page; its longest names (strength and pack size at the end) must show whole.
      const listed = await request.get('/api/products?perPage=20');
      const longest = Math.max(...((await listed.json()) as { data: { data: Array<{ name: string }> } }).data.data.map((p) => p.name.length));
      expect(longest).toBeGreaterThan(30);
      for (const name of shown) {
        expect(name.hidden, name.text).toBe(false);
        expect(name.ellipsis, name.text).toBe(false);
        // Two lines are reserved on every card, so the prices line up and a name never sits on one cut line.
        expect(name.height, name.text).toBeGreaterThanOrEqual(2 * name.lineHeight - 1);
      }
    });

    test('the chat bubble never covers "Tambah ke keranjang" or a card add button', async ({ page, request }) => {
      const storeId = await pharmacyId(request, PHARMACY[width]);
      const [product] = await stockedProducts(request, storeId, 1);
      await choosePharmacy(page, PHARMACY[width]);
      await page.goto(`/product/${product!.slug}`);
      const add = page.getByTestId('add-to-cart').getByRole('button', { name: 'Tambah ke keranjang' });
      await expect(add).toBeVisible();
      const onProduct = await boxesAtBottom(page, add);
      if (onProduct.chat) expect(overlaps(onProduct.target, onProduct.chat), 'chat over "Tambah ke keranjang"').toBe(false);

      await page.goto('/product');
      const cardButtons = page.getByRole('button', { name: /^Tambah .* ke keranjang$/ });
      await expect(cardButtons.first()).toBeVisible();
      const count = Math.min(await cardButtons.count(), 6);
      for (let i = 0; i < count; i++) {
        const boxes = await boxesAtBottom(page, cardButtons.nth(i));
        if (boxes.chat) expect(overlaps(boxes.target, boxes.chat), `chat over card button ${i}`).toBe(false);
      }
      // The bubble is still there to be found.
      await expect(page.getByRole('button', { name: 'Buka chat bantuan' })).toBeAttached();
    });
  });
}

test.describe('at 390 px, a guest', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('sees the cart with its counter in the mobile top bar after adding', async ({ page, request }) => {
    const storeId = await pharmacyId(request, PHARMACY[390]);
    const [product] = await stockedProducts(request, storeId, 1);
    await page.goto('/');
    const cart = mobileBar(page).getByRole('link', { name: /^Keranjang/ });
    await expect(cart).toBeVisible();
    await expect(cart).toHaveAttribute('href', '/cart');
    await expect(mobileBar(page).getByRole('link', { name: 'Masuk', exact: true })).toBeVisible();

    await choosePharmacy(page, PHARMACY[390]);
    await addFromProductPage(page, product!);
    await expect(mobileBar(page).getByRole('link', { name: 'Keranjang, 1 produk' })).toBeVisible();
    await expect(mobileBar(page).getByRole('link', { name: 'Keranjang, 1 produk' })).toContainText('1');
  });

  test('opens the filter as a bottom sheet that applies and closes with Escape', async ({ page }) => {
    await page.goto('/product');
    const toggle = page.getByTestId('filter-toggle');
    await expect(toggle).toBeVisible();
    const resultsTop = (await page.getByRole('list', { name: 'Daftar produk' }).first().boundingBox())!.y;

    await toggle.click();
    const sheet = page.getByRole('dialog', { name: 'Filter' });
    await expect(sheet).toBeVisible();
    // A sheet over the page, anchored to the bottom: the results did not move down.
    const box = (await sheet.boundingBox())!;
    expect(Math.round(box.y + box.height)).toBe(844);
    // The page behind is hidden from assistive technology while the sheet is open (hence includeHidden to measure it).
    await expect(page.getByRole('list', { name: 'Daftar produk' })).toHaveCount(0);
    expect((await page.getByRole('list', { name: 'Daftar produk', includeHidden: true }).first().boundingBox())!.y).toBe(resultsTop);
    // The focus is inside the sheet and stays there.
    expect(await sheet.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    for (let i = 0; i < 5; i++) await page.keyboard.press('Shift+Tab');
    expect(await sheet.evaluate((el) => el.contains(document.activeElement))).toBe(true);

    await sheet.getByLabel('Minimum (Rp)').fill('10000');
    await sheet.getByRole('button', { name: 'Terapkan', exact: true }).click();
    await expect(sheet).toBeHidden();
    await expect(page).toHaveURL(/[?&]min_price=10000/);
    await expect(toggle).toHaveText('Filter (1)');

    await toggle.click();
    await expect(sheet).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(sheet).toBeHidden();
    await expect(toggle).toBeFocused();
  });
});

test.describe('at 1280 px, the filter', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('stays a sidebar, with no sheet toggle', async ({ page }) => {
    await page.goto('/product');
    await expect(page.getByRole('complementary', { name: 'Filter' })).toBeVisible();
    await expect(page.getByTestId('filter-toggle')).toBeHidden();
  });
});
