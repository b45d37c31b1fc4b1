// Wallet race (issue 13, docs/decisions/028-wallet-ledger.md): one customer's wallet, topped up through
// the payment sandbox with enough for about half of their open orders (one per pharmacy), then 200
// pay-order calls at once over HTTP, spread over those orders, a quarter of them double taps (the same
// client key twice). Checks: the balance never goes below zero, every order is paid at most once and
// only by one ledger payment, no order left unpaid could have been paid from what is left, and the
// ledger balances (entries sum to 0, every cached balance equals the sum of its entries).
// BENCH_CALLS (200), BENCH_ORDERS (10), BENCH_DATABASES=sqlite,postgres to change the run.
import { randomBytes } from 'node:crypto';
import { checkLedger } from '../../apps/api/src/modules/wallet/index.ts';
import type { Db } from '../../apps/api/src/db/connect.ts';
import type { Executor } from '../../apps/api/src/db/database.ts';
import { Checks } from '../lib/checks.ts';
import { countBy, percentiles } from '../lib/concurrency.ts';
import { BENCH_SERVER_ENV, type Customer, signUpCustomers } from '../lib/customers.ts';
import { benchKinds, createBenchDatabase, type DbKind } from '../lib/databases.ts';
import { call, expectStatus } from '../lib/http.ts';
import { freePort } from '../lib/ports.ts';
import { runPerDatabase } from '../lib/runs.ts';
import { type Running, startApi } from '../lib/servers.ts';
import { pickTarget, setStock } from '../lib/shop.ts';
import { activateWallet, fundWallet } from '../lib/wallet.ts';

const callCount = Number(process.env.BENCH_CALLS ?? 200);
const orderCount = Number(process.env.BENCH_ORDERS ?? 10);
const PIN = '975310';

/** One open order per pharmacy (the shop allows one unpaid order per pharmacy), confirmed for pick-up. */
async function openOrders(base: string, db: Executor, c: Customer, count: number): Promise<Array<{ orderId: string; total: number }>> {
  const target = await pickTarget(db);
  const stores = await db.selectFrom('pharmacies').select('id').orderBy('id').limit(count).execute();
  if (stores.length < count) throw new Error(`only ${stores.length} pharmacies`);
  const orders: Array<{ orderId: string; total: number }> = [];
  for (const [i, store] of stores.entries()) {
    await setStock(db, store.id, target.productId, 100);
    expectStatus(await call(base, 'POST', '/api/cart/product/add', { token: c.token, body: { product_id: target.productId, quantity: 1 + (i % 3), store_id: store.id } }), 'add to cart', 200);
    const { id } = expectStatus(await call<{ id: string }>(base, 'POST', '/api/cart/product/checkout', { token: c.token, body: { store_id: store.id } }), 'checkout', 200, 201);
    const confirm = await call<{ order: { total: number } }>(base, 'POST', `/api/order/${id}/confirm`, { token: c.token, body: { shipment_type: 'pickup', payment_channel: 'va_bca' } });
    orders.push({ orderId: id, total: expectStatus(confirm, `confirm ${id}`, 200).order.total });
  }
  return orders;
}

async function race(kind: DbKind) {
  const database = await createBenchDatabase(kind, 'wallet');
  let api: Running | undefined;
  let conn: Db | undefined;
  const checks = new Checks();
  try {
    api = await startApi(await freePort(), { ...database.env, ...BENCH_SERVER_ENV, APP_SECRET: randomBytes(36).toString('base64url'), LOG_LEVEL: 'error', HOST: '127.0.0.1' }, 120_000);
    const base = api.url;
    conn = database.open();
    const { db } = conn;

    const setupStarted = performance.now();
    const [customer] = await signUpCustomers(base, 1, `wallet-${kind}`);
    const c = customer!;
    await activateWallet(base, c, PIN);
    const orders = await openOrders(base, db, c, orderCount);
    // Enough for the cheaper half of the orders and a little more, never for all of them.
    const sorted = [...orders].sort((a, b) => a.total - b.total);
    const funded = sorted.slice(0, Math.floor(orderCount / 2)).reduce((s, o) => s + o.total, 0) + Math.floor(sorted[0]!.total / 2);
    await fundWallet(base, db, c, funded);
    const { payment_token } = expectStatus(await call<{ payment_token: string }>(base, 'GET', '/api/wallet/payment-token', { token: c.token, headers: { 'x-wallet-pin': PIN } }), 'payment-token', 200);
    const setupS = (performance.now() - setupStarted) / 1000;

    // 200 calls: distinct keys for three quarters, the rest repeat an earlier key (a double tap).
    const distinct = Math.ceil(callCount * 0.75);
    const plan = Array.from({ length: callCount }, (_, i) => {
      const keyIndex = i < distinct ? i : i - distinct;
      return { key: `bench-${kind}-${keyIndex}`, order: orders[keyIndex % orderCount]! };
    });
    const started = performance.now();
    const answers = await Promise.all(
      plan.map(async (p) => {
        const a = await call<{ replayed: boolean }>(base, 'POST', '/api/wallet/pay-order', { token: c.token, body: { order_id: p.order.orderId, client_key: p.key, payment_token } });
        return { ...p, status: a.status, replayed: a.status === 200 ? a.data.replayed : null, ms: a.ms };
      }),
    );
    const raceMs = performance.now() - started;

    // What the database says afterwards.
    const userRow = await db.selectFrom('wallet_profiles').select('user_id').where('mobile_number', '=', c.phone).executeTakeFirstOrThrow();
    const account = await db.selectFrom('wallet_accounts').select('balance').where('user_id', '=', userRow.user_id).executeTakeFirstOrThrow();
    const balance = Number(account.balance);
    const payments = await db.selectFrom('wallet_transactions').select(['order_ref', 'amount', 'idempotency_key']).where('user_id', '=', userRow.user_id).where('kind', '=', 'payment').execute();
    const statuses = await db.selectFrom('orders').select(['public_id', 'status']).where('public_id', 'in', orders.map((o) => o.orderId)).execute();
    const paidOrders = statuses.filter((s) => s.status === 'paid').map((s) => s.public_id);
    const paidTotal = orders.filter((o) => paidOrders.includes(o.orderId)).reduce((s, o) => s + o.total, 0);
    const ledger = await checkLedger(db);

    checks.that(balance >= 0, `wallet balance ${balance} below zero`);
    checks.equal(balance, funded - paidTotal, 'balance = funded - paid orders');
    checks.equal(payments.length, paidOrders.length, 'ledger payments = paid orders');
    checks.equal(new Set(payments.map((p) => p.order_ref)).size, payments.length, 'orders paid by more than one ledger payment (distinct)');
    for (const p of payments) checks.that(paidOrders.includes(p.order_ref ?? ''), `ledger payment for an order that is not paid: ${p.order_ref}`);
    for (const o of orders) if (!paidOrders.includes(o.orderId)) checks.that(o.total > balance, `order ${o.orderId} (${o.total}) left unpaid though ${balance} remains`);
    checks.equal(answers.filter((a) => a.status >= 500).length, 0, '5xx answers');
    checks.equal(answers.filter((a) => a.status === 200 && a.replayed === false).length, paidOrders.length, 'answers that paid');
    checks.equal(ledger.entriesTotal, 0, 'sum of all ledger entries');
    checks.equal(ledger.mismatchedAccounts.length, 0, 'accounts whose cached balance differs from their entries');
    checks.equal(ledger.unbalancedTransactions.length, 0, 'transactions whose entries do not sum to zero');
    checks.equal(ledger.negativeAccounts.length, 0, 'customer accounts below zero');

    return {
      database: kind,
      calls: callCount,
      orders: orderCount,
      doubleTaps: callCount - distinct,
      setupS: Number(setupS.toFixed(1)),
      funded,
      ordersPaid: paidOrders.length,
      paidTotal,
      balanceAfter: balance,
      raceMs: Number(raceMs.toFixed(1)),
      callsPerSec: Number(((callCount / raceMs) * 1000).toFixed(0)),
      latencyMs: percentiles(answers.map((a) => a.ms)),
      statusCounts: countBy(answers, (a) => (a.status === 200 ? (a.replayed ? '200:replayed' : '200:paid') : String(a.status))),
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


await runPerDatabase('wallet', benchKinds(), race, (kind, run) => [
  `${kind}: ${run.calls} concurrent pay-order calls (${run.doubleTaps} double taps) over ${run.orders} orders in ${run.raceMs} ms ` +
    `(${run.callsPerSec}/s, p99 ${run.latencyMs.p99} ms) → ${run.ordersPaid} orders paid, balance ${run.balanceAfter} IDR of ${run.funded} IDR, ` +
    `ledger sum ${run.ledger.entriesTotal}`,
  `answers: ${JSON.stringify(run.statusCounts)}`,
]);
