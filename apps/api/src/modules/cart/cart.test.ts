import { apiMessage, GUEST_CART_ID_PATTERN } from '@apotek/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../../../test/addresses.ts';
import { type CommerceTestApp, createCommerceTestApp, firstPharmacy, productOf, secondPharmacy, setStock } from '../../../test/commerce.ts';

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

type CartBody = {
  counter: number;
  id_temp: string | null;
  carts: Array<{
    id: number;
    store: { id: number };
    items: Array<{ id: number; product_id: number; quantity: number; unit_price: number; original_price: number; subtotal: number; available: number; max_per_order: number; blocked: string | null; selected: boolean }>;
    subtotal: number;
    can_checkout: boolean;
  }>;
};

function add(payload: Record<string, unknown>, token?: string) {
  return t.call({ method: 'POST', url: '/api/cart/product/add', payload, ...(token ? { token } : {}) });
}

async function addOk(payload: Record<string, unknown>, token?: string): Promise<CartBody> {
  const res = await add(payload, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as CartBody;
}

describe('guest carts', () => {
  it('issues an unguessable id on the first add and prices lines from the catalogue', async () => {
    const product = await productOf(t.database.db, 'bebas', 0, true);
    await setStock(t.database.db, store.id, product.id, 20);
    const state = await addOk({ is_nologin: 1, product_id: product.id, quantity: 2, store_id: store.id });
    expect(state.id_temp).toMatch(GUEST_CART_ID_PATTERN);
    expect(state.counter).toBe(1);
    const [cart] = state.carts;
    expect(cart?.store.id).toBe(store.id);
    expect(cart?.items[0]).toMatchObject({
      product_id: product.id,
      quantity: 2,
      unit_price: product.promo_price,
      original_price: product.price,
      subtotal: product.promo_price! * 2,
      available: 20,
      blocked: null,
    });
    expect(cart?.can_checkout).toBe(true);

    // The same token finds the same cart; adding again adds to the line.
    const again = await addOk({ is_nologin: '1', id_temp: state.id_temp, product_id: product.id, quantity: 1, store_id: store.id });
    expect(again.id_temp).toBe(state.id_temp);
    expect(again.carts[0]?.items[0]?.quantity).toBe(3);
    const read = await t.call({ method: 'GET', url: `/api/my/cartnologin?id_temp=${state.id_temp}` });
    expect(read.json().data.carts[0].items[0].quantity).toBe(3);
  });

  it('treats the old unix-seconds id and unknown tokens as no cart', async () => {
    const product = await productOf(t.database.db, 'bebas', 1);
    await setStock(t.database.db, store.id, product.id, 5);
    const numeric = '1732190000';
    const state = await addOk({ is_nologin: true, id_temp: numeric, product_id: product.id, store_id: store.id });
    expect(state.id_temp).not.toBe(numeric);
    expect(state.id_temp).toMatch(GUEST_CART_ID_PATTERN);

    const forged = 'A'.repeat(22);
    const other = await addOk({ is_nologin: true, id_temp: forged, product_id: product.id, store_id: store.id });
    expect(other.id_temp).not.toBe(forged);

    const empty = await t.call({ method: 'GET', url: `/api/my/cartnologin?id_temp=${numeric}` });
    expect(empty.json().data).toEqual({ counter: 0, id_temp: null, carts: [] });
  });

  it('ignores price, total and discount fields in the body', async () => {
    const product = await productOf(t.database.db, 'bebas_terbatas', 0);
    await setStock(t.database.db, store.id, product.id, 10);
    const state = await addOk({
      is_nologin: 1,
      product_id: product.id,
      quantity: 1,
      store_id: store.id,
      price: 1,
      unit_price: 1,
      promo_price: 1,
      subtotal: 1,
      total: 1,
      discount: 999_999,
    });
    const line = state.carts[0]!.items[0]!;
    expect(line.unit_price).toBe(product.promo_price ?? product.price);
    expect(state.carts[0]!.subtotal).toBe(line.unit_price);
  });
});

describe('what may enter a cart', () => {
  it('refuses a class that may not be sold online, with a clear message', async () => {
    const product = await productOf(t.database.db, 'dilarang_online');
    await setStock(t.database.db, store.id, product.id, 10);
    const res = await add({ is_nologin: 1, product_id: product.id, store_id: store.id });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(apiMessage('productNotSoldOnline', 'id'));
    expect(res.json().errors.product_id).toEqual([apiMessage('productNotSoldOnline', 'id')]);
  });

  it('keeps obat keras in the cart but blocks its checkout', async () => {
    const { token } = await signUp(t);
    const product = await productOf(t.database.db, 'keras');
    await setStock(t.database.db, store.id, product.id, 10);
    const state = await addOk({ product_id: product.id, store_id: store.id }, token);
    expect(state.carts[0]!.items[0]!.blocked).toBe('prescription_required');
    expect(state.carts[0]!.can_checkout).toBe(false);
  });

  it.each([
    ['zero', 0],
    ['negative', -1],
    ['a fraction', 1.5],
    ['above the line limit', 1000],
    ['text', 'lots'],
  ])('refuses a quantity that is %s', async (_name, quantity) => {
    const product = await productOf(t.database.db, 'bebas', 2);
    await setStock(t.database.db, store.id, product.id, 5000);
    const res = await add({ is_nologin: 1, product_id: product.id, store_id: store.id, quantity });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toHaveProperty('quantity');
  });

  it('refuses more than the pharmacy holds, naming the field and what is left', async () => {
    const product = await productOf(t.database.db, 'bebas', 3);
    await setStock(t.database.db, store.id, product.id, 3);
    const res = await add({ is_nologin: 1, product_id: product.id, store_id: store.id, quantity: 4 }, undefined);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.quantity).toEqual([apiMessage('insufficientStock', 'id', { available: 3 })]);
    await setStock(t.database.db, store.id, product.id, 0);
    const none = await add({ is_nologin: 1, product_id: product.id, store_id: store.id, quantity: 1 });
    expect(none.statusCode).toBe(422);
    expect(none.json().message).toBe(apiMessage('outOfStock', 'id'));
  });

  it('answers 404 for an unknown product or pharmacy', async () => {
    expect((await add({ is_nologin: 1, product_id: 99_999_999, store_id: store.id })).statusCode).toBe(404);
    const product = await productOf(t.database.db, 'bebas', 0);
    expect((await add({ is_nologin: 1, product_id: product.id, store_id: 99_999_999 })).statusCode).toBe(404);
  });
});

describe('changing lines', () => {
  it('increases, decreases, sets and removes, checking stock only when a line grows', async () => {
    const { token } = await signUp(t);
    const a = await productOf(t.database.db, 'bebas', 4);
    const b = await productOf(t.database.db, 'bebas', 5);
    await setStock(t.database.db, store.id, a.id, 3);
    await setStock(t.database.db, store.id, b.id, 10);
    await addOk({ product_id: a.id, store_id: store.id, quantity: 2 }, token);
    const state = await addOk({ product_id: b.id, store_id: store.id }, token);
    const lineA = state.carts[0]!.items.find((i) => i.product_id === a.id)!;
    const lineB = state.carts[0]!.items.find((i) => i.product_id === b.id)!;
    const url = (action: string) => `/api/cart/product/${action}?store_id=${store.id}`;

    const up = await t.call({ method: 'POST', url: url('increase'), token, payload: { id: lineA.id } });
    expect(up.json().data.carts[0].items.find((i: { id: number }) => i.id === lineA.id).quantity).toBe(3);
    const over = await t.call({ method: 'POST', url: url('increase'), token, payload: { id: lineA.id } });
    expect(over.statusCode).toBe(422);
    expect(over.json().errors.quantity).toEqual([apiMessage('insufficientStock', 'id', { available: 3 })]);

    // Stock fell below the line: shrinking is still allowed, and the line shows the shortage meanwhile.
    await setStock(t.database.db, store.id, a.id, 1);
    const read = await t.call({ method: 'GET', url: '/api/my/cart', token });
    expect(read.json().data.carts[0].items.find((i: { id: number }) => i.id === lineA.id).blocked).toBe('insufficient_stock');
    const down = await t.call({ method: 'POST', url: url('decrease'), token, payload: { id: lineA.id } });
    expect(down.statusCode).toBe(200);

    const set = await t.call({ method: 'POST', url: url('quantity/update'), token, payload: { id: lineB.id, quantity: 7 } });
    expect(set.json().data.carts[0].items.find((i: { id: number }) => i.id === lineB.id).quantity).toBe(7);
    for (const quantity of [0, -2, 2.5, 1000]) {
      const bad = await t.call({ method: 'POST', url: url('quantity/update'), token, payload: { id: lineB.id, quantity } });
      expect(bad.statusCode, String(quantity)).toBe(422);
    }

    // Decreasing the last unit removes the line.
    await t.call({ method: 'POST', url: url('quantity/update'), token, payload: { id: lineA.id, quantity: 1 } });
    const gone = await t.call({ method: 'POST', url: url('decrease'), token, payload: { id: lineA.id } });
    expect(gone.json().data.carts[0].items.map((i: { id: number }) => i.id)).toEqual([lineB.id]);

    const removed = await t.call({ method: 'POST', url: '/api/cart/product/remove', token, payload: { store_id: store.id, id: lineB.id } });
    expect(removed.json().data).toMatchObject({ counter: 0, carts: [] });
  });

  it('clears a pharmacy cart with all, and keeps the other pharmacies', async () => {
    const { token } = await signUp(t);
    const a = await productOf(t.database.db, 'bebas', 6);
    await setStock(t.database.db, store.id, a.id, 10);
    await setStock(t.database.db, otherStore.id, a.id, 10);
    await addOk({ product_id: a.id, store_id: store.id }, token);
    const both = await addOk({ product_id: a.id, store_id: otherStore.id }, token);
    expect(both.counter).toBe(2);
    expect(both.carts).toHaveLength(2);
    const cleared = await t.call({ method: 'POST', url: '/api/cart/product/remove', token, payload: { store_id: store.id, all: true } });
    expect(cleared.json().data.counter).toBe(1);
    expect(cleared.json().data.carts.map((c: { store: { id: number } }) => c.store.id)).toEqual([otherStore.id]);
    const filtered = await t.call({ method: 'GET', url: `/api/my/cart?store_id=${store.id}`, token });
    expect(filtered.json().data.carts).toEqual([]);
  });

  it("answers 404 for another owner's line and changes nothing", async () => {
    const alice = await signUp(t);
    const bob = await signUp(t);
    const product = await productOf(t.database.db, 'bebas', 7);
    await setStock(t.database.db, store.id, product.id, 10);
    const aliceCart = await addOk({ product_id: product.id, store_id: store.id, quantity: 2 }, alice.token);
    const line = aliceCart.carts[0]!.items[0]!;
    const guest = await addOk({ is_nologin: 1, product_id: product.id, store_id: store.id });

    for (const [action, payload] of [
      ['increase', { id: line.id }],
      ['decrease', { id: line.id }],
      ['quantity/update', { id: line.id, quantity: 5 }],
    ] as const) {
      const asBob = await t.call({ method: 'POST', url: `/api/cart/product/${action}?store_id=${store.id}`, token: bob.token, payload });
      expect(asBob.statusCode, action).toBe(404);
      expect(asBob.body).not.toContain(String(product.name));
      const asGuest = await t.call({ method: 'POST', url: `/api/cart/product/${action}?store_id=${store.id}`, payload: { ...payload, is_nologin: 1, id_temp: guest.id_temp } });
      expect(asGuest.statusCode, action).toBe(404);
    }
    // Bob has his own cart at the pharmacy; Alice's line id mixed into his removal is still a 404.
    await addOk({ product_id: product.id, store_id: store.id }, bob.token);
    const remove = await t.call({ method: 'POST', url: '/api/cart/product/remove', token: bob.token, payload: { store_id: store.id, ids: [line.id] } });
    expect(remove.statusCode).toBe(404);
    const mine = await t.call({ method: 'GET', url: '/api/my/cart', token: alice.token });
    expect(mine.json().data.carts[0].items[0].quantity).toBe(2);
  });
});

describe('ticking lines for checkout (issue 8, point 3)', () => {
  it('starts lines ticked, keeps a tick change across reads, and ticks all again', async () => {
    const { token } = await signUp(t);
    const a = await productOf(t.database.db, 'bebas', 14);
    const b = await productOf(t.database.db, 'bebas', 15);
    await setStock(t.database.db, store.id, a.id, 10);
    await setStock(t.database.db, store.id, b.id, 10);
    await addOk({ product_id: a.id, store_id: store.id }, token);
    const added = await addOk({ product_id: b.id, store_id: store.id }, token);
    expect(added.carts[0]!.items.map((i) => i.selected)).toEqual([true, true]);
    const lineA = added.carts[0]!.items.find((i) => i.product_id === a.id)!;

    const unticked = await t.call({ method: 'POST', url: '/api/cart/product/select', token, payload: { store_id: store.id, ids: [lineA.id], selected: false } });
    expect(unticked.statusCode, unticked.body).toBe(200);
    // What a reload reads: the choice is kept on the line.
    const reread = (await t.call({ method: 'GET', url: '/api/my/cart', token })).json().data as CartBody;
    expect(Object.fromEntries(reread.carts[0]!.items.map((i) => [i.product_id, i.selected]))).toEqual({ [a.id]: false, [b.id]: true });

    const all = await t.call({ method: 'POST', url: '/api/cart/product/select', token, payload: { store_id: store.id, all: true, selected: true } });
    expect((all.json().data as CartBody).carts[0]!.items.every((i) => i.selected)).toBe(true);
  });

  it("works for a guest, and answers 404 for another owner's line or an empty choice with 422", async () => {
    const alice = await signUp(t);
    const product = await productOf(t.database.db, 'bebas', 16);
    await setStock(t.database.db, store.id, product.id, 10);
    const line = (await addOk({ product_id: product.id, store_id: store.id }, alice.token)).carts[0]!.items[0]!;
    const guest = await addOk({ is_nologin: 1, product_id: product.id, store_id: store.id });
    const guestLine = guest.carts[0]!.items[0]!;

    const asGuest = await t.call({ method: 'POST', url: '/api/cart/product/select', payload: { is_nologin: 1, id_temp: guest.id_temp, store_id: store.id, ids: [guestLine.id], selected: false } });
    expect(asGuest.statusCode, asGuest.body).toBe(200);
    expect(asGuest.json().data.carts[0].items[0].selected).toBe(false);

    const foreign = await t.call({ method: 'POST', url: '/api/cart/product/select', payload: { is_nologin: 1, id_temp: guest.id_temp, store_id: store.id, ids: [guestLine.id, line.id], selected: false } });
    expect(foreign.statusCode).toBe(404);
    expect((await t.call({ method: 'GET', url: '/api/my/cart', token: alice.token })).json().data.carts[0].items[0].selected).toBe(true);
    const empty = await t.call({ method: 'POST', url: '/api/cart/product/select', token: alice.token, payload: { store_id: store.id, ids: [], selected: true } });
    expect(empty.statusCode).toBe(422);
  });
});

describe('the per-order limit', () => {
  it('shows each line with its pharmacy limit and refuses an add above it, naming the limit in both languages', async () => {
    const { token } = await signUp(t);
    const product = await productOf(t.database.db, 'bebas', 12);
    await setStock(t.database.db, store.id, product.id, 500);
    const state = await addOk({ product_id: product.id, store_id: store.id, quantity: 10 }, token);
    expect(state.carts[0]!.items[0]).toMatchObject({ quantity: 10, max_per_order: 10, blocked: null });

    const over = await add({ product_id: product.id, store_id: store.id, quantity: 1 }, token);
    expect(over.statusCode).toBe(422);
    expect(over.json().message).toBe(apiMessage('quantityOverLimit', 'id', { max: 10 }));
    expect(over.json().errors.quantity).toEqual([apiMessage('quantityOverLimit', 'id', { max: 10 })]);
    const en = await t.call({ method: 'POST', url: '/api/cart/product/add', token, headers: { 'accept-language': 'en' }, payload: { product_id: product.id, store_id: store.id, quantity: 1 } });
    expect(en.json().errors.quantity).toEqual(['At most 10 of this product per order at this pharmacy']);
    // A guest meets the same limit; 120 at once is refused whatever the stock.
    const guest = await add({ is_nologin: 1, product_id: product.id, store_id: store.id, quantity: 120 });
    expect(guest.statusCode).toBe(422);
    expect(guest.json().errors.quantity).toEqual([apiMessage('quantityOverLimit', 'id', { max: 10 })]);
    // Where the shelf is lower than the limit, the shelf is what the refusal names.
    await setStock(t.database.db, store.id, product.id, 4);
    const short = await add({ is_nologin: 1, product_id: product.id, store_id: store.id, quantity: 5 });
    expect(short.json().errors.quantity).toEqual([apiMessage('insufficientStock', 'id', { available: 4 })]);
  });

  it('stops increase and quantity update at the limit of the class (5 for obat bebas terbatas)', async () => {
    const { token } = await signUp(t);
    const product = await productOf(t.database.db, 'bebas_terbatas', 1);
    await setStock(t.database.db, store.id, product.id, 500);
    const state = await addOk({ product_id: product.id, store_id: store.id, quantity: 4 }, token);
    const line = state.carts[0]!.items[0]!;
    expect(line).toMatchObject({ max_per_order: 5 });
    const url = (action: string) => `/api/cart/product/${action}?store_id=${store.id}`;

    expect((await t.call({ method: 'POST', url: url('increase'), token, payload: { id: line.id } })).statusCode).toBe(200);
    const past = await t.call({ method: 'POST', url: url('increase'), token, payload: { id: line.id } });
    expect(past.statusCode).toBe(422);
    expect(past.json().errors.quantity).toEqual([apiMessage('quantityOverLimit', 'id', { max: 5 })]);
    const set = await t.call({ method: 'POST', url: url('quantity/update'), token, payload: { id: line.id, quantity: 120 } });
    expect(set.statusCode).toBe(422);
    expect(set.json().errors.quantity).toEqual([apiMessage('quantityOverLimit', 'id', { max: 5 })]);
    const mine = await t.call({ method: 'GET', url: '/api/my/cart', token });
    expect(mine.json().data.carts[0].items[0].quantity).toBe(5);
  });

  it('caps a merged guest line at the limit', async () => {
    const { token } = await signUp(t);
    const product = await productOf(t.database.db, 'bebas', 13);
    await setStock(t.database.db, store.id, product.id, 500);
    await addOk({ product_id: product.id, store_id: store.id, quantity: 7 }, token);
    const guest = await addOk({ is_nologin: 1, product_id: product.id, store_id: store.id, quantity: 8 });
    const merged = await t.call({ method: 'POST', url: '/api/my/cart/merge', token, payload: { id_temp: guest.id_temp } });
    expect(merged.json().data.carts[0].items[0]).toMatchObject({ quantity: 10, max_per_order: 10, blocked: null });
  });
});

describe('stock check and merge', () => {
  it('reports per line whether stock covers it', async () => {
    const { token } = await signUp(t);
    const a = await productOf(t.database.db, 'bebas', 8);
    const b = await productOf(t.database.db, 'bebas', 9);
    await setStock(t.database.db, store.id, a.id, 5);
    await setStock(t.database.db, store.id, b.id, 5);
    await addOk({ product_id: a.id, store_id: store.id, quantity: 2 }, token);
    await addOk({ product_id: b.id, store_id: store.id, quantity: 4 }, token);
    await setStock(t.database.db, store.id, b.id, 3);
    const res = await t.call({ method: 'POST', url: '/api/my/checking-stock', token, payload: { store_id: store.id } });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ store_id: store.id, ok: false });
    expect(res.json().data.items).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ product_id: a.id, quantity: 2, available: 5, ok: true }),
        expect.objectContaining({ product_id: b.id, quantity: 4, available: 3, ok: false }),
      ]),
    );
  });

  it('merges a guest cart at login: quantities add, capped at stock, and the guest cart is gone', async () => {
    const { token } = await signUp(t);
    const a = await productOf(t.database.db, 'bebas', 10);
    const b = await productOf(t.database.db, 'bebas', 11);
    await setStock(t.database.db, store.id, a.id, 5);
    await setStock(t.database.db, store.id, b.id, 10);
    await addOk({ product_id: a.id, store_id: store.id, quantity: 3 }, token);
    const guest = await addOk({ is_nologin: 1, product_id: a.id, store_id: store.id, quantity: 4 });
    await addOk({ is_nologin: 1, id_temp: guest.id_temp, product_id: b.id, store_id: store.id, quantity: 2 });

    const merged = await t.call({ method: 'POST', url: '/api/my/cart/merge', token, payload: { id_temp: guest.id_temp } });
    expect(merged.statusCode).toBe(200);
    const lines = merged.json().data.carts[0].items as CartBody['carts'][number]['items'];
    expect(lines.find((l) => l.product_id === a.id)?.quantity).toBe(5);
    expect(lines.find((l) => l.product_id === b.id)?.quantity).toBe(2);
    expect(merged.json().data.counter).toBe(2);

    const guestAfter = await t.call({ method: 'GET', url: `/api/my/cartnologin?id_temp=${guest.id_temp}` });
    expect(guestAfter.json().data.carts).toEqual([]);
    // Merging again (a second tab) changes nothing.
    const again = await t.call({ method: 'POST', url: '/api/my/cart/merge', token, payload: { id_temp: guest.id_temp } });
    expect(again.json().data.counter).toBe(2);
    const bad = await t.call({ method: 'POST', url: '/api/my/cart/merge', token, payload: { id_temp: '1732190000' } });
    expect(bad.statusCode).toBe(422);
  });

  it('needs a signed-in user for the user calls', async () => {
    expect((await t.call({ method: 'GET', url: '/api/my/cart' })).statusCode).toBe(401);
    expect((await t.call({ method: 'POST', url: '/api/my/checking-stock', payload: { store_id: store.id } })).statusCode).toBe(401);
  });
});
