import { apiMessage } from '@apotek/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../../test/addresses.ts';
import { loginDemo } from '../../test/app.ts';
import { type CommerceTestApp, createCommerceTestApp, fillCart, firstPharmacy, productOf, setStock, stockOf } from '../../test/commerce.ts';
import { HOLD_LIMITS } from '../modules/orders/hold-limits.ts';

let t: CommerceTestApp;
let stores: number[];
let admin: string;

const MINUTE = 60_000;
const COOL_DOWN_MINUTES = HOLD_LIMITS.coolDownMs / MINUTE;

beforeAll(async () => {
  t = await createCommerceTestApp();
  stores = (await t.database.db.selectFrom('pharmacies').select('id').orderBy('id').execute()).map((r) => r.id);
  admin = await loginDemo(t, 'admin@demo.apotek.id');
});
afterAll(async () => {
  await t.close();
});

function buy(token: string, productId: number, storeId: number, quantity: number, locale: 'id' | 'en' = 'id') {
  return t.call({ method: 'POST', url: `/api/products/${productId}/buy`, token, headers: { 'accept-language': locale }, payload: { store_id: storeId, quantity } });
}

function cancel(token: string, orderId: string) {
  return t.call({ method: 'POST', url: `/api/my/order/${orderId}/cancel`, token });
}

async function orderCount(): Promise<number> {
  const row = await t.database.db.selectFrom('orders').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

/** A fresh buyer, with the e-mail its orders are found by. */
async function buyer(): Promise<{ token: string; email: string }> {
  const { token, body } = await signUp(t);
  return { token, email: body.email as string };
}

/** Units (of a product) the buyer holds in unpaid orders, read from the database rather than the answers. */
async function heldBy(who: { email: string }, productId?: number): Promise<number> {
  const row = await t.database.db
    .selectFrom('orders as o')
    .innerJoin('users as u', 'u.id', 'o.user_id')
    .innerJoin('order_items as i', 'i.order_id', 'o.id')
    .select((eb) => eb.fn.sum<number>('i.quantity').as('units'))
    .where('u.email', '=', who.email)
    .where('o.status', 'in', ['checkout', 'awaiting_payment'])
    .$if(productId !== undefined, (qb) => qb.where('i.product_id', '=', productId!))
    .executeTakeFirstOrThrow();
  return Number(row.units ?? 0);
}

async function englishName(productId: number): Promise<string> {
  const row = await t.database.db.selectFrom('products').select(['name', 'name_en']).where('id', '=', productId).executeTakeFirstOrThrow();
  return row.name_en || row.name;
}

async function setLimits(storeId: number, limits: { bebas?: number; bebas_terbatas?: number; keras?: number }) {
  await t.database.db
    .updateTable('pharmacies')
    .set({
      ...(limits.bebas !== undefined ? { max_per_order_bebas: limits.bebas } : {}),
      ...(limits.bebas_terbatas !== undefined ? { max_per_order_bebas_terbatas: limits.bebas_terbatas } : {}),
      ...(limits.keras !== undefined ? { max_per_order_keras: limits.keras } : {}),
    })
    .where('id', '=', storeId)
    .execute();
}

describe('the per-order limit, a pharmacy setting', () => {
  it('gives every pharmacy, the demo ones included, 10 for obat bebas and 5 for bebas terbatas and obat keras', async () => {
    const rows = await t.database.db.selectFrom('pharmacies').select(['max_per_order_bebas', 'max_per_order_bebas_terbatas', 'max_per_order_keras']).execute();
    expect(rows.length).toBeGreaterThan(10);
    for (const row of rows) expect(row).toEqual({ max_per_order_bebas: 10, max_per_order_bebas_terbatas: 5, max_per_order_keras: 5 });
    // A limit of 0 would make a class unsellable by accident; the database refuses it.
    await expect(setLimits(stores[1]!, { bebas_terbatas: 0 })).rejects.toThrow();
    await expect(setLimits(stores[1]!, { keras: 1000 })).rejects.toThrow();
  });

  it('refuses buy-now at quantity 120 with 422 naming the limit, in both languages, and moves nothing', async () => {
    const me = await buyer();
    const { token } = me;
    const store = await firstPharmacy(t.database.db);
    const product = await productOf(t.database.db, 'bebas', 40);
    await setStock(t.database.db, store.id, product.id, 200);
    const before = await orderCount();

    const res = await buy(token, product.id, store.id, 120);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(apiMessage('orderLimitExceeded', 'id', { names: `${product.name} (maks. 10)` }));
    expect(res.json().errors.quantity).toEqual([apiMessage('quantityOverLimitFor', 'id', { name: product.name, max: 10 })]);
    expect(res.json().data.lines).toEqual([expect.objectContaining({ product_id: product.id, quantity: 120, max_per_order: 10 })]);

    const en = await buy(token, product.id, store.id, 11, 'en');
    expect(en.statusCode).toBe(422);
    const nameEn = await englishName(product.id);
    expect(en.json().message).toBe(`Above this pharmacy's limit per order: ${nameEn} (max. 10)`);
    expect(en.json().errors.quantity).toEqual([`${nameEn}: at most 10 per order at this pharmacy`]);

    expect(await stockOf(t.database.db, store.id, product.id)).toBe(200);
    expect(await orderCount()).toBe(before);
    expect(await heldBy(me)).toBe(0);

    // At the limit it goes through.
    expect((await buy(token, product.id, store.id, 10)).statusCode).toBe(200);
    expect(await stockOf(t.database.db, store.id, product.id)).toBe(190);
  });

  it('holds obat bebas terbatas to 5, and follows a pharmacy that sets its own limit', async () => {
    const store = stores[2]!;
    const terbatas = await productOf(t.database.db, 'bebas_terbatas', 4);
    const bebas = await productOf(t.database.db, 'bebas', 41);
    await setStock(t.database.db, store, terbatas.id, 50);
    await setStock(t.database.db, store, bebas.id, 50);

    const a = await signUp(t);
    const over = await buy(a.token, terbatas.id, store, 6);
    expect(over.statusCode).toBe(422);
    expect(over.json().errors.quantity).toEqual([apiMessage('quantityOverLimitFor', 'id', { name: terbatas.name, max: 5 })]);
    expect((await buy(a.token, terbatas.id, store, 5)).statusCode).toBe(200);

    await setLimits(store, { bebas: 3 });
    try {
      const b = await signUp(t);
      const lowered = await buy(b.token, bebas.id, store, 4);
      expect(lowered.statusCode).toBe(422);
      expect(lowered.json().message).toBe(apiMessage('orderLimitExceeded', 'id', { names: `${bebas.name} (maks. 3)` }));
      expect(await stockOf(t.database.db, store, bebas.id)).toBe(50);
      expect((await buy(b.token, bebas.id, store, 3)).statusCode).toBe(200);
    } finally {
      await setLimits(store, { bebas: 10 });
    }
  });

  it('refuses a cart checkout with a line above the limit, names the line, and leaves stock and cart alone', async () => {
    const store = stores[3]!;
    const me = await buyer();
    const { token } = me;
    const a = await productOf(t.database.db, 'bebas', 42);
    const b = await productOf(t.database.db, 'bebas', 43);
    await fillCart(t, token, store, [
      { productId: a.id, quantity: 8, stock: 30 },
      { productId: b.id, quantity: 2, stock: 30 },
    ]);
    // The pharmacy lowers its limit after the line was added.
    await setLimits(store, { bebas: 6 });
    try {
      const cart = (await t.call({ method: 'GET', url: '/api/my/cart', token })).json().data.carts[0];
      const lineA = cart.items.find((i: { product_id: number }) => i.product_id === a.id);
      expect(lineA).toMatchObject({ quantity: 8, max_per_order: 6, blocked: 'over_limit' });
      expect(cart.can_checkout).toBe(false);

      const res = await t.call({ method: 'POST', url: '/api/cart/product/checkout', token, payload: { store_id: store } });
      expect(res.statusCode).toBe(422);
      expect(res.json().message).toBe(apiMessage('orderLimitExceeded', 'id', { names: `${a.name} (maks. 6)` }));
      expect(res.json().data.lines).toEqual([{ id: lineA.id, product_id: a.id, name: a.name, quantity: 8, max_per_order: 6 }]);
      expect(await stockOf(t.database.db, store, a.id)).toBe(30);
      expect(await stockOf(t.database.db, store, b.id)).toBe(30);
      expect((await t.call({ method: 'GET', url: '/api/my/cart', token })).json().data.carts[0]).toEqual(cart);
    } finally {
      await setLimits(store, { bebas: 10 });
    }
  });

  it('shows the limit with the stock on the product page of the chosen pharmacy', async () => {
    const store = stores[4]!;
    for (const [drugClass, max] of [
      ['bebas', 10],
      ['bebas_terbatas', 5],
      ['keras', 5],
      ['dilarang_online', 0],
    ] as const) {
      const product = await productOf(t.database.db, drugClass, 0);
      const res = await t.call({ method: 'GET', url: `/api/products/${product.id}?store_id=${store}` });
      expect(res.json().data.stock, drugClass).toMatchObject({ store_id: store, max_per_order: max });
    }
    const product = await productOf(t.database.db, 'bebas', 0);
    expect((await t.call({ method: 'GET', url: `/api/products/${product.id}` })).json().data.stock).toBeNull();
  });
});

describe('the hold budget of one account', () => {
  it('30 buy-now requests at once at one pharmacy: one order of at most the limit', async () => {
    const me = await buyer();
    const { token } = me;
    const store = stores[5]!;
    const product = await productOf(t.database.db, 'bebas', 44);
    await setStock(t.database.db, store, product.id, 500);

    const answers = await Promise.all(Array.from({ length: 30 }, () => buy(token, product.id, store, 10)));
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(29);
    expect(await heldBy(me, product.id)).toBe(10);
    expect(await stockOf(t.database.db, store, product.id)).toBe(490);
  }, 60_000);

  it('30 buy-now requests at once over every pharmacy: never more than 20 units of one product', async () => {
    const me = await buyer();
    const { token } = me;
    const product = await productOf(t.database.db, 'bebas', 45);
    for (const store of stores) await setStock(t.database.db, store, product.id, 100);

    const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => buy(token, product.id, stores[i % stores.length]!, 10)));
    const wins = answers.filter((a) => a.statusCode === 200);
    expect(wins).toHaveLength(HOLD_LIMITS.perProduct / 10);
    expect(answers.filter((a) => a.statusCode === 409)).toHaveLength(30 - wins.length);
    const messages = new Set(answers.filter((a) => a.statusCode === 409).map((a) => a.json().message as string));
    expect(messages).toContain(apiMessage('holdLimitProduct', 'id', { name: product.name, max: 20, minutes: COOL_DOWN_MINUTES, left: 0 }));
    expect(await heldBy(me, product.id)).toBe(HOLD_LIMITS.perProduct);
    let taken = 0;
    for (const store of stores) taken += 100 - (await stockOf(t.database.db, store, product.id));
    expect(taken).toBe(HOLD_LIMITS.perProduct);
  }, 60_000);

  it('30 buy-now requests at once of different products: never more than 60 units in all', async () => {
    const me = await buyer();
    const { token } = me;
    const products = await Promise.all(stores.map((_, i) => productOf(t.database.db, 'bebas', 100 + i)));
    for (const [i, store] of stores.entries()) await setStock(t.database.db, store, products[i]!.id, 100);

    const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => buy(token, products[i % stores.length]!.id, stores[i % stores.length]!, 5)));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(HOLD_LIMITS.total / 5);
    expect(answers.filter((a) => a.statusCode !== 200).every((a) => a.statusCode === 409)).toBe(true);
    const refusal = answers.find((a) => a.json().message === apiMessage('holdLimitTotal', 'id', { max: 60, minutes: COOL_DOWN_MINUTES, left: 0, name: '' }));
    expect(refusal?.json().errors.quantity).toHaveLength(1);
    expect(await heldBy(me)).toBe(HOLD_LIMITS.total);
  }, 60_000);

  it('cancelling and buying again does not renew a full hold until the cool-down has passed', async () => {
    const me = await buyer();
    const { token } = me;
    const store = stores[6]!;
    const product = await productOf(t.database.db, 'bebas', 46);
    await setStock(t.database.db, store, product.id, 100);

    const first = await buy(token, product.id, store, 10);
    expect(first.statusCode).toBe(200);
    expect((await cancel(token, first.json().data.id)).statusCode).toBe(200);
    expect(await stockOf(t.database.db, store, product.id)).toBe(100);

    const again = await buy(token, product.id, store, 1);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(apiMessage('holdLimitStore', 'id', { name: product.name, max: 10, minutes: COOL_DOWN_MINUTES, left: 0 }));
    expect(again.json().errors.quantity).toHaveLength(1);
    const en = await buy(token, product.id, store, 1, 'en');
    expect(en.json().message).toBe(`Order limit for ${await englishName(product.id)} at this pharmacy reached: at most 10 units in unpaid orders, counting those cancelled or expired in the last 60 minutes. You can still order 0`);
    expect(await stockOf(t.database.db, store, product.id)).toBe(100);

    t.clock.advance(COOL_DOWN_MINUTES * MINUTE - 1000);
    expect((await buy(token, product.id, store, 1)).statusCode).toBe(409);
    t.clock.advance(1000);
    expect((await buy(token, product.id, store, 10)).statusCode).toBe(200);
    expect(await stockOf(t.database.db, store, product.id)).toBe(90);
  });

  it('a partly used budget leaves the rest: cancelling 4 still allows 6, then nothing', async () => {
    const me = await buyer();
    const { token } = me;
    const store = stores[7]!;
    const product = await productOf(t.database.db, 'bebas', 47);
    await setStock(t.database.db, store, product.id, 100);

    const four = await buy(token, product.id, store, 4);
    await cancel(token, four.json().data.id);
    const seven = await buy(token, product.id, store, 7);
    expect(seven.statusCode).toBe(409);
    expect(seven.json().message).toBe(apiMessage('holdLimitStore', 'id', { name: product.name, max: 10, minutes: COOL_DOWN_MINUTES, left: 6 }));
    const six = await buy(token, product.id, store, 6);
    expect(six.statusCode).toBe(200);
    await cancel(token, six.json().data.id);
    expect((await buy(token, product.id, store, 1)).statusCode).toBe(409);
  });

  it('an order left to expire counts like a cancelled one; a pharmacy cancelling the order does not count', async () => {
    const store = stores[0]!;
    const product = await productOf(t.database.db, 'bebas', 48);
    await setStock(t.database.db, store, product.id, 100);

    const lapsed = await buyer();
    expect((await buy(lapsed.token, product.id, store, 10)).statusCode).toBe(200);
    t.clock.advance(30 * MINUTE);
    await t.jobs.runDue();
    expect(await heldBy(lapsed)).toBe(0);
    expect(await stockOf(t.database.db, store, product.id)).toBe(100);
    expect((await buy(lapsed.token, product.id, store, 1)).statusCode).toBe(409);

    const refused = await signUp(t);
    const order = await buy(refused.token, product.id, store, 10);
    const byPharmacy = await t.call({ method: 'POST', url: `/api/console/orders/${order.json().data.id}/transition`, token: admin, payload: { to: 'cancelled' } });
    expect(byPharmacy.statusCode, byPharmacy.body).toBe(200);
    expect((await buy(refused.token, product.id, store, 10)).statusCode).toBe(200);
  });

  it('the cancel-and-rebuy loop over every pharmacy holds at most 20 units of a product within the cool-down', async () => {
    const me = await buyer();
    const { token } = me;
    const product = await productOf(t.database.db, 'bebas', 49);
    for (const store of stores) await setStock(t.database.db, store, product.id, 100);

    let reserved = 0;
    let maxHeld = 0;
    for (const store of stores) {
      for (let round = 0; round < 2; round += 1) {
        const res = await buy(token, product.id, store, 10);
        if (res.statusCode !== 200) {
          expect(res.statusCode).toBe(409);
          continue;
        }
        reserved += 10;
        maxHeld = Math.max(maxHeld, await heldBy(me, product.id));
        expect((await cancel(token, res.json().data.id)).statusCode).toBe(200);
        t.clock.advance(MINUTE);
      }
    }
    expect(reserved).toBe(HOLD_LIMITS.perProduct);
    expect(maxHeld).toBe(10);
  });

  it('holds a cart checkout to the same budget, and leaves the refused cart as it was', async () => {
    const me = await buyer();
    const { token } = me;
    const store = stores[8]!;
    const product = await productOf(t.database.db, 'bebas', 50);
    await fillCart(t, token, store, [{ productId: product.id, quantity: 10, stock: 100 }]);
    const first = await t.call({ method: 'POST', url: '/api/cart/product/checkout', token, payload: { store_id: store } });
    expect(first.statusCode).toBe(200);
    await cancel(token, first.json().data.id);

    await fillCart(t, token, store, [{ productId: product.id, quantity: 3 }]);
    const cart = (await t.call({ method: 'GET', url: '/api/my/cart', token })).json().data;
    const again = await t.call({ method: 'POST', url: '/api/cart/product/checkout', token, payload: { store_id: store } });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      message: apiMessage('holdLimitStore', 'id', { name: product.name, max: 10, minutes: COOL_DOWN_MINUTES, left: 0 }),
      data: { id: null, product_id: product.id, max: 10, held: 10 },
    });
    expect(await stockOf(t.database.db, store, product.id)).toBe(100);
    expect((await t.call({ method: 'GET', url: '/api/my/cart', token })).json().data).toEqual(cart);
  });
});
