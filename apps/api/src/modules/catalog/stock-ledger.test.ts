import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../../../test/addresses.ts';
import { loginDemo } from '../../../test/app.ts';
import { type CommerceTestApp, createCommerceTestApp, firstPharmacy, productOf, secondPharmacy, stockOf } from '../../../test/commerce.ts';
import { pharmacyOfStaff } from '../../../test/staff.ts';
import { ledgerDrift } from './stock-ledger.ts';

/** Issue 15: stock per pharmacy as a stock-movement ledger, FEFO batches and low-stock alerts (ADR 040). */
let t: CommerceTestApp;
let pharmacist: string;
let admin: string;
let own: number;
let other: number;
let productIndex = 30;
const nextProduct = async () => (await productOf(t.database.db, 'bebas', (productIndex += 1))).id;

beforeAll(async () => {
  t = await createCommerceTestApp();
  pharmacist = await loginDemo(t, 'apoteker@demo.apotek.id');
  admin = await loginDemo(t, 'admin@demo.apotek.id');
  own = await pharmacyOfStaff(t);
  const first = await firstPharmacy(t.database.db);
  other = first.id === own ? (await secondPharmacy(t.database.db)).id : first.id;
});
afterAll(async () => {
  await t.close();
});

const adjust = (productId: number, payload: Record<string, unknown>, token = pharmacist) =>
  t.call({ method: 'POST', url: `/api/console/stock/${productId}/adjust`, token, payload, headers: { 'accept-language': 'id' } });
const receive = (productId: number, payload: Record<string, unknown>, token = pharmacist) => t.call({ method: 'POST', url: `/api/console/stock/${productId}/receive`, token, payload });
const detail = (productId: number, query = '', token = pharmacist) => t.call({ method: 'GET', url: `/api/console/stock/${productId}?${query}`, token });
const movements = async (productId: number, pharmacyId = own) => {
  const res = await t.call({ method: 'GET', url: `/api/console/stock/${productId}/movements?pharmacy_id=${pharmacyId}&perPage=100`, token: admin });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.data as Array<{ kind: string; reason: string | null; quantity: number; balance_after: number; actor: string | null; batch_no: string | null }>;
};
const ledgerSum = async (pharmacyId: number, productId: number) => {
  const row = await t.database.db
    .selectFrom('stock_movements')
    .select((eb) => eb.fn.sum<number | string>('quantity').as('sum'))
    .where('pharmacy_id', '=', pharmacyId)
    .where('product_id', '=', productId)
    .executeTakeFirstOrThrow();
  return Number(row.sum ?? 0);
};
const auditOf = async (pharmacyId: number, productId: number) => {
  const res = await t.call({ method: 'GET', url: `/api/console/audit?entity=stock&entity_id=${pharmacyId}:${productId}&perPage=100`, token: admin });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().data.data as Array<Record<string, unknown>>).reverse();
};
/** Empties the pair's shelf through the ledger, so a test starts from 0 with no unbatched units. */
const emptyShelf = async (productId: number) => {
  const onHand = await stockOf(t.database.db, own, productId);
  if (onHand > 0) expect((await adjust(productId, { quantity: -onHand, reason: 'count_correction' })).statusCode).toBe(200);
};

describe('who may manage stock', () => {
  const calls = (productId: number) => [
    { method: 'GET' as const, url: '/api/console/stock' },
    { method: 'GET' as const, url: `/api/console/stock/${productId}` },
    { method: 'GET' as const, url: `/api/console/stock/${productId}/movements` },
    { method: 'POST' as const, url: `/api/console/stock/${productId}/adjust`, payload: { quantity: 1, reason: 'received' } },
    { method: 'POST' as const, url: `/api/console/stock/${productId}/receive`, payload: { quantity: 1, batch_no: 'B1', expires_on: '2027-01-01' } },
    { method: 'PUT' as const, url: `/api/console/stock/${productId}/threshold`, payload: { threshold: 3 } },
  ];

  it('refuses guests (401), customers, employees and doctors (403) on every route, and changes nothing', async () => {
    const productId = await nextProduct();
    const before = await stockOf(t.database.db, own, productId);
    const customer = (await signUp(t)).token;
    const employee = await loginDemo(t, 'karyawan@demo.apotek.id');
    const doctor = await loginDemo(t, 'dokter@demo.apotek.id');
    for (const call of calls(productId)) {
      expect((await t.call(call)).statusCode, `${call.method} ${call.url}`).toBe(401);
      for (const token of [customer, employee, doctor]) expect((await t.call({ ...call, token })).statusCode, `${call.method} ${call.url}`).toBe(403);
    }
    expect(await stockOf(t.database.db, own, productId)).toBe(before);
    expect(await ledgerSum(own, productId)).toBe(0);
  });

  it("refuses a pharmacist another pharmacy's stock (403) and lets an admin work on any", async () => {
    const productId = await nextProduct();
    const before = await stockOf(t.database.db, other, productId);
    for (const call of calls(productId)) {
      const withOther = call.method === 'GET' ? { ...call, url: `${call.url}?pharmacy_id=${other}` } : { ...call, payload: { ...call.payload, pharmacy_id: other } };
      expect((await t.call({ ...withOther, token: pharmacist })).statusCode, `${call.method} ${call.url}`).toBe(403);
    }
    expect(await stockOf(t.database.db, other, productId)).toBe(before);
    const list = await t.call({ method: 'GET', url: '/api/console/stock', token: pharmacist });
    expect(list.json().data.pharmacy.id).toBe(own);
    expect(list.json().data.pharmacies).toHaveLength(1);
    const res = await adjust(productId, { pharmacy_id: other, quantity: 4, reason: 'received' }, admin);
    expect(res.statusCode, res.body).toBe(200);
    expect(await stockOf(t.database.db, other, productId)).toBe(before + 4);
    const all = await t.call({ method: 'GET', url: `/api/console/stock?pharmacy_id=${other}`, token: admin });
    expect(all.json().data.pharmacies.length).toBeGreaterThan(1);
  });
});

describe('adjustments', () => {
  it('records the change with its reason, who and when, in the ledger and the audit log, and the catalogue shows it', async () => {
    const productId = await nextProduct();
    const before = await stockOf(t.database.db, own, productId);
    const res = await adjust(productId, { quantity: 7, reason: 'received', note: 'kiriman PBF' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ product_id: productId, on_hand: before + 7 });
    const rows = await movements(productId);
    expect(rows[0]).toMatchObject({ kind: 'adjustment', reason: 'received', quantity: 7, balance_after: before + 7, actor: 'apt. Rina Wulandari, S.Farm.' });
    expect(rows.at(-1)).toMatchObject({ kind: 'opening', quantity: before });
    expect(await ledgerSum(own, productId)).toBe(before + 7);
    const audit = await auditOf(own, productId);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'stock.adjust', before: { on_hand: before }, after: { on_hand: before + 7, change: 7, reason: 'received' }, at: t.clock.now().toISOString() });
    await new Promise((r) => setTimeout(r, 50));
    const page = await t.call({ method: 'GET', url: `/api/products/${productId}?store_id=${own}` });
    expect(page.json().data.stock).toMatchObject({ store_id: own, quantity: before + 7 });
  });

  it('refuses an adjustment below zero with a localised message, and changes nothing', async () => {
    const productId = await nextProduct();
    await adjust(productId, { quantity: 3, reason: 'received' });
    const onHand = await stockOf(t.database.db, own, productId);
    const ledgerBefore = (await movements(productId)).length;
    const auditBefore = (await auditOf(own, productId)).length;
    const res = await adjust(productId, { quantity: -(onHand + 1), reason: 'damaged' });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(`Stok tidak mencukupi, tersisa ${onHand}`);
    expect(res.json().errors.quantity).toEqual([`Stok tidak mencukupi, tersisa ${onHand}`]);
    const en = await t.call({ method: 'POST', url: `/api/console/stock/${productId}/adjust`, token: pharmacist, payload: { quantity: -(onHand + 1), reason: 'damaged' }, headers: { 'accept-language': 'en' } });
    expect(en.json().message).toBe(`Not enough stock, ${onHand} left`);
    expect(await stockOf(t.database.db, own, productId)).toBe(onHand);
    expect(await movements(productId)).toHaveLength(ledgerBefore);
    expect(await auditOf(own, productId)).toHaveLength(auditBefore);
    expect((await adjust(productId, { quantity: 0, reason: 'damaged' })).statusCode).toBe(422);
    expect((await adjust(productId, { quantity: -1, reason: 'lost' })).statusCode).toBe(422);
  });

  it('loses no update when adjustments race, and never goes below zero', async () => {
    const productId = await nextProduct();
    await emptyShelf(productId);
    await adjust(productId, { quantity: 5, reason: 'count_correction' });
    const results = await Promise.all(Array.from({ length: 8 }, () => adjust(productId, { quantity: -1, reason: 'damaged' })));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(5);
    expect(results.filter((r) => r.statusCode === 422)).toHaveLength(3);
    await Promise.all(Array.from({ length: 6 }, () => adjust(productId, { quantity: 2, reason: 'received' })));
    expect(await stockOf(t.database.db, own, productId)).toBe(12);
    expect(await ledgerSum(own, productId)).toBe(12);
  });
});

describe('the ledger and orders', () => {
  it('sums to the shelf after a receipt, a checkout and a cancel', async () => {
    const productId = await nextProduct();
    const start = await stockOf(t.database.db, own, productId);
    expect((await receive(productId, { quantity: 10, batch_no: 'LOT-A1', expires_on: '2026-09-30' })).statusCode).toBe(201);
    const { token } = await signUp(t);
    expect((await t.call({ method: 'POST', url: '/api/cart/product/add', token, payload: { product_id: productId, quantity: 3, store_id: own } })).statusCode).toBe(200);
    const checkout = await t.call({ method: 'POST', url: '/api/cart/product/checkout', token, payload: { store_id: own } });
    expect(checkout.statusCode, checkout.body).toBe(200);
    expect(await stockOf(t.database.db, own, productId)).toBe(start + 7);
    expect(await ledgerSum(own, productId)).toBe(start + 7);
    const held = await t.call({ method: 'GET', url: `/api/console/stock/${productId}`, token: pharmacist });
    expect(held.json().data.row).toMatchObject({ on_hand: start + 7, reserved: 3 });
    const orderId = checkout.json().data.id as string;
    expect((await t.call({ method: 'POST', url: `/api/my/order/${orderId}/cancel`, token })).statusCode).toBe(200);
    expect(await stockOf(t.database.db, own, productId)).toBe(start + 10);
    expect(await ledgerSum(own, productId)).toBe(start + 10);
    expect((await movements(productId)).map((m) => [m.kind, m.quantity])).toEqual([
      ['cancel', 3],
      ['sale', -3],
      ['receipt', 10],
      ...(start > 0 ? [['opening', start]] : []),
    ]);
    const after = await t.call({ method: 'GET', url: `/api/console/stock/${productId}`, token: pharmacist });
    expect(after.json().data.row.reserved).toBe(0);
    expect(after.json().data.batches[0]).toMatchObject({ batch_no: 'LOT-A1', remaining: Math.min(10, start + 10) });
    expect(await ledgerDrift(t.database.db, own)).toEqual([]);
  });
});

describe('batches first-expiry-first-out', () => {
  it('picks the earliest expiry first, flags near expiry, and never picks an expired batch', async () => {
    const productId = await nextProduct();
    await emptyShelf(productId);
    // The clock stands at 2026-01-15.
    for (const [batch_no, expires_on, quantity] of [
      ['LATE-1', '2027-06-30', 5],
      ['OLD-0', '2026-01-10', 4],
      ['SOON-2', '2026-03-01', 2],
      ['MID-3', '2026-12-31', 3],
    ] as const) {
      const res = await receive(productId, { batch_no, expires_on, quantity });
      expect(res.statusCode, res.body).toBe(201);
    }
    const res = await detail(productId, 'quantity=6');
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data.unbatched).toBe(0);
    expect(data.batches.map((b: { batch_no: string; pick_order: number | null; expired: boolean; near_expiry: boolean }) => [b.batch_no, b.pick_order, b.expired, b.near_expiry])).toEqual([
      ['OLD-0', null, true, false],
      ['SOON-2', 1, false, true],
      ['MID-3', 2, false, false],
      ['LATE-1', 3, false, false],
    ]);
    expect(data.pick).toEqual({
      quantity: 6,
      short: 0,
      steps: [
        { batch_id: expect.any(Number), batch_no: 'SOON-2', expires_on: '2026-03-01', quantity: 2, near_expiry: true },
        { batch_id: expect.any(Number), batch_no: 'MID-3', expires_on: '2026-12-31', quantity: 3, near_expiry: false },
        { batch_id: expect.any(Number), batch_no: 'LATE-1', expires_on: '2027-06-30', quantity: 1, near_expiry: false },
      ],
    });
    expect(data.row).toMatchObject({ on_hand: 14, expired_units: 4, next_expiry: '2026-03-01', near_expiry: true });
    // Asked for more than the good batches hold: the expired units are not offered, the rest is short.
    const more = (await detail(productId, 'quantity=12')).json().data.pick;
    expect(more.steps.map((s: { batch_no: string }) => s.batch_no)).toEqual(['SOON-2', 'MID-3', 'LATE-1']);
    expect(more.short).toBe(2);
    // A sale takes from the earliest good batch; writing off expired stock takes the expired batch.
    const { token } = await signUp(t);
    await t.call({ method: 'POST', url: '/api/cart/product/add', token, payload: { product_id: productId, quantity: 3, store_id: own } });
    expect((await t.call({ method: 'POST', url: '/api/cart/product/checkout', token, payload: { store_id: own } })).statusCode).toBe(200);
    expect((await adjust(productId, { quantity: -4, reason: 'expired' })).statusCode).toBe(200);
    const left = (await detail(productId)).json().data.batches.map((b: { batch_no: string; remaining: number }) => [b.batch_no, b.remaining]);
    expect(left).toEqual([
      ['OLD-0', 0],
      ['SOON-2', 0],
      ['MID-3', 2],
      ['LATE-1', 5],
    ]);
    expect(await ledgerSum(own, productId)).toBe(7);
    expect(await stockOf(t.database.db, own, productId)).toBe(7);
  });

  it('explains a bad receipt per field and records nothing', async () => {
    const productId = await nextProduct();
    const before = await stockOf(t.database.db, own, productId);
    const res = await receive(productId, { quantity: 0, batch_no: 'bad batch!', expires_on: '31-12-2026' });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual(['batch_no', 'expires_on', 'quantity']);
    expect(await stockOf(t.database.db, own, productId)).toBe(before);
    expect(await ledgerSum(own, productId)).toBe(0);
  });
});

describe('low stock', () => {
  it('lists products at or below their threshold (or the default), with the count for the badge', async () => {
    const productId = await nextProduct();
    await emptyShelf(productId);
    await adjust(productId, { quantity: 12, reason: 'count_correction' });
    const low = async () => {
      const res = await t.call({ method: 'GET', url: '/api/console/stock?low=1&perPage=100', token: pharmacist });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data as { data: Array<{ product_id: number; low: boolean; threshold: number }>; low_count: number; total: number };
    };
    expect((await low()).data.some((r) => r.product_id === productId)).toBe(false);
    const set = await t.call({ method: 'PUT', url: `/api/console/stock/${productId}/threshold`, token: pharmacist, payload: { threshold: 15 } });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().data).toMatchObject({ threshold: 15, threshold_set: true, low: true });
    const listed = await low();
    expect(listed.data.find((r) => r.product_id === productId)).toMatchObject({ low: true, threshold: 15 });
    expect(listed.low_count).toBe(listed.total);
    expect(listed.data.every((r) => r.low)).toBe(true);
    const reset = await t.call({ method: 'PUT', url: `/api/console/stock/${productId}/threshold`, token: pharmacist, payload: { threshold: null } });
    expect(reset.json().data).toMatchObject({ threshold: 10, threshold_set: false, low: false });
    expect((await auditOf(own, productId)).map((e) => e.action)).toContain('stock.threshold');
  });

  it('searches and pages the list', async () => {
    const product = await productOf(t.database.db, 'bebas', 3);
    const res = await t.call({ method: 'GET', url: `/api/console/stock?q=${encodeURIComponent(product.name.slice(0, 8).toUpperCase())}&perPage=5`, token: pharmacist });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.data.some((r: { product_id: number }) => r.product_id === product.id)).toBe(true);
    const sorted = await t.call({ method: 'GET', url: '/api/console/stock?sort=on_hand&dir=desc&perPage=3&page=2', token: pharmacist });
    const rows = sorted.json().data.data as Array<{ on_hand: number }>;
    expect(rows).toHaveLength(3);
    expect(rows[0]!.on_hand).toBeGreaterThanOrEqual(rows[2]!.on_hand);
  });
});
