import { apiMessage } from '@apotek/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { signUp } from '../../test/addresses.ts';
import { loginDemo } from '../../test/app.ts';
import { type CommerceTestApp, confirmOrder, createCommerceTestApp, fillCart, firstPharmacy, orderStatus, payInSandbox, productOf } from '../../test/commerce.ts';
import { checkLedger, creditLoyalty, ledgerIsSound, type LoyaltyCurrency } from '../modules/wallet/index.ts';

/** Issue 13, points and coins over HTTP (docs/decisions/032-points-and-coins.md). */
let t: CommerceTestApp;
let pharmacist: string;
const EN = { i18n_redirected: 'en' };
const DAY = 86_400_000;
let productIndex = 200;
let keys = 0;

beforeAll(async () => {
  t = await createCommerceTestApp();
  pharmacist = await loginDemo(t, 'apoteker@demo.apotek.id');
});
afterAll(async () => {
  await t.close();
});

interface Buyer {
  token: string;
  userId: number;
  login?: { login: string; password: string };
}

async function buyer(): Promise<Buyer> {
  const { body, token } = await signUp(t);
  const row = await t.database.db.selectFrom('users').select('id').where('email', '=', body.email as string).executeTakeFirstOrThrow();
  return { token, userId: row.id, login: { login: body.email as string, password: body.password as string } };
}

/** Sessions end after a while; a test that moves the clock by months signs in again. */
async function signInAgain(who: Buyer): Promise<void> {
  const res = await t.call({ method: 'POST', url: '/api/login', payload: who.login });
  expect(res.statusCode, res.body).toBe(200);
  who.token = res.json().data.authentication.token as string;
}

/** Points or coins given straight through the ledger (the console's grant comes in issue 15). */
async function give(userId: number, currency: LoyaltyCurrency, amount: number, lifeDays = 365): Promise<void> {
  keys += 1;
  const nowIso = t.clock.now().toISOString();
  await t.database.db.transaction().execute((trx) =>
    creditLoyalty(trx, nowIso, { userId, currency, kind: currency === 'POINT' ? 'earn' : 'grant', amount, key: `test-give-${keys}`, expiresAt: new Date(t.clock.now().getTime() + lifeDays * DAY).toISOString() }),
  );
}

/** An order in checkout at the first pharmacy with `bebas` lines (and an obat keras line when asked). */
async function checkoutOrder(who: Buyer, lines = [{ quantity: 2 }], keras = 0): Promise<{ orderId: string; subtotal: number }> {
  const store = await firstPharmacy(t.database.db);
  const products = [];
  for (const l of lines) {
    productIndex += 1;
    products.push({ product: await productOf(t.database.db, 'bebas', productIndex % 60, false), quantity: l.quantity });
  }
  await fillCart(t, who.token, store.id, products.map((p) => ({ productId: p.product.id, quantity: p.quantity, stock: 50 })));
  const res = await t.call({ method: 'POST', url: '/api/cart/product/checkout', token: who.token, payload: { store_id: store.id } });
  expect(res.statusCode, res.body).toBe(200);
  const orderId = res.json().data.id as string;
  if (keras > 0) {
    // As checkout would with a covering prescription (the Rx path has its own tests).
    const db = t.database.db;
    const order = await db.selectFrom('orders').select(['id', 'subtotal']).where('public_id', '=', orderId).executeTakeFirstOrThrow();
    const k = await productOf(db, 'keras', 0);
    await db.insertInto('order_items').values({ order_id: order.id, product_id: k.id, slug: k.slug, name: k.name, image_url: null, drug_class: 'keras', quantity: 1, unit_price: keras, original_price: keras, weight_grams: 50 }).execute();
    await db.updateTable('orders').set({ subtotal: Number(order.subtotal) + keras, total: Number(order.subtotal) + keras }).where('id', '=', order.id).execute();
  }
  const row = await t.database.db.selectFrom('orders').select('subtotal').where('public_id', '=', orderId).executeTakeFirstOrThrow();
  return { orderId, subtotal: Number(row.subtotal) };
}

const orderRow = (orderId: string) => t.database.db.selectFrom('orders').select(['discount', 'total', 'subtotal', 'status']).where('public_id', '=', orderId).executeTakeFirstOrThrow();
const applyPoints = (who: Buyer, orderId: string, points: number, cookies?: Record<string, string>) =>
  t.call({ method: 'POST', url: `/api/order/${orderId}/apply-points`, token: who.token, payload: { points }, ...(cookies ? { cookies } : {}) });
const applyCoins = (who: Buyer, orderId: string, coins: number, kind?: 'customer' | 'employee') =>
  t.call({ method: 'POST', url: `/api/order/${orderId}/apply-coins`, token: who.token, payload: { coins, ...(kind ? { kind } : {}) } });
const history = (who: Buyer, query = '') => t.call({ method: 'GET', url: `/api/my/poin/history${query}`, token: who.token });
const points = async (who: Buyer) => (await history(who)).json().data.balance as number;
const earnRows = (orderId: string) => t.database.db.selectFrom('wallet_transactions').select(['amount', 'kind']).where('order_ref', '=', orderId).where('kind', '=', 'earn').execute();

/** Checkout → confirmed (pick-up) → paid → processing → ready → handed over with the code: completed. */
async function completedOrder(who: Buyer): Promise<{ orderId: string; total: number }> {
  const { orderId } = await checkoutOrder(who);
  const confirmed = await confirmOrder(t, { token: who.token, orderId, productId: 0, storeId: 0 });
  await payInSandbox(t, orderId);
  const move = (to: string) => t.call({ method: 'POST', url: `/api/console/orders/${orderId}/transition`, token: pharmacist, payload: { to } });
  expect((await move('processing')).statusCode).toBe(200);
  expect((await move('ready_for_pickup')).statusCode).toBe(200);
  const code = (await t.call({ method: 'GET', url: `/api/my/order/${orderId}`, token: who.token })).json().data.pickup.code as string;
  const done = await t.call({ method: 'POST', url: `/api/console/orders/${orderId}/pickup`, token: pharmacist, payload: { code } });
  expect(done.statusCode, done.body).toBe(200);
  return { orderId, total: confirmed.order.total };
}

describe('earning points', () => {
  it('credits 1 point per Rp 1.000 once when an order completes; a replayed completion earns nothing', async () => {
    const who = await buyer();
    const { orderId, total } = await completedOrder(who);
    const expected = Math.floor(total / 1000);
    expect(expected).toBeGreaterThan(0);
    // The bus delivers the completion asynchronously; the points arrive without anyone reading them.
    await vi.waitFor(async () => expect(await earnRows(orderId)).toHaveLength(1));
    await t.bus.publish('order.changed', { orderId, status: 'completed' });
    await t.bus.publish('order.changed', { orderId, status: 'completed' });
    await new Promise((resolve) => setTimeout(resolve, 30));
    const res = await history(who);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ balance: expected, rupiah_per_point: 1, rupiah_per_earned_point: 1000, expiry_months: 12, total: 1 });
    const expiresAt = new Date(t.clock.now());
    expiresAt.setUTCMonth(expiresAt.getUTCMonth() + 12);
    expect(data.data[0]).toMatchObject({ kind: 'earn', amount: expected, order_id: orderId, expires_at: expiresAt.toISOString(), shortfall: null });
    expect(data.expiring_soon).toEqual({ amount: expected, date: expiresAt.toISOString() });
    expect(await earnRows(orderId)).toHaveLength(1);
  });

  it('catches up on a completion the bus never delivered, on the next read', async () => {
    const who = await buyer();
    const { orderId } = await checkoutOrder(who);
    // As if the order completed on a node that died before announcing it.
    await t.database.db.updateTable('orders').set({ status: 'completed', total: 54_321, open_slot: null }).where('public_id', '=', orderId).execute();
    expect(await earnRows(orderId)).toHaveLength(0);
    expect(await points(who)).toBe(54);
    expect(await points(who)).toBe(54);
    expect(await earnRows(orderId)).toHaveLength(1);
  });

  it('lets what is left lapse 12 months after it was earned', async () => {
    const who = await buyer();
    await give(who.userId, 'POINT', 500, 365);
    t.clock.advance(364 * DAY);
    await signInAgain(who);
    expect(await points(who)).toBe(500);
    t.clock.advance(2 * DAY);
    const data = (await history(who)).json().data;
    expect(data.balance).toBe(0);
    expect(data.expiring_soon).toBeNull();
    expect(data.data[0]).toMatchObject({ kind: 'expire', amount: -500 });
    t.clock.advance(-366 * DAY);
  });

  it('takes the points of a refunded order back; what was already spent is recorded as the shortfall, never a negative balance', async () => {
    const who = await buyer();
    const complete = async (o: { orderId: string }) => t.database.db.updateTable('orders').set({ status: 'completed', total: 40_000, open_slot: null }).where('public_id', '=', o.orderId).execute();
    const unspent = await checkoutOrder(who);
    await complete(unspent);
    const spent = await checkoutOrder(who, [{ quantity: 3 }]);
    await complete(spent);
    expect(await points(who)).toBe(80);
    // Spend 60 of them on an order that is then paid.
    const next = await checkoutOrder(who);
    expect((await applyPoints(who, next.orderId, 60)).statusCode).toBe(200);
    await t.database.db.updateTable('orders').set({ status: 'paid', open_slot: null }).where('public_id', '=', next.orderId).execute();
    // A completed order cannot be refunded through the state machine yet (the console's refund is issue 15): the row is moved by hand and announced.
    await t.database.db.updateTable('orders').set({ status: 'refunded' }).where('public_id', '=', unspent.orderId).execute();
    await t.bus.publish('order.changed', { orderId: unspent.orderId, status: 'refunded' });
    await vi.waitFor(async () => expect((await history(who)).json().data.balance).toBe(0));
    await t.database.db.updateTable('orders').set({ status: 'refunded' }).where('public_id', '=', spent.orderId).execute();
    const rows = (await history(who)).json().data.data;
    // The second clawback found nothing left: it moved no points of the customer's, so only the first shows to them.
    expect(rows.filter((r: { kind: string }) => r.kind === 'reversal').map((r: { order_id: string; amount: number; shortfall: number | null }) => [r.order_id, r.amount, r.shortfall])).toEqual([[unspent.orderId, -20, 20]]);
    const clawbacks = await t.database.db.selectFrom('wallet_transactions').select(['order_ref', 'amount', 'shortfall']).where('kind', '=', 'reversal').where('order_ref', 'in', [unspent.orderId, spent.orderId]).orderBy('id').execute();
    expect(clawbacks.map((c) => [c.order_ref, Number(c.amount), Number(c.shortfall)])).toEqual([
      [unspent.orderId, 40, 20],
      [spent.orderId, 40, 40],
    ]);
    expect(await points(who)).toBe(0);
    expect(ledgerIsSound(await checkLedger(t.database.db))).toBe(true);
  });
});

describe('spending points at checkout', () => {
  it('applies and removes points with the order total following; replaces rather than adds', async () => {
    const who = await buyer();
    await give(who.userId, 'POINT', 5_000);
    const order = await checkoutOrder(who);
    const res = await applyPoints(who, order.orderId, 3_000);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(apiMessage('pointsApplied', 'id'));
    expect(res.json().data).toMatchObject({ order_id: order.orderId, discount: 3_000, total: order.subtotal - 3_000, points: { applied: 3_000, discount: 3_000, balance: 2_000 }, employee_coins: null });
    expect(await orderRow(order.orderId)).toMatchObject({ discount: 3_000, total: order.subtotal - 3_000 });
    expect((await applyPoints(who, order.orderId, 4_000)).json().data.points).toMatchObject({ applied: 4_000, balance: 1_000 });
    expect(await orderRow(order.orderId)).toMatchObject({ discount: 4_000 });
    const removed = await t.call({ method: 'DELETE', url: `/api/order/${order.orderId}/apply-points`, token: who.token });
    expect(removed.json().data.points).toMatchObject({ applied: 0, balance: 5_000 });
    expect(await orderRow(order.orderId)).toMatchObject({ discount: 0, total: order.subtotal });
    // Confirm charges the total after the points.
    await applyPoints(who, order.orderId, 2_500);
    const confirmed = await confirmOrder(t, { token: who.token, orderId: order.orderId, productId: 0, storeId: 0 });
    expect(confirmed.order.total).toBe(order.subtotal - 2_500);
    const late = await applyPoints(who, order.orderId, 100, EN);
    expect([late.statusCode, late.json().message]).toEqual([409, apiMessage('loyaltyOrderNotEditable', 'en')]);
    expect((await t.call({ method: 'DELETE', url: `/api/order/${order.orderId}/apply-points`, token: who.token })).statusCode).toBe(409);
  });

  it('refuses a foreign order (404), more than the balance and more than the order (422, localised), changing nothing', async () => {
    const who = await buyer();
    await give(who.userId, 'POINT', 1_000_000);
    const order = await checkoutOrder(who, [{ quantity: 1 }]);
    const stranger = await buyer();
    await give(stranger.userId, 'POINT', 100);
    expect((await applyPoints(stranger, order.orderId, 50)).statusCode).toBe(404);
    expect((await t.call({ method: 'GET', url: `/api/order/${order.orderId}/loyalty`, token: stranger.token })).statusCode).toBe(404);
    const strangerOrder = await checkoutOrder(stranger);
    const over = await applyPoints(stranger, strangerOrder.orderId, 101, EN);
    expect([over.statusCode, over.json().message]).toEqual([422, apiMessage('pointsInsufficient', 'en', { balance: 100 })]);
    expect(over.json().errors.points).toEqual([apiMessage('pointsInsufficient', 'en', { balance: 100 })]);
    const tooMuch = await applyPoints(who, order.orderId, order.subtotal + 1);
    expect([tooMuch.statusCode, tooMuch.json().message]).toEqual([422, apiMessage('pointsOverLimit', 'id', { max: order.subtotal })]);
    expect(await orderRow(order.orderId)).toMatchObject({ discount: 0 });
    expect(await points(who)).toBe(1_000_000);
  });

  it('never pays for obat keras with points, and gives back what no longer fits when a voucher comes after', async () => {
    const who = await buyer();
    await give(who.userId, 'POINT', 1_000_000);
    const order = await checkoutOrder(who, [{ quantity: 2 }], 40_000);
    const eligible = order.subtotal - 40_000;
    const state = (await t.call({ method: 'GET', url: `/api/order/${order.orderId}/loyalty`, token: who.token })).json().data;
    expect(state.points).toMatchObject({ applied: 0, max: eligible, balance: 1_000_000 });
    expect((await applyPoints(who, order.orderId, eligible + 1)).statusCode).toBe(422);
    expect((await applyPoints(who, order.orderId, eligible)).statusCode).toBe(200);
    // A voucher applied afterwards takes part of the room: the points are cut to what is left, the rest given back.
    const nowIso = t.clock.now().toISOString();
    const voucherOff = 5_000;
    await t.database.db
      .insertInto('vouchers')
      .values({
        code: 'LOYALTRIM', title_id: 'Uji', title_en: 'Test', description_id: 'Uji', description_en: 'Test', target: 'items', discount_type: 'fixed', discount_value: voucherOff,
        max_discount: null, min_spend: 0, valid_from: new Date(Date.parse(nowIso) - DAY).toISOString(), valid_to: new Date(Date.parse(nowIso) + DAY).toISOString(),
        quota_total: null, quota_used: 0, per_user_limit: 5, new_customers_only: 0, store_ids: '[]', category_ids: '[]', is_public: 0, promotion_id: null, created_at: nowIso, updated_at: nowIso,
      })
      .execute();
    const voucher = await t.call({ method: 'POST', url: `/api/order/${order.orderId}/apply-voucher`, token: who.token, payload: { code: 'LOYALTRIM' } });
    expect(voucher.statusCode, voucher.body).toBe(200);
    const after = (await t.call({ method: 'GET', url: `/api/order/${order.orderId}/loyalty`, token: who.token })).json().data;
    expect(after.points.applied).toBe(eligible - voucherOff);
    expect(after.discount).toBe(eligible);
    expect(after.total).toBe(order.subtotal - eligible);
    expect(after.points.balance).toBe(1_000_000 - (eligible - voucherOff));
    expect(ledgerIsSound(await checkLedger(t.database.db))).toBe(true);
  });

  it('gives the points back when the order is cancelled or expires, once', async () => {
    const who = await buyer();
    await give(who.userId, 'POINT', 10_000);
    const cancelled = await checkoutOrder(who);
    await applyPoints(who, cancelled.orderId, 4_000);
    expect(await points(who)).toBe(6_000);
    expect((await t.call({ method: 'POST', url: `/api/my/order/${cancelled.orderId}/cancel`, token: who.token })).statusCode).toBe(200);
    expect(await points(who)).toBe(10_000);
    const expiring = await checkoutOrder(who, [{ quantity: 1 }]);
    await applyPoints(who, expiring.orderId, 3_000);
    expect(await points(who)).toBe(7_000);
    t.clock.advance(31 * 60_000);
    await t.jobs.runDue();
    expect(await orderStatus(t, expiring.orderId)).toBe('expired');
    await t.jobs.runDue();
    expect(await points(who)).toBe(10_000);
    const releases = await t.database.db.selectFrom('wallet_transactions').select('id').where('order_ref', 'in', [cancelled.orderId, expiring.orderId]).where('kind', '=', 'reversal').execute();
    expect(releases).toHaveLength(2);
    t.clock.advance(-31 * 60_000);
    expect(ledgerIsSound(await checkLedger(t.database.db))).toBe(true);
  });
});

describe('Koin Apotek', () => {
  it('answers the balance and what each cart may use: at most half of the lines that may be promoted', async () => {
    const who = await buyer();
    await give(who.userId, 'COIN', 1_000_000);
    const store = await firstPharmacy(t.database.db);
    productIndex += 1;
    const product = await productOf(t.database.db, 'bebas', productIndex % 60, false);
    await fillCart(t, who.token, store.id, [{ productId: product.id, quantity: 2, stock: 50 }]);
    const res = await t.call({ method: 'GET', url: `/api/my/coin-available-cust?store_id=${store.id}`, token: who.token });
    expect(res.statusCode, res.body).toBe(200);
    const subtotal = Number(product.price) * 2;
    expect(res.json().data).toMatchObject({ balance: 1_000_000, rupiah_per_coin: 1, max_share_percent: 50, stores: [{ store_id: store.id, eligible_subtotal: subtotal, usable: Math.floor(subtotal / 2) }] });
  });

  it('lists the Koin Apotek movements newest first, the customer\'s own only', async () => {
    const who = await buyer();
    await give(who.userId, 'COIN', 25_000);
    await give(who.userId, 'COIN', 10_000);
    await give(who.userId, 'POINT', 5_000);
    const res = await t.call({ method: 'GET', url: '/api/my/coin-history?perPage=10', token: who.token });
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data.balance).toBe(35_000);
    expect(data.total).toBe(2);
    expect(data.data.map((m: { kind: string; amount: number }) => [m.kind, m.amount])).toEqual([
      ['grant', 10_000],
      ['grant', 25_000],
    ]);
    const other = await buyer();
    expect((await t.call({ method: 'GET', url: '/api/my/coin-history', token: other.token })).json().data).toMatchObject({ balance: 0, total: 0 });
    expect((await t.call({ method: 'GET', url: '/api/my/coin-history' })).statusCode).toBe(401);
  });

  it('applies coins per order up to half the eligible subtotal, alongside points; removes them', async () => {
    const who = await buyer();
    await give(who.userId, 'COIN', 100_000);
    await give(who.userId, 'POINT', 100_000);
    const order = await checkoutOrder(who, [{ quantity: 3 }]);
    const half = Math.floor(order.subtotal / 2);
    const over = await applyCoins(who, order.orderId, half + 1);
    expect([over.statusCode, over.json().message]).toEqual([422, apiMessage('coinsOverLimit', 'id', { max: Math.min(half, 100_000) })]);
    const res = await applyCoins(who, order.orderId, Math.min(half, 100_000));
    expect(res.statusCode, res.body).toBe(200);
    const coins = Math.min(half, 100_000);
    expect(res.json().data.coins).toMatchObject({ applied: coins, discount: coins });
    const pts = Math.min(order.subtotal - coins, 100_000);
    expect((await applyPoints(who, order.orderId, pts)).statusCode).toBe(200);
    expect(await orderRow(order.orderId)).toMatchObject({ discount: coins + pts, total: order.subtotal - coins - pts });
    const del = await t.call({ method: 'DELETE', url: `/api/order/${order.orderId}/apply-coins`, token: who.token });
    expect(del.json().data.coins).toMatchObject({ applied: 0, balance: 100_000 });
    expect(await orderRow(order.orderId)).toMatchObject({ discount: pts });
  });

  it('refuses employee coins to a customer (403, localised)', async () => {
    const who = await buyer();
    const order = await checkoutOrder(who);
    const res = await applyCoins(who, order.orderId, 10, 'employee');
    expect([res.statusCode, res.json().message]).toEqual([403, apiMessage('employeeCoinsOnly', 'id')]);
  });
});

describe('employee coins', () => {
  it('answers 403 (localised) to anyone who is not an employee, and coin-available says so', async () => {
    const who = await buyer();
    const res = await t.call({ method: 'GET', url: '/api/my/employee-coin-history', token: who.token, cookies: EN });
    expect([res.statusCode, res.json().message]).toEqual([403, apiMessage('employeeCoinsOnly', 'en')]);
    const available = await t.call({ method: 'GET', url: '/api/my/coin-available', token: who.token });
    expect(available.json().data).toMatchObject({ is_employee: false, balance: 0 });
  });

  it('credits the monthly allowance once per Asia/Jakarta month; what is left lapses at the month end', async () => {
    const token = await loginDemo(t, 'karyawan@demo.apotek.id');
    const employee = await t.database.db.selectFrom('users').select('id').where('email', '=', 'karyawan@demo.apotek.id').executeTakeFirstOrThrow();
    const first = (await t.call({ method: 'GET', url: '/api/my/coin-available', token })).json().data;
    expect(first).toMatchObject({ is_employee: true, balance: 300_000, monthly_allowance: 300_000 });
    await Promise.all(Array.from({ length: 5 }, () => t.call({ method: 'GET', url: '/api/my/coin-available', token })));
    const hist = (await t.call({ method: 'GET', url: '/api/my/employee-coin-history', token })).json().data;
    expect(hist).toMatchObject({ balance: 300_000, total: 1, monthly_allowance: 300_000 });
    expect(hist.data[0]).toMatchObject({ kind: 'allowance', amount: 300_000, expires_at: first.expires_at });
    // Spend some on health products, obat keras included.
    const who = { token, userId: employee.id };
    const order = await checkoutOrder(who, [{ quantity: 1 }], 30_000);
    const res = await applyCoins(who, order.orderId, order.subtotal, 'employee');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.employee_coins).toMatchObject({ applied: order.subtotal, balance: 300_000 - order.subtotal });
    expect(await orderRow(order.orderId)).toMatchObject({ total: 0 });
    await t.call({ method: 'DELETE', url: `/api/order/${order.orderId}/apply-coins?kind=employee`, token });
    // Next month: the rest of this one lapses and a fresh allowance arrives, once.
    const wait = Date.parse(first.expires_at) - t.clock.now().getTime() + 60_000;
    t.clock.advance(wait);
    const again = await loginDemo(t, 'karyawan@demo.apotek.id');
    const next = (await t.call({ method: 'GET', url: '/api/my/coin-available', token: again })).json().data;
    expect(next.balance).toBe(300_000);
    expect(next.month).not.toBe(first.month);
    const rows = (await t.call({ method: 'GET', url: '/api/my/employee-coin-history?perPage=50', token: again })).json().data.data;
    expect(rows.filter((r: { kind: string }) => r.kind === 'allowance')).toHaveLength(2);
    expect(rows.find((r: { kind: string }) => r.kind === 'expire')).toMatchObject({ amount: -300_000 });
    t.clock.advance(-wait);
    expect(ledgerIsSound(await checkLedger(t.database.db))).toBe(true);
  });
});
