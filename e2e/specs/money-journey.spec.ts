import { type APIRequestContext, type Locator, type Page, expect, test } from '@playwright/test';
import { DEMO_PHARMACIST } from '../support/data';
import { readOtp } from '../support/outbox';
import { addFromProductPage, authHeaders, checkoutFromCart, choosePharmacy, loginToken, openOrderViaApi, pharmacyId, registerShopper, settleInSandbox, signInWithToken } from '../support/shop';
import { waitForHydration } from '../support/top-bar';

/**
 * Issue 13's journey end to end ("Done when": activate the wallet with OTP, top up by VA in the sandbox,
 * apply a voucher at checkout, pay from the wallet, and see the points credited once the order
 * completes), then spending those points at checkout. A fresh customer at a phone's and a laptop's width:
 * the wallet is activated with the SMS code and a PIN, topped up by a BCA virtual account paid in the
 * sandbox; an order for pick-up at the demo pharmacist's pharmacy gets HEMAT10 and is paid from Saldo
 * Apotek with the PIN; the pharmacist processes it, makes it ready and hands it over against the pick-up
 * code; /profile/poin-history then shows 1 point per Rp 1.000 paid, credited once (a reload changes
 * nothing). At the next checkout the points are spent with the switch, an amount of one's own, and a
 * refusal in the API's words; the totals follow the order's discount each time.
 */

// The demo pharmacist works here (the seed links them), so the spec can complete the order.
const PHARMACY = 'apotek-menteng-jakarta-pusat';
const PIN = '582946';
const TOP_UP = 200_000;
const VOUCHER = 'HEMAT10';
// The demo employee (apps/api/src/db/seed/accounts): a monthly allowance of employee coins.
const DEMO_EMPLOYEE = { login: 'karyawan@demo.apotek.id', password: 'Demo12345' } as const;

const rupiah = (n: number) => `Rp ${n.toLocaleString('id-ID')}`;
const amountOf = (text: string | null) => Number(text!.replace(/\D/g, ''));

interface Product {
  id: number;
  slug: string;
  name: string;
  price: number;
  promo_price: number | null;
  sellable_online: boolean;
}

/** Over-the-counter products in stock, each between Rp 60.000 and Rp 150.000: over HEMAT10's minimum, and one fits the top-up. */
async function midPriced(request: APIRequestContext, storeId: number, count: number): Promise<Product[]> {
  const response = await request.get(`/api/products?store_id=${storeId}&in_stock=1&drug_class=bebas&perPage=100&sort=price_desc`);
  expect(response.status()).toBe(200);
  const products = ((await response.json()) as { data: { data: Product[] } }).data.data.filter((p) => p.sellable_online && (p.promo_price ?? p.price) >= 60_000 && (p.promo_price ?? p.price) <= 150_000);
  expect(products.length, `${count} mid-priced products in stock`).toBeGreaterThanOrEqual(count);
  return products.slice(0, count);
}

async function pointsOf(request: APIRequestContext, token: string) {
  const response = await request.get('/api/my/poin/history?perPage=100', { headers: authHeaders(token) });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: { balance: number; data: { kind: string; amount: number; order_id: string | null }[] } }).data;
}

async function orderOf(request: APIRequestContext, token: string, orderId: string) {
  const response = await request.get(`/api/my/order/${orderId}`, { headers: authHeaders(token) });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: { status: string; subtotal: number; discount: number; total: number; pickup: { code: string | null } | null } }).data;
}

/** The summary's subtotal, discount (0 when there is none) and total, read off the page. */
async function summaryTotals(page: Page) {
  const summary = page.locator('aside[aria-labelledby="summary-title"]');
  const row = (label: string) => summary.locator('dl > div').filter({ has: page.locator('dt', { hasText: new RegExp(`^${label}$`) }) });
  const discountRow = row('Diskon');
  return {
    subtotal: amountOf(await row('Subtotal produk').locator('dd').textContent()),
    discount: (await discountRow.count()) ? amountOf(await discountRow.locator('dd').textContent()) : 0,
    total: amountOf(await page.getByTestId('checkout-total').textContent()),
  };
}

/** The totals on the page add up, and say what the API holds for the order (pick-up: no delivery cost). */
async function expectTotalsMatch(page: Page, request: APIRequestContext, token: string, orderId: string) {
  const order = await orderOf(request, token, orderId);
  await expect.poll(async () => (await summaryTotals(page)).total).toBe(order.subtotal - order.discount);
  const shown = await summaryTotals(page);
  expect(shown).toEqual({ subtotal: order.subtotal, discount: order.discount, total: order.subtotal - order.discount });
  return order;
}

async function activateWallet(page: Page, request: APIRequestContext, e164: string) {
  await page.goto('/wallet/register/confirmation');
  const steps = page.getByTestId('wallet-register');
  await expect(steps).toHaveAttribute('data-step', 'phone');
  await page.getByTestId('register-phone').click();
  await expect(steps).toHaveAttribute('data-step', 'otp');
  const code = await readOtp(request, e164, /dompet/);
  await waitForHydration(page);
  await page.getByLabel('Kode OTP').fill(code);
  await page.getByTestId('register-verify').click();
  await expect(steps).toHaveAttribute('data-step', 'pin');
  await page.getByLabel('PIN baru').fill(PIN);
  await page.getByLabel('Ulangi PIN').fill(PIN);
  await page.getByTestId('register-pin').click();
  await expect(page).toHaveURL('/wallet/success?done=activated');
}

async function topUpByVa(page: Page) {
  await page.goto('/wallet');
  await waitForHydration(page);
  const form = page.getByTestId('top-up-form');
  await form.getByText(rupiah(TOP_UP), { exact: true }).click();
  await form.getByText('BCA Virtual Account').click();
  await form.getByTestId('top-up-submit').click();
  await expect(page).toHaveURL(/\/wallet\/instruction\/\d+$/);
  const reference = (await page.getByTestId('top-up-instruction').getAttribute('data-reference'))!;
  const bank = await page.context().newPage();
  await settleInSandbox(bank, reference, 'Bayar');
  await bank.close();
  await expect(page).toHaveURL(/\/wallet\/success\?top_up=\d+$/, { timeout: 20_000 });
  await page.goto('/wallet');
  await expect(page.getByTestId('wallet-balance')).toHaveText(rupiah(TOP_UP));
}

/** The pharmacist, through the console's API: processing, ready for pick-up, handed over against the customer's code. */
async function pharmacyCompletes(request: APIRequestContext, orderId: string, pickupCode: string) {
  const staff = await loginToken(request, DEMO_PHARMACIST.login, DEMO_PHARMACIST.password);
  for (const to of ['processing', 'ready_for_pickup']) {
    const moved = await request.post(`/api/console/orders/${orderId}/transition`, { headers: authHeaders(staff), data: { to } });
    expect(moved.status(), `${to}: ${await moved.text()}`).toBe(200);
  }
  const handed = await request.post(`/api/console/orders/${orderId}/pickup`, { headers: authHeaders(staff), data: { code: pickupCode } });
  expect(handed.status(), await handed.text()).toBe(200);
}

/** The points row at checkout after the page has read the order again. */
async function expectPointsHeld(row: Locator, applied: number) {
  await expect(row).toHaveAttribute('data-applied', String(applied));
  await expect(row.getByRole('switch')).toHaveAttribute('aria-checked', String(applied > 0));
}

for (const { width, height } of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test(`money journey (${width} px): wallet by OTP, VA top-up, a voucher, paid from the wallet, points credited once on completion, then spent at checkout`, async ({ browser, request, baseURL }) => {
    test.setTimeout(240_000);
    const shopper = await registerShopper(request);
    const context = await browser.newContext({ viewport: { width, height }, baseURL });
    await signInWithToken(context, baseURL!, shopper.token);
    const page = await context.newPage();

    // ---- A new customer has no points yet, and the page says how they come.
    await page.goto('/profile/poin-history');
    await expect(page.getByRole('heading', { level: 1, name: 'Riwayat Poin' })).toBeVisible();
    await expect(page.getByTestId('points-balance')).toHaveAttribute('data-balance', '0');
    await expect(page.getByTestId('points-empty')).toContainText('Belum ada poin');
    await expect(page.getByTestId('points-how')).toContainText('1 poin untuk setiap Rp 1.000');
    // No Koin Apotek, and nothing of the employee allowance for someone who is not an employee.
    await page.goto('/profile/coins-history');
    await expect(page.getByTestId('coins-balance')).toHaveAttribute('data-balance', '0');
    await expect(page.getByTestId('coins-empty')).toBeVisible();
    await expect(page.getByTestId('employee-coins')).toHaveCount(0);
    await expect(page.getByText('Koin Karyawan')).toHaveCount(0);

    // ---- The wallet: the SMS code and a PIN, then Rp 200.000 by a BCA virtual account paid in the sandbox.
    await activateWallet(page, request, shopper.e164);
    await topUpByVa(page);

    // ---- An order for pick-up at the pharmacist's pharmacy, with HEMAT10.
    const storeId = await pharmacyId(request, PHARMACY);
    const [product, nextProduct] = await midPriced(request, storeId, 2);
    await choosePharmacy(page, PHARMACY);
    await addFromProductPage(page, product!);
    const orderId = await checkoutFromCart(page);
    await waitForHydration(page);
    // Nothing to spend yet: the block says so.
    await expect(page.getByTestId('checkout-loyalty').getByTestId('loyalty-none')).toBeVisible();
    const field = page.getByTestId('checkout-voucher');
    await field.getByTestId('voucher-code-input').fill(VOUCHER);
    await field.getByTestId('voucher-code-apply').click();
    await expect(field.getByTestId('voucher-applied')).toHaveAttribute('data-code', VOUCHER);
    const priced = await expectTotalsMatch(page, request, shopper.token, orderId);
    expect(priced.discount).toBe(Math.min(25_000, Math.floor(priced.subtotal / 10)));

    // ---- Saldo Apotek, and the PIN on its own page.
    await page.getByTestId('checkout-shipment').getByRole('radio', { name: /Ambil di apotek/ }).check();
    await page.getByTestId('checkout-payment').getByRole('radio', { name: /Saldo Apotek/ }).check();
    await page.getByRole('button', { name: 'Konfirmasi & bayar' }).click();
    await expect(page).toHaveURL(`/order/wallet/confrim/${orderId}`);
    await expect(page.getByTestId('confirm-total')).toHaveText(rupiah(priced.total));
    await waitForHydration(page);
    await page.getByTestId('wallet-pin').fill(PIN);
    await page.getByTestId('wallet-pay-submit').click();
    await expect(page).toHaveURL(`/order/summary/${orderId}`);
    const paid = await orderOf(request, shopper.token, orderId);
    expect(paid.status).toBe('paid');

    // Paid is not completed: no points yet.
    await page.goto('/profile/poin-history');
    await expect(page.getByTestId('points-balance')).toHaveAttribute('data-balance', '0');

    // ---- The pharmacy hands it over against the pick-up code.
    expect(paid.pickup?.code).toMatch(/^[A-HJ-NP-Z2-9]{6}$/);
    await pharmacyCompletes(request, orderId, paid.pickup!.code!);
    expect((await orderOf(request, shopper.token, orderId)).status).toBe('completed');

    // ---- The points: 1 per Rp 1.000 paid, credited once.
    const earned = Math.floor(priced.total / 1000);
    expect(earned).toBeGreaterThan(0);
    await page.goto('/profile/poin-history');
    const balance = page.getByTestId('points-balance');
    await expect(balance).toHaveAttribute('data-balance', String(earned));
    await expect(balance).toHaveText(`${earned.toLocaleString('id-ID')} poin`);
    const movement = page.getByTestId('loyalty-movement');
    await expect(movement).toHaveCount(1);
    await expect(movement).toHaveAttribute('data-kind', 'earn');
    await expect(movement).toHaveAttribute('data-amount', String(earned));
    await expect(movement).toContainText('Dari pesanan selesai');
    await expect(movement).toContainText(`+${earned.toLocaleString('id-ID')} poin`);
    await expect(movement).toContainText(/Berlaku s\.d\. .+ WIB/);
    await expect(page.getByTestId('points-lapse')).toContainText(new RegExp(`${earned.toLocaleString('id-ID')} poin hangus pada .+ WIB`));
    await expect(movement.getByRole('link', { name: `Pesanan ${orderId}` })).toHaveAttribute('href', `/order/summary/${orderId}`);
    // Exactly once: reading again (which also catches up on completions) credits nothing more.
    await page.reload();
    await expect(balance).toHaveAttribute('data-balance', String(earned));
    await expect(movement).toHaveCount(1);
    const ledger = await pointsOf(request, shopper.token);
    expect(ledger.balance).toBe(earned);
    expect(ledger.data.filter((m) => m.kind === 'earn' && m.order_id === orderId)).toHaveLength(1);

    // ---- Spending them: the next order, at checkout.
    const nextOrder = await openOrderViaApi(request, shopper.token, storeId, nextProduct!.id);
    await page.goto(`/cart/checkout?order=${nextOrder}`);
    await waitForHydration(page);
    const row = page.getByTestId('loyalty-points');
    await expect(row).toHaveAttribute('data-balance', String(earned));
    await expect(row).toHaveAttribute('data-max', String(earned));
    const toggle = row.getByRole('switch');
    await expect(toggle).toHaveText(`Pakai ${earned} poin (hemat ${rupiah(earned)})`);
    const before = await expectTotalsMatch(page, request, shopper.token, nextOrder);
    expect(before.discount).toBe(0);

    // The switch: the most that fits; the total goes down by as many rupiah.
    await toggle.click();
    await expectPointsHeld(row, earned);
    await expect(toggle).toHaveText(`${earned} poin dipakai · hemat ${rupiah(earned)}`);
    expect((await expectTotalsMatch(page, request, shopper.token, nextOrder)).discount).toBe(earned);
    // Held on the order, not on the page: a reload shows the same.
    await page.reload();
    await waitForHydration(page);
    await expectPointsHeld(row, earned);
    await expect(row).toHaveAttribute('data-balance', '0');

    // Off again: everything back.
    await row.getByRole('switch').click();
    await expectPointsHeld(row, 0);
    await expect(row).toHaveAttribute('data-balance', String(earned));
    expect((await expectTotalsMatch(page, request, shopper.token, nextOrder)).discount).toBe(0);

    // An amount of one's own.
    const spend = Math.max(1, Math.floor(earned / 2));
    await row.getByText('Atur jumlah').click();
    await row.getByTestId('loyalty-amount').fill(String(spend));
    await row.getByTestId('loyalty-amount-apply').click();
    await expectPointsHeld(row, spend);
    expect((await expectTotalsMatch(page, request, shopper.token, nextOrder)).discount).toBe(spend);

    // More than the balance: the API's refusal, in its words; what the order held stays.
    // The amount field stays open across the page's re-read; open it only if it closed.
    if (!(await row.locator('details').evaluate((details) => (details as HTMLDetailsElement).open))) await row.getByText('Atur jumlah').click();
    const amount = row.getByTestId('loyalty-amount');
    await amount.evaluate((input) => input.removeAttribute('max'));
    await amount.fill(String(earned + 1));
    await row.getByTestId('loyalty-amount-apply').click();
    await expect(row.getByTestId('loyalty-error')).toHaveText(`Poin Anda tidak mencukupi. Saldo Anda ${earned} poin`);
    await expectPointsHeld(row, spend);
    expect((await expectTotalsMatch(page, request, shopper.token, nextOrder)).discount).toBe(spend);

    // The history, newest first: held by the order (the switch's points, given back, then the amount's).
    await page.goto('/profile/poin-history');
    await expect(balance).toHaveAttribute('data-balance', String(earned - spend));
    const rows = page.getByTestId('loyalty-movement');
    await expect(rows).toHaveCount(4);
    expect(await rows.evaluateAll((items) => items.map((i) => `${i.getAttribute('data-kind')} ${i.getAttribute('data-amount')} ${i.getAttribute('data-order-id')}`))).toEqual([
      `redeem ${-spend} ${nextOrder}`,
      `reversal ${earned} ${nextOrder}`,
      `redeem ${-earned} ${nextOrder}`,
      `earn ${earned} ${orderId}`,
    ]);
    await expect(rows.nth(0)).toContainText(`Dipakai di pesanan`);
    await expect(rows.nth(0)).toContainText(`−${spend.toLocaleString('id-ID')} poin`);
    await expect(rows.nth(1)).toContainText('Dikembalikan ke saldo');
    await context.close();
  });
}

test('employee coins: the allowance on /profile/coins-history, spent at checkout with the switch', async ({ browser, request, baseURL }) => {
  test.setTimeout(120_000);
  const token = await loginToken(request, DEMO_EMPLOYEE.login, DEMO_EMPLOYEE.password);
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, baseURL });
  await signInWithToken(context, baseURL!, token);
  const page = await context.newPage();
  const summary = ((await (await request.get('/api/my/coin-available', { headers: authHeaders(token) })).json()) as { data: { is_employee: boolean; balance: number; monthly_allowance: number } }).data;
  expect(summary.is_employee).toBe(true);

  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 844 });
    await page.goto('/profile/coins-history');
    const section = page.getByTestId('employee-coins');
    await expect(section.getByRole('heading', { name: 'Koin Karyawan', exact: true })).toBeVisible();
    await expect(section.getByTestId('employee-allowance')).toHaveText(`${summary.monthly_allowance.toLocaleString('id-ID')} koin`);
    await expect(section.getByTestId('employee-balance')).toHaveAttribute('data-balance', String(summary.balance));
    await expect(section.getByTestId('employee-lapse')).toContainText(/Sisa jatah hangus pada .+ WIB/);
    await expect(section.getByTestId('loyalty-movement').last()).toHaveAttribute('data-kind', 'allowance');
  }

  // An order at checkout (the one already open at this pharmacy, if any).
  const storeId = await pharmacyId(request, PHARMACY);
  const [product] = await midPriced(request, storeId, 1);
  const bought = await request.post(`/api/products/${product!.id}/buy`, { headers: authHeaders(token), data: { store_id: storeId, quantity: 1 } });
  const orderId = ((await bought.json()) as { data: { id: string } }).data.id;
  expect([200, 409], await bought.text()).toContain(bought.status());
  await page.goto(`/cart/checkout?order=${orderId}`);
  await waitForHydration(page);
  const row = page.getByTestId('loyalty-employee');
  await expect(row).toContainText('Koin Karyawan');
  const max = Number(await row.getAttribute('data-max'));
  expect(max).toBeGreaterThan(0);
  if ((await row.getAttribute('data-applied')) !== '0') {
    await row.getByRole('switch').click();
    await expect(row).toHaveAttribute('data-applied', '0');
  }
  await row.getByRole('switch').click();
  await expect(row).toHaveAttribute('data-applied', String(max));
  await expect(row.getByRole('switch')).toHaveText(`${max.toLocaleString('id-ID')} koin dipakai · hemat ${rupiah(max)}`);
  const held = await expectTotalsMatch(page, request, token, orderId);
  expect(held.discount).toBe(max);
  // Given back, so the demo account is as it was.
  await row.getByRole('switch').click();
  await expect(row).toHaveAttribute('data-applied', '0');
  expect((await expectTotalsMatch(page, request, token, orderId)).discount).toBe(0);
  await context.close();
});
