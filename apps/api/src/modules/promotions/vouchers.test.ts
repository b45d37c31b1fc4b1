import { apiMessage, formatDateTime } from '@apotek/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAddress, signUp } from '../../../test/addresses.ts';
import { type CommerceTestApp, confirmOrder, createCommerceTestApp, fillCart, firstPharmacy, orderStatus, payInSandbox, type PlacedOrder, productOf, secondPharmacy } from '../../../test/commerce.ts';
import { countRedemptions } from './vouchers.repository.ts';

let t: CommerceTestApp;
const EN = { i18n_redirected: 'en' };
const DAY = 86_400_000;
let codes = 0;

beforeAll(async () => {
  t = await createCommerceTestApp();
});
afterAll(async () => {
  await t.close();
});

/** A voucher with these rules, running now unless told otherwise. */
async function voucher(over: Record<string, unknown> = {}): Promise<{ id: number; code: string }> {
  const now = t.clock.now().getTime();
  codes += 1;
  const code = `TEST${codes}`;
  const row = await t.database.db
    .insertInto('vouchers')
    .values({
      code,
      title_id: `Voucher uji ${codes}`,
      title_en: `Test voucher ${codes}`,
      description_id: 'Uji',
      description_en: 'Test',
      target: 'items',
      discount_type: 'percent',
      discount_value: 10,
      max_discount: null,
      min_spend: 0,
      valid_from: new Date(now - DAY).toISOString(),
      valid_to: new Date(now + 10 * DAY).toISOString(),
      quota_total: null,
      quota_used: 0,
      per_user_limit: 5,
      new_customers_only: 0,
      store_ids: '[]',
      category_ids: '[]',
      is_public: 1,
      promotion_id: null,
      created_at: new Date(now).toISOString(),
      updated_at: new Date(now).toISOString(),
      ...over,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, code };
}

let productIndex = 0;
/** A new buyer with a checkout order at the first pharmacy: `bebas` lines (and an obat keras one when asked, as if prescribed). */
async function checkoutOrder(lines: Array<{ cls: 'bebas' | 'bebas_terbatas'; quantity: number }> = [{ cls: 'bebas', quantity: 2 }], token?: string, second = false): Promise<PlacedOrder & { subtotal: number }> {
  const buyer = token ? { token } : await signUp(t);
  const store = second ? await secondPharmacy(t.database.db) : await firstPharmacy(t.database.db);
  const products = [];
  for (const l of lines) {
    productIndex += 1;
    products.push({ product: await productOf(t.database.db, l.cls, productIndex % 40, false), quantity: l.quantity });
  }
  await fillCart(t, buyer.token, store.id, products.map((p) => ({ productId: p.product.id, quantity: p.quantity, stock: 50 })));
  const res = await t.call({ method: 'POST', url: '/api/cart/product/checkout', token: buyer.token, payload: { store_id: store.id } });
  expect(res.statusCode, res.body).toBe(200);
  const subtotal = products.reduce((s, p) => s + Number(p.product.price) * p.quantity, 0);
  return { token: buyer.token, orderId: res.json().data.id as string, productId: products[0]!.product.id, storeId: store.id, subtotal };
}

/** Puts an obat keras line into a checkout order as checkout would with a covering prescription (the Rx path has its own tests). */
async function addKerasLine(orderId: string, unitPrice = 40_000): Promise<number> {
  const db = t.database.db;
  const order = await db.selectFrom('orders').select(['id', 'subtotal']).where('public_id', '=', orderId).executeTakeFirstOrThrow();
  const keras = await productOf(db, 'keras', 0);
  await db.insertInto('order_items').values({ order_id: order.id, product_id: keras.id, slug: keras.slug, name: keras.name, image_url: null, drug_class: 'keras', quantity: 1, unit_price: unitPrice, original_price: unitPrice, weight_grams: 50 }).execute();
  await db.updateTable('orders').set({ subtotal: Number(order.subtotal) + unitPrice, total: Number(order.subtotal) + unitPrice }).where('id', '=', order.id).execute();
  return keras.id;
}

const apply = (order: { orderId: string; token: string }, code: string, cookies?: Record<string, string>) =>
  t.call({ method: 'POST', url: `/api/order/${order.orderId}/apply-voucher`, token: order.token, payload: { code }, ...(cookies ? { cookies } : {}) });
const orderRow = (orderId: string) => t.database.db.selectFrom('orders').select(['discount', 'total', 'subtotal', 'shipping_cost']).where('public_id', '=', orderId).executeTakeFirstOrThrow();
const quotaUsed = async (id: number) => Number((await t.database.db.selectFrom('vouchers').select('quota_used').where('id', '=', id).executeTakeFirstOrThrow()).quota_used);

describe('GET /api/voucher and /api/voucher/{id}', () => {
  it('lists the running public vouchers with their rules, and the demo ones are there', async () => {
    const res = await t.call({ method: 'GET', url: '/api/voucher?perPage=50' });
    expect(res.statusCode).toBe(200);
    const list = res.json().data;
    expect(list).toMatchObject({ page: 1, perPage: 50 });
    const hemat = list.data.find((v: { code: string }) => v.code === 'HEMAT10');
    expect(hemat).toMatchObject({ target: 'items', discount_type: 'percent', discount_value: 10, max_discount: 25_000, min_spend: 50_000, collected: false, availability: 'available', promotion: { slug: 'promo-akhir-tahun' } });
    expect(list.data.map((v: { code: string }) => v.code)).toEqual(expect.arrayContaining(['HEMAT10', 'VITAMIN20', 'ONGKIR15', 'PENGGUNABARU', 'MENTENG5']));
  });

  it('leaves out ended and private vouchers; a private one is found by its code only', async () => {
    const ended = await voucher({ valid_from: new Date(t.clock.now().getTime() - 5 * DAY).toISOString(), valid_to: new Date(t.clock.now().getTime() - DAY).toISOString() });
    const secret = await voucher({ is_public: 0 });
    const codesListed = (await t.call({ method: 'GET', url: '/api/voucher?perPage=50' })).json().data.data.map((v: { code: string }) => v.code);
    expect(codesListed).not.toContain(ended.code);
    expect(codesListed).not.toContain(secret.code);
    expect((await t.call({ method: 'GET', url: `/api/voucher/${secret.id}` })).statusCode).toBe(404);
    expect((await t.call({ method: 'GET', url: `/api/voucher/${secret.code.toLowerCase()}` })).json().data).toMatchObject({ code: secret.code });
    const missing = await t.call({ method: 'GET', url: '/api/voucher/NOPE123', cookies: EN });
    expect([missing.statusCode, missing.json().message]).toEqual([404, 'Voucher not found']);
  });

  it('filters by pharmacy in the query, so pages and totals agree', async () => {
    const first = await firstPharmacy(t.database.db);
    const second = await secondPharmacy(t.database.db);
    const onlySecond = await voucher({ store_ids: JSON.stringify([second.id, 999]) });
    const listed = async (storeId: number) => (await t.call({ method: 'GET', url: `/api/voucher?perPage=50&store_id=${storeId}` })).json().data;
    const atFirst = await listed(first.id);
    const atSecond = await listed(second.id);
    expect(atFirst.data.map((v: { code: string }) => v.code)).not.toContain(onlySecond.code);
    expect(atSecond.data.map((v: { code: string }) => v.code)).toContain(onlySecond.code);
    expect([atFirst.total, atSecond.total]).toEqual([atFirst.data.length, atSecond.data.length]);
    // Every voucher listed at a pharmacy is valid there.
    for (const v of atFirst.data as Array<{ store_ids: number[] }>) expect(v.store_ids.length === 0 || v.store_ids.includes(first.id)).toBe(true);
  });

  it('collects a voucher once; it then shows in the caller\'s list with its uses left', async () => {
    const v = await voucher({ per_user_limit: 2 });
    const buyer = await signUp(t);
    for (let i = 0; i < 2; i += 1) {
      const res = await t.call({ method: 'POST', url: `/api/voucher/${v.code}/collect`, token: buyer.token });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({ collected: true, uses_left: 2 });
    }
    const mine = (await t.call({ method: 'GET', url: '/api/voucher?collected=1', token: buyer.token })).json().data;
    expect(mine.data.map((x: { code: string }) => x.code)).toEqual([v.code]);
    expect((await t.call({ method: 'GET', url: '/api/voucher?collected=1' })).json().data.total).toBe(0);
    expect((await t.call({ method: 'POST', url: `/api/voucher/${v.code}/collect` })).statusCode).toBe(401);
  });
});

describe('applying a voucher to an order in checkout', () => {
  it('takes the discount off the eligible lines, with the order total following, and answers the state', async () => {
    const v = await voucher({ discount_value: 10 });
    const order = await checkoutOrder();
    const res = await apply(order, v.code.toLowerCase());
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    const expected = Math.floor(order.subtotal / 10);
    expect(data.applied).toMatchObject({ eligible: true, item_discount: expected, voucher: { code: v.code } });
    expect(await orderRow(order.orderId)).toMatchObject({ discount: expected, total: order.subtotal - expected });
    expect(await quotaUsed(v.id)).toBe(1);
    // Applying it again changes nothing.
    expect((await apply(order, v.code)).statusCode).toBe(200);
    expect(await quotaUsed(v.id)).toBe(1);
    // The order as the customer reads it carries the discount; confirm charges the total after it.
    const confirmed = await confirmOrder(t, order);
    expect(confirmed.order.total).toBe(order.subtotal - expected);
    expect(confirmed.order.payment.amount).toBe(order.subtotal - expected);
  });

  it('never discounts an obat keras line, and says why line by line', async () => {
    const v = await voucher({ discount_value: 20 });
    const order = await checkoutOrder();
    const kerasId = await addKerasLine(order.orderId);
    const res = await apply(order, v.code, EN);
    expect(res.statusCode, res.body).toBe(200);
    const applied = res.json().data.applied;
    expect(applied.item_discount).toBe(Math.floor((order.subtotal * 20) / 100));
    expect(applied.lines.find((l: { product_id: number }) => l.product_id === kerasId)).toMatchObject({ eligible: false, reason: 'not_promotable', discount: 0, reason_text: apiMessage('voucherLineNotPromotable', 'en') });

    const kerasOnly = await checkoutOrder();
    await t.database.db.deleteFrom('order_items').where('order_id', '=', (await t.database.db.selectFrom('orders').select('id').where('public_id', '=', kerasOnly.orderId).executeTakeFirstOrThrow()).id).execute();
    await addKerasLine(kerasOnly.orderId);
    await t.database.db.updateTable('orders').set({ subtotal: 40_000, total: 40_000 }).where('public_id', '=', kerasOnly.orderId).execute();
    const refused = await apply(kerasOnly, v.code, EN);
    expect([refused.statusCode, refused.json().message]).toEqual([422, apiMessage('voucherNoEligibleItems', 'en')]);
    expect(await orderRow(kerasOnly.orderId)).toMatchObject({ discount: 0, total: 40_000 });
  });

  it('refuses an expired voucher, one not started, a short order, another pharmacy and a returning customer, changing nothing', async () => {
    const now = t.clock.now().getTime();
    const expired = await voucher({ valid_from: new Date(now - 5 * DAY).toISOString(), valid_to: new Date(now - 1000).toISOString() });
    const later = await voucher({ valid_from: new Date(now + DAY).toISOString() });
    const big = await voucher({ min_spend: 10_000_000 });
    const second = await secondPharmacy(t.database.db);
    const elsewhere = await voucher({ store_ids: JSON.stringify([second.id]) });
    const order = await checkoutOrder();
    const startsAt = new Date(now + DAY).toISOString();
    for (const [v, message, status] of [
      [expired, apiMessage('voucherExpired', 'en'), 422],
      [later, apiMessage('voucherNotStarted', 'en', { date: formatDateTime(startsAt, 'en') }), 422],
      [big, apiMessage('voucherMinSpend', 'en', { amount: 'Rp 10.000.000' }), 422],
      [elsewhere, apiMessage('voucherStoreNotEligible', 'en'), 422],
    ] as const) {
      const res = await apply(order, v.code, EN);
      expect(res.statusCode, `${v.code}: ${res.body}`).toBe(status);
      expect(res.json().message).toBe(message);
      expect(await quotaUsed(v.id)).toBe(0);
    }
    expect((await apply(order, big.code)).json().message).toBe(apiMessage('voucherMinSpend', 'id', { amount: 'Rp 10.000.000' }));
    expect(await orderRow(order.orderId)).toMatchObject({ discount: 0 });

    // New customers only: a buyer with a paid order is no longer one.
    const fresh = await voucher({ new_customers_only: 1 });
    const returning = await checkoutOrder();
    await confirmOrder(t, returning);
    await payInSandbox(t, returning.orderId);
    const next = await checkoutOrder(undefined, returning.token);
    const refused = await apply(next, fresh.code, EN);
    expect([refused.statusCode, refused.json().message]).toEqual([422, apiMessage('voucherNewCustomersOnly', 'en')]);
    expect((await apply(await checkoutOrder(), fresh.code)).statusCode).toBe(200);
  });

  it('answers 404 for another customer\'s order and 409 once the order is confirmed', async () => {
    const v = await voucher();
    const order = await checkoutOrder();
    const stranger = await signUp(t);
    expect((await apply({ orderId: order.orderId, token: stranger.token }, v.code)).statusCode).toBe(404);
    expect((await t.call({ method: 'GET', url: `/api/order/${order.orderId}/apply-voucher`, token: stranger.token })).statusCode).toBe(404);
    await confirmOrder(t, order);
    const late = await apply(order, v.code, EN);
    expect([late.statusCode, late.json().message]).toEqual([409, apiMessage('voucherOrderNotEditable', 'en')]);
    expect(await quotaUsed(v.id)).toBe(0);
    expect((await t.call({ method: 'POST', url: `/api/order/${order.orderId}/apply-voucher`, token: order.token, payload: { code: 'a' } })).statusCode).toBe(422);
  });

  it('holds the per-customer limit across orders, and swapping vouchers gives the first one back', async () => {
    const once = await voucher({ per_user_limit: 1 });
    const other = await voucher();
    const first = await checkoutOrder();
    expect((await apply(first, once.code)).statusCode).toBe(200);
    // One open order per pharmacy: the buyer's second order is at another one.
    const elsewhere = await checkoutOrder([{ cls: 'bebas', quantity: 1 }], first.token, true);
    const refused = await apply(elsewhere, once.code, EN);
    expect([refused.statusCode, refused.json().message]).toEqual([409, apiMessage('voucherUsedUp', 'en', { limit: 1 })]);
    // Swap on the first order: the limited voucher's use comes back, and it now fits the other order.
    expect((await apply(first, other.code)).statusCode).toBe(200);
    expect([await quotaUsed(once.id), await quotaUsed(other.id)]).toEqual([0, 1]);
    expect((await apply(elsewhere, once.code)).statusCode).toBe(200);
  });

  it('gives the use back once when the order is cancelled or expires, and on removal', async () => {
    const v = await voucher({ quota_total: 3 });
    const cancelled = await checkoutOrder();
    await apply(cancelled, v.code);
    const expiring = await checkoutOrder();
    await apply(expiring, v.code);
    const removed = await checkoutOrder();
    await apply(removed, v.code);
    expect(await quotaUsed(v.id)).toBe(3);
    const soldOut = await apply(await checkoutOrder(), v.code, EN);
    expect([soldOut.statusCode, soldOut.json().message]).toEqual([409, apiMessage('voucherSoldOut', 'en')]);

    expect((await t.call({ method: 'POST', url: `/api/my/order/${cancelled.orderId}/cancel`, token: cancelled.token })).statusCode).toBe(200);
    expect(await quotaUsed(v.id)).toBe(2);
    const del = await t.call({ method: 'DELETE', url: `/api/order/${removed.orderId}/apply-voucher`, token: removed.token });
    expect(del.statusCode).toBe(200);
    expect(del.json().data.applied).toBeNull();
    expect(await orderRow(removed.orderId)).toMatchObject({ discount: 0 });
    expect(await quotaUsed(v.id)).toBe(1);
    // The expiry job at the reservation deadline.
    t.clock.advance(31 * 60_000);
    await t.jobs.runDue();
    expect(await orderStatus(t, expiring.orderId)).toBe('expired');
    expect(await quotaUsed(v.id)).toBe(0);
    await t.jobs.runDue();
    expect(await quotaUsed(v.id)).toBe(0);
    expect(await countRedemptions(t.database.db, v.id, 'held')).toBe(0);
    expect(await countRedemptions(t.database.db, v.id, 'released')).toBe(3);
    t.clock.advance(-31 * 60_000);
  });

  it('takes a shipping voucher off delivery at confirm, never more than it costs', async () => {
    const v = await voucher({ target: 'shipping', discount_type: 'fixed', discount_value: 1_000_000 });
    const order = await checkoutOrder();
    const applied = (await apply(order, v.code)).json().data.applied;
    expect(applied).toMatchObject({ item_discount: 0, shipping_discount_cap: 1_000_000 });
    const address = await createAddress(t, order.token, { latitude: -6.1754, longitude: 106.8272 });
    const confirmed = await confirmOrder(t, order, { shipment_type: 'regular', address_id: address.id, payment_channel: 'va_bca' });
    const row = await orderRow(order.orderId);
    expect(Number(row.shipping_cost)).toBeGreaterThan(0);
    expect(Number(row.discount)).toBe(Number(row.shipping_cost));
    expect(confirmed.order.total).toBe(order.subtotal);
  });

  it('lists the options for an order, best first, and previews one code', async () => {
    const small = await voucher({ discount_type: 'fixed', discount_value: 1_000 });
    const large = await voucher({ discount_type: 'fixed', discount_value: 3_000 });
    const order = await checkoutOrder();
    await t.call({ method: 'POST', url: `/api/voucher/${small.code}/collect`, token: order.token });
    const res = await t.call({ method: 'GET', url: `/api/order/${order.orderId}/apply-voucher`, token: order.token });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    const codesInOrder = data.options.map((o: { voucher: { code: string } }) => o.voucher.code);
    expect(codesInOrder.indexOf(large.code)).toBeLessThan(codesInOrder.indexOf(small.code));
    const firstIneligible = data.options.findIndex((o: { eligible: boolean }) => !o.eligible);
    if (firstIneligible >= 0) expect(data.options.slice(firstIneligible).every((o: { eligible: boolean }) => !o.eligible)).toBe(true);
    expect(data.best_code).toBe(data.options[0].voucher.code);
    expect(data.applied).toBeNull();
    const preview = (await t.call({ method: 'GET', url: `/api/order/${order.orderId}/apply-voucher?code=${small.code}`, token: order.token })).json().data;
    expect(preview.options).toHaveLength(1);
    expect(preview.options[0]).toMatchObject({ eligible: true, item_discount: 1_000 });
    expect(await quotaUsed(small.id)).toBe(0);
  });
});

describe('the quota under a rush', () => {
  // The setup signs up and checks out every buyer; on a loaded machine that alone takes a while.
  it('gives exactly the uses left to customers applying at once', { timeout: 90_000 }, async () => {
    const buyers = 40;
    const left = 10;
    const v = await voucher({ quota_total: 500, quota_used: 500 - left });
    const orders = [];
    for (let i = 0; i < buyers; i += 1) orders.push(await checkoutOrder([{ cls: 'bebas', quantity: 1 }]));
    const results = await Promise.all(orders.map((o) => apply(o, v.code)));
    const ok = results.filter((r) => r.statusCode === 200).length;
    expect(ok).toBe(left);
    expect(results.filter((r) => r.statusCode === 409).length).toBe(buyers - left);
    expect(await quotaUsed(v.id)).toBe(500);
    expect(await countRedemptions(t.database.db, v.id, 'held')).toBe(left);
    const discounted = await t.database.db.selectFrom('orders').select('public_id').where('public_id', 'in', orders.map((o) => o.orderId)).where('discount', '>', 0).execute();
    expect(discounted).toHaveLength(left);
  });
});

describe('promotions', () => {
  it('lists the running promotions and shows one with its products (never obat keras) and vouchers', async () => {
    const list = await t.call({ method: 'GET', url: '/api/promo' });
    expect(list.statusCode).toBe(200);
    const slugs = list.json().data.data.map((p: { slug: string }) => p.slug);
    expect(slugs).toEqual(expect.arrayContaining(['promo-akhir-tahun', 'vitamin-sehat', 'gratis-ongkir']));
    const detail = await t.call({ method: 'GET', url: '/api/promo/vitamin-sehat', cookies: EN });
    expect(detail.statusCode).toBe(200);
    const promo = detail.json().data;
    expect(promo).toMatchObject({ slug: 'vitamin-sehat', title: 'Healthy Vitamin Week' });
    expect(promo.products.length).toBeGreaterThan(0);
    expect(promo.products.every((p: { drug_class: string; requires_prescription: boolean }) => p.drug_class !== 'keras' && !p.requires_prescription)).toBe(true);
    expect(promo.vouchers.map((v: { code: string }) => v.code)).toEqual(['VITAMIN20']);

    // An obat keras product slipped into a promotion is still not shown.
    const keras = await productOf(t.database.db, 'keras', 0);
    const promoId = (await t.database.db.selectFrom('promotions').select('id').where('slug', '=', 'vitamin-sehat').executeTakeFirstOrThrow()).id;
    await t.database.db.insertInto('promotion_products').values({ promotion_id: promoId, product_id: keras.id, position: 999 }).execute();
    const again = (await t.call({ method: 'GET', url: '/api/promo/vitamin-sehat' })).json().data;
    expect(again.products.map((p: { id: number }) => p.id)).not.toContain(keras.id);
  });

  it('leads the promoted products with the running promotions\' products, never obat keras', async () => {
    const first = await t.database.db
      .selectFrom('promotion_products as pp')
      .innerJoin('promotions as p', 'p.id', 'pp.promotion_id')
      .select('pp.product_id')
      .orderBy('p.valid_from', 'desc')
      .orderBy('pp.promotion_id')
      .orderBy('pp.position')
      .limit(3)
      .execute();
    const promoted = (await t.call({ method: 'GET', url: '/api/products/promoted?limit=50' })).json().data as Array<{ id: number; drug_class: string; requires_prescription: boolean }>;
    expect(promoted.slice(0, 3).map((p) => p.id)).toEqual(first.map((r) => r.product_id));
    expect(promoted.every((p) => p.drug_class !== 'keras' && !p.requires_prescription)).toBe(true);
    // Once every promotion has ended, only products with a promo price of their own are left.
    t.clock.advance(400 * DAY);
    const later = (await t.call({ method: 'GET', url: '/api/products/promoted?limit=50' })).json().data as Array<{ id: number; promo_price: number | null }>;
    expect(later.every((p) => p.promo_price !== null)).toBe(true);
    t.clock.advance(-400 * DAY);
  });

  it('checks a promotion by name: valid only while it runs', async () => {
    expect((await t.call({ method: 'GET', url: '/api/promotions/promo-akhir-tahun/check' })).json().data).toEqual({ name: 'promo-akhir-tahun', is_valid: true });
    expect((await t.call({ method: 'GET', url: '/api/promotions/tidak-ada/check' })).json().data).toEqual({ name: 'tidak-ada', is_valid: false });
    t.clock.advance(400 * DAY);
    expect((await t.call({ method: 'GET', url: '/api/promotions/promo-akhir-tahun/check' })).json().data.is_valid).toBe(false);
    expect((await t.call({ method: 'GET', url: '/api/promo/promo-akhir-tahun', cookies: EN })).statusCode).toBe(404);
    expect((await t.call({ method: 'GET', url: '/api/promo' })).json().data.total).toBe(0);
    t.clock.advance(-400 * DAY);
  });
});

describe('GET /api/cart/vouchers', () => {
  it('prices the ticked cart lines at one pharmacy without holding anything', async () => {
    const v = await voucher({ discount_type: 'fixed', discount_value: 2_500, quota_total: 1 });
    const buyer = await signUp(t);
    const store = await firstPharmacy(t.database.db);
    const product = await productOf(t.database.db, 'bebas', 7, false);
    await fillCart(t, buyer.token, store.id, [{ productId: product.id, quantity: 3, stock: 20 }]);
    const res = await t.call({ method: 'GET', url: `/api/cart/vouchers?store_id=${store.id}`, token: buyer.token });
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data.subtotal).toBe(Number(product.price) * 3);
    expect(data.applied).toBeNull();
    expect(data.options.find((o: { voucher: { code: string } }) => o.voucher.code === v.code)).toMatchObject({ eligible: true, item_discount: 2_500 });
    expect(await quotaUsed(v.id)).toBe(0);
    expect((await t.call({ method: 'GET', url: `/api/cart/vouchers?store_id=${store.id}` })).statusCode).toBe(401);
    expect((await t.call({ method: 'GET', url: '/api/cart/vouchers?store_id=x', token: buyer.token })).statusCode).toBe(422);
  });
});
