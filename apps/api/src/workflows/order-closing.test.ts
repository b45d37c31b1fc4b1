import { apiMessage } from '@apotek/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../../test/addresses.ts';
import { type CommerceTestApp, confirmOrder, createCommerceTestApp, orderStatus, payInSandbox, placeOrder, sandboxRef, stockOf } from '../../test/commerce.ts';

let t: CommerceTestApp;
let product = 60;
const nextProduct = () => (product += 1);

beforeAll(async () => {
  t = await createCommerceTestApp();
});
afterAll(async () => {
  await t.close();
});

const MINUTE = 60_000;

async function events(orderId: string) {
  return t.database.db
    .selectFrom('order_events as e')
    .innerJoin('orders as o', 'o.id', 'e.order_id')
    .select(['e.from_status', 'e.to_status', 'e.actor'])
    .where('o.public_id', '=', orderId)
    .orderBy('e.id')
    .execute();
}

describe('expiry', () => {
  it('expires an unconfirmed order within a minute of its reservation deadline and returns the stock once', async () => {
    const order = await placeOrder(t, signUp, nextProduct(), 10);
    expect(await stockOf(t.database.db, order.storeId, order.productId)).toBe(8);

    t.clock.advance(29 * MINUTE);
    await t.jobs.runDue();
    expect(await orderStatus(t, order.orderId)).toBe('checkout');

    t.clock.advance(1 * MINUTE);
    await t.jobs.runDue();
    expect(await orderStatus(t, order.orderId)).toBe('expired');
    expect(await stockOf(t.database.db, order.storeId, order.productId)).toBe(10);
    expect((await events(order.orderId)).at(-1)).toMatchObject({ from_status: 'checkout', to_status: 'expired', actor: 'system' });

    // The job running again, and the buyer cancelling afterwards, return nothing more.
    await t.database.db.updateTable('jobs').set({ done_at: null, run_at: t.clock.now().toISOString() }).where('unique_key', '=', `order.expire:${order.orderId}:0`).execute();
    await t.jobs.runDue();
    const cancel = await t.call({ method: 'POST', url: `/api/my/order/${order.orderId}/cancel`, token: order.token });
    expect(cancel.statusCode).toBe(409);
    expect(await stockOf(t.database.db, order.storeId, order.productId)).toBe(10);
    const view = (await t.call({ method: 'GET', url: `/api/my/order/${order.orderId}`, token: order.token })).json().data;
    expect(view.timeline.map((e: { status: string }) => e.status)).toEqual(['checkout', 'expired']);
    expect(view.expires_at).toBeNull();
  });

  it('moves the deadline to the payment deadline at confirm, then expires and closes the charge', async () => {
    const order = await placeOrder(t, signUp, nextProduct(), 10);
    await confirmOrder(t, order, { shipment_type: 'pickup', payment_channel: 'va_bri' });
    // Past the checkout reservation: the old job finds a later deadline and leaves the order alone.
    t.clock.advance(31 * MINUTE);
    await t.jobs.runDue();
    expect(await orderStatus(t, order.orderId)).toBe('awaiting_payment');
    expect(await stockOf(t.database.db, order.storeId, order.productId)).toBe(8);

    t.clock.advance(24 * 60 * MINUTE);
    await t.jobs.runDue();
    await t.settle();
    expect(await orderStatus(t, order.orderId)).toBe('expired');
    expect(await stockOf(t.database.db, order.storeId, order.productId)).toBe(10);
    const charge = await t.sandbox.findCharge(await sandboxRef(t, order.orderId));
    expect(['expired', 'cancelled']).toContain(charge?.status);
    const payment = (await t.call({ method: 'GET', url: `/api/payment-status/${order.orderId}`, token: order.token })).json().data;
    expect(payment).toMatchObject({ order_status: 'expired' });
    expect(['expired', 'cancelled']).toContain(payment.status);
  });

  it('does not expire an order whose money arrived but whose webhook was lost', async () => {
    t.sandbox.setWebhookTarget({ handler: async () => 500 });
    try {
      const order = await placeOrder(t, signUp, nextProduct(), 10);
      await confirmOrder(t, order, { shipment_type: 'pickup', payment_channel: 'qris' });
      await payInSandbox(t, order.orderId);
      expect(await orderStatus(t, order.orderId)).toBe('awaiting_payment');
      t.clock.advance(15 * MINUTE);
      await t.jobs.runDue();
      expect(await orderStatus(t, order.orderId)).toBe('paid');
      expect(await stockOf(t.database.db, order.storeId, order.productId)).toBe(8);
    } finally {
      t.sandbox.setWebhookTarget({
        handler: async ({ rawBody, headers }) => (await t.app.inject({ method: 'POST', url: '/api/payments/webhook/sandbox', headers, payload: rawBody })).statusCode,
      });
    }
  });
});

describe('the buyer cancels', () => {
  it('cancels an unpaid order: stock returns, the charge is cancelled, the slot frees up', async () => {
    const order = await placeOrder(t, signUp, nextProduct(), 10);
    await confirmOrder(t, order);
    const res = await t.call({ method: 'POST', url: `/api/my/order/${order.orderId}/cancel`, token: order.token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: apiMessage('orderCancelled', 'id'), data: { id: order.orderId, status: 'cancelled' } });
    await t.settle();
    expect(await stockOf(t.database.db, order.storeId, order.productId)).toBe(10);
    expect((await t.sandbox.findCharge(await sandboxRef(t, order.orderId)))?.status).toBe('cancelled');
    expect((await events(order.orderId)).at(-1)).toMatchObject({ to_status: 'cancelled', actor: 'customer' });
    // Cancelling twice changes nothing more.
    expect((await t.call({ method: 'POST', url: `/api/my/order/${order.orderId}/cancel`, token: order.token })).statusCode).toBe(409);
    expect(await stockOf(t.database.db, order.storeId, order.productId)).toBe(10);
  });

  it('refuses to cancel a paid order, and another buyer’s order is a 404', async () => {
    const order = await placeOrder(t, signUp, nextProduct(), 10);
    await confirmOrder(t, order);
    await payInSandbox(t, order.orderId);
    const res = await t.call({ method: 'POST', url: `/api/my/order/${order.orderId}/cancel`, token: order.token });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(apiMessage('orderNotCancellable', 'id'));
    expect(await orderStatus(t, order.orderId)).toBe('paid');

    const other = await placeOrder(t, signUp, nextProduct(), 10);
    const stranger = await signUp(t);
    expect((await t.call({ method: 'POST', url: `/api/my/order/${other.orderId}/cancel`, token: stranger.token })).statusCode).toBe(404);
    expect(await orderStatus(t, other.orderId)).toBe('checkout');
  });

  it('two cancels racing release the stock once', async () => {
    const order = await placeOrder(t, signUp, nextProduct(), 10);
    const results = await Promise.all(Array.from({ length: 5 }, () => t.call({ method: 'POST', url: `/api/my/order/${order.orderId}/cancel`, token: order.token })));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(await stockOf(t.database.db, order.storeId, order.productId)).toBe(10);
  });
});
