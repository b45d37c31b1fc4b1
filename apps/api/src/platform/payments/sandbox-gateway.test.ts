import { createHmac } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../../test/clock.ts';
import { createTestDatabase } from '../../../test/db.ts';
import type { Db } from '../../db/connect.ts';
import { down as unmigratePaymentSandbox, up as migratePaymentSandbox } from '../../db/migrations/20251121_0009_payment_sandbox.ts';
import { down as unmigrateDurableWebhooks, up as migrateDurableWebhooks } from '../../db/migrations/20251121_0017_durable_webhooks.ts';
import { JobQueue } from '../jobs/job-queue.ts';
import { type ChargeRequest, InvalidSignatureError, type PaymentChannel, PaymentGatewayError } from './payment-gateway.ts';
import type { ChargeIntentsTables } from './charge-intents.tables.ts';
import type { PaymentSandboxTables } from './payment-sandbox.tables.ts';
import { decodeQris } from './qris.ts';
import { SandboxPaymentGateway, type SandboxGatewayOptions } from './sandbox-gateway.ts';
import { SANDBOX_RETRY_SCHEDULE_MS, type SandboxDeliveryOptions } from './sandbox-deliveries.ts';
import type { WebhookDelivery } from './sandbox-webhooks.ts';

const SECRET = 'sandbox-webhook-secret-for-tests';
const merchant = {
  name: 'APOTEK SEHAT',
  city: 'JAKARTA',
  postalCode: '10110',
  pan: '9360099900000000017',
  merchantId: 'APT000000000001',
  nmid: 'ID1020000000001',
};

let database: Db;
let db: Kysely<PaymentSandboxTables>;

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db.withTables<PaymentSandboxTables>();
});

afterAll(async () => {
  await database?.close();
});

let orderCounter = 0;
function newOrderId(): string {
  orderCounter += 1;
  return `ORD-${process.pid}-${Date.now().toString(36)}-${orderCounter}`;
}

/** A receiver that records every delivery and answers with the given status codes in turn (then 200). */
function recorder(answers: number[] = []) {
  const received: WebhookDelivery[] = [];
  return {
    received,
    handler: (delivery: WebhookDelivery) => {
      received.push(delivery);
      return answers[received.length - 1] ?? 200;
    },
    bodies: () => received.map((d) => JSON.parse(d.rawBody) as Record<string, unknown>),
  };
}

const quiet = { error: () => {}, warn: () => {} };

/** The queue the deliveries run on; one job at a time, so deliveries arrive in the order they were made. */
function queue(clock: ManualClock): JobQueue {
  return new JobQueue({ db: database.db, clock, log: quiet, concurrency: 1 });
}

function setup(delivery: SandboxDeliveryOptions = {}, extra: Partial<SandboxGatewayOptions> = {}) {
  const clock = new ManualClock();
  const receiver = recorder();
  const jobs = queue(clock);
  const gateway = new SandboxPaymentGateway({
    db,
    clock,
    jobs,
    secret: SECRET,
    merchant,
    webhook: { handler: receiver.handler },
    delivery,
    ...extra,
  });
  return { clock, receiver, gateway, jobs };
}

function chargeRequest(clock: ManualClock, channel: PaymentChannel, overrides: Partial<ChargeRequest> = {}): ChargeRequest {
  return {
    orderId: newOrderId(),
    amount: 87_500,
    channel,
    customer: { name: 'Siti Aminah', email: 'siti@contoh.co.id', phone: '+6281234567890' },
    expiresAt: new Date(clock.now().getTime() + 60 * 60_000),
    ...overrides,
  };
}

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected a rejection');
}

describe('SandboxPaymentGateway charge', () => {
  it('gives each bank a VA number of its shape', async () => {
    const { clock, gateway } = setup();
    const bca = await gateway.charge(chargeRequest(clock, 'va_bca'));
    const bni = await gateway.charge(chargeRequest(clock, 'va_bni'));
    const bri = await gateway.charge(chargeRequest(clock, 'va_bri'));
    const permata = await gateway.charge(chargeRequest(clock, 'va_permata'));
    const mandiri = await gateway.charge(chargeRequest(clock, 'va_mandiri'));
    await gateway.drain();

    expect(bca).toMatchObject({ provider: 'sandbox', channel: 'va_bca', bank: 'bca', amount: 87_500, status: 'pending' });
    expect(bca.vaNumber).toMatch(/^70012\d{11}$/);
    expect(bni.vaNumber).toMatch(/^8\d{15}$/);
    expect(bri.vaNumber).toMatch(/^26215\d{13}$/);
    expect(permata.vaNumber).toMatch(/^8778\d{12}$/);
    expect(mandiri).toMatchObject({ bank: 'mandiri', billerCode: '70017' });
    expect(mandiri.billKey).toMatch(/^[1-9]\d{11}$/);
    expect(mandiri.vaNumber).toBeUndefined();
    expect(bca.expiresAt).toBe(new Date(clock.now().getTime() + 60 * 60_000).toISOString());
  });

  it('never hands out one VA number twice', async () => {
    const { clock, gateway } = setup();
    const numbers = new Set<string>();
    for (let i = 0; i < 40; i += 1) numbers.add((await gateway.charge(chargeRequest(clock, 'va_bca'))).vaNumber ?? '');
    await gateway.drain();
    expect(numbers.size).toBe(40);
  });

  it('makes a QRIS payload for the amount with the order as bill number', async () => {
    const { clock, gateway } = setup();
    const request = chargeRequest(clock, 'qris', { orderId: `Q-${orderCounter + 1}-${process.pid}`, amount: 42_000 });
    const charge = await gateway.charge(request);
    await gateway.drain();
    expect(charge.vaNumber).toBeUndefined();
    const decoded = decodeQris(charge.qrisPayload ?? '');
    expect(decoded).toMatchObject({ amount: 42_000, billNumber: request.orderId, pointOfInitiation: '12', mcc: '5912', crcValid: true });
  });

  it('uses its own short ref as bill number when the order id is too long for QRIS', async () => {
    const { clock, gateway } = setup();
    const charge = await gateway.charge(chargeRequest(clock, 'qris', { orderId: `LONG-${'x'.repeat(30)}-${orderCounter++}` }));
    await gateway.drain();
    expect(decodeQris(charge.qrisPayload ?? '').billNumber).toBe(charge.providerRef);
  });

  it('refuses a second charge for the same order id, like a provider', async () => {
    const { clock, gateway } = setup();
    const request = chargeRequest(clock, 'va_bni');
    await gateway.charge(request);
    const error = await rejection(gateway.charge({ ...request, channel: 'va_bri' }));
    await gateway.drain();
    expect(error).toBeInstanceOf(PaymentGatewayError);
    expect((error as PaymentGatewayError).code).toBe('duplicate_order');
  });

  it('refuses bad amounts, bad order ids and a past expiry', async () => {
    const { clock, gateway } = setup();
    for (const bad of [
      { amount: 0 },
      { amount: 1500.5 },
      { amount: -1 },
      { orderId: 'has space' },
      { orderId: '' },
      { expiresAt: new Date(clock.now().getTime() - 1) },
      { expiresAt: 'not a date' },
    ]) {
      const error = await rejection(gateway.charge(chargeRequest(clock, 'va_bca', bad)));
      expect((error as PaymentGatewayError).code).toBe('invalid_request');
    }
  });

  it('answers not_found for an order it never saw', async () => {
    const { gateway } = setup();
    expect(((await rejection(gateway.getStatus('NOPE-1'))) as PaymentGatewayError).code).toBe('not_found');
  });
});

describe('SandboxPaymentGateway payments and webhooks', () => {
  it('notifies pending on charge and paid on pay, signed with the secret', async () => {
    const { clock, gateway, receiver } = setup();
    const request = chargeRequest(clock, 'va_bca');
    const charge = await gateway.charge(request);
    expect(await gateway.getStatus(request.orderId)).toEqual({ status: 'pending', amount: 87_500, providerRef: charge.providerRef });

    clock.advance(5 * 60_000);
    const paid = await gateway.pay(charge.providerRef);
    await gateway.drain();

    expect(paid.state).toEqual({ status: 'paid', amount: 87_500, providerRef: charge.providerRef, paidAt: clock.now().toISOString() });
    expect(await gateway.getStatus(request.orderId)).toEqual(paid.state);
    expect(receiver.bodies().map((b) => b.status)).toEqual(['pending', 'paid']);

    const last = receiver.received[1]!;
    const expected = createHmac('sha256', SECRET).update(last.rawBody).digest('hex');
    expect(last.headers['x-sandbox-signature']).toBe(expected);
    const notification = await gateway.parseNotification(last.rawBody, last.headers);
    expect(notification).toEqual({
      orderId: request.orderId,
      status: 'paid',
      amount: 87_500,
      providerRef: charge.providerRef,
      eventId: paid.eventId,
    });
    expect(last.headers['x-sandbox-event-id']).toBe(paid.eventId);
  });

  it('rejects forged, tampered and unsigned notifications', async () => {
    const { clock, gateway, receiver } = setup();
    const charge = await gateway.charge(chargeRequest(clock, 'va_bri'));
    await gateway.pay(charge.providerRef);
    await gateway.drain();
    const { rawBody, headers } = receiver.received[1]!;

    const tampered = rawBody.replace('"amount":87500', '"amount":1');
    expect(tampered).not.toBe(rawBody);
    await expect(gateway.parseNotification(tampered, headers)).rejects.toBeInstanceOf(InvalidSignatureError);
    const forged = createHmac('sha256', 'someone-elses-secret-0000').update(rawBody).digest('hex');
    await expect(gateway.parseNotification(rawBody, { 'x-sandbox-signature': forged })).rejects.toBeInstanceOf(InvalidSignatureError);
    await expect(gateway.parseNotification(rawBody, {})).rejects.toBeInstanceOf(InvalidSignatureError);
    await expect(gateway.parseNotification(rawBody, { 'X-Sandbox-Signature': 'abc' })).rejects.toBeInstanceOf(InvalidSignatureError);
    // Upper-case header names, as a raw HTTP library may hand them over, still verify.
    await expect(gateway.parseNotification(rawBody, { 'X-Sandbox-Signature': headers['x-sandbox-signature'] })).resolves.toMatchObject({ status: 'paid' });
    // Correctly signed but not a notification: still not trusted.
    const junk = '{"hello":"world"}';
    const junkSignature = createHmac('sha256', SECRET).update(junk).digest('hex');
    await expect(gateway.parseNotification(junk, { 'x-sandbox-signature': junkSignature })).rejects.toBeInstanceOf(InvalidSignatureError);
  });

  it('expires a charge when its time is up, notifies once, and refuses to take money after', async () => {
    const { clock, gateway, receiver } = setup();
    const request = chargeRequest(clock, 'va_permata', { expiresAt: new Date(clock.now().getTime() + 15 * 60_000) });
    const charge = await gateway.charge(request);
    clock.advance(15 * 60_000 - 1);
    expect((await gateway.getStatus(request.orderId)).status).toBe('pending');
    clock.advance(1);
    expect((await gateway.getStatus(request.orderId)).status).toBe('expired');
    expect((await gateway.getStatus(request.orderId)).status).toBe('expired');
    const error = await rejection(gateway.pay(charge.providerRef));
    await gateway.drain();
    expect((error as PaymentGatewayError).code).toBe('not_allowed');
    expect(receiver.bodies().map((b) => b.status)).toEqual(['pending', 'expired']);
  });

  it('can take a late payment on an expired charge, the race the shop must refund', async () => {
    const { clock, gateway, receiver } = setup();
    const request = chargeRequest(clock, 'qris');
    const charge = await gateway.charge(request);
    await gateway.expire(charge.providerRef);
    const late = await gateway.pay(charge.providerRef, { late: true });
    await gateway.drain();
    expect(late.state.status).toBe('paid');
    expect(receiver.bodies().map((b) => b.status)).toEqual(['pending', 'expired', 'paid']);
  });

  it('expireDue ends every overdue charge and leaves the rest', async () => {
    const { clock, gateway } = setup();
    const soon = chargeRequest(clock, 'va_bca', { expiresAt: new Date(clock.now().getTime() + 60_000) });
    const later = chargeRequest(clock, 'va_bca', { expiresAt: new Date(clock.now().getTime() + 3_600_000) });
    await gateway.charge(soon);
    await gateway.charge(later);
    clock.advance(120_000);
    expect(await gateway.expireDue()).toBeGreaterThanOrEqual(1);
    await gateway.drain();
    expect((await gateway.getStatus(soon.orderId)).status).toBe('expired');
    expect((await gateway.getStatus(later.orderId)).status).toBe('pending');
  });

  it('cancels a pending charge but not a paid one', async () => {
    const { clock, gateway } = setup();
    const pending = chargeRequest(clock, 'va_mandiri');
    await gateway.charge(pending);
    expect((await gateway.cancel(pending.orderId)).status).toBe('cancelled');
    expect((await gateway.cancel(pending.orderId)).status).toBe('cancelled');

    const paid = chargeRequest(clock, 'va_bni');
    const charge = await gateway.charge(paid);
    await gateway.pay(charge.providerRef);
    const error = await rejection(gateway.cancel(paid.orderId));
    await gateway.drain();
    expect((error as PaymentGatewayError).code).toBe('not_allowed');
    expect((await gateway.getStatus(paid.orderId)).status).toBe('paid');
  });

  it('refunds in parts, never more than was paid, and once per refund key', async () => {
    const { clock, gateway, receiver } = setup();
    const request = chargeRequest(clock, 'qris', { amount: 100_000 });
    const charge = await gateway.charge(request);
    expect(((await rejection(gateway.refund(request.orderId, 1_000, 'early'))) as PaymentGatewayError).code).toBe('not_allowed');
    await gateway.pay(charge.providerRef);

    const first = await gateway.refund(request.orderId, 30_000, 'item out of stock', { refundKey: 'rf-1' });
    expect(first).toEqual({ providerRef: charge.providerRef, refundKey: 'rf-1', amount: 30_000, totalRefunded: 30_000, status: 'refunded' });
    expect(await gateway.refund(request.orderId, 30_000, 'retry of the same request', { refundKey: 'rf-1' })).toEqual(first);
    expect(((await rejection(gateway.refund(request.orderId, 70_001, 'too much'))) as PaymentGatewayError).code).toBe('invalid_request');
    expect(((await rejection(gateway.refund(request.orderId, 0, 'nothing'))) as PaymentGatewayError).code).toBe('invalid_request');
    const rest = await gateway.refund(request.orderId, 70_000, 'order cancelled');
    expect(rest.totalRefunded).toBe(100_000);
    expect(await gateway.getStatus(request.orderId)).toMatchObject({ status: 'refunded', refundedAmount: 100_000 });
    await gateway.drain();
    expect(receiver.bodies().map((b) => b.status)).toEqual(['pending', 'paid', 'refunded', 'refunded']);
  });

  it('keeps the refund key unique even when the same refund races itself', async () => {
    const { clock, gateway } = setup();
    const request = chargeRequest(clock, 'qris', { amount: 50_000 });
    const charge = await gateway.charge(request);
    await gateway.pay(charge.providerRef);
    const results = await Promise.allSettled([
      gateway.refund(request.orderId, 20_000, 'twice', { refundKey: 'same' }),
      gateway.refund(request.orderId, 20_000, 'twice', { refundKey: 'same' }),
    ]);
    await gateway.drain();
    expect(results.some((r) => r.status === 'fulfilled')).toBe(true);
    expect((await gateway.getStatus(request.orderId)).refundedAmount).toBe(20_000);
  });

  it('shows a charge and its events to the sandbox page', async () => {
    const { clock, gateway } = setup();
    const request = chargeRequest(clock, 'va_bca');
    const charge = await gateway.charge(request);
    await gateway.pay(charge.providerRef);
    await gateway.drain();
    expect(await gateway.findCharge(charge.providerRef)).toMatchObject({ orderId: request.orderId, status: 'paid', vaNumber: charge.vaNumber });
    expect(await gateway.findCharge('SBX-NOPE')).toBeUndefined();
    const events = await gateway.listEvents(charge.providerRef);
    expect(events.map((e) => [e.status, e.attempts, e.last_response_status])).toEqual([
      ['pending', 1, 200],
      ['paid', 1, 200],
    ]);
    expect(events.every((e) => e.delivered_at === clock.now().toISOString())).toBe(true);
  });
});

describe('SandboxPaymentGateway durable deliveries', () => {
  it('queues the delivery with the change itself, and a new process on the same database sends it', async () => {
    const clock = new ManualClock();
    const before = recorder();
    const first = new SandboxPaymentGateway({ db, clock, jobs: queue(clock), secret: SECRET, merchant, webhook: { handler: before.handler } });
    const charge = await first.charge(chargeRequest(clock, 'va_bni'));
    const paid = await first.pay(charge.providerRef);
    // The process dies here: nothing was sent, but both deliveries are rows in the jobs table.
    expect(before.received).toHaveLength(0);
    const queued = await database.db
      .selectFrom('jobs')
      .select(['unique_key', 'done_at'])
      .where('unique_key', 'in', (await first.listEvents(charge.providerRef)).map((e) => `payment.sandbox.deliver:${e.event_id}`))
      .execute();
    expect(queued).toHaveLength(2);
    expect(queued.every((j) => j.done_at === null)).toBe(true);

    const after = recorder();
    const second = new SandboxPaymentGateway({ db, clock, jobs: queue(clock), secret: SECRET, merchant, webhook: { handler: after.handler } });
    await second.drain();
    expect(after.bodies().map((b) => b.status)).toEqual(['pending', 'paid']);
    expect(after.bodies()[1]!.event_id).toBe(paid.eventId);
    await second.drain();
    expect(after.received).toHaveLength(2);
    expect(before.received).toHaveLength(0);
  });
});

describe('SandboxPaymentGateway delivery faults', () => {
  it('retries a failed delivery on its schedule until it gets through', async () => {
    const { clock, gateway, receiver, jobs } = setup({ failFirstAttempts: 2, latencyMs: 7, retryDelaysMs: [100, 200] });
    const charge = await gateway.charge(chargeRequest(clock, 'va_bca'));
    const attempts = async () => (await gateway.listEvents(charge.providerRef))[0]?.attempts;
    // Each attempt is due exactly after its delay: the latency, then 100 ms, then 200 ms.
    for (const [wait, expected] of [[6, 0], [1, 1], [99, 1], [1, 2], [199, 2], [1, 3]] as const) {
      clock.advance(wait);
      await jobs.runDue();
      expect(await attempts()).toBe(expected);
    }
    expect(receiver.received).toHaveLength(1);
    const [event] = await gateway.listEvents(charge.providerRef);
    expect(event).toMatchObject({ attempts: 3, last_response_status: 200, delivered_at: clock.now().toISOString(), gave_up_at: null });
  });

  it('gives up after maxAttempts when the receiver keeps failing, and can resend later', async () => {
    const clock = new ManualClock();
    const answers = recorder([500, 503, 500]);
    const gateway = new SandboxPaymentGateway({
      db,
      clock,
      jobs: queue(clock),
      secret: SECRET,
      merchant,
      webhook: { handler: answers.handler },
      delivery: { maxAttempts: 3 },
    });
    const charge = await gateway.charge(chargeRequest(clock, 'va_bri'));
    await gateway.drain();
    expect(answers.received).toHaveLength(3);
    const [event] = await gateway.listEvents(charge.providerRef);
    expect(event).toMatchObject({ attempts: 3, last_response_status: 500, delivered_at: null, gave_up_at: clock.now().toISOString() });

    const report = await gateway.resendEvent(event!.event_id);
    expect(report).toMatchObject({ delivered: true, statuses: [200] });
    expect(await gateway.resendEvent('evt_unknown')).toBeUndefined();
  });

  it('retries a delivery that found nobody listening, like a 5xx', async () => {
    const clock = new ManualClock();
    let calls = 0;
    const gateway = new SandboxPaymentGateway({
      db,
      clock,
      jobs: queue(clock),
      secret: SECRET,
      merchant,
      webhook: {
        handler: () => {
          calls += 1;
          if (calls === 1) throw new Error('connect ECONNREFUSED');
          return 200;
        },
      },
    });
    const charge = await gateway.charge(chargeRequest(clock, 'va_bca'));
    await gateway.drain();
    expect(calls).toBe(2);
    expect((await gateway.listEvents(charge.providerRef))[0]).toMatchObject({ attempts: 2, last_response_status: 200 });
  });

  it('keeps retrying on the provider-like schedule for about a day, then gives up and records it', async () => {
    const clock = new ManualClock();
    const jobs = queue(clock);
    const tried: number[] = [];
    const start = clock.now().getTime();
    const gateway = new SandboxPaymentGateway({
      db,
      clock,
      jobs,
      secret: SECRET,
      merchant,
      webhook: { handler: () => (tried.push(clock.now().getTime() - start), 503) },
    });
    const charge = await gateway.charge(chargeRequest(clock, 'qris'));
    // Walk the clock minute by minute through 25 hours, running whatever is due.
    for (let minute = 0; minute <= 25 * 60; minute += 1) {
      await jobs.runDue();
      clock.advance(60_000);
    }
    const minutes = tried.map((ms) => ms / 60_000);
    expect(minutes).toEqual([0, 1, 6, 21, 51, 111, 231, 471, 951, 1431]);
    expect(minutes.at(-1)).toBeLessThan(24 * 60);
    expect(SANDBOX_RETRY_SCHEDULE_MS.reduce((sum, ms) => sum + ms, 0)).toBeLessThanOrEqual(24 * 3_600_000);
    const [event] = await gateway.listEvents(charge.providerRef);
    expect(event).toMatchObject({ attempts: 10, last_response_status: 503, delivered_at: null });
    expect(event?.gave_up_at).toBe(new Date(start + 1431 * 60_000).toISOString());
    const job = await database.db.selectFrom('jobs').selectAll().where('unique_key', '=', `payment.sandbox.deliver:${event!.event_id}`).executeTakeFirstOrThrow();
    expect(job.failed_at).toBe(event?.gave_up_at);
    expect(job.last_error).toContain('answered 503');
  });

  it('delivers duplicates when asked, all with the same event id', async () => {
    const { clock, gateway, receiver } = setup({ duplicates: 2 });
    const charge = await gateway.charge(chargeRequest(clock, 'va_bca'));
    await gateway.pay(charge.providerRef);
    await gateway.drain();
    const paid = receiver.bodies().filter((b) => b.status === 'paid');
    expect(paid).toHaveLength(3);
    expect(new Set(paid.map((b) => b.event_id)).size).toBe(1);
    const notifications = await Promise.all(receiver.received.map((d) => gateway.parseNotification(d.rawBody, d.headers)));
    expect(new Set(notifications.map((n) => n.eventId)).size).toBe(2);
  });

  it('delivers out of order when asked: the pending notice arrives after paid', async () => {
    const { clock, gateway, receiver } = setup({ outOfOrder: true });
    const charge = await gateway.charge(chargeRequest(clock, 'qris'));
    await gateway.pay(charge.providerRef);
    await gateway.drain();
    expect(receiver.bodies().map((b) => b.status)).toEqual(['paid', 'pending']);
  });

  it('keeps events undelivered without a target, and sends them once one is set', async () => {
    const clock = new ManualClock();
    const gateway = new SandboxPaymentGateway({ db, clock, jobs: queue(clock), secret: SECRET, merchant });
    const charge = await gateway.charge(chargeRequest(clock, 'va_bca'));
    await gateway.drain();
    const [event] = await gateway.listEvents(charge.providerRef);
    expect(event).toMatchObject({ attempts: 0, delivered_at: null });
    const receiver = recorder();
    gateway.setWebhookTarget({ handler: receiver.handler });
    await gateway.resendEvent(event!.event_id);
    expect(receiver.received).toHaveLength(1);
  });

  it('posts to a callback URL over HTTP with the signature header', async () => {
    const seen: { headers: Record<string, unknown>; body: string }[] = [];
    const server: Server = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
      req.on('end', () => {
        seen.push({ headers: req.headers, body });
        res.writeHead(seen.length === 1 ? 500 : 204).end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      const clock = new ManualClock();
      const gateway = new SandboxPaymentGateway({
        db,
        clock,
        jobs: queue(clock),
        secret: SECRET,
        merchant,
        webhook: { url: `http://127.0.0.1:${port}/api/payment/notification/sandbox` },
      });
      await gateway.charge(chargeRequest(clock, 'va_bni'));
      await gateway.drain();
      expect(seen).toHaveLength(2);
      const { headers, body } = seen[1]!;
      expect(headers['content-type']).toBe('application/json');
      await expect(gateway.parseNotification(body, headers as Record<string, string>)).resolves.toMatchObject({ status: 'pending' });
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});

describe('payment sandbox migration', () => {
  it('goes down and up again cleanly', async () => {
    const own = await createTestDatabase();
    try {
      const raw = own.db as unknown as Kysely<unknown>;
      const exists = () =>
        own.db
          .withTables<PaymentSandboxTables>()
          .selectFrom('payment_sandbox_events')
          .select('id')
          .execute()
          .then(() => true)
          .catch(() => false);
      // The migration list made the tables for this database.
      expect(await exists()).toBe(true);
      await unmigratePaymentSandbox(raw);
      expect(await exists()).toBe(false);
      await migratePaymentSandbox(raw);
      expect(await exists()).toBe(true);
    } finally {
      await own.close();
    }
  });

  it('the durable-webhooks migration goes down and up again cleanly', async () => {
    const own = await createTestDatabase();
    try {
      const raw = own.db as unknown as Kysely<unknown>;
      const readable = () =>
        own.db
          .withTables<ChargeIntentsTables>()
          .selectFrom('charge_intents')
          .select('id')
          .execute()
          .then(() => own.db.withTables<PaymentSandboxTables>().selectFrom('payment_sandbox_events').select('gave_up_at').execute())
          .then(() => true)
          .catch(() => false);
      expect(await readable()).toBe(true);
      await unmigrateDurableWebhooks(raw);
      expect(await readable()).toBe(false);
      await migrateDurableWebhooks(raw);
      expect(await readable()).toBe(true);
    } finally {
      await own.close();
    }
  });
});
