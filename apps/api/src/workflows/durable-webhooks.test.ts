import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../test/app.ts';
import { signUp } from '../../test/addresses.ts';
import { type CommerceTestApp, confirmOrder, createCommerceTestApp, orderStatus, placeOrder, sandboxRef } from '../../test/commerce.ts';
import { buildApp } from '../app.ts';
import { MemoryBus } from '../platform/bus/memory-bus.ts';
import { JobQueue } from '../platform/jobs/job-queue.ts';
import { createPaymentGateway } from '../platform/payments/create-gateway.ts';
import { MemorySearchEngine } from '../platform/search/memory-search-engine.ts';

const quiet = { error: () => {}, warn: () => {}, info: () => {} };

let t: CommerceTestApp;

beforeAll(async () => {
  t = await createCommerceTestApp();
});
afterAll(async () => {
  await t.database.close();
});

describe('sandbox webhooks survive a crash', () => {
  it('a notification not yet sent when the process died is sent by the next one, and pays the order once', async () => {
    const order = await placeOrder(t, signUp, 5);
    await confirmOrder(t, order);
    const ref = await sandboxRef(t, order.orderId);
    const paid = await t.call({ method: 'POST', url: `/api/dev/payments/${ref}/pay`, payload: {} });
    expect(paid.statusCode).toBe(200);
    const eventId = paid.json().data.event_id as string;

    // kill -9: the process is gone before its delivery job made the HTTP call. Nothing reached the shop.
    await t.app.close();
    await t.bus.close();
    expect(await orderStatus(t, order.orderId)).toBe('awaiting_payment');
    const [stored] = await t.database.db.selectFrom('payment_sandbox_events').selectAll().where('event_id', '=', eventId).execute();
    expect(stored).toMatchObject({ status: 'paid', attempts: 0, delivered_at: null });

    // A new process on the same database and secrets.
    const jobs = new JobQueue({ db: t.database.db, clock: t.clock, log: quiet });
    const config = testConfig();
    const payments = createPaymentGateway({ db: t.database.db, clock: t.clock, jobs, config: config.payments });
    const bus = new MemoryBus(quiet);
    const app = await buildApp({ config, db: t.database, clock: t.clock, jobs, bus, payments, search: new MemorySearchEngine() });
    try {
      expect(await jobs.runDue()).toBeGreaterThanOrEqual(1);
      expect(await orderStatus(t, order.orderId)).toBe('paid');
      await jobs.runDue();
      await payments.sandbox!.drain();

      const delivered = await t.database.db.selectFrom('payment_sandbox_events').selectAll().where('event_id', '=', eventId).executeTakeFirstOrThrow();
      expect(delivered).toMatchObject({ attempts: 1, last_response_status: 200 });
      expect(delivered.delivered_at).not.toBeNull();
      const processed = await t.database.db.selectFrom('payment_events').selectAll().where('event_id', '=', eventId).execute();
      expect(processed.map((e) => e.outcome)).toEqual(['paid']);
      const moves = await t.database.db
        .selectFrom('order_events as e')
        .innerJoin('orders as o', 'o.id', 'e.order_id')
        .select('e.to_status')
        .where('o.public_id', '=', order.orderId)
        .orderBy('e.id')
        .execute();
      expect(moves.map((m) => m.to_status)).toEqual(['checkout', 'awaiting_payment', 'paid']);
    } finally {
      await app.close();
      await bus.close();
    }
  });
});
