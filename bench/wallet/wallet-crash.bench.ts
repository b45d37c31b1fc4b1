// Wallet crash (issue 13, docs/decisions/028-wallet-ledger.md): customers with active wallets, open VA
// top-ups and open orders; then a burst of top-ups paid at the payment sandbox (each payment writes its
// notification as a durable delivery job) and pay-order calls from the wallets, and the server is killed
// with SIGKILL in the middle of it. A new server starts on the same database and works off what was left
// (deliveries claimed by the dead process come back when their lease runs out). Checks: the ledger
// balances, every top-up paid at the sandbox is credited exactly once and nothing else is, every order is
// paid once or not at all, and every balance is what its credits and payments say.
// BENCH_CUSTOMERS (24), BENCH_TOP_UPS (3 per customer), BENCH_KILL_AFTER_MS (120),
// BENCH_DATABASES=sqlite,postgres to change the run.
import { randomBytes } from 'node:crypto';
import type { Db } from '../../apps/api/src/db/connect.ts';
import type { Executor } from '../../apps/api/src/db/database.ts';
import { SANDBOX_DELIVERY_JOB } from '../../apps/api/src/platform/payments/sandbox-deliveries.ts';
import { checkLedger } from '../../apps/api/src/modules/wallet/index.ts';
import { Checks } from '../lib/checks.ts';
import { countBy, inPool } from '../lib/concurrency.ts';
import { BENCH_SERVER_ENV, type Customer, signUpCustomers } from '../lib/customers.ts';
import { benchKinds, createBenchDatabase, type DbKind } from '../lib/databases.ts';
import { call, expectStatus } from '../lib/http.ts';
import { freePort } from '../lib/ports.ts';
import { runPerDatabase } from '../lib/runs.ts';
import { type Running, startApi } from '../lib/servers.ts';
import { pickTarget, setStock } from '../lib/shop.ts';
import { activateWallet, openTopUp } from '../lib/wallet.ts';

const customerCount = Number(process.env.BENCH_CUSTOMERS ?? 24);
const topUpsEach = Number(process.env.BENCH_TOP_UPS ?? 3);
const killAfterMs = Number(process.env.BENCH_KILL_AFTER_MS ?? 120);
const TOP_UP = 50_000;
const PIN = '864209';

interface Planned {
  customer: Customer;
  topUps: Array<{ id: number; providerRef: string; providerOrderId: string }>;
  orderId: string;
  total: number;
  paymentToken: string;
}

/** Everything but the burst: wallets active, top-ups opened (unpaid), one order per customer awaiting payment. */
async function prepare(base: string, db: Executor, kind: DbKind): Promise<Planned[]> {
  const target = await pickTarget(db);
  await setStock(db, target.storeId, target.productId, customerCount * 4);
  const customers = await signUpCustomers(base, customerCount, `crash-${kind}`);
  return inPool(customers, 8, async (c, i) => {
    await activateWallet(base, c, PIN);
    const topUps = [];
    for (let n = 0; n < topUpsEach; n += 1) topUps.push(await openTopUp(base, db, c, TOP_UP));
    expectStatus(await call(base, 'POST', '/api/cart/product/add', { token: c.token, body: { product_id: target.productId, quantity: 1 + (i % 3), store_id: target.storeId } }), 'add to cart', 200);
    const { id } = expectStatus(await call<{ id: string }>(base, 'POST', '/api/cart/product/checkout', { token: c.token, body: { store_id: target.storeId } }), 'checkout', 200, 201);
    const confirm = await call<{ order: { total: number } }>(base, 'POST', `/api/order/${id}/confirm`, { token: c.token, body: { shipment_type: 'pickup', payment_channel: 'va_bca' } });
    const total = expectStatus(confirm, `confirm ${id}`, 200).order.total;
    const { payment_token } = expectStatus(await call<{ payment_token: string }>(base, 'GET', '/api/wallet/payment-token', { token: c.token, headers: { 'x-wallet-pin': PIN } }), 'payment-token', 200);
    return { customer: c, topUps, orderId: id, total, paymentToken: payment_token };
  });
}

/** Every call of the burst at once; the ones cut off by the kill answer `lost`. */
async function burst(base: string, plan: Planned[], kill: () => void): Promise<Record<string, number>> {
  const calls: Array<Promise<string>> = [];
  for (const p of plan) {
    for (const t of p.topUps) calls.push(call(base, 'POST', `/api/dev/payments/${t.providerRef}/pay`, { body: {} }).then((a) => `pay:${a.status}`, () => 'pay:lost'));
    for (let n = 0; n < 2; n += 1) {
      calls.push(
        call(base, 'POST', '/api/wallet/pay-order', { token: p.customer.token, body: { order_id: p.orderId, client_key: `crash-${p.orderId}-${n}`, payment_token: p.paymentToken } }).then(
          (a) => `pay-order:${a.status}`,
          () => 'pay-order:lost',
        ),
      );
    }
  }
  const timer = setTimeout(kill, killAfterMs);
  const outcomes = await Promise.all(calls);
  clearTimeout(timer);
  return countBy(outcomes, (o) => o);
}

async function waitForDeliveries(db: Executor, timeoutMs: number): Promise<number> {
  const started = performance.now();
  while (performance.now() - started < timeoutMs) {
    const left = await db.selectFrom('jobs').select((eb) => eb.fn.countAll<number>().as('n')).where('name', '=', SANDBOX_DELIVERY_JOB).where('done_at', 'is', null).where('failed_at', 'is', null).executeTakeFirstOrThrow();
    if (Number(left.n) === 0) return performance.now() - started;
    await new Promise((r) => setTimeout(r, 250));
  }
  const left = await db.selectFrom('jobs').select(['attempts', 'run_at', 'locked_until', 'last_error']).where('name', '=', SANDBOX_DELIVERY_JOB).where('done_at', 'is', null).where('failed_at', 'is', null).execute();
  throw new Error(`sandbox deliveries still pending after ${timeoutMs} ms: ${JSON.stringify(left.slice(0, 5))}`);
}

async function crash(kind: DbKind) {
  const database = await createBenchDatabase(kind, 'crash');
  const env = { ...database.env, ...BENCH_SERVER_ENV, APP_SECRET: randomBytes(36).toString('base64url'), LOG_LEVEL: 'error', HOST: '127.0.0.1' };
  let api: Running | undefined;
  let conn: Db | undefined;
  const checks = new Checks();
  try {
    api = await startApi(await freePort(), env, 120_000);
    conn = database.open();
    const { db } = conn;
    const plan = await prepare(api.url, db, kind);

    const dead = api;
    let killed = false;
    const answers = await burst(api.url, plan, () => {
      killed = true;
      process.kill(dead.pid!, 'SIGKILL');
    });
    checks.that(killed, 'the server was killed during the burst (raise BENCH_KILL_AFTER_MS if the burst ended first)');
    api = undefined;

    const restartStarted = performance.now();
    api = await startApi(await freePort(), env, 120_000);
    const restartMs = performance.now() - restartStarted;
    // Leases of jobs the dead process held run out after 30 s; then they run again. A delivery whose
    // attempt died with the process is retried on the provider's schedule (the first retry after 1 min).
    const drainMs = await waitForDeliveries(db, 400_000);

    const refs = plan.flatMap((p) => p.topUps.map((t) => t.providerRef));
    const sandbox = await db.selectFrom('payment_sandbox_charges').select(['provider_ref', 'status']).where('provider_ref', 'in', refs).execute();
    const paidAtSandbox = new Set(sandbox.filter((r) => r.status === 'paid').map((r) => r.provider_ref));
    const topUpRows = await db.selectFrom('wallet_top_ups').select(['provider_ref', 'provider_order_id', 'status', 'user_id']).where('provider_ref', 'in', refs).execute();
    const keys = topUpRows.map((r) => `topup:${r.provider_order_id}`);
    const credits = await db.selectFrom('wallet_transactions').select(['idempotency_key', 'amount', 'user_id']).where('idempotency_key', 'in', keys).execute();
    const creditCount = countBy(credits, (c) => c.idempotency_key);
    for (const row of topUpRows) {
      const credited = creditCount[`topup:${row.provider_order_id}`] ?? 0;
      if (paidAtSandbox.has(row.provider_ref)) {
        checks.equal(credited, 1, `credits of paid top-up ${row.provider_ref}`);
        checks.equal(row.status, 'paid', `status of paid top-up ${row.provider_ref}`);
      } else {
        checks.equal(credited, 0, `credits of unpaid top-up ${row.provider_ref}`);
      }
    }

    const orders = await db.selectFrom('orders').select(['public_id', 'status', 'user_id']).where('public_id', 'in', plan.map((p) => p.orderId)).execute();
    const payments = await db.selectFrom('wallet_transactions').select(['order_ref', 'user_id', 'amount']).where('kind', '=', 'payment').where('order_ref', 'in', plan.map((p) => p.orderId)).execute();
    const paymentsByOrder = countBy(payments, (p) => p.order_ref ?? '');
    for (const o of orders) {
      const paid = o.status === 'paid';
      checks.equal(paymentsByOrder[o.public_id] ?? 0, paid ? 1 : 0, `ledger payments of order ${o.public_id} (${o.status})`);
    }
    for (const p of plan) {
      const userId = orders.find((o) => o.public_id === p.orderId)!.user_id;
      const credited = credits.filter((c) => c.user_id === userId).reduce((s, c) => s + Number(c.amount), 0);
      const spent = payments.filter((x) => x.user_id === userId).reduce((s, x) => s + Number(x.amount), 0);
      const account = await db.selectFrom('wallet_accounts').select('balance').where('user_id', '=', userId).where('kind', '=', 'customer').executeTakeFirst();
      checks.equal(Number(account?.balance ?? 0), credited - spent, `balance of customer ${p.customer.index}`);
    }
    const ledger = await checkLedger(db);
    checks.equal(ledger.entriesTotal, 0, 'sum of all ledger entries');
    checks.equal(ledger.mismatchedAccounts.length, 0, 'accounts whose cached balance differs from their entries');
    checks.equal(ledger.unbalancedTransactions.length, 0, 'transactions whose entries do not sum to zero');
    checks.equal(ledger.negativeAccounts.length, 0, 'customer accounts below zero');

    return {
      database: kind,
      customers: customerCount,
      topUps: refs.length,
      killAfterMs,
      answersBeforeKill: answers,
      topUpsPaidAtSandbox: paidAtSandbox.size,
      topUpsCredited: Object.keys(creditCount).length,
      ordersPaid: orders.filter((o) => o.status === 'paid').length,
      restartMs: Number(restartMs.toFixed(0)),
      deliveriesDrainedMs: Number(drainMs.toFixed(0)),
      ledger,
      ok: checks.ok,
      failures: checks.failures,
    };
  } finally {
    await conn?.close();
    await api?.stop();
    await database.drop();
  }
}

await runPerDatabase('wallet-crash', benchKinds(), crash, (kind, run) => [
  `${kind}: SIGKILL ${run.killAfterMs} ms into a burst of ${run.topUps} top-up payments and ${run.customers * 2} pay-order calls; restart ${run.restartMs} ms, ` +
    `deliveries done ${run.deliveriesDrainedMs} ms later → ${run.topUpsPaidAtSandbox} top-ups paid at the sandbox, ${run.topUpsCredited} credited, ${run.ordersPaid} orders paid, ledger sum ${run.ledger.entriesTotal}`,
  `answers before the kill: ${JSON.stringify(run.answersBeforeKill)}`,
]);
