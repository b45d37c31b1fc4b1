import { apiMessage } from '@apotek/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAddress, signUp, SUKARASA } from '../../test/addresses.ts';
import {
  type CommerceTestApp,
  confirmOrder,
  createCommerceTestApp,
  orderStatus,
  payInSandbox,
  placeOrder,
  sandboxRef,
  stockOf,
} from '../../test/commerce.ts';
import { signSandboxBody } from '../platform/payments/sandbox-webhooks.ts';
import { verifyCrc } from '../platform/payments/qris.ts';

let t: CommerceTestApp;
let product = 40;

beforeAll(async () => {
  t = await createCommerceTestApp();
});
afterAll(async () => {
  await t.close();
});

const nextProduct = () => (product += 1);

async function paymentRow(orderId: string) {
  return t.database.db
    .selectFrom('order_payments as p')
    .innerJoin('orders as o', 'o.id', 'p.order_id')
    .selectAll('p')
    .where('o.public_id', '=', orderId)
    .orderBy('p.attempt', 'desc')
    .executeTakeFirstOrThrow();
}

async function timeline(orderId: string): Promise<string[]> {
  const rows = await t.database.db
    .selectFrom('order_events as e')
    .innerJoin('orders as o', 'o.id', 'e.order_id')
    .select('e.to_status')
    .where('o.public_id', '=', orderId)
    .orderBy('e.id')
    .execute();
  return rows.map((r) => r.to_status);
}

/** Posts a webhook signed with the sandbox's key, as the provider would. */
function signedWebhook(body: Record<string, unknown>, signature?: string) {
  const raw = JSON.stringify(body);
  return t.app.inject({
    method: 'POST',
    url: '/api/payments/webhook/sandbox',
    headers: { 'content-type': 'application/json', 'x-sandbox-signature': signature ?? signSandboxBody(raw, t.sandboxSecret) },
    payload: raw,
  });
}

describe('delivery options and payment channels', () => {
  it('lists the channels with how-to-pay steps in the reader’s language', async () => {
    const res = await t.call({ method: 'GET', url: '/api/payment-method/channels-list' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.map((m: { code: string }) => m.code)).toEqual(['qris', 'va_bca', 'va_bni', 'va_bri', 'va_mandiri', 'va_permata']);
    expect(res.json().data[1]).toMatchObject({ group: 'virtual_account', bank: 'BCA' });
    const en = await t.call({ method: 'GET', url: '/api/payment-method/channels-list', cookies: { i18n_redirected: 'en' } });
    expect(en.json().data[0].instructions[0].title).toBe('Scan with any QRIS app');
  });

  it('prices delivery for an order and an address, and answers 404 for another buyer’s order', async () => {
    const order = await placeOrder(t, signUp, nextProduct());
    const near = await createAddress(t, order.token);
    const far = await createAddress(t, order.token, { ...SUKARASA, postal_code: '40151', latitude: -6.8868, longitude: 107.5965, address_line: 'Jl. Sukajadi No. 10' });

    const bare = await t.call({ method: 'GET', url: '/api/shipment-type/list' });
    expect(bare.json().data.map((o: { code: string }) => o.code)).toEqual(['pickup', 'instant', 'same_day', 'regular']);

    const nearby = await t.call({ method: 'GET', url: `/api/shipment-type/list?order_id=${order.orderId}&address_id=${near.id}`, token: order.token });
    const options = Object.fromEntries(nearby.json().data.map((o: { code: string }) => [o.code, o]));
    expect(options.pickup).toMatchObject({ cost: 0, available: true });
    expect(options.instant.available).toBe(true);
    expect(options.instant.cost).toBeGreaterThan(0);

    const away = await t.call({ method: 'GET', url: `/api/shipment-type/list?order_id=${order.orderId}&address_id=${far.id}`, token: order.token });
    const farOptions = Object.fromEntries(away.json().data.map((o: { code: string }) => [o.code, o]));
    expect(farOptions.instant).toMatchObject({ available: false, reason: apiMessage('shippingTooFar', 'id') });
    expect(farOptions.regular.available).toBe(true);

    const stranger = await signUp(t);
    expect((await t.call({ method: 'GET', url: `/api/shipment-type/list?order_id=${order.orderId}`, token: stranger.token })).statusCode).toBe(404);
    expect((await t.call({ method: 'GET', url: `/api/shipment-type/list?order_id=${order.orderId}` })).statusCode).toBe(404);
    expect((await t.call({ method: 'GET', url: `/api/shipment-type/list?order_id=${order.orderId}&address_id=${near.id}`, token: stranger.token })).statusCode).toBe(404);
  });
});

describe('confirm', () => {
  it('opens a QRIS payment for pick-up: 15 minutes, a QR image with a valid CRC', async () => {
    const order = await placeOrder(t, signUp, nextProduct());
    const res = await t.call({ method: 'POST', url: `/api/order/${order.orderId}/confirm`, token: order.token, payload: { shipment_type: 'pickup', payment_channel: 'qris', notes: 'Tolong dibungkus' } });
    expect(res.statusCode, res.body).toBe(200);
    const { order: confirmed, payment_token } = res.json().data;
    expect(confirmed).toMatchObject({ status: 'awaiting_payment', shipping_cost: 0, notes: 'Tolong dibungkus', shipment: { type: 'pickup', cost: 0 } });
    expect(confirmed.total).toBe(confirmed.subtotal);
    expect(confirmed.payment).toMatchObject({ channel: 'qris', status: 'pending', amount: confirmed.total, token: payment_token, vaCode: null });
    expect(Date.parse(confirmed.payment.expires_at) - t.clock.now().getTime()).toBe(15 * 60_000);
    expect(confirmed.expires_at).toBe(confirmed.payment.expires_at);
    expect(confirmed.payment.qrisUrl).toBe(`/api/payment/qris/${payment_token}.png`);

    const png = await t.app.inject({ method: 'GET', url: confirmed.payment.qrisUrl });
    expect(png.statusCode).toBe(200);
    expect(png.headers['content-type']).toBe('image/png');
    expect(png.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    expect(verifyCrc((await paymentRow(order.orderId)).qris_payload!)).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: '/api/payment/qris/AAAAAAAAAAAAAAAAAAAAAAAA.png' })).statusCode).toBe(404);
    expect(await timeline(order.orderId)).toEqual(['checkout', 'awaiting_payment']);
  });

  it('prices a regular delivery to the buyer’s address and opens a 24-hour BCA virtual account', async () => {
    const order = await placeOrder(t, signUp, nextProduct());
    const far = await createAddress(t, order.token, { ...SUKARASA, postal_code: '40151', latitude: -6.8868, longitude: 107.5965, address_line: 'Jl. Sukajadi No. 10' });
    const data = await confirmOrder(t, order, { shipment_type: 'regular', address_id: far.id, payment_channel: 'va_bca', total: 1, shipping_cost: 0, discount: 999_999 });
    const got = (await t.call({ method: 'GET', url: `/api/my/order/${order.orderId}`, token: order.token })).json().data;
    expect(got.shipping_cost).toBeGreaterThan(0);
    expect(got.discount).toBe(0);
    expect(got.total).toBe(got.subtotal + got.shipping_cost);
    expect(got.address).toMatchObject({ id: far.id, postal_code: '40151' });
    expect(got.shipment).toMatchObject({ type: 'regular', courier: 'sandbox', waybill: null });
    expect(data.order.payment).toMatchObject({ channel: 'va_bca', amount: got.total });
    expect(got.payment.vaCode).toMatch(/^70012\d{11}$/);
    expect(Date.parse(got.payment.expires_at) - t.clock.now().getTime()).toBe(24 * 60 * 60_000);
    const charge = await t.sandbox.findCharge(await sandboxRef(t, order.orderId));
    expect(charge).toMatchObject({ amount: got.total, orderId: `${order.orderId}-1` });
  });

  it('keeps the order in checkout and answers why when the choices do not work', async () => {
    const order = await placeOrder(t, signUp, nextProduct());
    const confirm = (payload: Record<string, unknown>) => t.call({ method: 'POST', url: `/api/order/${order.orderId}/confirm`, token: order.token, payload });

    const noAddress = await confirm({ shipment_type: 'instant', payment_channel: 'qris' });
    expect(noAddress.statusCode).toBe(422);
    expect(noAddress.json().errors.address_id).toEqual([apiMessage('addressRequired', 'id')]);

    const far = await createAddress(t, order.token, { ...SUKARASA, postal_code: '40151', latitude: -6.8868, longitude: 107.5965, address_line: 'Jl. Sukajadi No. 10' });
    const tooFar = await confirm({ shipment_type: 'instant', address_id: far.id, payment_channel: 'qris' });
    expect(tooFar.statusCode).toBe(422);
    expect(tooFar.json().message).toBe(apiMessage('shippingTooFar', 'id'));

    const stranger = await signUp(t);
    const theirs = await createAddress(t, stranger.token);
    expect((await confirm({ shipment_type: 'regular', address_id: theirs.id, payment_channel: 'qris' })).statusCode).toBe(404);
    expect((await confirm({ shipment_type: 'pickup', payment_channel: 'gopay' })).statusCode).toBe(422);
    expect((await t.call({ method: 'POST', url: `/api/order/${order.orderId}/confirm`, token: stranger.token, payload: { shipment_type: 'pickup', payment_channel: 'qris' } })).statusCode).toBe(404);

    expect(await orderStatus(t, order.orderId)).toBe('checkout');
    expect(await t.database.db.selectFrom('order_payments').select('id').where('provider_order_id', 'like', `${order.orderId}%`).execute()).toEqual([]);

    await confirmOrder(t, order);
    const again = await confirm({ shipment_type: 'pickup', payment_channel: 'qris' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(apiMessage('orderNotConfirmable', 'id'));
  });
});

describe('payment calls', () => {
  it('shows detail, status and method of the buyer’s own payment only', async () => {
    const order = await placeOrder(t, signUp, nextProduct());
    const { payment_token } = await confirmOrder(t, order, { shipment_type: 'pickup', payment_channel: 'va_mandiri' });
    const detail = await t.call({ method: 'GET', url: `/api/payment/detail/${order.orderId}`, token: order.token });
    expect(detail.json().data).toMatchObject({ order_id: order.orderId, order_status: 'awaiting_payment', channel: 'va_mandiri', biller_code: '70017', token: payment_token });
    const status = await t.call({ method: 'GET', url: `/api/payment-status/${order.orderId}`, token: order.token });
    expect(status.json().data).toEqual({ order_id: order.orderId, status: 'pending', order_status: 'awaiting_payment', paid_at: null });
    const method = await t.call({ method: 'GET', url: `/api/payment/method/${order.orderId}`, token: order.token });
    expect(method.json().data).toEqual([expect.objectContaining({ code: 'va_mandiri', bank: 'Mandiri' })]);
    const shipments = await t.call({ method: 'POST', url: `/api/payment/shipment/list/${payment_token}`, token: order.token });
    expect(shipments.json().data[0]).toMatchObject({ code: 'pickup', available: true });

    const stranger = await signUp(t);
    for (const url of [`/api/payment/detail/${order.orderId}`, `/api/payment-status/${order.orderId}`, `/api/payment/method/${order.orderId}`]) {
      const res = await t.call({ method: 'GET', url, token: stranger.token });
      expect(res.statusCode, url).toBe(404);
      expect(res.body).not.toContain(payment_token);
    }
    expect((await t.call({ method: 'POST', url: `/api/payment/submit/${payment_token}`, token: stranger.token, payload: {} })).statusCode).toBe(404);
    expect((await t.call({ method: 'POST', url: `/api/payment/status/${order.orderId}`, token: stranger.token })).statusCode).toBe(404);
    expect((await t.call({ method: 'POST', url: `/api/payment/shipment/list/${payment_token}`, token: stranger.token })).statusCode).toBe(404);
    // Not confirmed yet: no payment to show.
    const fresh = await placeOrder(t, signUp, nextProduct());
    expect((await t.call({ method: 'GET', url: `/api/payment/detail/${fresh.orderId}`, token: fresh.token })).statusCode).toBe(404);
  });

  it('switches channel by token: a new charge, the old one cancelled, the deadline unchanged', async () => {
    const order = await placeOrder(t, signUp, nextProduct());
    const { payment_token, order: confirmed } = await confirmOrder(t, order, { shipment_type: 'pickup', payment_channel: 'va_bca' });
    const oldRef = await sandboxRef(t, order.orderId);
    const same = await t.call({ method: 'POST', url: `/api/payment/submit/${payment_token}`, token: order.token, payload: {} });
    expect(same.json().data).toMatchObject({ channel: 'va_bca', token: payment_token });

    const switched = await t.call({ method: 'POST', url: `/api/payment/submit/${payment_token}`, token: order.token, payload: { channel: 'va_bni' } });
    expect(switched.statusCode, switched.body).toBe(200);
    expect(switched.json().data).toMatchObject({ channel: 'va_bni', status: 'pending', amount: confirmed.total });
    expect(switched.json().data.token).not.toBe(payment_token);
    expect(switched.json().data.vaCode).toMatch(/^8808/);
    expect((await t.sandbox.findCharge(oldRef))?.status).toBe('cancelled');
    const order2 = await t.database.db.selectFrom('orders').select('expires_at').where('public_id', '=', order.orderId).executeTakeFirstOrThrow();
    expect(order2.expires_at).toBe((confirmed as unknown as { expires_at: string }).expires_at);
    // The old token cannot switch again.
    expect((await t.call({ method: 'POST', url: `/api/payment/submit/${payment_token}`, token: order.token, payload: { channel: 'qris' } })).statusCode).toBe(409);
  });

  it('gives a fresh QR code when the old one ran out while the order still waits', async () => {
    const order = await placeOrder(t, signUp, nextProduct());
    const { payment_token } = await confirmOrder(t, order, { shipment_type: 'pickup', payment_channel: 'va_bca' });
    const toQris = await t.call({ method: 'POST', url: `/api/payment/submit/${payment_token}`, token: order.token, payload: { channel: 'qris' } });
    const qrisToken = toQris.json().data.token as string;
    expect(Date.parse(toQris.json().data.expires_at) - t.clock.now().getTime()).toBe(15 * 60_000);

    await t.call({ method: 'POST', url: `/api/dev/payments/${await sandboxRef(t, order.orderId)}/expire` });
    await t.settle();
    expect((await paymentRow(order.orderId)).status).toBe('expired');
    expect(await orderStatus(t, order.orderId)).toBe('awaiting_payment');

    const renewed = await t.call({ method: 'POST', url: `/api/payment/submit/${qrisToken}`, token: order.token, payload: {} });
    expect(renewed.statusCode, renewed.body).toBe(200);
    expect(renewed.json().data).toMatchObject({ channel: 'qris', status: 'pending', order_status: 'awaiting_payment' });
    expect(renewed.json().data.token).not.toBe(qrisToken);
    expect((await paymentRow(order.orderId)).attempt).toBe(3);
    await payInSandbox(t, order.orderId);
    expect(await orderStatus(t, order.orderId)).toBe('paid');
  });
});

describe('webhooks', () => {
  it('pays an order from the sandbox page and moves it to paid once', async () => {
    const order = await placeOrder(t, signUp, nextProduct());
    await confirmOrder(t, order);
    const paid = await payInSandbox(t, order.orderId);
    expect(paid.status).toBe('paid');
    expect(await orderStatus(t, order.orderId)).toBe('paid');
    const status = await t.call({ method: 'GET', url: `/api/payment-status/${order.orderId}`, token: order.token });
    expect(status.json().data).toMatchObject({ status: 'paid', order_status: 'paid' });
    expect(status.json().data.paid_at).toBeTruthy();

    // The same event delivered five more times credits nothing more.
    for (let i = 0; i < 5; i += 1) await t.sandbox.resendEvent(paid.event_id);
    await t.settle();
    expect(await timeline(order.orderId)).toEqual(['checkout', 'awaiting_payment', 'paid']);
    const events = await t.database.db.selectFrom('payment_events').selectAll().where('event_id', '=', paid.event_id).execute();
    expect(events).toHaveLength(1);
    expect(events[0]!.outcome).toBe('paid');
  });

  it('refuses a forged notification with 401 and changes nothing', async () => {
    const order = await placeOrder(t, signUp, nextProduct());
    await confirmOrder(t, order);
    const payment = await paymentRow(order.orderId);
    const body = { event_id: 'evt_forged', order_id: payment.provider_order_id, provider_ref: payment.provider_ref, status: 'paid', amount: Number(payment.amount) };
    const forged = await signedWebhook(body, 'f'.repeat(64));
    expect(forged.statusCode).toBe(401);
    expect(forged.json().message).toBe(apiMessage('invalidSignature', 'id'));
    const unsigned = await t.app.inject({ method: 'POST', url: '/api/payments/webhook/sandbox', headers: { 'content-type': 'application/json' }, payload: JSON.stringify(body) });
    expect(unsigned.statusCode).toBe(401);
    expect(await orderStatus(t, order.orderId)).toBe('awaiting_payment');
    expect(await t.database.db.selectFrom('payment_events').select('id').where('event_id', '=', 'evt_forged').execute()).toEqual([]);

    // Correctly signed but claiming money the provider never got: the gateway's status decides.
    const lying = await signedWebhook({ ...body, event_id: 'evt_lying' });
    expect(lying.statusCode).toBe(200);
    expect(await orderStatus(t, order.orderId)).toBe('awaiting_payment');
    expect((await paymentRow(order.orderId)).status).toBe('pending');
    // An unknown provider in the path is not ours.
    expect((await t.app.inject({ method: 'POST', url: '/api/payments/webhook/midtrans', headers: { 'content-type': 'application/json' }, payload: '{}' })).statusCode).toBe(404);
  });

  it('ignores a late "pending" after "paid" and survives replays in any order', async () => {
    const order = await placeOrder(t, signUp, nextProduct());
    await confirmOrder(t, order);
    const payment = await paymentRow(order.orderId);
    await payInSandbox(t, order.orderId);
    const pending = { event_id: 'evt_late_pending', order_id: payment.provider_order_id, provider_ref: payment.provider_ref, status: 'pending', amount: Number(payment.amount) };
    for (let i = 0; i < 3; i += 1) expect((await signedWebhook(pending)).statusCode).toBe(200);
    expect(await orderStatus(t, order.orderId)).toBe('paid');
    expect((await paymentRow(order.orderId)).status).toBe('paid');
    expect((await timeline(order.orderId)).filter((s) => s === 'paid')).toHaveLength(1);
  });

  it('credits each payment once when its events arrive together, repeated and shuffled', async () => {
    // Hold every delivery back, then let them all loose at once.
    t.sandbox.setWebhookTarget({ handler: async () => 500 });
    const placed = [];
    try {
      for (let i = 0; i < 3; i += 1) {
        const order = await placeOrder(t, signUp, nextProduct());
        await confirmOrder(t, order, { shipment_type: 'pickup', payment_channel: i === 0 ? 'qris' : 'va_bni' });
        await payInSandbox(t, order.orderId);
        placed.push(order);
      }
    } finally {
      restoreInProcessWebhooks();
    }
    const eventIds: string[] = [];
    for (const order of placed) {
      for (const event of await t.sandbox.listEvents(await sandboxRef(t, order.orderId))) {
        const times = 1 + Math.floor(Math.random() * 10);
        for (let n = 0; n < times; n += 1) eventIds.push(event.event_id);
      }
    }
    eventIds.sort(() => Math.random() - 0.5);
    await Promise.all(eventIds.map((id) => t.sandbox.resendEvent(id)));
    await t.settle();
    for (const order of placed) {
      expect(await orderStatus(t, order.orderId)).toBe('paid');
      expect((await timeline(order.orderId)).filter((s) => s === 'paid')).toHaveLength(1);
      expect((await paymentRow(order.orderId)).flag).toBeNull();
    }
    for (const id of new Set(eventIds)) {
      expect(await t.database.db.selectFrom('payment_events').select('id').where('event_id', '=', id).execute()).toHaveLength(1);
    }
  });

  it('reads the raw body through the HTTP route exactly like the in-process delivery', async () => {
    // Deliver through the public endpoint for this test: signatures must survive Fastify's parsing.
    t.sandbox.setWebhookTarget({
      handler: async ({ rawBody, headers }) => (await t.app.inject({ method: 'POST', url: '/api/payments/webhook/sandbox', headers, payload: rawBody })).statusCode,
    });
    try {
      const order = await placeOrder(t, signUp, nextProduct());
      await confirmOrder(t, order);
      await payInSandbox(t, order.orderId);
      expect(await orderStatus(t, order.orderId)).toBe('paid');
    } finally {
      restoreInProcessWebhooks();
    }
  });

  it('applies the gateway status when the buyer asks, even if every webhook was lost', async () => {
    t.sandbox.setWebhookTarget({ handler: async () => 500 });
    try {
      const order = await placeOrder(t, signUp, nextProduct());
      await confirmOrder(t, order);
      await payInSandbox(t, order.orderId);
      expect(await orderStatus(t, order.orderId)).toBe('awaiting_payment');
      const refreshed = await t.call({ method: 'POST', url: `/api/payment/status/${order.orderId}`, token: order.token });
      expect(refreshed.statusCode).toBe(200);
      expect(refreshed.json().data).toMatchObject({ status: 'paid', order_status: 'paid' });
    } finally {
      restoreInProcessWebhooks();
    }
  });

  it('holds a payment of the wrong amount without marking the order paid', async () => {
    const order = await placeOrder(t, signUp, nextProduct());
    await confirmOrder(t, order);
    // The order total changed under the charge (a bug or tampering): the money must not pay it.
    await t.database.db.updateTable('orders').set((eb) => ({ total: eb('total', '+', 1000) })).where('public_id', '=', order.orderId).execute();
    await payInSandbox(t, order.orderId);
    expect(await orderStatus(t, order.orderId)).toBe('awaiting_payment');
    expect(await paymentRow(order.orderId)).toMatchObject({ status: 'paid', flag: 'amount_mismatch' });
    // When the order closes unpaid, the held money goes back.
    t.clock.advance(24 * 60 * 60_000 + 1000);
    await t.jobs.runDue();
    await t.jobs.runDue();
    expect(await orderStatus(t, order.orderId)).toBe('refunded');
    expect(await paymentRow(order.orderId)).toMatchObject({ status: 'refunded', flag: 'amount_mismatch' });
  });
});

function restoreInProcessWebhooks() {
  t.sandbox.setWebhookTarget({
    handler: async ({ rawBody, headers }) => (await t.app.inject({ method: 'POST', url: '/api/payments/webhook/sandbox', headers, payload: rawBody })).statusCode,
  });
}

describe('the last chance to pay runs out', () => {
  it('expires the order and returns its stock when its full-length charge expires at the provider', async () => {
    const order = await placeOrder(t, signUp, nextProduct(), 10);
    await confirmOrder(t, order, { shipment_type: 'pickup', payment_channel: 'va_bni' });
    expect(await stockOf(t.database.db, order.storeId, order.productId)).toBe(8);

    await t.call({ method: 'POST', url: `/api/dev/payments/${await sandboxRef(t, order.orderId)}/expire` });
    await t.settle();
    expect(await orderStatus(t, order.orderId)).toBe('expired');
    expect(await stockOf(t.database.db, order.storeId, order.productId)).toBe(10);
    expect(await timeline(order.orderId)).toEqual(['checkout', 'awaiting_payment', 'expired']);

    // The deadline job finds nothing left to do: stock is not returned twice.
    t.clock.advance(25 * 60 * 60_000);
    await t.jobs.runDue();
    await t.settle();
    expect(await stockOf(t.database.db, order.storeId, order.productId)).toBe(10);
  });
});

describe('money for an order that is gone', () => {
  it('records and refunds a payment that arrives after the order expired', async () => {
    const order = await placeOrder(t, signUp, nextProduct(), 10);
    await confirmOrder(t, order, { shipment_type: 'pickup', payment_channel: 'qris' });
    expect(await stockOf(t.database.db, order.storeId, order.productId)).toBe(8);
    t.clock.advance(16 * 60_000);
    await t.jobs.runDue();
    await t.settle();
    expect(await orderStatus(t, order.orderId)).toBe('expired');
    expect(await stockOf(t.database.db, order.storeId, order.productId)).toBe(10);

    await payInSandbox(t, order.orderId, true);
    await t.jobs.runDue();
    const payment = await paymentRow(order.orderId);
    expect(payment).toMatchObject({ status: 'refunded', flag: 'late' });
    expect(Number(payment.refunded_amount)).toBe(Number(payment.amount));
    expect(await orderStatus(t, order.orderId)).toBe('refunded');
    expect((await t.sandbox.findCharge(payment.provider_ref))?.state.refundedAmount).toBe(Number(payment.amount));
    expect(await timeline(order.orderId)).toEqual(['checkout', 'awaiting_payment', 'expired', 'refunded']);
    // Stock went back once, not again on refund.
    expect(await stockOf(t.database.db, order.storeId, order.productId)).toBe(10);
  });
});

describe('the sandbox page calls', () => {
  it('are refused to any other machine: a remote client can neither list nor pay a charge', async () => {
    const order = await placeOrder(t, signUp, nextProduct());
    await confirmOrder(t, order, { shipment_type: 'pickup', payment_channel: 'va_bca' });
    const ref = await sandboxRef(t, order.orderId);
    expect((await t.call({ method: 'GET', url: '/api/dev/payments', ip: '198.51.100.7' })).statusCode).toBe(404);
    expect((await t.call({ method: 'POST', url: `/api/dev/payments/${ref}/pay`, payload: {}, ip: '198.51.100.7' })).statusCode).toBe(404);
    await t.settle();
    expect(await orderStatus(t, order.orderId)).toBe('awaiting_payment');
  });

  it('lists pending sandbox charges with VA or QR, and pays or expires them once', async () => {
    const va = await placeOrder(t, signUp, nextProduct());
    await confirmOrder(t, va, { shipment_type: 'pickup', payment_channel: 'va_permata' });
    const qr = await placeOrder(t, signUp, nextProduct());
    await confirmOrder(t, qr, { shipment_type: 'pickup', payment_channel: 'qris' });

    const list = await t.call({ method: 'GET', url: '/api/dev/payments' });
    expect(list.statusCode).toBe(200);
    const rows = list.json().data as Array<Record<string, unknown>>;
    const vaRow = rows.find((r) => r.order_id === va.orderId)!;
    const qrRow = rows.find((r) => r.order_id === qr.orderId)!;
    expect(vaRow).toMatchObject({ provider_order_id: `${va.orderId}-1`, channel: 'va_permata', status: 'pending', bank: 'permata', qris_payload: null, qrisUrl: null });
    expect(vaRow.vaCode).toMatch(/^8778\d{12}$/);
    expect(qrRow).toMatchObject({ channel: 'qris', vaCode: null });
    expect(qrRow.qrisUrl).toMatch(/^\/api\/payment\/qris\/[A-Za-z0-9_-]+\.png$/);
    expect(verifyCrc(qrRow.qris_payload as string)).toBe(true);
    expect(vaRow.ref).toMatch(/^SBX[0-9A-F]{16}$/);

    const expired = await t.call({ method: 'POST', url: `/api/dev/payments/${qrRow.ref}/expire` });
    expect(expired.json().data).toMatchObject({ ref: qrRow.ref, status: 'expired' });
    const again = await t.call({ method: 'POST', url: `/api/dev/payments/${qrRow.ref}/pay`, payload: {} });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(apiMessage('sandboxNotAllowed', 'id'));
    expect((await t.call({ method: 'POST', url: '/api/dev/payments/SBX0000000000000000/pay', payload: {} })).statusCode).toBe(404);
    expect((await t.call({ method: 'POST', url: '/api/dev/payments/not-a-ref/pay', payload: {} })).statusCode).toBe(422);
    await t.settle();
    const pendingOnly = (await t.call({ method: 'GET', url: '/api/dev/payments' })).json().data.map((r: { order_id: string }) => r.order_id);
    expect(pendingOnly).not.toContain(qr.orderId);
    const all = (await t.call({ method: 'GET', url: '/api/dev/payments?status=all' })).json().data.map((r: { order_id: string }) => r.order_id);
    expect(all).toContain(qr.orderId);
  });
});

