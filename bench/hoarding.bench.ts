// Issue 7 item 3, stock hoarding: one account tries every way it has to sit on one product's stock —
// buy-now at quantity 120, bursts of 30 parallel buy-nows at one pharmacy and across all of them, a
// burst over many products, then a cancel-and-rebuy loop (buy-now and cart checkout, at the same and at
// other pharmacies) — over HTTP against the real server, on SQLite and on PostgreSQL. After every attempt
// the bench reads from the database what the account holds unpaid, and reports the most it ever held:
// "one account can hold at most N units of a product". A second account buys at the hoarded pharmacy
// meanwhile, to show the stock stays sellable.
// BENCH_DATABASES=sqlite,postgres, BENCH_LOOP_ROUNDS (default 20) to change the run.
import { randomBytes } from 'node:crypto';
import type { Db } from '../apps/api/src/db/connect.ts';
import type { Executor } from '../apps/api/src/db/database.ts';
import { Checks } from './lib/checks.ts';
import { countBy } from './lib/concurrency.ts';
import { BENCH_SERVER_ENV, type Customer, signUpCustomers } from './lib/customers.ts';
import { benchKinds, createBenchDatabase, type DbKind } from './lib/databases.ts';
import { type Answer, call } from './lib/http.ts';
import { freePort } from './lib/ports.ts';
import { type Running, startApi } from './lib/servers.ts';
import { addToCart, pickTarget, setStock, stockOf, type Target } from './lib/shop.ts';
import { runPerDatabase } from './lib/runs.ts';

const ROUNDS = Number(process.env.BENCH_LOOP_ROUNDS ?? 20);
const SHELF = 200;
/** The settings the server runs with (migration defaults and HOLD_LIMITS); the bench checks it never gets past them. */
const EXPECTED = { perOrderBebas: 10, perProduct: 20, total: 60 };

interface Attempt {
  name: string;
  requests: number;
  wins: number;
  statusCounts: Record<string, number>;
  messages: Record<string, number>;
  /** Units of the target product the account holds unpaid right after the attempt (all pharmacies). */
  productHeld: number;
  /** ...of it at the target pharmacy. */
  productHeldAtStore: number;
  /** Units of every product it holds unpaid. */
  totalHeld: number;
  targetShelf: number;
}

type Buy = Answer<{ id?: string | null }>;

function buyNow(base: string, token: string, productId: number, storeId: number, quantity: number): Promise<Buy> {
  return call(base, 'POST', `/api/products/${productId}/buy`, { token, body: { store_id: storeId, quantity } });
}

async function held(db: Executor, email: string, filter: { productId?: number; storeId?: number } = {}): Promise<number> {
  let query = db
    .selectFrom('orders as o')
    .innerJoin('users as u', 'u.id', 'o.user_id')
    .innerJoin('order_items as i', 'i.order_id', 'o.id')
    .select((eb) => eb.fn.sum<number>('i.quantity').as('units'))
    .where('u.email', '=', email)
    .where('o.status', 'in', ['checkout', 'awaiting_payment']);
  if (filter.productId !== undefined) query = query.where('i.product_id', '=', filter.productId);
  if (filter.storeId !== undefined) query = query.where('o.store_id', '=', filter.storeId);
  const row = await query.executeTakeFirstOrThrow();
  return Number(row.units ?? 0);
}

async function openOrders(db: Executor, email: string): Promise<string[]> {
  const rows = await db
    .selectFrom('orders as o')
    .innerJoin('users as u', 'u.id', 'o.user_id')
    .select('o.public_id')
    .where('u.email', '=', email)
    .where('o.status', 'in', ['checkout', 'awaiting_payment'])
    .execute();
  return rows.map((r) => r.public_id);
}

async function hoard(kind: DbKind) {
  const database = await createBenchDatabase(kind, 'hoarding');
  let api: Running | undefined;
  let conn: Db | undefined;
  const checks = new Checks();
  try {
    const env = { ...database.env, ...BENCH_SERVER_ENV, APP_SECRET: randomBytes(36).toString('base64url'), LOG_LEVEL: 'warn', HOST: '127.0.0.1' };
    api = await startApi(await freePort(), env, 120_000);
    const base = api.url;
    conn = database.open();
    const { db } = conn;
    const target: Target = await pickTarget(db);
    const stores = (await db.selectFrom('pharmacies').select('id').orderBy('id').execute()).map((r) => r.id);
    const others = stores.filter((s) => s !== target.storeId);
    // Other products for the burst over many products, one per pharmacy.
    const spread = await db
      .selectFrom('products')
      .select('id')
      .where('drug_class', '=', 'bebas')
      .where('requires_prescription', '=', 0)
      .where('id', '!=', target.productId)
      .orderBy('id')
      .limit(others.length)
      .execute();
    for (const store of stores) await setStock(db, store, target.productId, SHELF);
    for (const [i, store] of others.entries()) await setStock(db, store, spread[i]!.id, SHELF);

    const [hoarder, neighbour] = (await signUpCustomers(base, 2, `hoarding-${kind}`)) as [Customer, Customer];
    const attempts: Attempt[] = [];
    let maxProductHeld = 0;
    let maxProductHeldAtStore = 0;
    let maxTotalHeld = 0;

    const record = async (name: string, answers: Buy[]) => {
      const attempt: Attempt = {
        name,
        requests: answers.length,
        wins: answers.filter((a) => a.status === 200).length,
        statusCounts: countBy(answers, (a) => String(a.status)),
        messages: countBy(
          answers.filter((a) => a.status !== 200),
          (a) => a.message.replace(target.productName, '<product>'),
        ),
        productHeld: await held(db, hoarder.email, { productId: target.productId }),
        productHeldAtStore: await held(db, hoarder.email, { productId: target.productId, storeId: target.storeId }),
        totalHeld: await held(db, hoarder.email),
        targetShelf: await stockOf(db, target.storeId, target.productId),
      };
      maxProductHeld = Math.max(maxProductHeld, attempt.productHeld);
      maxProductHeldAtStore = Math.max(maxProductHeldAtStore, attempt.productHeldAtStore);
      maxTotalHeld = Math.max(maxTotalHeld, attempt.totalHeld);
      attempts.push(attempt);
      checks.that(answers.every((a) => a.status === 200 || ((a.status === 409 || a.status === 422) && a.message.trim().length > 0)), `${name}: every answer is a win or a clear 409/422`);
      return attempt;
    };

    // 1. The whole shelf in one order.
    const whole = await record('buy-now quantity 120 at one pharmacy', [await buyNow(base, hoarder.token, target.productId, target.storeId, 120)]);
    checks.equal(whole.wins, 0, 'buy-now of 120 wins');

    // 2. A burst at the one pharmacy, each request for the most one order may hold.
    const sameStore = await record(
      '30 parallel buy-now × 10 at one pharmacy',
      await Promise.all(Array.from({ length: 30 }, () => buyNow(base, hoarder.token, target.productId, target.storeId, EXPECTED.perOrderBebas))),
    );
    checks.equal(sameStore.wins, 1, 'wins of the burst at one pharmacy');

    // 3. The same product at every other pharmacy at once.
    const everyStore = await record(
      '30 parallel buy-now × 10 over every other pharmacy',
      await Promise.all(Array.from({ length: 30 }, (_, i) => buyNow(base, hoarder.token, target.productId, others[i % others.length]!, EXPECTED.perOrderBebas))),
    );
    checks.equal(everyStore.productHeld, EXPECTED.perProduct, 'units of the product held after the burst over pharmacies');

    // 4. Many products at once, one per pharmacy without an order yet.
    const free = others.filter((_, i) => i > 0);
    const manyProducts = await record(
      '30 parallel buy-now × 10 of different products',
      await Promise.all(Array.from({ length: 30 }, (_, i) => buyNow(base, hoarder.token, spread[(i % free.length) + 1]!.id, free[i % free.length]!, EXPECTED.perOrderBebas))),
    );
    checks.that(manyProducts.totalHeld <= EXPECTED.total, `total held after the burst over products ≤ ${EXPECTED.total}`);

    // 5. Cancel everything and buy again, round after round, at the same pharmacy, elsewhere and via the cart.
    let loopWins = 0;
    let loopRequests = 0;
    const loopAnswers: Buy[] = [];
    let neighbourBought = false;
    // One unit in the cart at the hoarded pharmacy, for the checkout route; a refused checkout leaves it there.
    await addToCart(base, hoarder.token, target, 1);
    for (let round = 0; round < ROUNDS; round += 1) {
      for (const id of await openOrders(db, hoarder.email)) {
        const cancelled = await call(base, 'POST', `/api/my/order/${id}/cancel`, { token: hoarder.token });
        checks.equal(cancelled.status, 200, `cancel ${id}`);
      }
      const tries: Buy[] = [
        await buyNow(base, hoarder.token, target.productId, target.storeId, EXPECTED.perOrderBebas),
        await buyNow(base, hoarder.token, target.productId, target.storeId, 1),
        await buyNow(base, hoarder.token, target.productId, others[round % others.length]!, EXPECTED.perOrderBebas),
      ];
      tries.push(await call(base, 'POST', '/api/cart/product/checkout', { token: hoarder.token, body: { store_id: target.storeId } }));
      loopRequests += tries.length;
      loopWins += tries.filter((a) => a.status === 200).length;
      loopAnswers.push(...tries);
      // Meanwhile another customer buys at the hoarded pharmacy: the stock is there for them.
      if (round === 0) neighbourBought = (await buyNow(base, neighbour.token, target.productId, target.storeId, EXPECTED.perOrderBebas)).status === 200;
    }
    const loop = await record(`cancel-and-rebuy loop, ${ROUNDS} rounds (buy-now 10 and 1 at the pharmacy, 10 elsewhere, cart checkout)`, loopAnswers);
    checks.equal(loopWins, 0, 'renewals won by the cancel-and-rebuy loop within the cool-down');
    checks.that(neighbourBought, 'another customer can buy at the hoarded pharmacy meanwhile');

    checks.that(maxProductHeldAtStore <= EXPECTED.perOrderBebas, `units of the product held at one pharmacy ≤ ${EXPECTED.perOrderBebas}`);
    checks.that(maxProductHeld <= EXPECTED.perProduct, `units of the product held across pharmacies ≤ ${EXPECTED.perProduct}`);
    checks.that(maxTotalHeld <= EXPECTED.total, `units held in all ≤ ${EXPECTED.total}`);
    checks.equal(await stockOf(db, target.storeId, target.productId), SHELF - EXPECTED.perOrderBebas, "the pharmacy's shelf after the hoarder let go (the neighbour's 10 are sold)");

    return {
      database: kind,
      product: target,
      shelfPerPharmacy: SHELF,
      pharmacies: stores.length,
      figure: {
        text: `one account can hold at most ${maxProductHeldAtStore} units of a product at one pharmacy and ${maxProductHeld} across all ${stores.length} pharmacies (of ${SHELF} on each shelf), ${maxTotalHeld} units in all`,
        maxUnitsOfProductAtOnePharmacy: maxProductHeldAtStore,
        maxUnitsOfProductAcrossPharmacies: maxProductHeld,
        maxUnitsInAll: maxTotalHeld,
        renewalsWonByCancelAndRebuy: loopWins,
        cancelAndRebuyRequests: loopRequests,
      },
      attempts,
      summary: { loop: { requests: loopRequests, wins: loopWins, messages: loop.messages } },
      ok: checks.ok,
      failures: checks.failures,
    };
  } finally {
    await conn?.close();
    await api?.stop();
    await database.drop();
  }
}

await runPerDatabase('hoarding', benchKinds(), hoard, (kind, run) => [
  `${kind}: ${run.figure.text}; cancel-and-rebuy: ${run.figure.renewalsWonByCancelAndRebuy} of ${run.figure.cancelAndRebuyRequests} won`,
  ...run.attempts.map(
    (a) => `${a.name}: ${a.wins}/${a.requests} won ${JSON.stringify(a.statusCounts)} → held ${a.productHeldAtStore} here, ${a.productHeld} of the product, ${a.totalHeld} in all`,
  ),
]);
