import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAddress, signUp } from '../../../test/addresses.ts';
import { loginDemo } from '../../../test/app.ts';
import { type CommerceTestApp, confirmOrder, createCommerceTestApp, payInSandbox, placeOrder } from '../../../test/commerce.ts';

/** Issue 10: every console decision leaves who, what, when, before and after; only an admin reads them. */
let t: CommerceTestApp;
let pharmacist: string;
let admin: string;
let pharmacistId: string;
let product = 20;
const nextProduct = () => (product += 1);

beforeAll(async () => {
  t = await createCommerceTestApp();
  pharmacist = await loginDemo(t, 'apoteker@demo.apotek.id');
  admin = await loginDemo(t, 'admin@demo.apotek.id');
  pharmacistId = (await t.call({ method: 'GET', url: '/api/my/profile', token: pharmacist })).json().data.id;
});
afterAll(async () => {
  await t.close();
});

const move = (orderId: string, to: string, token = pharmacist) => t.call({ method: 'POST', url: `/api/console/orders/${orderId}/transition`, token, payload: { to } });
const audit = (query: string, token = admin) => t.call({ method: 'GET', url: `/api/console/audit?${query}`, token });
const entriesOf = async (orderId: string) => {
  const res = await audit(`entity=order&entity_id=${orderId}&perPage=100`);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().data.data as Array<Record<string, unknown>>).reverse();
};

async function paidPickupOrder() {
  const order = await placeOrder(t, signUp, nextProduct(), 10);
  await confirmOrder(t, order);
  await payInSandbox(t, order.orderId);
  return order;
}

describe('what the console writes', () => {
  it('records each move with the actor, the instant and the status before and after', async () => {
    const order = await paidPickupOrder();
    expect((await move(order.orderId, 'processing')).statusCode).toBe(200);
    expect((await move(order.orderId, 'ready_for_pickup')).statusCode).toBe(200);
    const entries = await entriesOf(order.orderId);
    expect(entries).toHaveLength(2);
    expect(entries[0]).toMatchObject({
      action: 'order.transition',
      entity: 'order',
      entity_id: order.orderId,
      actor: { id: pharmacistId, name: 'apt. Rina Wulandari, S.Farm.', role: 'pharmacist' },
      before: { status: 'paid' },
      after: { status: 'processing', note: null },
      at: t.clock.now().toISOString(),
    });
    expect(entries[1]).toMatchObject({ before: { status: 'processing' }, after: { status: 'ready_for_pickup' } });
  });

  it('records the pick-up hand-over without the code, and the admin acting as an admin', async () => {
    const order = await paidPickupOrder();
    expect((await move(order.orderId, 'processing', admin)).statusCode).toBe(200);
    expect((await move(order.orderId, 'ready_for_pickup')).statusCode).toBe(200);
    const code = (await t.call({ method: 'GET', url: `/api/my/order/${order.orderId}`, token: order.token })).json().data.pickup.code as string;
    const handed = await t.call({ method: 'POST', url: `/api/console/orders/${order.orderId}/pickup`, token: pharmacist, payload: { code } });
    expect(handed.statusCode, handed.body).toBe(200);
    const entries = await entriesOf(order.orderId);
    expect(entries.map((e) => e.action)).toEqual(['order.transition', 'order.transition', 'order.pickup_handover']);
    expect(entries[0]).toMatchObject({ actor: { role: 'admin', name: 'Admin Apotek' } });
    expect(entries[2]).toMatchObject({ before: { status: 'ready_for_pickup' }, after: { status: 'completed', pickup_code_checked: true } });
    expect(JSON.stringify(entries[2])).not.toContain(code);
  });

  it('records a cancel by the pharmacy and a raised delivery issue', async () => {
    const cancelled = await paidPickupOrder();
    expect((await t.call({ method: 'POST', url: `/api/console/orders/${cancelled.orderId}/transition`, token: pharmacist, payload: { to: 'cancelled', note: 'Stok rusak' } })).statusCode).toBe(200);
    expect(await entriesOf(cancelled.orderId)).toEqual([expect.objectContaining({ action: 'order.transition', before: { status: 'paid' }, after: { status: 'cancelled', note: 'Stok rusak' } })]);

    const order = await placeOrder(t, signUp, nextProduct(), 10);
    const address = await createAddress(t, order.token, { latitude: -6.1754, longitude: 106.8272 });
    await confirmOrder(t, order, { shipment_type: 'instant', address_id: address.id, payment_channel: 'va_bca' });
    await payInSandbox(t, order.orderId);
    const raised = await t.call({ method: 'POST', url: `/api/console/orders/${order.orderId}/delivery-issue`, token: pharmacist, payload: { reason: 'pin_wrong', note: 'Pin di laut' } });
    expect(raised.statusCode, raised.body).toBe(200);
    expect(await entriesOf(order.orderId)).toEqual([
      expect.objectContaining({
        action: 'order.delivery_issue',
        before: { status: 'paid', delivery_issue: null },
        after: { status: 'paid', delivery_issue: { status: 'open', reason: 'pin_wrong', note: 'Pin di laut' } },
      }),
    ]);
  });

  it('records a shipment with its waybill', async () => {
    const order = await placeOrder(t, signUp, nextProduct(), 10);
    const address = await createAddress(t, order.token);
    await confirmOrder(t, order, { shipment_type: 'regular', address_id: address.id, payment_channel: 'va_bca' });
    await payInSandbox(t, order.orderId);
    expect((await move(order.orderId, 'processing')).statusCode).toBe(200);
    const shipped = await move(order.orderId, 'shipped');
    expect(shipped.statusCode, shipped.body).toBe(200);
    const waybill = shipped.json().data.shipment.waybill as string;
    expect((await entriesOf(order.orderId)).at(-1)).toMatchObject({ action: 'order.transition', before: { status: 'processing' }, after: { status: 'shipped', waybill } });
  });

  it('writes nothing for a refused decision', async () => {
    const order = await paidPickupOrder();
    const refused = await move(order.orderId, 'completed');
    expect(refused.statusCode).toBe(409);
    const wrongCode = await t.call({ method: 'POST', url: `/api/console/orders/${order.orderId}/pickup`, token: pharmacist, payload: { code: 'AAAAAA' } });
    expect(wrongCode.statusCode).toBe(409);
    expect(await entriesOf(order.orderId)).toEqual([]);
  });
});

describe('reading the log', () => {
  it('is for admins only', async () => {
    expect((await audit('', pharmacist)).statusCode).toBe(403);
    const { token } = await signUp(t);
    expect((await audit('', token)).statusCode).toBe(403);
    expect((await t.call({ method: 'GET', url: '/api/console/audit' })).statusCode).toBe(401);
  });

  it('filters by entity, actor, action and date, newest first, paged', async () => {
    const order = await paidPickupOrder();
    expect((await move(order.orderId, 'processing', admin)).statusCode).toBe(200);
    t.clock.advance(2 * 86_400_000);
    expect((await move(order.orderId, 'ready_for_pickup')).statusCode).toBe(200);
    const later = t.clock.now().toISOString().slice(0, 10);

    const byActor = (await audit(`actor=${pharmacistId}&entity_id=${order.orderId}`)).json().data;
    expect(byActor.data.map((e: { after: { status: string } }) => e.after.status)).toEqual(['ready_for_pickup']);

    const byDay = (await audit(`from=${later}&to=${later}`)).json().data;
    expect(byDay.total).toBe(1);
    expect(byDay.data[0]).toMatchObject({ entity_id: order.orderId, after: { status: 'ready_for_pickup' } });
    expect((await audit(`to=${later}&entity_id=${order.orderId}`)).json().data.total).toBe(2);

    const all = (await audit('perPage=2&page=1')).json().data;
    expect(all).toMatchObject({ page: 1, perPage: 2 });
    expect(all.total).toBeGreaterThan(2);
    expect(all.lastPage).toBe(Math.ceil(all.total / 2));
    expect(all.data[0]).toMatchObject({ entity_id: order.orderId, after: { status: 'ready_for_pickup' } });
    expect(Date.parse(all.data[0].at)).toBeGreaterThanOrEqual(Date.parse(all.data[1].at));

    expect((await audit('action=order.pickup_handover')).json().data.data.every((e: { action: string }) => e.action === 'order.pickup_handover')).toBe(true);
    expect((await audit('entity=prescription')).json().data.total).toBe(0);
    expect((await audit('entity=customer')).statusCode).toBe(422);
    expect((await audit('from=kemarin')).statusCode).toBe(422);
  });
});
