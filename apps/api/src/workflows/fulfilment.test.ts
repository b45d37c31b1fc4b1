import { apiMessage } from '@apotek/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAddress, signUp } from '../../test/addresses.ts';
import { loginDemo } from '../../test/app.ts';
import {
  type CommerceTestApp,
  confirmOrder,
  createCommerceTestApp,
  firstPharmacy,
  orderStatus,
  payInSandbox,
  placeOrder,
  secondPharmacy,
  stockOf,
} from '../../test/commerce.ts';
import { newPharmacist } from '../../test/staff.ts';

let t: CommerceTestApp;
let pharmacist: string;
let admin: string;
let product = 80;
const nextProduct = () => (product += 1);

beforeAll(async () => {
  t = await createCommerceTestApp();
  pharmacist = await loginDemo(t, 'apoteker@demo.apotek.id');
  admin = await loginDemo(t, 'admin@demo.apotek.id');
});
afterAll(async () => {
  await t.close();
});

function move(orderId: string, to: string, token = pharmacist) {
  return t.call({ method: 'POST', url: `/api/console/orders/${orderId}/transition`, token, payload: { to } });
}

async function paidOrder(body?: Record<string, unknown>) {
  const order = await placeOrder(t, signUp, nextProduct(), 10);
  if (body?.address === true) {
    const address = await createAddress(t, order.token);
    await confirmOrder(t, order, { shipment_type: 'regular', address_id: address.id, payment_channel: 'va_bca' });
  } else {
    await confirmOrder(t, order);
  }
  await payInSandbox(t, order.orderId);
  return order;
}

describe("the buyer's orders", () => {
  it('lists newest first with status filters and paging, only the buyer’s own', async () => {
    const { token } = await signUp(t);
    const store = await firstPharmacy(t.database.db);
    const other = await secondPharmacy(t.database.db);
    const ids: string[] = [];
    for (const s of [store, other]) {
      const p = nextProduct();
      const productRow = await t.database.db.selectFrom('products').select('id').where('drug_class', '=', 'bebas').orderBy('id').offset(p).limit(1).executeTakeFirstOrThrow();
      await t.database.db.updateTable('product_stock').set({ quantity: 5 }).where('pharmacy_id', '=', s.id).where('product_id', '=', productRow.id).execute();
      const res = await t.call({ method: 'POST', url: `/api/products/${productRow.id}/buy`, token, payload: { store_id: s.id } });
      ids.push(res.json().data.id);
      t.clock.advance(1000);
    }
    await t.call({ method: 'POST', url: `/api/my/order/${ids[0]}/cancel`, token });

    const all = await t.call({ method: 'GET', url: '/api/my/order', token });
    expect(all.json().data).toMatchObject({ total: 2, page: 1, lastPage: 1 });
    expect(all.json().data.data.map((o: { id: string }) => o.id)).toEqual([ids[1], ids[0]]);
    const open = await t.call({ method: 'GET', url: '/api/my/order?status=checkout,awaiting_payment', token });
    expect(open.json().data.data.map((o: { id: string }) => o.id)).toEqual([ids[1]]);
    const paged = await t.call({ method: 'GET', url: '/api/my/order?perPage=1&page=2', token });
    expect(paged.json().data).toMatchObject({ total: 2, perPage: 1, lastPage: 2, data: [{ id: ids[0], status: 'cancelled' }] });
    expect((await t.call({ method: 'GET', url: '/api/my/order?status=nonsense', token })).statusCode).toBe(422);

    const stranger = await signUp(t);
    expect((await t.call({ method: 'GET', url: '/api/my/order', token: stranger.token })).json().data.total).toBe(0);
    const foreign = await t.call({ method: 'GET', url: `/api/my/order/${ids[0]}`, token: stranger.token });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body).not.toContain(ids[0]);
    expect((await t.call({ method: 'GET', url: '/api/my/order/APT-0000000000', token })).statusCode).toBe(404);
    expect((await t.call({ method: 'GET', url: '/api/my/order/12', token })).statusCode).toBe(422);
  });
});

describe('the pharmacist console', () => {
  it('refuses customers and pharmacists without a pharmacy', async () => {
    const customer = await signUp(t);
    expect((await t.call({ method: 'GET', url: '/api/console/orders', token: customer.token })).statusCode).toBe(403);
    const orphan = await newPharmacist(t);
    const res = await t.call({ method: 'GET', url: '/api/console/orders', token: orphan.token });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(apiMessage('noPharmacy', 'id'));
  });

  it('shows the pharmacist only their pharmacy’s orders; the admin sees all', async () => {
    const mine = await paidOrder();
    const { token } = await signUp(t);
    const elsewhere = await secondPharmacy(t.database.db);
    const row = await t.database.db.selectFrom('products').select('id').where('drug_class', '=', 'bebas').orderBy('id').offset(nextProduct()).limit(1).executeTakeFirstOrThrow();
    await t.database.db.updateTable('product_stock').set({ quantity: 5 }).where('pharmacy_id', '=', elsewhere.id).where('product_id', '=', row.id).execute();
    const theirs = (await t.call({ method: 'POST', url: `/api/products/${row.id}/buy`, token, payload: { store_id: elsewhere.id } })).json().data.id as string;

    const list = await t.call({ method: 'GET', url: '/api/console/orders?status=paid&perPage=100', token: pharmacist });
    expect(list.statusCode).toBe(200);
    const ids = list.json().data.data.map((o: { id: string }) => o.id);
    expect(ids).toContain(mine.orderId);
    // The console's buttons come from the state table, narrowed by delivery type.
    const row0 = list.json().data.data.find((o: { id: string }) => o.id === mine.orderId);
    expect(row0).toMatchObject({ shipment_type: 'pickup', next_moves: ['processing', 'cancelled'] });
    await move(mine.orderId, 'processing');
    const processing = (await t.call({ method: 'GET', url: '/api/console/orders?status=processing&perPage=100', token: pharmacist })).json().data.data;
    expect(processing.find((o: { id: string }) => o.id === mine.orderId).next_moves).toEqual(['ready_for_pickup', 'cancelled']);
    const everything = (await t.call({ method: 'GET', url: '/api/console/orders?perPage=100', token: pharmacist })).json().data.data.map((o: { id: string }) => o.id);
    expect(everything).not.toContain(theirs);
    expect((await move(theirs, 'cancelled')).statusCode).toBe(404);
    const adminView = (await t.call({ method: 'GET', url: '/api/console/orders?perPage=100', token: admin })).json().data.data.map((o: { id: string }) => o.id);
    expect(adminView).toEqual(expect.arrayContaining([mine.orderId, theirs]));
  });

  it('moves a pick-up order paid → processing → ready_for_pickup → completed (handed over with its code), refusing illegal moves', async () => {
    const order = await paidOrder();
    const code = (await t.call({ method: 'GET', url: `/api/my/order/${order.orderId}`, token: order.token })).json().data.pickup.code as string;
    expect((await move(order.orderId, 'shipped')).statusCode).toBe(409);
    expect((await move(order.orderId, 'completed')).statusCode).toBe(409);
    expect((await move(order.orderId, 'processing')).json().data.status).toBe('processing');
    const courier = await move(order.orderId, 'shipped');
    expect(courier.statusCode).toBe(409);
    expect((await move(order.orderId, 'ready_for_pickup')).json().data.status).toBe('ready_for_pickup');
    // A pick-up order is handed over only against the customer's code (issue 8, point 4; workflows/pickup.test.ts).
    expect((await move(order.orderId, 'completed')).statusCode).toBe(422);
    const done = await t.call({ method: 'POST', url: `/api/console/orders/${order.orderId}/pickup`, token: pharmacist, payload: { code } });
    expect(done.json().data.status).toBe('completed');
    expect(done.json().data.timeline.map((e: { status: string }) => e.status)).toEqual(['checkout', 'awaiting_payment', 'paid', 'processing', 'ready_for_pickup', 'completed']);
    const illegal = await move(order.orderId, 'processing');
    expect(illegal.statusCode).toBe(409);
    expect(illegal.json().message).toBe(apiMessage('orderTransitionNotAllowed', 'id', { from: 'completed', to: 'processing' }));
    expect((await move(order.orderId, 'refunded')).statusCode).toBe(422);
  });

  it('ships a courier order with a waybill the buyer can track until delivered', async () => {
    const order = await paidOrder({ address: true });
    await move(order.orderId, 'processing');
    const shipped = await move(order.orderId, 'shipped');
    expect(shipped.statusCode, shipped.body).toBe(200);
    const waybill = shipped.json().data.shipment.waybill as string;
    expect(waybill).toMatch(/^10\d{12}$/);

    const track = await t.call({ method: 'POST', url: '/api/shipping/anteraja/tracking', token: order.token, payload: { order_id: order.orderId } });
    expect(track.statusCode).toBe(200);
    expect(track.json().data).toMatchObject({ order_id: order.orderId, courier: 'sandbox', waybill, status: 'created' });
    const stranger = await signUp(t);
    expect((await t.call({ method: 'POST', url: '/api/shipping/anteraja/tracking', token: stranger.token, payload: { order_id: order.orderId } })).statusCode).toBe(404);

    // Ten days in two steps, everyone looking in between: a session unused for 7 days would end (SESSION_IDLE_DAYS).
    for (let step = 0; step < 2; step++) {
      t.clock.advance(5 * 24 * 60 * 60_000);
      for (const token of [order.token, pharmacist, admin]) await t.call({ method: 'GET', url: '/api/my/profile', token });
    }
    const later = await t.call({ method: 'POST', url: '/api/shipping/anteraja/tracking', token: order.token, payload: { order_id: order.orderId } });
    expect(later.json().data.status).toBe('delivered');
    expect(later.json().data.events.length).toBeGreaterThan(1);
    expect(await orderStatus(t, order.orderId)).toBe('delivered');
    expect((await move(order.orderId, 'completed')).json().data.status).toBe('completed');

    const notShipped = await paidOrder();
    const none = await t.call({ method: 'POST', url: '/api/shipping/anteraja/tracking', token: notShipped.token, payload: { order_id: notShipped.orderId } });
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toBe(apiMessage('noShipment', 'id'));
  });

  it('cancelling a paid order returns the stock and refunds the money', async () => {
    const order = await paidOrder();
    await move(order.orderId, 'processing');
    expect(await stockOf(t.database.db, order.storeId, order.productId)).toBe(8);
    const res = await move(order.orderId, 'cancelled');
    expect(res.statusCode).toBe(200);
    await t.jobs.runDue();
    expect(await orderStatus(t, order.orderId)).toBe('refunded');
    expect(await stockOf(t.database.db, order.storeId, order.productId)).toBe(10);
    const payment = await t.database.db
      .selectFrom('order_payments as p')
      .innerJoin('orders as o', 'o.id', 'p.order_id')
      .select(['p.status', 'p.amount', 'p.refunded_amount', 'p.provider_ref'])
      .where('o.public_id', '=', order.orderId)
      .executeTakeFirstOrThrow();
    expect(payment.status).toBe('refunded');
    expect(Number(payment.refunded_amount)).toBe(Number(payment.amount));
    expect((await t.sandbox.findCharge(payment.provider_ref))?.state.refundedAmount).toBe(Number(payment.amount));
    // The refund job running again refunds nothing more.
    await t.database.db.updateTable('jobs').set({ done_at: null, run_at: t.clock.now().toISOString() }).where('name', '=', 'payment.refund').execute();
    await t.jobs.runDue();
    expect((await t.sandbox.findCharge(payment.provider_ref))?.state.refundedAmount).toBe(Number(payment.amount));
  });
});
