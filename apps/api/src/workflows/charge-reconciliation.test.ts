import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../../test/addresses.ts';
import { type CommerceTestApp, createCommerceTestApp, orderStatus, placeOrder } from '../../test/commerce.ts';
import type { ManualClock } from '../../test/clock.ts';
import { MidtransGateway } from '../platform/payments/midtrans-gateway.ts';
import { FaultyGateway } from '../platform/payments/testing/faulty-gateway.ts';
import { FakeMidtransServer } from '../platform/payments/testing/fake-midtrans-server.ts';
import { RECONCILE_GRACE_MS } from './charge-reconciliation.ts';

const MINUTE = 60_000;

/** Confirms an order whose charge the gateway fails around; answers the HTTP status of the confirm. */
async function confirm(t: CommerceTestApp, orderId: string, token: string, channel = 'va_bca'): Promise<number> {
  const res = await t.call({ method: 'POST', url: `/api/order/${orderId}/confirm`, token, payload: { shipment_type: 'pickup', payment_channel: channel } });
  return res.statusCode;
}

async function intent(t: CommerceTestApp, providerOrderId: string) {
  return t.database.db
    .withTables<{ charge_intents: { provider_order_id: string; outcome: string | null; resolved_at: string | null } }>()
    .selectFrom('charge_intents')
    .select(['outcome', 'resolved_at'])
    .where('provider_order_id', '=', providerOrderId)
    .executeTakeFirst();
}

async function bookedPayments(t: CommerceTestApp, orderId: string) {
  return t.database.db.selectFrom('order_payments').select(['provider_order_id', 'status']).where('provider_order_id', 'like', `${orderId}-%`).execute();
}

async function sandboxCharge(t: CommerceTestApp, providerOrderId: string) {
  return t.database.db.selectFrom('payment_sandbox_charges').select(['provider_ref', 'status', 'amount', 'refunded_amount']).where('order_id', '=', providerOrderId).executeTakeFirst();
}

describe('reconciliation against the sandbox', () => {
  let t: CommerceTestApp;
  let faulty: FaultyGateway;
  let product = 80;

  beforeAll(async () => {
    t = await createCommerceTestApp({
      payments: ({ sandbox }) => {
        faulty = new FaultyGateway(sandbox.gateway);
        return { gateway: faulty, sandbox: sandbox.sandbox };
      },
    });
  });
  afterAll(async () => {
    await t.close();
  });

  it('cancels a charge whose answer was lost, only after the grace period, and books no money', async () => {
    const order = await placeOrder(t, signUp, (product += 1));
    faulty.loseChargeAnswer = true;
    try {
      expect(await confirm(t, order.orderId, order.token)).toBe(502);
    } finally {
      faulty.loseChargeAnswer = false;
    }
    const id = `${order.orderId}-1`;
    expect(await sandboxCharge(t, id)).toMatchObject({ status: 'pending' });
    expect(await bookedPayments(t, order.orderId)).toEqual([]);
    expect(await intent(t, id)).toMatchObject({ outcome: null, resolved_at: null });

    // Runs within the grace period leave it alone: it could be a checkout still in flight.
    t.clock.advance(RECONCILE_GRACE_MS - MINUTE);
    await t.jobs.runDue();
    expect((await sandboxCharge(t, id))?.status).toBe('pending');

    t.clock.advance(6 * MINUTE);
    await t.jobs.runDue();
    expect((await sandboxCharge(t, id))?.status).toBe('cancelled');
    expect(await intent(t, id)).toMatchObject({ outcome: 'cancelled' });
    await t.settle();
    expect(await bookedPayments(t, order.orderId)).toEqual([]);
    expect(await orderStatus(t, order.orderId)).toBe('checkout');

    // The buyer is not stuck: confirming again charges a fresh attempt, which is left alone.
    expect(await confirm(t, order.orderId, order.token)).toBe(200);
    t.clock.advance(RECONCILE_GRACE_MS + 6 * MINUTE);
    await t.jobs.runDue();
    expect((await sandboxCharge(t, `${order.orderId}-2`))?.status).toBe('pending');
    expect(await intent(t, `${order.orderId}-2`)).toMatchObject({ outcome: 'committed' });
  });

  it('cancels the charge when the order transaction fails after it and the undo cannot reach the provider', async () => {
    const order = await placeOrder(t, signUp, (product += 1));
    // The buyer cancels in another tab while the charge is being made: the confirm's transaction is refused.
    faulty.afterCharge = async () => {
      const res = await t.call({ method: 'POST', url: `/api/my/order/${order.orderId}/cancel`, token: order.token });
      expect(res.statusCode).toBe(200);
    };
    faulty.cancelDown = true;
    try {
      expect(await confirm(t, order.orderId, order.token)).toBe(409);
    } finally {
      faulty.afterCharge = undefined;
      faulty.cancelDown = false;
    }
    const id = `${order.orderId}-1`;
    expect((await sandboxCharge(t, id))?.status).toBe('pending');
    expect(await bookedPayments(t, order.orderId)).toEqual([]);

    t.clock.advance(RECONCILE_GRACE_MS + 5 * MINUTE);
    await t.jobs.runDue();
    expect((await sandboxCharge(t, id))?.status).toBe('cancelled');
    expect(await intent(t, id)).toMatchObject({ outcome: 'cancelled' });
    await t.settle();
    expect(await bookedPayments(t, order.orderId)).toEqual([]);
    expect(await orderStatus(t, order.orderId)).toBe('cancelled');
  });

  it('refunds money paid into a charge that no order stands behind', async () => {
    const order = await placeOrder(t, signUp, (product += 1));
    faulty.loseChargeAnswer = true;
    try {
      expect(await confirm(t, order.orderId, order.token, 'qris')).toBe(502);
    } finally {
      faulty.loseChargeAnswer = false;
    }
    const id = `${order.orderId}-1`;
    // The customer scanned the code anyway.
    const charge = (await sandboxCharge(t, id))!;
    expect((await t.call({ method: 'POST', url: `/api/dev/payments/${charge.provider_ref}/pay`, payload: {} })).statusCode).toBe(200);
    await t.settle();
    expect(await orderStatus(t, order.orderId)).toBe('checkout');
    expect(await bookedPayments(t, order.orderId)).toEqual([]);

    t.clock.advance(RECONCILE_GRACE_MS + 5 * MINUTE);
    await t.jobs.runDue();
    const after = (await sandboxCharge(t, id))!;
    expect(after.status).toBe('refunded');
    expect(Number(after.refunded_amount)).toBe(Number(after.amount));
    expect(await intent(t, id)).toMatchObject({ outcome: 'refunded' });
    await t.settle();
    expect(await bookedPayments(t, order.orderId)).toEqual([]);
  });

  it('records a charge the provider never made without asking it to cancel anything', async () => {
    const order = await placeOrder(t, signUp, (product += 1));
    faulty.dropCharge = true;
    try {
      expect(await confirm(t, order.orderId, order.token)).toBe(502);
    } finally {
      faulty.dropCharge = false;
    }
    const id = `${order.orderId}-1`;
    expect(await sandboxCharge(t, id)).toBeUndefined();
    t.clock.advance(RECONCILE_GRACE_MS + 5 * MINUTE);
    await t.jobs.runDue();
    expect(await intent(t, id)).toMatchObject({ outcome: 'absent' });
  });
});

describe('reconciliation against Midtrans (the local fake)', () => {
  const SERVER_KEY = 'SB-Mid-server-RECONCILE0123456789';
  let clock: ManualClock | undefined;
  const fake = new FakeMidtransServer({ serverKey: SERVER_KEY, clock: { now: () => clock!.now() } });
  let t: CommerceTestApp;
  let faulty: FaultyGateway;
  let product = 90;

  beforeAll(async () => {
    const baseUrl = await fake.start();
    t = await createCommerceTestApp({
      payments: (made) => {
        clock = made.clock;
        faulty = new FaultyGateway(new MidtransGateway({ serverKey: SERVER_KEY, baseUrl, clock: made.clock }));
        return { gateway: faulty, sandbox: undefined };
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  it('cancels at Midtrans a charge whose answer was lost, and books no money', async () => {
    const order = await placeOrder(t, signUp, (product += 1));
    faulty.loseChargeAnswer = true;
    try {
      expect(await confirm(t, order.orderId, order.token)).toBe(502);
    } finally {
      faulty.loseChargeAnswer = false;
    }
    const id = `${order.orderId}-1`;
    expect(fake.transactions.get(id)?.transaction_status).toBe('pending');

    t.clock.advance(RECONCILE_GRACE_MS - MINUTE);
    await t.jobs.runDue();
    expect(fake.transactions.get(id)?.transaction_status).toBe('pending');

    t.clock.advance(6 * MINUTE);
    await t.jobs.runDue();
    expect(fake.transactions.get(id)?.transaction_status).toBe('cancel');
    expect(fake.requests.some((r) => r.method === 'POST' && r.url === `/v2/${id}/cancel`)).toBe(true);
    expect(await intent(t, id)).toMatchObject({ outcome: 'cancelled' });
    expect(await bookedPayments(t, order.orderId)).toEqual([]);
    expect(await orderStatus(t, order.orderId)).toBe('checkout');
  });

  it('refunds a QRIS payment into an orphaned charge, and leaves a committed one alone', async () => {
    const orphan = await placeOrder(t, signUp, (product += 1));
    faulty.loseChargeAnswer = true;
    try {
      expect(await confirm(t, orphan.orderId, orphan.token, 'qris')).toBe(502);
    } finally {
      faulty.loseChargeAnswer = false;
    }
    const kept = await placeOrder(t, signUp, (product += 1));
    expect(await confirm(t, kept.orderId, kept.token, 'va_bni')).toBe(200);
    fake.settle(`${orphan.orderId}-1`);

    t.clock.advance(RECONCILE_GRACE_MS + 5 * MINUTE);
    await t.jobs.runDue();
    expect(fake.transactions.get(`${orphan.orderId}-1`)?.transaction_status).toBe('refund');
    expect(await intent(t, `${orphan.orderId}-1`)).toMatchObject({ outcome: 'refunded' });
    expect(fake.transactions.get(`${kept.orderId}-1`)?.transaction_status).toBe('pending');
    expect(await intent(t, `${kept.orderId}-1`)).toMatchObject({ outcome: 'committed' });
    expect(await bookedPayments(t, orphan.orderId)).toEqual([]);
  });

  it('marks a paid bank transfer it cannot refund by API for a person, and records a charge never made', async () => {
    const paidVa = await placeOrder(t, signUp, (product += 1));
    faulty.loseChargeAnswer = true;
    try {
      expect(await confirm(t, paidVa.orderId, paidVa.token, 'va_permata')).toBe(502);
    } finally {
      faulty.loseChargeAnswer = false;
    }
    fake.settle(`${paidVa.orderId}-1`);
    const never = await placeOrder(t, signUp, (product += 1));
    faulty.dropCharge = true;
    try {
      expect(await confirm(t, never.orderId, never.token)).toBe(502);
    } finally {
      faulty.dropCharge = false;
    }

    t.clock.advance(RECONCILE_GRACE_MS + 5 * MINUTE);
    await t.jobs.runDue();
    expect(await intent(t, `${paidVa.orderId}-1`)).toMatchObject({ outcome: 'refund_manual' });
    expect(fake.transactions.get(`${paidVa.orderId}-1`)?.transaction_status).toBe('settlement');
    expect(await intent(t, `${never.orderId}-1`)).toMatchObject({ outcome: 'absent' });
  });
});
