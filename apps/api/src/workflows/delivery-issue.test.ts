import { apiMessage, formatRupiah } from '@apotek/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAddress, signUp } from '../../test/addresses.ts';
import { loginDemo } from '../../test/app.ts';
import { type CommerceTestApp, confirmOrder, createCommerceTestApp, orderStatus, payInSandbox, placeOrder, type PlacedOrder } from '../../test/commerce.ts';

/** Issue 8 point 1, last part: the pharmacy asks the customer to fix the address of a paid order. */
let t: CommerceTestApp;
let pharmacist: string;
let product = 160;
const nextProduct = () => (product += 1);

beforeAll(async () => {
  t = await createCommerceTestApp();
  pharmacist = await loginDemo(t, 'apoteker@demo.apotek.id');
});
afterAll(async () => {
  await t.close();
});

const NEAR = { latitude: -6.1754, longitude: 106.8272 };
const lang = (locale?: string) => (locale ? { headers: { 'accept-language': locale } } : {});
const move = (orderId: string, to: string, locale?: string) => t.call({ method: 'POST', url: `/api/console/orders/${orderId}/transition`, token: pharmacist, payload: { to }, ...lang(locale) });
const raise = (orderId: string, payload: Record<string, unknown>, locale?: string) =>
  t.call({ method: 'POST', url: `/api/console/orders/${orderId}/delivery-issue`, token: pharmacist, payload, ...lang(locale) });
const resolve = (orderId: string, token: string, payload: Record<string, unknown>, locale?: string) =>
  t.call({ method: 'POST', url: `/api/orders/${orderId}/delivery-issue/resolve`, token, payload, ...lang(locale) });
const mine = (orderId: string, token: string, locale?: string) => t.call({ method: 'GET', url: `/api/my/order/${orderId}`, token, ...lang(locale) });

/** A paid instant order to a pinned address, moved to "processing" by the pharmacy. */
async function paidCourierOrder(): Promise<PlacedOrder & { addressId: number; fee: number; total: number }> {
  const order = await placeOrder(t, signUp, nextProduct(), 10);
  const address = await createAddress(t, order.token, NEAR);
  const confirmed = await confirmOrder(t, order, { shipment_type: 'instant', address_id: address.id, payment_channel: 'va_bca' });
  await payInSandbox(t, order.orderId);
  expect((await move(order.orderId, 'processing')).statusCode).toBe(200);
  const view = (await mine(order.orderId, order.token)).json().data;
  expect(view.shipping_cost).toBeGreaterThan(0);
  return { ...order, addressId: address.id, fee: view.shipping_cost, total: confirmed.order.total };
}

async function sandboxCharge(orderId: string) {
  const db = t.database.db;
  const payment = await db.selectFrom('order_payments as p').innerJoin('orders as o', 'o.id', 'p.order_id').select(['p.provider_ref', 'p.status', 'p.refunded_amount', 'p.amount']).where('o.public_id', '=', orderId).executeTakeFirstOrThrow();
  const charge = await db.selectFrom('payment_sandbox_charges').select(['status', 'refunded_amount', 'amount']).where('provider_ref', '=', payment.provider_ref).executeTakeFirstOrThrow();
  return { payment, charge };
}

async function issueRow(orderId: string) {
  return t.database.db
    .selectFrom('order_delivery_issues as i')
    .innerJoin('orders as o', 'o.id', 'i.order_id')
    .selectAll('i')
    .where('o.public_id', '=', orderId)
    .orderBy('i.id', 'desc')
    .executeTakeFirstOrThrow();
}

describe('raising a delivery issue', () => {
  it('keeps the status, tells the customer in their language, and stops "Kirim" until answered', async () => {
    const order = await paidCourierOrder();
    const raised = await raise(order.orderId, { reason: 'pin_wrong', note: 'Pin di tengah laut' });
    expect(raised.statusCode, raised.body).toBe(200);
    expect(raised.json().message).toBe(apiMessage('deliveryIssueRaised', 'id'));
    expect(raised.json().data).toMatchObject({ status: 'processing', delivery_issue: { reason: 'pin_wrong', note: 'Pin di tengah laut' } });
    // The console is not offered "Kirim" while the customer has not answered.
    expect(raised.json().data.next_moves).not.toContain('shipped');

    const id = (await mine(order.orderId, order.token)).json().data;
    expect(id.delivery_issue).toMatchObject({ reason: 'pin_wrong', reason_text: 'Pin lokasi di peta tidak sesuai dengan alamat' });
    expect(id.timeline.at(-1)).toMatchObject({ status: 'processing', kind: 'delivery_issue_raised', note: 'Apotek meminta Anda memperbarui alamat: Pin lokasi di peta tidak sesuai dengan alamat. Pin di tengah laut' });
    const en = (await mine(order.orderId, order.token, 'en')).json().data;
    expect(en.timeline.at(-1).note).toBe('The pharmacy asked you to update the address: The map pin does not match the address. Pin di tengah laut');

    const ship = await move(order.orderId, 'shipped');
    expect(ship.statusCode).toBe(409);
    expect(ship.json().message).toBe(apiMessage('deliveryIssueOpen', 'id'));
    expect((await move(order.orderId, 'shipped', 'en')).json().message).toBe(apiMessage('deliveryIssueOpen', 'en'));
    expect(await orderStatus(t, order.orderId)).toBe('processing');

    const again = await raise(order.orderId, { reason: 'address_unreachable' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(apiMessage('deliveryIssueAlreadyOpen', 'id'));
    const listed = (await t.call({ method: 'GET', url: '/api/console/orders?status=processing&perPage=100', token: pharmacist })).json().data.data as Array<{ id: string; delivery_issue: unknown }>;
    expect(listed.find((o) => o.id === order.orderId)?.delivery_issue).toMatchObject({ reason: 'pin_wrong' });
  });

  it('refuses bad input with localised field messages, and orders that are unpaid, pick-up or shipped', async () => {
    const order = await paidCourierOrder();
    const other = await raise(order.orderId, { reason: 'other' });
    expect(other.statusCode).toBe(422);
    expect(other.json().errors.note).toEqual(['Catatan wajib diisi']);
    const otherEn = await raise(order.orderId, { reason: 'other', note: '' }, 'en');
    expect(otherEn.json().errors.note).toEqual(['The Note field is required']);
    const long = await raise(order.orderId, { reason: 'pin_wrong', note: 'x'.repeat(501) });
    expect(long.statusCode).toBe(422);
    expect(long.json().errors.note).toHaveLength(1);
    expect((await raise(order.orderId, { reason: 'bogus' })).statusCode).toBe(422);

    const pickup = await placeOrder(t, signUp, nextProduct(), 10);
    await confirmOrder(t, pickup);
    await payInSandbox(t, pickup.orderId);
    const refused = await raise(pickup.orderId, { reason: 'pin_wrong' }, 'en');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(apiMessage('deliveryIssueNotAllowed', 'en'));

    expect((await move(order.orderId, 'shipped')).statusCode).toBe(200);
    expect((await raise(order.orderId, { reason: 'pin_wrong' })).statusCode).toBe(409);
  });
});

describe('the customer switches to pick-up', () => {
  it('refunds exactly the shipping fee at the gateway, makes it a pick-up order with a code, and is idempotent', async () => {
    const order = await paidCourierOrder();
    expect((await raise(order.orderId, { reason: 'outside_courier_area' })).statusCode).toBe(200);

    // Another customer cannot see or answer it.
    const stranger = await signUp(t);
    expect((await resolve(order.orderId, stranger.token, { action: 'switch_to_pickup' })).statusCode).toBe(404);

    const res = await resolve(order.orderId, order.token, { action: 'switch_to_pickup' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(apiMessage('deliverySwitchedToPickup', 'id'));
    await t.settle();
    const view = res.json().data;
    expect(view).toMatchObject({ status: 'processing', shipment_type: 'pickup', shipping_cost: 0, total: order.total - order.fee, delivery_issue: null, address: null });
    expect(view.pickup.code).toMatch(/^[A-Z2-9]{6}$/);
    // The console now offers the pick-up road: ready at the counter, never "Kirim".
    const listed = (await t.call({ method: 'GET', url: '/api/console/orders?status=processing&perPage=100', token: pharmacist })).json().data.data as Array<{ id: string; next_moves: string[] }>;
    expect(listed.find((o) => o.id === order.orderId)?.next_moves).toEqual(['ready_for_pickup', 'cancelled']);
    expect(view.timeline.at(-1)).toMatchObject({ kind: 'delivery_switched_to_pickup', note: `Atas persetujuan Anda, pesanan diambil di apotek. Ongkos kirim ${formatRupiah(order.fee)} dikembalikan` });

    const { payment, charge } = await sandboxCharge(order.orderId);
    expect(Number(charge.refunded_amount)).toBe(order.fee);
    // Only part of the money went back: the payment still pays the order (even after the refund's webhook).
    expect(payment).toMatchObject({ status: 'paid' });
    expect(Number(payment.refunded_amount)).toBe(order.fee);
    expect(await issueRow(order.orderId)).toMatchObject({ status: 'resolved', resolution: 'switch_to_pickup', refunded_at: expect.anything() });

    const repeat = await resolve(order.orderId, order.token, { action: 'switch_to_pickup' });
    expect(repeat.statusCode).toBe(200);
    await t.settle();
    expect(Number((await sandboxCharge(order.orderId)).charge.refunded_amount)).toBe(order.fee);
    const otherAnswer = await resolve(order.orderId, order.token, { action: 'update_address', address_id: order.addressId }, 'en');
    expect(otherAnswer.statusCode).toBe(409);
    expect(otherAnswer.json().message).toBe(apiMessage('deliveryIssueNotOpen', 'en'));

    // The counter hands it over with the code, like any pick-up order.
    expect((await move(order.orderId, 'ready_for_pickup')).statusCode).toBe(200);
    const handed = await t.call({ method: 'POST', url: `/api/console/orders/${order.orderId}/pickup`, token: pharmacist, payload: { code: view.pickup.code } });
    expect(handed.statusCode, handed.body).toBe(200);
    expect(await orderStatus(t, order.orderId)).toBe('completed');
  });

  it('a pharmacy cancel while the question is open withdraws it: the customer is no longer asked, and it cannot be answered', async () => {
    const order = await paidCourierOrder();
    expect((await raise(order.orderId, { reason: 'address_unreachable' })).statusCode).toBe(200);
    expect((await move(order.orderId, 'cancelled')).statusCode).toBe(200);
    expect((await issueRow(order.orderId)).status).toBe('withdrawn');
    expect((await mine(order.orderId, order.token)).json().data.delivery_issue).toBeNull();
    const late = await resolve(order.orderId, order.token, { action: 'switch_to_pickup' });
    expect(late.statusCode).toBeGreaterThanOrEqual(400);
    expect(await orderStatus(t, order.orderId)).toMatch(/^(cancelled|refunded)$/);
  });

  it('a cancel afterwards refunds only what is left of the payment', async () => {
    const order = await paidCourierOrder();
    await raise(order.orderId, { reason: 'address_unreachable' });
    expect((await resolve(order.orderId, order.token, { action: 'switch_to_pickup' })).statusCode).toBe(200);
    await t.settle();
    expect((await move(order.orderId, 'cancelled')).statusCode).toBe(200);
    await t.settle();
    const { charge } = await sandboxCharge(order.orderId);
    expect(Number(charge.refunded_amount)).toBe(Number(charge.amount));
    expect(await orderStatus(t, order.orderId)).toBe('refunded');
  });
});

describe('the customer chooses another address', () => {
  it('is refused for an address the order’s service cannot reach, and nothing changes', async () => {
    const order = await paidCourierOrder();
    await raise(order.orderId, { reason: 'pin_wrong' });
    // Saved without a pin: its pin is derived, which instant delivery does not take.
    const derived = await createAddress(t, order.token, { latitude: undefined, longitude: undefined });
    const res = await resolve(order.orderId, order.token, { action: 'update_address', address_id: derived.id }, 'en');
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.address_id).toEqual([apiMessage('shippingNeedsPin', 'en')]);
    const view = (await mine(order.orderId, order.token)).json().data;
    expect(view.delivery_issue).not.toBeNull();
    expect(view.address.id).toBe(order.addressId);

    // Someone else's address is not theirs to choose.
    const stranger = await signUp(t);
    const foreign = await createAddress(t, stranger.token, NEAR);
    expect((await resolve(order.orderId, order.token, { action: 'update_address', address_id: foreign.id })).statusCode).toBe(404);
    const missing = await resolve(order.orderId, order.token, { action: 'update_address' });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.address_id).toEqual(['Alamat wajib diisi']);
  });

  it('replaces the address snapshot; a higher fee is absorbed by the pharmacy, a lower one refunded; then "Kirim" works', async () => {
    for (const [label, point] of [
      ['further', { latitude: -6.3, longitude: 106.9 }],
      ['nearer', null],
    ] as const) {
      const order = await paidCourierOrder();
      await raise(order.orderId, { reason: 'pin_wrong' });
      const pharmacy = await t.database.db.selectFrom('pharmacies').select(['latitude', 'longitude']).where('id', '=', order.storeId).executeTakeFirstOrThrow();
      const target = point ?? { latitude: Number(pharmacy.latitude) + 0.001, longitude: Number(pharmacy.longitude) + 0.001 };
      const next = await createAddress(t, order.token, target);
      const quoted = (await t.call({ method: 'GET', url: `/api/shipment-type/list?order_id=${order.orderId}&address_id=${next.id}`, token: order.token })).json().data as Array<{ code: string; cost: number }>;
      const newFee = quoted.find((q) => q.code === 'instant')!.cost;
      if (label === 'further') expect(newFee).toBeGreaterThan(order.fee);
      else expect(newFee).toBeLessThan(order.fee);

      const res = await resolve(order.orderId, order.token, { action: 'update_address', address_id: next.id });
      expect(res.statusCode, res.body).toBe(200);
      await t.settle();
      const view = res.json().data;
      expect(view.address).toMatchObject({ id: next.id, latitude: target.latitude });
      expect(view.delivery_issue).toBeNull();
      const refund = Math.max(0, order.fee - newFee);
      expect(view).toMatchObject({ shipment_type: 'instant', shipping_cost: order.fee - refund, total: order.total - refund });
      const row = await issueRow(order.orderId);
      expect(row).toMatchObject({ resolution: 'update_address', resolved_address_id: next.id });
      expect(Number(row.pharmacy_absorbed)).toBe(Math.max(0, newFee - order.fee));
      expect(Number(row.refund_amount)).toBe(refund);
      expect(Number((await sandboxCharge(order.orderId)).charge.refunded_amount)).toBe(refund);

      expect((await resolve(order.orderId, order.token, { action: 'update_address', address_id: next.id })).statusCode).toBe(200);
      await t.settle();
      expect(Number((await sandboxCharge(order.orderId)).charge.refunded_amount)).toBe(refund);

      const shipped = await move(order.orderId, 'shipped');
      expect(shipped.statusCode, shipped.body).toBe(200);
    }
  });
});
