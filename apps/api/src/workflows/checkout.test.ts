import { apiMessage } from '@apotek/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../../test/addresses.ts';
import { type CommerceTestApp, createCommerceTestApp, fillCart, firstPharmacy, productOf, secondPharmacy, setStock, stockOf } from '../../test/commerce.ts';
import { eventually } from '../platform/bus/bus.fixture.ts';

let t: CommerceTestApp;
let store: { id: number; slug: string; name: string };
let otherStore: { id: number; slug: string; name: string };

beforeAll(async () => {
  t = await createCommerceTestApp();
  store = await firstPharmacy(t.database.db);
  otherStore = await secondPharmacy(t.database.db);
});
afterAll(async () => {
  await t.close();
});

async function orderCount(): Promise<number> {
  const row = await t.database.db.selectFrom('orders').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

function checkout(token: string, storeId = store.id, extra: Record<string, unknown> = {}) {
  return t.call({ method: 'POST', url: '/api/cart/product/checkout', token, payload: { store_id: storeId, ...extra } });
}

function inStockAt(storeId: number): Set<number> {
  const result = t.search.search({ filters: { in_stock_at: storeId }, sort: 'newest', page: 1, perPage: 1000 });
  return new Set(result.ids);
}

describe('checkout from the cart', () => {
  it('reserves stock, opens an order with the price snapshot and empties the bought lines', async () => {
    const { token } = await signUp(t);
    const a = await productOf(t.database.db, 'bebas', 20, true);
    const b = await productOf(t.database.db, 'bebas_terbatas', 3);
    await fillCart(t, token, store.id, [
      { productId: a.id, quantity: 2, stock: 10 },
      { productId: b.id, quantity: 1, stock: 4 },
    ]);
    // A line at another pharmacy stays in its own cart.
    await fillCart(t, token, otherStore.id, [{ productId: a.id, quantity: 1, stock: 5 }]);

    const res = await checkout(token, store.id, { total: 1, price: 1, discount: 100_000 });
    expect(res.statusCode, res.body).toBe(200);
    const id = res.json().data.id as string;
    expect(id).toMatch(/^APT-[0-9A-Z]{10}$/);
    expect(res.json().message).toMatch(/^Pesanan dibuat/);

    expect(await stockOf(t.database.db, store.id, a.id)).toBe(8);
    expect(await stockOf(t.database.db, store.id, b.id)).toBe(3);
    const cart = await t.call({ method: 'GET', url: '/api/my/cart', token });
    expect(cart.json().data.carts.map((c: { store: { id: number } }) => c.store.id)).toEqual([otherStore.id]);

    const order = await t.call({ method: 'GET', url: `/api/my/order/${id}`, token });
    expect(order.statusCode).toBe(200);
    const data = order.json().data;
    const unitA = a.promo_price ?? a.price;
    const unitB = b.promo_price ?? b.price;
    expect(data).toMatchObject({
      id,
      status: 'checkout',
      store: { id: store.id, slug: store.slug, name: store.name },
      item_count: 2,
      subtotal: unitA * 2 + unitB,
      total: unitA * 2 + unitB,
      shipping_cost: 0,
      discount: 0,
      payment: null,
      shipment: null,
      address: null,
    });
    expect(data.items).toEqual(
      expect.arrayContaining([expect.objectContaining({ product_id: a.id, quantity: 2, unit_price: unitA, subtotal: unitA * 2 })]),
    );
    expect(data.timeline).toEqual([expect.objectContaining({ status: 'checkout' })]);
    expect(Date.parse(data.expires_at) - t.clock.now().getTime()).toBe(30 * 60_000);

    // The expiry job waits in the queue for the reservation deadline.
    const job = await t.database.db.selectFrom('jobs').select(['name', 'run_at', 'payload']).where('unique_key', '=', `order.expire:${id}:0`).executeTakeFirstOrThrow();
    expect(job.name).toBe('order.expire');
    expect(JSON.parse(job.payload)).toEqual({ orderId: id });
  });

  it('answers 409 with the open order id while one is unpaid at that pharmacy', async () => {
    const { token } = await signUp(t);
    const a = await productOf(t.database.db, 'bebas', 21);
    await fillCart(t, token, store.id, [{ productId: a.id, quantity: 1, stock: 10 }]);
    const first = await checkout(token);
    expect(first.statusCode).toBe(200);
    await fillCart(t, token, store.id, [{ productId: a.id, quantity: 1 }]);
    const stock = await stockOf(t.database.db, store.id, a.id);
    const second = await checkout(token);
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ status: 409, message: apiMessage('openOrderExists', 'id'), data: { id: first.json().data.id } });
    expect(await stockOf(t.database.db, store.id, a.id)).toBe(stock);
    // Another pharmacy is another slot.
    await fillCart(t, token, otherStore.id, [{ productId: a.id, quantity: 1, stock: 3 }]);
    expect((await checkout(token, otherStore.id)).statusCode).toBe(200);
  });

  it('changes nothing when a line is short: stock, cart and orders stay as they were', async () => {
    const { token } = await signUp(t);
    const a = await productOf(t.database.db, 'bebas', 22);
    const b = await productOf(t.database.db, 'bebas', 23);
    await fillCart(t, token, store.id, [
      { productId: a.id, quantity: 2, stock: 5 },
      { productId: b.id, quantity: 3, stock: 5 },
    ]);
    await setStock(t.database.db, store.id, b.id, 2);
    const before = { orders: await orderCount(), a: await stockOf(t.database.db, store.id, a.id), cart: (await t.call({ method: 'GET', url: '/api/my/cart', token })).json().data };

    const res = await checkout(token);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(apiMessage('stockShort', 'id', { names: b.name }));
    expect(res.json().data.lines).toEqual([expect.objectContaining({ product_id: b.id, quantity: 3, available: 2 })]);

    expect(await orderCount()).toBe(before.orders);
    expect(await stockOf(t.database.db, store.id, a.id)).toBe(before.a);
    expect(await stockOf(t.database.db, store.id, b.id)).toBe(2);
    expect((await t.call({ method: 'GET', url: '/api/my/cart', token })).json().data).toEqual(before.cart);
  });

  it('refuses a cart of only obat keras with a clear message, and an empty cart', async () => {
    const { token } = await signUp(t);
    const keras = await productOf(t.database.db, 'keras', 1);
    const a = await productOf(t.database.db, 'bebas', 24);
    await setStock(t.database.db, store.id, a.id, 5);
    await fillCart(t, token, store.id, [{ productId: keras.id, quantity: 1, stock: 5 }]);
    const res = await checkout(token);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(apiMessage('prescriptionRequired', 'id', { names: keras.name }));
    expect(await stockOf(t.database.db, store.id, keras.id)).toBe(5);
    expect(await stockOf(t.database.db, store.id, a.id)).toBe(5);

    const other = await signUp(t);
    const empty = await checkout(other.token);
    expect(empty.statusCode).toBe(422);
    expect(empty.json().message).toBe(apiMessage('cartEmpty', 'id'));
    expect((await t.call({ method: 'POST', url: '/api/cart/product/checkout', payload: { store_id: store.id } })).statusCode).toBe(401);
  });

  it('refreshes the search index when a product sells out at a pharmacy', async () => {
    const { token } = await signUp(t);
    const a = await productOf(t.database.db, 'bebas', 25);
    await fillCart(t, token, store.id, [{ productId: a.id, quantity: 2, stock: 2 }]);
    await t.reindex();
    expect(inStockAt(store.id).has(a.id)).toBe(true);
    expect((await checkout(token)).statusCode).toBe(200);
    await eventually(() => expect(inStockAt(store.id).has(a.id)).toBe(false));
  });
});

describe('a mixed cart (issue 8, point 3)', () => {
  async function mixedCart() {
    const { token } = await signUp(t);
    const keras = await productOf(t.database.db, 'keras', 2);
    const a = await productOf(t.database.db, 'bebas', 35);
    const b = await productOf(t.database.db, 'bebas', 36);
    await fillCart(t, token, store.id, [
      { productId: keras.id, quantity: 1, stock: 5 },
      { productId: a.id, quantity: 2, stock: 5 },
      { productId: b.id, quantity: 1, stock: 5 },
    ]);
    const cart = (await t.call({ method: 'GET', url: '/api/my/cart', token })).json().data.carts[0];
    const lineOf = (productId: number) => cart.items.find((i: { product_id: number }) => i.product_id === productId) as { id: number };
    return { token, keras, a, b, cart, lineOf };
  }

  async function orderItems(token: string, id: string): Promise<Array<{ product_id: number; quantity: number }>> {
    return (await t.call({ method: 'GET', url: `/api/my/order/${id}`, token })).json().data.items;
  }

  it('checks out the two obat bebas lines and leaves the obat keras line in the cart', async () => {
    const { token, keras, a, b, cart, lineOf } = await mixedCart();
    expect(cart.can_checkout).toBe(true);
    expect(lineOf(keras.id)).toMatchObject({ blocked: 'prescription_required' });

    const res = await checkout(token);
    expect(res.statusCode, res.body).toBe(200);
    const items = await orderItems(token, res.json().data.id);
    expect(items.map((i) => [i.product_id, i.quantity]).sort()).toEqual([[a.id, 2], [b.id, 1]].sort());
    expect(await stockOf(t.database.db, store.id, a.id)).toBe(3);
    expect(await stockOf(t.database.db, store.id, keras.id)).toBe(5);

    const left = (await t.call({ method: 'GET', url: '/api/my/cart', token })).json().data;
    expect(left.carts[0].items).toEqual([lineOf(keras.id)]);
    expect(left.carts[0].can_checkout).toBe(false);
  });

  it('checks out only the selected line; the others stay untouched', async () => {
    const { token, keras, a, b, lineOf } = await mixedCart();
    const res = await checkout(token, store.id, { item_ids: [lineOf(b.id).id] });
    expect(res.statusCode, res.body).toBe(200);
    expect(await orderItems(token, res.json().data.id)).toEqual([expect.objectContaining({ product_id: b.id, quantity: 1 })]);
    expect(await stockOf(t.database.db, store.id, a.id)).toBe(5);
    const left = (await t.call({ method: 'GET', url: '/api/my/cart', token })).json().data.carts[0].items;
    expect(left).toEqual([lineOf(keras.id), lineOf(a.id)].sort((x, y) => x.id - y.id));
  });

  it('answers a clear 422 when nothing sellable is selected, and 404 for a line that is not in the cart', async () => {
    const { token, keras, a, lineOf } = await mixedCart();
    const held = await checkout(token, store.id, { item_ids: [lineOf(keras.id).id] });
    expect(held.statusCode).toBe(422);
    expect(held.json().message).toBe(apiMessage('prescriptionRequired', 'id', { names: keras.name }));
    const none = await checkout(token, store.id, { item_ids: [] });
    expect(none.statusCode).toBe(422);
    expect(none.json().errors.item_ids).toBeDefined();

    const other = await mixedCart();
    const foreign = await checkout(token, store.id, { item_ids: [lineOf(a.id).id, other.lineOf(other.a.id).id] });
    expect(foreign.statusCode).toBe(404);
    expect(await orderCount()).toBeGreaterThan(0);
    expect(await stockOf(t.database.db, store.id, a.id)).toBe(5);
    expect((await t.call({ method: 'GET', url: '/api/my/cart', token })).json().data.carts[0].items).toHaveLength(3);
  });

  it('keeps the per-order limit on selected lines; a line over it that is not selected does not block', async () => {
    const { token, a, b, lineOf } = await mixedCart();
    const before = await t.database.db.selectFrom('pharmacies').select('max_per_order_bebas').where('id', '=', store.id).executeTakeFirstOrThrow();
    // The pharmacy lowers its limit after line a (2 units) was added.
    await t.database.db.updateTable('pharmacies').set({ max_per_order_bebas: 1 }).where('id', '=', store.id).execute();
    try {
      const over = await checkout(token, store.id, { item_ids: [lineOf(a.id).id, lineOf(b.id).id] });
      expect(over.statusCode).toBe(422);
      expect(over.json().message).toBe(apiMessage('orderLimitExceeded', 'id', { names: `${a.name} (maks. 1)` }));
      const res = await checkout(token, store.id, { item_ids: [lineOf(b.id).id] });
      expect(res.statusCode, res.body).toBe(200);
    } finally {
      await t.database.db.updateTable('pharmacies').set(before).where('id', '=', store.id).execute();
    }
  });
});

describe('buy now', () => {
  it('opens an order for one product by id or slug and leaves the cart alone', async () => {
    const { token } = await signUp(t);
    const a = await productOf(t.database.db, 'bebas', 26);
    const b = await productOf(t.database.db, 'bebas', 27);
    await fillCart(t, token, otherStore.id, [{ productId: b.id, quantity: 1, stock: 5 }]);
    await setStock(t.database.db, store.id, a.id, 6);
    const res = await t.call({ method: 'POST', url: `/api/products/${a.slug}/buy`, token, payload: { store_id: store.id, quantity: 4, price: 1 } });
    expect(res.statusCode, res.body).toBe(200);
    expect(await stockOf(t.database.db, store.id, a.id)).toBe(2);
    const order = (await t.call({ method: 'GET', url: `/api/my/order/${res.json().data.id}`, token })).json().data;
    expect(order.items).toEqual([expect.objectContaining({ product_id: a.id, quantity: 4, unit_price: a.promo_price ?? a.price })]);
    expect((await t.call({ method: 'GET', url: '/api/my/cart', token })).json().data.counter).toBe(1);
  });

  it('refuses short stock, banned classes, bad quantities and unknown products', async () => {
    const { token } = await signUp(t);
    const a = await productOf(t.database.db, 'bebas', 28);
    await setStock(t.database.db, store.id, a.id, 1);
    const short = await t.call({ method: 'POST', url: `/api/products/${a.id}/buy`, token, payload: { store_id: store.id, quantity: 2 } });
    expect(short.statusCode).toBe(409);
    expect(await stockOf(t.database.db, store.id, a.id)).toBe(1);

    const banned = await productOf(t.database.db, 'dilarang_online');
    await setStock(t.database.db, store.id, banned.id, 5);
    const res = await t.call({ method: 'POST', url: `/api/products/${banned.id}/buy`, token, payload: { store_id: store.id } });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(apiMessage('productNotSoldOnline', 'id'));
    expect(await stockOf(t.database.db, store.id, banned.id)).toBe(5);

    for (const quantity of [0, -1, 1.5, 1000]) {
      const bad = await t.call({ method: 'POST', url: `/api/products/${a.id}/buy`, token, payload: { store_id: store.id, quantity } });
      expect(bad.statusCode, String(quantity)).toBe(422);
    }
    expect((await t.call({ method: 'POST', url: '/api/products/tidak-ada-produk/buy', token, payload: { store_id: store.id } })).statusCode).toBe(404);
  });
});

describe('the checkout race', () => {
  it('30 buyers at once for the last 5 units: exactly 5 orders, stock 0', async () => {
    const product = await productOf(t.database.db, 'bebas', 30);
    const buyers = await Promise.all(Array.from({ length: 30 }, () => signUp(t)));
    await setStock(t.database.db, otherStore.id, product.id, 100);
    for (const buyer of buyers) await fillCart(t, buyer.token, otherStore.id, [{ productId: product.id, quantity: 1 }]);
    await setStock(t.database.db, otherStore.id, product.id, 5);
    const before = await orderCount();

    const results = await Promise.all(buyers.map((b) => checkout(b.token, otherStore.id)));
    const statuses = results.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(5);
    expect(statuses.filter((s) => s === 409)).toHaveLength(25);
    expect(await stockOf(t.database.db, otherStore.id, product.id)).toBe(0);
    expect((await orderCount()) - before).toBe(5);
    const lines = await t.database.db
      .selectFrom('order_items')
      .select((eb) => eb.fn.sum<number>('quantity').as('units'))
      .where('product_id', '=', product.id)
      .executeTakeFirstOrThrow();
    expect(Number(lines.units)).toBe(5);
  }, 60_000);
});
