// Webhook replay (issue 4, docs/decisions/002): orders paid at the sandbox while its webhooks go nowhere,
// then every payment's notifications ("pending" and "paid", exactly as the sandbox stored and signs them)
// delivered 1–10 times each, shuffled, in concurrent batches, to the real server over HTTP. Every paid
// order must be credited exactly once. Alongside: a few unpaid orders that get a validly signed but
// false "paid" claim (the server must ask the gateway, not believe it), and forged signatures (401).
// BENCH_ORDERS, BENCH_CONTROLS, BENCH_SEED, BENCH_BATCH, BENCH_DATABASES=sqlite,postgres to change the run.
import { randomBytes } from 'node:crypto';
import { Checks } from './lib/checks.ts';
import { countBy, percentiles } from './lib/concurrency.ts';
import { BENCH_SERVER_ENV, signUpCustomers } from './lib/customers.ts';
import { benchKinds, createBenchDatabase, type DbKind } from './lib/databases.ts';
import { freePort } from './lib/ports.ts';
import { between, seeded, shuffle } from './lib/prng.ts';
import { deliver, type Notification, notification, sandboxWebhookKey } from './lib/sandbox-notifications.ts';
import { payAtSandbox, placeAndConfirm, waitForSandboxAttempts } from './lib/sandbox-orders.ts';
import { type Running, startApi } from './lib/servers.ts';
import type { Db } from '../apps/api/src/db/connect.ts';
import { pickTarget, setStock } from './lib/shop.ts';
import { verifyReplay } from './lib/verify-replay.ts';
import { runPerDatabase } from './lib/runs.ts';

const paidCount = Number(process.env.BENCH_ORDERS ?? 50);
const controlCount = Number(process.env.BENCH_CONTROLS ?? 5);
const seed = Number(process.env.BENCH_SEED ?? 20251121);
const batch = Number(process.env.BENCH_BATCH ?? 25);

async function replay(kind: DbKind) {
  const database = await createBenchDatabase(kind, 'hooks');
  const appSecret = randomBytes(36).toString('base64url');
  let api: Running | undefined;
  let conn: Db | undefined;
  const checks = new Checks();
  try {
    api = await startApi(
      await freePort(),
      {
        ...database.env,
        ...BENCH_SERVER_ENV,
        APP_SECRET: appSecret,
        LOG_LEVEL: 'error',
        HOST: '127.0.0.1',
        // The sandbox's own deliveries go to a port nobody listens on, once: the bench delivers instead.
        PAYMENT_SANDBOX_WEBHOOK_URL: `http://127.0.0.1:${await freePort()}/nobody-listens`,
        PAYMENT_SANDBOX_MAX_ATTEMPTS: '1',
      },
      120_000,
    );
    const base = api.url;
    conn = database.open();
    const { db } = conn;
    const target = await pickTarget(db);
    await setStock(db, target.storeId, target.productId, 3 * (paidCount + controlCount) + 10);

    // Setup, not measured: orders awaiting payment, the first paidCount paid at the sandbox.
    const setupStarted = performance.now();
    const customers = await signUpCustomers(base, paidCount + controlCount, `hooks-${kind}`);
    const orders = await placeAndConfirm(base, db, customers, target);
    const paid = orders.slice(0, paidCount);
    const controls = orders.slice(paidCount);
    await payAtSandbox(base, paid);
    const sandboxTries = await waitForSandboxAttempts(db, orders.map((o) => o.providerRef));
    const setupS = (performance.now() - setupStarted) / 1000;
    const before = await db.selectFrom('orders').select('status').where('public_id', 'in', orders.map((o) => o.orderId)).execute();
    checks.equal(sandboxTries.delivered, 0, 'sandbox events that reached the shop on their own');
    checks.equal(before.filter((o) => o.status === 'awaiting_payment').length, orders.length, 'orders awaiting payment before the replay');

    // The notifications: what the sandbox recorded, signed with its key; plus a false claim per control
    // and forged copies.
    const key = sandboxWebhookKey(appSecret);
    const events = await db
      .selectFrom('payment_sandbox_events')
      .select(['event_id', 'provider_ref', 'status', 'body'])
      .where('provider_ref', 'in', orders.map((o) => o.providerRef))
      .execute();
    // In customer order, pending before paid: row order differs between runs and databases, and the
    // seeded plan should depend on the seed alone.
    const indexOfRef = new Map(orders.map((o, i) => [o.providerRef, i]));
    const rank = (e: (typeof events)[number]) => indexOfRef.get(e.provider_ref)! * 2 + (e.status === 'paid' ? 1 : 0);
    const genuine: Notification[] = [...events]
      .sort((a, b) => rank(a) - rank(b))
      .map((e) => notification(e.status === 'paid' ? 'paid' : 'pending', orders[indexOfRef.get(e.provider_ref)!]!.orderId, e.body, key));
    checks.equal(genuine.filter((n) => n.kind === 'paid').length, paidCount, 'paid events recorded by the sandbox');
    checks.equal(genuine.filter((n) => n.kind === 'pending').length, orders.length, 'pending events recorded by the sandbox');
    const claims = genuine
      .filter((n) => n.kind === 'pending' && controls.some((c) => c.orderId === n.orderId))
      .map((n) => {
        const body = { ...(JSON.parse(n.rawBody) as Record<string, unknown>), event_id: `evt_claim_${randomBytes(8).toString('hex')}`, type: 'payment.paid', status: 'paid', paid_at: new Date().toISOString() };
        return notification('claim', n.orderId, JSON.stringify(body), key);
      });
    const forged = genuine
      .filter((n) => n.kind === 'paid')
      .slice(0, 10)
      .flatMap((n): Notification[] => [
        { ...n, kind: 'forged', signature: notification('forged', n.orderId, n.rawBody, 'not-the-sandbox-key-at-all').signature },
        // The right signature over a body whose amount was changed afterwards.
        { ...n, kind: 'forged', rawBody: n.rawBody.replace(/"amount":(\d+)/, (_m, a: string) => `"amount":${Number(a) + 1000}`) },
      ]);

    // 1–10 deliveries of each real or claimed event, forged ones once, all shuffled.
    const random = seeded(seed);
    const plan = shuffle(random, [...[...genuine, ...claims].flatMap((n) => Array.from({ length: between(random, 1, 10) }, () => n)), ...forged]);

    const started = performance.now();
    const answers: Array<{ n: Notification; status: number; outcome: string; ms: number }> = [];
    for (let i = 0; i < plan.length; i += batch) {
      const slice = plan.slice(i, i + batch);
      answers.push(...(await Promise.all(slice.map(async (n) => ({ n, ...(await deliver(base, n)) })))));
    }
    const replayMs = performance.now() - started;

    // Order of arrival: a payment whose "paid" went out before its first "pending" was replayed out of order.
    const firstAt = new Map<string, number>();
    plan.forEach((n, i) => {
      if (!firstAt.has(`${n.orderId}:${n.kind}`)) firstAt.set(`${n.orderId}:${n.kind}`, i);
    });
    const outOfOrder = paid.filter((o) => firstAt.get(`${o.orderId}:paid`)! < firstAt.get(`${o.orderId}:pending`)!).length;
    const latePending = plan.filter((n, i) => n.kind === 'pending' && (firstAt.get(`${n.orderId}:paid`) ?? Infinity) < i).length;
    const real = plan.filter((n) => n.kind !== 'forged');
    const perEvent = countBy([...genuine, ...claims], (n) => String(real.filter((r) => r === n).length));

    const after = await verifyReplay(db, checks, { paid, controls, answers, genuine, claims });

    return {
      database: kind,
      seed,
      orders: { paid: paidCount, controls: controlCount, channels: countBy(orders, (o) => o.channel) },
      setupS: Number(setupS.toFixed(1)),
      deliveries: {
        total: plan.length,
        real: real.length,
        forged: forged.length,
        distinctEvents: genuine.length + claims.length,
        duplicates: real.length - (genuine.length + claims.length),
        eventsByDeliveryCount: perEvent,
        batch,
      },
      outOfOrder: { paymentsPaidBeforePending: outOfOrder, pendingDeliveredAfterPaid: latePending },
      replayMs: Number(replayMs.toFixed(1)),
      deliveriesPerSec: Number(((plan.length / replayMs) * 1000).toFixed(0)),
      latencyMs: percentiles(answers.map((a) => a.ms)),
      statusCounts: countBy(answers, (a) => `${a.n.kind}:${a.status}`),
      outcomeCounts: countBy(answers, (a) => `${a.n.kind}:${a.outcome}`),
      after,
      ok: checks.ok,
      failures: checks.failures,
    };
  } finally {
    await conn?.close();
    await api?.stop();
    await database.drop();
  }
}

await runPerDatabase('webhook-replay', benchKinds(), replay, (kind, run) => [
  `${kind}: ${run.deliveries.total} deliveries (${run.deliveries.distinctEvents} events, ${run.deliveries.duplicates} duplicates, ` +
    `${run.deliveries.forged} forged; ${run.outOfOrder.paymentsPaidBeforePending}/${paidCount} paid-before-pending) in ${run.replayMs} ms ` +
    `(${run.deliveriesPerSec}/s, p99 ${run.latencyMs.p99} ms) → ${run.after.ordersPaid} orders paid, ${run.after.paidOutcomes} credits, ` +
    `${run.after.paidAmount} IDR of ${run.after.expectedAmount} IDR`,
]);
