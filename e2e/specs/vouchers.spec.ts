import { type APIRequestContext, expect, test } from '@playwright/test';
import { addFromProductPage, authHeaders, checkoutFromCart, choosePharmacy, confirmPickup, pharmacyId, registerShopper, settleInSandbox, signInWithToken } from '../support/shop';
import { waitForHydration } from '../support/top-bar';

/**
 * Issue 13's promotions and vouchers on the web: a guest reads /promo and a promotion with its vouchers'
 * rules; a new customer saves a voucher there, finds it in "Voucher Saya", fills the cart (which names
 * the best voucher), and at checkout is refused a wrong code (the field is emptied, no voucher is on the
 * order: SPEC §8), applies the best voucher in one tap (the total goes down by its saving), pays in the
 * sandbox, and the order shows the discount.
 */

const PHARMACY = 'apotek-menteng-jakarta-pusat';
const PROMO = 'promo-akhir-tahun';
const rupiah = (n: number) => `Rp ${n.toLocaleString('id-ID')}`;

interface Product {
  id: number;
  slug: string;
  name: string;
  price: number;
  promo_price: number | null;
  sellable_online: boolean;
  category: { slug: string } | null;
}

/**
 * Two over-the-counter products in stock, outside Vitamin & Suplemen, together over Rp 250.000: HEMAT10 then
 * saves its cap, more than the shipping or new-customer vouchers, so the best voucher is one on the items.
 */
async function basket(request: APIRequestContext, storeId: number): Promise<Product[]> {
  const response = await request.get(`/api/products?store_id=${storeId}&in_stock=1&drug_class=bebas&perPage=50&sort=price_desc`);
  expect(response.status()).toBe(200);
  const products = ((await response.json()) as { data: { data: Product[] } }).data.data.filter(
    (p) => p.sellable_online && p.category?.slug !== 'vitamin-suplemen' && (p.promo_price ?? p.price) >= 130_000 && (p.promo_price ?? p.price) <= 600_000,
  );
  expect(products.length, 'two mid-priced products in stock').toBeGreaterThanOrEqual(2);
  return products.slice(0, 2);
}

/** The order's vouchers as the API prices them (what the page must agree with). */
async function orderVouchers(request: APIRequestContext, token: string, orderId: string) {
  const response = await request.get(`/api/order/${orderId}/apply-voucher`, { headers: authHeaders(token) });
  expect(response.status()).toBe(200);
  return ((await response.json()) as {
    data: { applied: { voucher: { code: string } } | null; best_code: string | null; options: { voucher: { code: string; target: string }; eligible: boolean; item_discount: number }[] };
  }).data;
}

for (const { width, height } of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test(`promotions and vouchers (${width} px): a guest reads a promotion, a customer saves a voucher and pays an order with the best one`, async ({ browser, request, baseURL }) => {
    test.setTimeout(180_000);

    // ---- A guest: the running promotions, then one of them.
    const guest = await browser.newContext({ viewport: { width, height }, baseURL });
    const visitor = await guest.newPage();
    await visitor.goto('/promo');
    await expect(visitor.getByRole('heading', { level: 1, name: 'Promo' })).toBeVisible();
    const cards = visitor.getByTestId('promo-card');
    await expect(cards.filter({ hasText: 'Promo Akhir Tahun' })).toHaveCount(1);
    await expect(cards.filter({ hasText: 'Pekan Vitamin Sehat' })).toHaveCount(1);
    const card = cards.filter({ hasText: 'Promo Akhir Tahun' });
    await expect(card.getByTestId('promo-period')).toContainText('WIB');
    await expect(card.getByTestId('promo-counts')).toHaveText(/^1 voucher · \d+ produk$/);
    await card.getByRole('link', { name: 'Promo Akhir Tahun' }).click();

    await expect(visitor).toHaveURL(`/promo/${PROMO}`);
    await expect(visitor.getByRole('heading', { level: 1, name: 'Promo Akhir Tahun' })).toBeVisible();
    await expect(visitor.getByTestId('promo-banner')).toBeVisible();
    const hemat = visitor.locator('[data-testid="voucher-card"][data-code="HEMAT10"]');
    await expect(hemat).toContainText('Diskon 10% hingga Rp 25.000');
    const terms = hemat.getByTestId('voucher-terms');
    await expect(terms).toContainText('Minimal belanja Rp 50.000');
    await expect(terms).toContainText('Tidak berlaku untuk obat keras');
    await expect(terms).toContainText(/Berlaku .+ WIB – .+ WIB/);
    await expect(terms).toContainText(/Sisa kuota [\d.]+/);
    await expect(visitor.getByRole('list', { name: 'Produk promo' }).getByRole('listitem').first()).toBeVisible();
    // A guest is asked to sign in to save, and would come back here.
    await expect(hemat.getByTestId('voucher-login')).toHaveAttribute('href', `/auth?redirect=${encodeURIComponent(`/promo/${PROMO}`)}`);
    // An unknown or ended promotion is a 404 page.
    const gone = await visitor.goto('/promo/promo-yang-sudah-berakhir');
    expect(gone?.status()).toBe(404);
    await expect(visitor.getByRole('heading', { name: 'Halaman ini tidak dapat ditemukan' })).toBeVisible();
    await guest.close();

    // ---- A new customer saves HEMAT10 on the promotion's page.
    const shopper = await registerShopper(request);
    const context = await browser.newContext({ viewport: { width, height }, baseURL });
    await signInWithToken(context, baseURL!, shopper.token);
    const page = await context.newPage();
    await page.goto(`/promo/${PROMO}`);
    await waitForHydration(page);
    const toSave = page.locator('[data-testid="voucher-card"][data-code="HEMAT10"]');
    await toSave.getByTestId('voucher-collect').click();
    await expect(page.getByRole('status').filter({ hasText: 'Voucher disimpan ke Voucher Saya' })).toBeVisible();
    await expect(toSave.getByTestId('voucher-collected')).toBeVisible();

    // "Voucher Saya": the saved voucher is usable, and no longer on offer.
    await page.goto('/profile/voucher');
    await expect(page.getByRole('link', { name: 'Bisa dipakai (1)' })).toHaveAttribute('aria-current', 'page');
    const mine = page.getByRole('list', { name: 'Bisa dipakai' });
    await expect(mine.locator('[data-code="HEMAT10"]')).toContainText('Bisa dipakai');
    await expect(mine.locator('[data-code="HEMAT10"]')).toContainText('Sisa 3 kali pemakaian untuk Anda');
    await expect(page.getByTestId('voucher-offers').locator('[data-code="HEMAT10"]')).toHaveCount(0);
    await expect(page.getByTestId('voucher-offers').locator('[data-code="VITAMIN20"]')).toHaveCount(1);
    await mine.locator('[data-code="HEMAT10"]').getByRole('link', { name: 'Detail voucher HEMAT10' }).click();
    await expect(page).toHaveURL(/\/profile\/detail\/voucher\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Hemat 10% Akhir Tahun' })).toBeVisible();
    await expect(page.getByTestId('voucher-detail').getByTestId('voucher-terms')).toContainText('Tidak berlaku untuk obat keras');
    await page.goto('/profile/detail/voucher');
    await expect(page).toHaveURL('/profile/voucher');

    // ---- The cart names the best voucher for the pharmacy's ticked lines.
    const storeId = await pharmacyId(request, PHARMACY);
    const products = await basket(request, storeId);
    await choosePharmacy(page, PHARMACY);
    for (const product of products) await addFromProductPage(page, product);
    await page.goto('/cart');
    const hint = page.getByTestId('store-cart').getByTestId('cart-voucher-best');
    await expect(hint).toHaveText('Hemat Rp 25.000 dengan HEMAT10');

    // ---- Checkout: a wrong code is refused, the field emptied, no voucher on the order.
    const orderId = await checkoutFromCart(page);
    await waitForHydration(page);
    const field = page.getByTestId('checkout-voucher');
    const total = page.getByTestId('checkout-total');
    const before = await total.textContent();
    await field.getByTestId('voucher-code-input').fill('SALAHKODE');
    await field.getByTestId('voucher-code-apply').click();
    await expect(field.getByTestId('voucher-error')).toHaveText('Voucher tidak ditemukan');
    await expect(field.getByTestId('voucher-code-input')).toHaveValue('');
    await expect(field.getByTestId('voucher-applied')).toHaveCount(0);
    await expect(total).toHaveText(before!);
    expect((await orderVouchers(request, shopper.token, orderId)).applied).toBeNull();

    // The best voucher, as the API ranks it, offered in one tap; the cart named the same one.
    const state = await orderVouchers(request, shopper.token, orderId);
    const best = state.options.find((o) => o.voucher.code === state.best_code)!;
    // The basket is priced so that the saved HEMAT10, at its cap, saves more than any other running voucher.
    expect(best.voucher.code).toBe('HEMAT10');
    expect(best.item_discount).toBe(25_000);
    const offer = field.getByTestId('voucher-best');
    await expect(offer).toHaveAttribute('data-code', best.voucher.code);
    await expect(offer).toContainText(`Hemat ${rupiah(best.item_discount)} dengan ${best.voucher.code}`);

    // Every option in the sheet: usable ones first; one that cannot be used says why, and which lines it leaves out.
    await field.getByTestId('voucher-options-open').click();
    const sheet = page.getByTestId('voucher-options');
    await expect(sheet).toBeVisible();
    const flags = await sheet.getByTestId('voucher-option').evaluateAll((items) => items.map((i) => i.getAttribute('data-eligible')));
    expect(flags.indexOf('false') === -1 || flags.slice(flags.indexOf('false')).every((f) => f === 'false')).toBe(true);
    const vitamin = sheet.locator('[data-testid="voucher-option"][data-code="VITAMIN20"]');
    await expect(vitamin).toHaveAttribute('data-eligible', 'false');
    await expect(vitamin.getByTestId('voucher-option-reason')).not.toBeEmpty();
    await expect(vitamin.getByTestId('voucher-option-lines')).toContainText('Kategori produk ini tidak termasuk voucher');
    await page.keyboard.press('Escape');
    await expect(sheet).toBeHidden();

    await offer.getByTestId('voucher-best-apply').click();
    const applied = field.getByTestId('voucher-applied');
    await expect(applied).toHaveAttribute('data-code', best.voucher.code);
    await expect(applied).toContainText(`Hemat ${rupiah(best.item_discount)}`);
    const amount = (text: string | null) => Number(text!.replace(/\D/g, ''));
    await expect.poll(async () => amount(await total.textContent())).toBe(amount(before) - best.item_discount);
    await expect(page.getByText(`-${rupiah(best.item_discount)}`)).toBeVisible();
    await expect(field.getByTestId('voucher-best')).toHaveCount(0);

    // ---- Confirm, pay in the sandbox; the order keeps the discount.
    await confirmPickup(page, /BCA/);
    await settleInSandbox(page, orderId, 'Bayar');
    await page.goto(`/order/summary/${orderId}`);
    await expect(page.getByText('Diskon', { exact: true })).toBeVisible();
    await expect(page.getByText(`-${rupiah(best.item_discount)}`)).toBeVisible();

    // The use is counted on the saved voucher.
    await page.goto('/profile/voucher');
    await expect(page.getByRole('list', { name: 'Bisa dipakai' }).locator('[data-code="HEMAT10"]')).toContainText('Sisa 2 kali pemakaian untuk Anda');
    await context.close();
  });
}
