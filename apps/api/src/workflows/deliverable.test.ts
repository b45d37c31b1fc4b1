import { apiMessage, SHIPMENT_TYPES } from '@apotek/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAddress, signUp } from '../../test/addresses.ts';
import { loginDemo } from '../../test/app.ts';
import { type CommerceTestApp, confirmOrder, createCommerceTestApp, orderStatus, payInSandbox, placeOrder } from '../../test/commerce.ts';
import { deliveryBlock } from '../modules/orders/shipment-options.ts';

/** Issue 8 point 1: checkout offers only what the pharmacy's "Kirim" can book. */
let t: CommerceTestApp;
let pharmacist: string;
let product = 140;
const nextProduct = () => (product += 1);

beforeAll(async () => {
  t = await createCommerceTestApp();
  pharmacist = await loginDemo(t, 'apoteker@demo.apotek.id');
});
afterAll(async () => {
  await t.close();
});

const NO_PIN = { latitude: undefined, longitude: undefined };

function options(token: string, orderId: string, addressId: number) {
  return t.call({ method: 'GET', url: `/api/shipment-type/list?order_id=${orderId}&address_id=${addressId}`, token });
}

function move(orderId: string, to: string) {
  return t.call({ method: 'POST', url: `/api/console/orders/${orderId}/transition`, token: pharmacist, payload: { to } });
}

describe('deliveryBlock, the one rule', () => {
  it('lets pick-up go anywhere, regular on any pin, instant and same day only on a pin the customer set', () => {
    const at = { latitude: -6.2, longitude: 106.8 };
    const table = SHIPMENT_TYPES.map((service) => [
      service,
      deliveryBlock(service, null),
      deliveryBlock(service, { latitude: null, longitude: null, pin_source: null }),
      deliveryBlock(service, { ...at, pin_source: 'derived' }),
      deliveryBlock(service, { ...at, pin_source: 'customer' }),
      deliveryBlock(service, { ...at, pin_source: 'browser' }),
      // An order snapshot from before pins had a source: the pin was the customer's.
      deliveryBlock(service, at),
    ]);
    expect(table).toEqual([
      ['pickup', null, null, null, null, null, null],
      ['instant', 'address_required', 'needs_pin', 'needs_pin', null, null, null],
      ['same_day', 'address_required', 'needs_pin', 'needs_pin', null, null, null],
      ['regular', 'address_required', 'needs_pin', null, null, null, null],
    ]);
  });
});

describe('an address saved without a map pin', () => {
  it('gets a pin derived from its region, marked as derived; a pin sent with it is the customer’s', async () => {
    const { token } = await signUp(t);
    const derived = await createAddress(t, token, NO_PIN);
    const got = (await t.call({ method: 'GET', url: `/api/my/address/${derived.id}`, token })).json().data;
    expect(got).toMatchObject({ pin_source: 'derived', latitude: expect.any(Number), longitude: expect.any(Number) });
    // Within Jakarta: the derived pin stands in for the province the customer chose (DKI Jakarta).
    expect(Math.abs(got.latitude - -6.2)).toBeLessThan(0.3);
    expect(Math.abs(got.longitude - 106.8)).toBeLessThan(0.3);

    const pinned = await createAddress(t, token, { latitude: -6.2, longitude: 106.82 });
    expect((await t.call({ method: 'GET', url: `/api/my/address/${pinned.id}`, token })).json().data).toMatchObject({ pin_source: 'customer', latitude: -6.2 });
    const located = await createAddress(t, token, { latitude: -6.2, longitude: 106.82, pin_source: 'browser' });
    expect((await t.call({ method: 'GET', url: `/api/my/address/${located.id}`, token })).json().data.pin_source).toBe('browser');
    const forged = await createAddress(t, token, { latitude: -6.2, longitude: 106.82, pin_source: 'derived' }).catch((error: Error) => error);
    expect(forged).toBeInstanceOf(Error);
  });

  it('is offered regular but not instant or same day, and confirm refuses those two', async () => {
    const order = await placeOrder(t, signUp, nextProduct());
    const address = await createAddress(t, order.token, NO_PIN);
    const offered = (await options(order.token, order.orderId, address.id)).json().data as Array<{ code: string; available: boolean; reason: string | null }>;
    expect(offered.map((o) => [o.code, o.available])).toEqual([
      ['pickup', true],
      ['instant', false],
      ['same_day', false],
      ['regular', true],
    ]);
    expect(offered.find((o) => o.code === 'instant')?.reason).toBe(apiMessage('shippingNeedsPin', 'id'));

    for (const shipment_type of ['instant', 'same_day']) {
      const res = await t.call({ method: 'POST', url: `/api/order/${order.orderId}/confirm`, token: order.token, payload: { shipment_type, address_id: address.id, payment_channel: 'va_bca' } });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.shipment_type).toEqual([apiMessage('shippingNeedsPin', 'id')]);
    }
  });

  it('once paid with regular, is shipped by the pharmacist', async () => {
    const order = await placeOrder(t, signUp, nextProduct());
    const address = await createAddress(t, order.token, NO_PIN);
    await confirmOrder(t, order, { shipment_type: 'regular', address_id: address.id, payment_channel: 'va_bca' });
    await payInSandbox(t, order.orderId);
    expect((await move(order.orderId, 'processing')).statusCode).toBe(200);
    const shipped = await move(order.orderId, 'shipped');
    expect(shipped.statusCode, shipped.body).toBe(200);
    expect(shipped.json().data.shipment.waybill).toEqual(expect.any(String));
    expect(await orderStatus(t, order.orderId)).toBe('shipped');
  });
});

describe('orders placed before pins had a source', () => {
  it('still show their address and are shipped on the pin the customer set', async () => {
    const order = await placeOrder(t, signUp, nextProduct());
    const address = await createAddress(t, order.token, { latitude: -6.2, longitude: 106.82 });
    await confirmOrder(t, order, { shipment_type: 'instant', address_id: address.id, payment_channel: 'va_bca' });
    const row = await t.database.db.selectFrom('orders').select(['id', 'address_json']).where('public_id', '=', order.orderId).executeTakeFirstOrThrow();
    const { pin_source: _dropped, ...legacy } = JSON.parse(row.address_json!) as Record<string, unknown>;
    await t.database.db.updateTable('orders').set({ address_json: JSON.stringify(legacy) }).where('id', '=', row.id).execute();

    const mine = await t.call({ method: 'GET', url: `/api/my/order/${order.orderId}`, token: order.token });
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json().data.address).toMatchObject({ latitude: -6.2 });
    await payInSandbox(t, order.orderId);
    await move(order.orderId, 'processing');
    expect((await move(order.orderId, 'shipped')).statusCode).toBe(200);
  });
});

describe('an address with no pin at all (saved before pins were derived)', () => {
  it('is offered no courier, and confirm refuses regular', async () => {
    const order = await placeOrder(t, signUp, nextProduct());
    const address = await createAddress(t, order.token, NO_PIN);
    await t.database.db.updateTable('addresses').set({ latitude: null, longitude: null, pin_source: null }).where('id', '=', address.id).execute();
    const offered = (await options(order.token, order.orderId, address.id)).json().data as Array<{ code: string; available: boolean }>;
    expect(offered.filter((o) => o.available).map((o) => o.code)).toEqual(['pickup']);
    const delivery = (await t.call({ method: 'GET', url: `/api/customer/address/delivery/${address.id}`, token: order.token })).json().data;
    expect(delivery.services).toEqual(['pickup']);

    const res = await t.call({ method: 'POST', url: `/api/order/${order.orderId}/confirm`, token: order.token, payload: { shipment_type: 'regular', address_id: address.id, payment_channel: 'va_bca' } });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(apiMessage('shippingNeedsPin', 'id'));
  });
});
