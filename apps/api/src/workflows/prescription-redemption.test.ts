import { apiMessage } from '@apotek/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../../test/addresses.ts';
import { loginDemo } from '../../test/app.ts';
import { type CommerceTestApp, confirmOrder, createCommerceTestApp, orderStatus, payInSandbox, productOf, secondPharmacy, setStock } from '../../test/commerce.ts';
import { uploadFiles } from '../../test/files.ts';
import { photoJpeg } from '../../test/images.ts';
import { pharmacyOfStaff } from '../../test/staff.ts';
import { RxRedemptions } from '../modules/prescriptions/index.ts';
import { RESERVATION_MS } from './checkout.ts';

/**
 * Rx gating and redemption (issue 10; docs/decisions/023-rx-gating-and-audit.md): obat keras reaches an
 * order only against an approved prescription of the same customer, at its pharmacy, within what it still
 * offers; payment consumes, expiry and cancelling give back, and racing checkouts cannot exceed it.
 */
let t: CommerceTestApp;
let pharmacist: string;
let storeId: number;
let photo: Buffer;
let keras = 0;
/** A fresh obat keras product per test, stocked at the pharmacist's pharmacy, so tests do not share stock. */
async function nextKeras(stock = 50) {
  const product = await productOf(t.database.db, 'keras', keras++);
  await setStock(t.database.db, storeId, product.id, stock);
  return product;
}

beforeAll(async () => {
  t = await createCommerceTestApp();
  pharmacist = await loginDemo(t, 'apoteker@demo.apotek.id');
  storeId = await pharmacyOfStaff(t);
  photo = await photoJpeg(64, 48);
});
afterAll(async () => {
  await t.close();
});

const lang = (locale?: string) => (locale ? { headers: { 'accept-language': locale } } : {});
const console_ = (id: string, action: string, payload?: Record<string, unknown>) =>
  t.call({ method: 'POST', url: `/api/console/prescriptions/${id}/${action}`, token: pharmacist, ...(payload ? { payload } : {}) });
const addToCart = (id: string, token: string, payload: Record<string, unknown> = {}, locale?: string) =>
  t.call({ method: 'POST', url: `/api/prescriptions/${id}/add-to-cart`, token, payload, ...lang(locale) });
const cartAt = async (token: string, store = storeId) => {
  const res = await t.call({ method: 'GET', url: `/api/my/cart?store_id=${store}`, token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.carts[0];
};
const checkout = (token: string, itemIds?: number[], locale?: string, store = storeId) =>
  t.call({ method: 'POST', url: '/api/cart/product/checkout', token, payload: { store_id: store, ...(itemIds ? { item_ids: itemIds } : {}) }, ...lang(locale) });
const prescription = async (id: string, token: string) => (await t.call({ method: 'GET', url: `/api/prescriptions/${id}`, token })).json().data;

async function submitted(token: string, pharmacyId = storeId): Promise<string> {
  const [file] = await uploadFiles(t, token, [photo]);
  const res = await t.call({
    method: 'POST',
    url: '/api/prescriptions',
    token,
    payload: {
      file_ids: [file!.id],
      patient: { relation: 'self', name: 'Budi', age: 40 },
      doctor: { name: 'dr. Andi Pratama', sip: 'SIP-123' },
      date: t.clock.now().toISOString().slice(0, 10),
      notes: '',
      pharmacy_id: pharmacyId,
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.id as string;
}

/** A customer's prescription approved by the demo pharmacist with these products and quantities. */
async function approved(token: string, items: Array<{ productId: number; quantity: number }>, validUntil?: string): Promise<{ id: string; itemIds: number[] }> {
  const id = await submitted(token);
  expect((await console_(id, 'review')).statusCode).toBe(200);
  const res = await console_(id, 'approve', {
    items: items.map((i) => ({ product_id: i.productId, quantity: i.quantity, signa: '3 x 1 tablet sesudah makan' })),
    pharmacist_name: 'apt. Rina Wulandari, S.Farm.',
    sipa: '19870101/SIPA_31/2024/1001',
    ...(validUntil ? { valid_until: validUntil } : {}),
  });
  expect(res.statusCode, res.body).toBe(200);
  return { id, itemIds: (res.json().data.items as Array<{ id: number }>).map((i) => i.id) };
}

async function redemptions(orderId: string) {
  return t.database.db
    .selectFrom('prescription_redemptions as r')
    .innerJoin('orders as o', 'o.id', 'r.order_id')
    .select(['r.prescription_item_id', 'r.quantity', 'r.state'])
    .where('o.public_id', '=', orderId)
    .orderBy('r.id')
    .execute();
}

async function redeemedOf(itemIds: number[]) {
  const rows = await t.database.db.selectFrom('prescription_items').select(['id', 'redeemed_quantity']).where('id', 'in', itemIds).orderBy('id').execute();
  return rows.map((r) => Number(r.redeemed_quantity));
}

describe('a covered obat keras line', () => {
  it('goes into the cart unblocked, checks out, and is consumed when paid: approved → redeemed', async () => {
    const { token } = await signUp(t);
    const a = await nextKeras();
    const b = await nextKeras();
    const rx = await approved(token, [
      { productId: a.id, quantity: 3 },
      { productId: b.id, quantity: 2 },
    ]);

    const added = await addToCart(rx.id, token);
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().message).toBe(apiMessage('rxAddedToCart', 'id'));
    expect(added.json().data).toEqual({
      store_id: storeId,
      added: [
        { item_id: rx.itemIds[0], product_id: a.id, quantity: 3 },
        { item_id: rx.itemIds[1], product_id: b.id, quantity: 2 },
      ],
    });
    const cart = await cartAt(token);
    expect(cart.items.map((i: Record<string, unknown>) => [i.product_id, i.quantity, i.blocked, i.prescription_item_id])).toEqual([
      [a.id, 3, null, rx.itemIds[0]],
      [b.id, 2, null, rx.itemIds[1]],
    ]);
    expect(cart.can_checkout).toBe(true);

    const res = await checkout(token);
    expect(res.statusCode, res.body).toBe(200);
    const orderId = res.json().data.id as string;
    expect(await redemptions(orderId)).toEqual([
      { prescription_item_id: rx.itemIds[0], quantity: 3, state: 'held' },
      { prescription_item_id: rx.itemIds[1], quantity: 2, state: 'held' },
    ]);
    // Held, not yet bought: the prescription is still approved, and nothing more can go into a cart.
    expect((await prescription(rx.id, token)).status).toBe('approved');
    const again = await addToCart(rx.id, token);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(apiMessage('rxAllHeld', 'id'));

    const events: unknown[] = [];
    t.bus.subscribe('prescription.changed', (e) => void events.push(e));
    await confirmOrder(t, { token, orderId, productId: a.id, storeId });
    await payInSandbox(t, orderId);
    expect(await orderStatus(t, orderId)).toBe('paid');
    expect((await redemptions(orderId)).map((r) => r.state)).toEqual(['consumed', 'consumed']);
    expect(await redeemedOf(rx.itemIds)).toEqual([3, 2]);
    const detail = await prescription(rx.id, token);
    expect(detail.status).toBe('redeemed');
    expect(detail.items.map((i: { remaining: number }) => i.remaining)).toEqual([0, 0]);
    expect(detail.timeline.at(-1)).toMatchObject({ from: 'approved', to: 'redeemed', action: 'redeem', actor: 'system' });
    expect(events).toContainEqual(expect.objectContaining({ type: 'prescription', meta: { prescription_id: rx.id }, status: 'redeemed' }));

    const redeemed = await addToCart(rx.id, token, {}, 'en');
    expect(redeemed.statusCode).toBe(409);
    expect(redeemed.json().message).toBe(apiMessage('rxFullyRedeemed', 'en'));
  });

  it('is bought in parts: approved → partly_redeemed, and the rest stays on offer', async () => {
    const { token } = await signUp(t);
    const a = await nextKeras();
    const rx = await approved(token, [{ productId: a.id, quantity: 4 }]);
    expect((await addToCart(rx.id, token, { items: [{ item_id: rx.itemIds[0], quantity: 1 }] })).statusCode).toBe(200);
    const orderId = (await checkout(token)).json().data.id as string;
    await confirmOrder(t, { token, orderId, productId: a.id, storeId });
    await payInSandbox(t, orderId);
    const detail = await prescription(rx.id, token);
    expect(detail.status).toBe('partly_redeemed');
    expect(detail.items[0]).toMatchObject({ quantity: 4, redeemed_quantity: 1, remaining: 3 });

    const rest = await addToCart(rx.id, token);
    expect(rest.json().data.added).toEqual([{ item_id: rx.itemIds[0], product_id: a.id, quantity: 3 }]);
  });

  it('"all of it" puts in what one order may hold: the per-order limit and the stock trim the lines; none in stock is 422', async () => {
    const { token } = await signUp(t);
    const a = await nextKeras();
    const b = await nextKeras(2);
    const limit = Number((await t.database.db.selectFrom('pharmacies').select('max_per_order_keras').where('id', '=', storeId).executeTakeFirstOrThrow()).max_per_order_keras);
    const rx = await approved(token, [
      { productId: a.id, quantity: limit + 4 },
      { productId: b.id, quantity: 4 },
    ]);
    const added = await addToCart(rx.id, token);
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().data.added).toEqual([
      { item_id: rx.itemIds[0], product_id: a.id, quantity: limit },
      { item_id: rx.itemIds[1], product_id: b.id, quantity: 2 },
    ]);
    // Chosen quantities are not trimmed: asking for more than one order may hold says so.
    const chosen = await addToCart(rx.id, token, { items: [{ item_id: rx.itemIds[0], quantity: limit + 1 }] });
    expect(chosen.statusCode).toBe(422);

    const { token: other } = await signUp(t);
    const c = await nextKeras(0);
    const empty = await approved(other, [{ productId: c.id, quantity: 2 }]);
    const none = await addToCart(empty.id, other);
    expect(none.statusCode).toBe(422);
    expect(none.json().message).toBe(apiMessage('outOfStock', 'id'));
    expect((await t.call({ method: 'GET', url: `/api/my/cart?store_id=${storeId}`, token: other })).json().data.carts).toEqual([]);
  });

  it('counts an over-the-counter item of the prescription too, so buying every item ends it redeemed', async () => {
    const { token } = await signUp(t);
    const a = await nextKeras();
    const otc = await productOf(t.database.db, 'bebas', 7);
    await setStock(t.database.db, storeId, otc.id, 50);
    const rx = await approved(token, [
      { productId: a.id, quantity: 2 },
      { productId: otc.id, quantity: 3 },
    ]);
    expect((await addToCart(rx.id, token)).statusCode).toBe(200);
    const orderId = (await checkout(token)).json().data.id as string;
    expect(await redemptions(orderId)).toEqual([
      { prescription_item_id: rx.itemIds[0], quantity: 2, state: 'held' },
      { prescription_item_id: rx.itemIds[1], quantity: 3, state: 'held' },
    ]);
    await confirmOrder(t, { token, orderId, productId: a.id, storeId });
    await payInSandbox(t, orderId);
    expect(await redeemedOf(rx.itemIds)).toEqual([2, 3]);
    expect((await prescription(rx.id, token)).status).toBe('redeemed');
  });
});

describe('the gate refuses', () => {
  it('an obat keras line without a prescription (422 prescriptionRequired), and offers an approved one that could cover it', async () => {
    const { token } = await signUp(t);
    const a = await nextKeras();
    const put = await t.call({ method: 'POST', url: '/api/cart/product/add', token, payload: { product_id: a.id, quantity: 2, store_id: storeId } });
    expect(put.statusCode).toBe(200);
    let line = (await cartAt(token)).items[0];
    expect(line).toMatchObject({ blocked: 'prescription_required', prescription_item_id: null, prescription_options: [] });

    const refused = await checkout(token, [line.id]);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe(apiMessage('prescriptionRequired', 'id', { names: a.name }));

    const rx = await approved(token, [{ productId: a.id, quantity: 5 }]);
    line = (await cartAt(token)).items[0];
    expect(line).toMatchObject({ blocked: 'prescription_required', prescription_options: [{ prescription_id: rx.id, remaining: 5 }] });
    // "Use an approved one": the line is linked and set to what was asked for.
    expect((await addToCart(rx.id, token, { items: [{ item_id: rx.itemIds[0], quantity: 2 }] })).statusCode).toBe(200);
    line = (await cartAt(token)).items[0];
    expect(line).toMatchObject({ quantity: 2, blocked: null, prescription_item_id: rx.itemIds[0] });
    expect((await checkout(token, [line.id])).statusCode).toBe(200);
  });

  it('a line linked to a prescription of another pharmacy, or of another customer', async () => {
    const { token } = await signUp(t);
    const a = await nextKeras();
    const rx = await approved(token, [{ productId: a.id, quantity: 2 }]);
    const other = await secondPharmacy(t.database.db);
    await setStock(t.database.db, other.id, a.id, 20);
    expect((await t.call({ method: 'POST', url: '/api/cart/product/add', token, payload: { product_id: a.id, quantity: 1, store_id: other.id } })).statusCode).toBe(200);
    // Only add-to-cart links lines, and only at the prescription's pharmacy: a link made behind its back is not trusted.
    await t.database.db.updateTable('cart_items').set({ prescription_item_id: rx.itemIds[0] }).where('product_id', '=', a.id).execute();
    const line = (await cartAt(token, other.id)).items[0];
    expect(line).toMatchObject({ blocked: 'prescription_required', prescription_item_id: rx.itemIds[0] });
    const refused = await checkout(token, [line.id], 'id', other.id);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe(apiMessage('prescriptionRequired', 'id', { names: a.name }));

    const stranger = await signUp(t);
    expect((await t.call({ method: 'POST', url: '/api/cart/product/add', token: stranger.token, payload: { product_id: a.id, quantity: 1, store_id: storeId } })).statusCode).toBe(200);
    await t.database.db
      .updateTable('cart_items')
      .set({ prescription_item_id: rx.itemIds[0] })
      .where('cart_id', '=', (await cartAt(stranger.token)).id)
      .execute();
    expect((await cartAt(stranger.token)).items[0].blocked).toBe('prescription_required');
    expect((await checkout(stranger.token)).statusCode).toBe(422);
    expect(await t.database.db.selectFrom('prescription_redemptions').select('id').where('prescription_item_id', '=', rx.itemIds[0]!).execute()).toEqual([]);
  });

  it('more than the prescription offers, in the cart and at checkout', async () => {
    const { token } = await signUp(t);
    const a = await nextKeras();
    const rx = await approved(token, [{ productId: a.id, quantity: 2 }]);
    const tooMany = await addToCart(rx.id, token, { items: [{ item_id: rx.itemIds[0], quantity: 3 }] });
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json().message).toBe(apiMessage('rxQuantityShort', 'id', { name: a.name, remaining: 2 }));
    expect(await cartAt(token)).toBeUndefined();

    expect((await addToCart(rx.id, token)).statusCode).toBe(200);
    const line = (await cartAt(token)).items[0];
    const grown = await t.call({ method: 'POST', url: `/api/cart/product/quantity/update?store_id=${storeId}`, token, payload: { id: line.id, quantity: 3 } });
    expect(grown.statusCode, grown.body).toBe(200);
    expect((await cartAt(token)).items[0]).toMatchObject({ quantity: 3, blocked: 'prescription_required', prescription_options: [{ prescription_id: rx.id, remaining: 2 }] });
    const refused = await checkout(token, [line.id]);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe(apiMessage('rxQuantityShort', 'id', { name: a.name, remaining: 2 }));
    expect((await t.call({ method: 'GET', url: '/api/my/order', token })).json().data.total).toBe(0);
  });

  it('never sells a class that may not be sold online, prescription or not', async () => {
    const { token } = await signUp(t);
    const banned = await productOf(t.database.db, 'dilarang_online', 0);
    const put = await t.call({ method: 'POST', url: '/api/cart/product/add', token, payload: { product_id: banned.id, quantity: 1, store_id: storeId } });
    expect(put.statusCode).toBe(422);
    expect(put.json().message).toBe(apiMessage('productNotSoldOnline', 'id'));
  });
});

describe('add-to-cart of a prescription that cannot be bought from', () => {
  it('answers 409 saying why: not approved yet, rejected, expired; and 404 for another customer’s', async () => {
    const { token } = await signUp(t);
    const a = await nextKeras();
    const waiting = await submitted(token);
    const notYet = await addToCart(waiting, token);
    expect(notYet.statusCode).toBe(409);
    expect(notYet.json().message).toBe(apiMessage('rxNotApprovedYet', 'id'));

    expect((await console_(waiting, 'review')).statusCode).toBe(200);
    expect((await console_(waiting, 'clarify', { question: 'Dosisnya berapa?' })).statusCode).toBe(200);
    expect((await addToCart(waiting, token)).json().message).toBe(apiMessage('rxNotApprovedYet', 'id'));

    const rejected = await submitted(token);
    expect((await console_(rejected, 'review')).statusCode).toBe(200);
    expect((await console_(rejected, 'reject', { reason: 'Resep tidak terbaca' })).statusCode).toBe(200);
    const refused = await addToCart(rejected, token, {}, 'en');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(apiMessage('rxRejected', 'en'));

    const stranger = await signUp(t);
    // Valid through today (Asia/Jakarta): it ends at the next midnight there.
    const today = new Date(t.clock.now().getTime() + 7 * 3_600_000).toISOString().slice(0, 10);
    const rx = await approved(token, [{ productId: a.id, quantity: 2 }], today);
    expect((await addToCart(rx.id, stranger.token)).statusCode).toBe(404);
    expect((await addToCart('RX-0000000000', token)).statusCode).toBe(404);
    expect((await addToCart(rx.id, token, { items: [{ item_id: 999_999, quantity: 1 }] })).statusCode).toBe(404);
    expect(await cartAt(stranger.token)).toBeUndefined();

    // Past its last day it is expired, whether or not the expiry job has run yet.
    expect((await addToCart(rx.id, token)).statusCode).toBe(200);
    t.clock.advance(Date.parse(`${today}T17:00:00.000Z`) - t.clock.now().getTime() + 1000);
    const late = await addToCart(rx.id, token);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(apiMessage('rxExpired', 'id'));
    await t.jobs.runDue();
    expect((await prescription(rx.id, token)).status).toBe('expired');
    expect((await addToCart(rx.id, token)).json().message).toBe(apiMessage('rxExpired', 'id'));
  });
});

describe('giving quantities back', () => {
  it('an order that expires unpaid releases its hold, and the prescription offers it again', async () => {
    const { token } = await signUp(t);
    const a = await nextKeras();
    const rx = await approved(token, [{ productId: a.id, quantity: 2 }]);
    await addToCart(rx.id, token);
    const orderId = (await checkout(token)).json().data.id as string;
    expect((await addToCart(rx.id, token)).statusCode).toBe(409);

    t.clock.advance(RESERVATION_MS + 60_000);
    await t.jobs.runDue();
    expect(await orderStatus(t, orderId)).toBe('expired');
    expect((await redemptions(orderId)).map((r) => r.state)).toEqual(['released']);
    expect((await prescription(rx.id, token)).status).toBe('approved');
    expect((await addToCart(rx.id, token)).json().data.added).toEqual([{ item_id: rx.itemIds[0], product_id: a.id, quantity: 2 }]);
  });

  it('an order the buyer cancels releases its hold; a paid order the pharmacy cancels gives the bought units back', async () => {
    const { token } = await signUp(t);
    const a = await nextKeras();
    const rx = await approved(token, [{ productId: a.id, quantity: 2 }]);
    await addToCart(rx.id, token);
    const first = (await checkout(token)).json().data.id as string;
    expect((await t.call({ method: 'POST', url: `/api/my/order/${first}/cancel`, token })).statusCode).toBe(200);
    expect((await redemptions(first)).map((r) => r.state)).toEqual(['released']);

    await addToCart(rx.id, token);
    const second = (await checkout(token)).json().data.id as string;
    await confirmOrder(t, { token, orderId: second, productId: a.id, storeId });
    await payInSandbox(t, second);
    expect((await prescription(rx.id, token)).status).toBe('redeemed');
    const cancelled = await t.call({ method: 'POST', url: `/api/console/orders/${second}/transition`, token: pharmacist, payload: { to: 'cancelled', note: 'Stok rusak' } });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect((await redemptions(second)).map((r) => r.state)).toEqual(['released']);
    expect(await redeemedOf(rx.itemIds)).toEqual([0]);
    const detail = await prescription(rx.id, token);
    expect(detail.status).toBe('approved');
    expect(detail.timeline.at(-1)).toMatchObject({ from: 'redeemed', to: 'approved', action: 'release' });
  });
});

describe('a prescription that ends while its order waits for the money', () => {
  it('still lets the order be paid: the money is never refused for it', async () => {
    const { token } = await signUp(t);
    const a = await nextKeras();
    const today = new Date(t.clock.now().getTime() + 7 * 3_600_000).toISOString().slice(0, 10);
    const rx = await approved(token, [{ productId: a.id, quantity: 2 }], today);
    const endOfDay = Date.parse(`${today}T17:00:00.000Z`);
    t.clock.advance(endOfDay - t.clock.now().getTime() - 10 * 60_000);
    await addToCart(rx.id, token);
    const orderId = (await checkout(token)).json().data.id as string;
    await confirmOrder(t, { token, orderId, productId: a.id, storeId });
    t.clock.advance(20 * 60_000);
    await payInSandbox(t, orderId);
    expect(await orderStatus(t, orderId)).toBe('paid');
    expect((await redemptions(orderId)).map((r) => r.state)).toEqual(['consumed']);
  });
});

describe('the redemption race', () => {
  it('concurrent add-to-cart and checkouts of one prescription hold at most what it offers', async () => {
    const { token } = await signUp(t);
    const a = await nextKeras();
    const rx = await approved(token, [{ productId: a.id, quantity: 3 }]);
    await addToCart(rx.id, token);
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => (i % 3 === 0 ? addToCart(rx.id, token) : checkout(token))));
    const orders = answers.filter((r) => r.statusCode === 200 && typeof r.json().data.id === 'string');
    expect(orders).toHaveLength(1);
    for (const r of answers) expect([200, 409, 422]).toContain(r.statusCode);
    const held = await t.database.db.selectFrom('prescription_redemptions').select(['quantity', 'state']).where('prescription_item_id', '=', rx.itemIds[0]!).execute();
    expect(held.reduce((n, r) => n + (r.state === 'released' ? 0 : Number(r.quantity)), 0)).toBe(3);
  });

  it('concurrent claims for different orders of one prescription never exceed it (the prescription row is locked)', async () => {
    const { token } = await signUp(t);
    const a = await nextKeras();
    const rx = await approved(token, [{ productId: a.id, quantity: 5 }]);
    const user = await t.database.db.selectFrom('prescriptions').select('user_id').where('public_id', '=', rx.id).executeTakeFirstOrThrow();
    // Orders to hold against (the open-order rule is checkout's; this is the gate's own guarantee).
    const orderIds = (await t.database.db.selectFrom('orders').select('id').orderBy('id').limit(5).execute()).map((o) => o.id);
    expect(orderIds.length).toBe(5);
    const gate = new RxRedemptions({ clock: t.clock, moves: { redeem: async () => null, release: async () => null, announce: async () => {} } });
    const line = { productId: a.id, quantity: 2, prescriptionItemId: rx.itemIds[0]!, name: a.name, required: true };
    const results = await Promise.allSettled(
      orderIds.map((orderId) =>
        t.database.db.transaction().execute(async (trx) => {
          const claims = await gate.claim(trx, user.user_id, storeId, [line]);
          // Widen the window between reading what is held and holding more.
          await new Promise((resolve) => setTimeout(resolve, 20));
          await gate.hold(trx, orderId, claims);
        }),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(2);
    for (const r of results) if (r.status === 'rejected') expect((r.reason as { message: string }).message).toBe('rxQuantityShort');
    const held = await t.database.db.selectFrom('prescription_redemptions').select('quantity').where('prescription_item_id', '=', rx.itemIds[0]!).where('state', '=', 'held').execute();
    expect(held.reduce((n, r) => n + Number(r.quantity), 0)).toBe(4);
  });
});
