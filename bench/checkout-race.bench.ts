// ARCHITECTURE §5 checkout race: 200 buyers, each with the same product in their cart at one pharmacy,
// press "checkout" at the same moment for the last 10 units. Exactly 10 orders and a shelf of 0 must come
// out, on SQLite and on PostgreSQL, over HTTP against the real server (`npm start` as it runs).
// BENCH_BUYERS, BENCH_UNITS, BENCH_DATABASES=sqlite,postgres to change the run.
import { randomBytes } from 'node:crypto';
import { Checks } from './lib/checks.ts';
import { countBy, inPool, percentiles } from './lib/concurrency.ts';
import { BENCH_SERVER_ENV, signUpCustomers } from './lib/customers.ts';
import { benchKinds, createBenchDatabase, type DbKind } from './lib/databases.ts';
import { call } from './lib/http.ts';
import { freePort } from './lib/ports.ts';
import { type Running, startApi } from './lib/servers.ts';
import type { Db } from '../apps/api/src/db/connect.ts';
import { addToCart, pickTarget, setStock, stockOf } from './lib/shop.ts';
import { runPerDatabase } from './lib/runs.ts';

const buyers = Number(process.env.BENCH_BUYERS ?? 200);
const units = Number(process.env.BENCH_UNITS ?? 10);
const ORDER_ID = /^APT-[0-9A-Z]{10}$/;

async function race(kind: DbKind) {
  const database = await createBenchDatabase(kind, 'race');
  let api: Running | undefined;
  let conn: Db | undefined;
  const checks = new Checks();
  try {
    api = await startApi(await freePort(), { ...database.env, ...BENCH_SERVER_ENV, APP_SECRET: randomBytes(36).toString('base64url'), LOG_LEVEL: 'warn', HOST: '127.0.0.1' }, 120_000);
    const base = api.url;
    conn = database.open();
    const { db } = conn;
    const target = await pickTarget(db);

    // Setup, not measured: every buyer's cart gets one unit while the shelf has plenty, then the shelf
    // drops to the last units, as if everyone else had bought the rest meanwhile.
    const setupStarted = performance.now();
    await setStock(db, target.storeId, target.productId, buyers + units);
    const customers = await signUpCustomers(base, buyers, `race-${kind}`);
    await inPool(customers, 16, (c) => addToCart(base, c.token, target, 1));
    await setStock(db, target.storeId, target.productId, units);
    const setupS = (performance.now() - setupStarted) / 1000;

    // The race: every request built and sent in one tick; each buyer their own session.
    const started = performance.now();
    const answers = await Promise.all(
      customers.map((c) => call<{ id?: string | null }>(base, 'POST', '/api/cart/product/checkout', { token: c.token, body: { store_id: target.storeId } })),
    );
    const raceMs = performance.now() - started;

    const wins = answers.filter((a) => (a.status === 200 || a.status === 201) && typeof a.data?.id === 'string' && ORDER_ID.test(a.data.id));
    const refusals = answers.filter((a) => (a.status === 409 || a.status === 422) && a.message.trim().length > 0);
    const other = answers.filter((a) => !wins.includes(a) && !refusals.includes(a));
    checks.equal(wins.length, units, 'checkouts that won an order');
    checks.equal(refusals.length, buyers - units, 'checkouts refused with a message');
    checks.equal(other.length, 0, 'answers neither a win nor a clear refusal');

    // What the database says, not what the answers said.
    const stockAfter = await stockOf(db, target.storeId, target.productId);
    const userIds = (await db.selectFrom('users').select('id').where('email', 'like', `bench.race-${kind}.%`).execute()).map((u) => u.id);
    const orders = await db
      .selectFrom('orders')
      .select(['id', 'public_id', 'status'])
      .where('user_id', 'in', userIds)
      .execute();
    const items = orders.length
      ? await db.selectFrom('order_items').select(['order_id', 'product_id', 'quantity']).where('order_id', 'in', orders.map((o) => o.id)).execute()
      : [];
    const itemQuantity = items.reduce((sum, i) => sum + Number(i.quantity), 0);
    const cartLinesLeft = await db
      .selectFrom('cart_items as i')
      .innerJoin('carts as c', 'c.id', 'i.cart_id')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('c.user_id', 'in', userIds)
      .where('i.product_id', '=', target.productId)
      .executeTakeFirstOrThrow();
    const winIds = new Set(wins.map((w) => w.data.id));

    checks.equal(stockAfter, 0, 'stock left on the shelf');
    checks.equal(orders.length, units, 'orders in the database');
    checks.equal(orders.filter((o) => o.status === 'checkout').length, units, 'orders in status checkout');
    checks.equal(itemQuantity, units, 'sum of order item quantities');
    checks.that(items.every((i) => i.product_id === target.productId && Number(i.quantity) === 1), 'every order holds exactly one unit of the product');
    checks.that(orders.every((o) => winIds.has(o.public_id)) && winIds.size === orders.length, 'the orders are exactly the ones answered as wins');
    checks.equal(Number(cartLinesLeft.n), buyers - units, "cart lines left (the losers' carts are untouched)");

    return {
      database: kind,
      buyers,
      units,
      product: target,
      setupS: Number(setupS.toFixed(1)),
      raceMs: Number(raceMs.toFixed(1)),
      latencyMs: percentiles(answers.map((a) => a.ms)),
      winLatencyMs: percentiles(wins.map((a) => a.ms)),
      statusCounts: countBy(answers, (a) => String(a.status)),
      refusalMessages: countBy(refusals, (a) => a.message),
      otherAnswers: other.slice(0, 5).map((a) => ({ status: a.status, message: a.message })),
      after: { stock: stockAfter, orders: orders.length, ordersInCheckout: orders.filter((o) => o.status === 'checkout').length, orderItemQuantity: itemQuantity, cartLinesLeft: Number(cartLinesLeft.n) },
      ok: checks.ok,
      failures: checks.failures,
    };
  } finally {
    await conn?.close();
    await api?.stop();
    await database.drop();
  }
}

await runPerDatabase('checkout-race', benchKinds(), race, (kind, run) => [
  `${kind}: ${buyers} buyers for ${units} units in ${run.raceMs} ms (p50 ${run.latencyMs.p50} ms, p99 ${run.latencyMs.p99} ms) → ` +
    `statuses ${JSON.stringify(run.statusCounts)}, stock ${run.after.stock}, orders ${run.after.orders} ` +
    `(${run.after.ordersInCheckout} in checkout, ${run.after.orderItemQuantity} units)`,
]);
