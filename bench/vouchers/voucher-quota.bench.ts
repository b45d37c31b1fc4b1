// Voucher quota race (issue 13, docs/decisions/031-vouchers-and-promotions.md): 1,000 customers, each with
// an order in checkout, apply the same voucher at once over HTTP when only its last 100 uses are left.
// Checks: exactly 100 answers 200 and the rest 409 (sold out), no 5xx, the voucher's counter at its quota,
// exactly 100 held redemptions and 100 discounted orders. Then 10 of the winners cancel their orders: the
// counter gives back exactly 10 uses, and 10 of the losers can then apply.
// BENCH_CUSTOMERS (1000), BENCH_LEFT (100), BENCH_DATABASES=sqlite,postgres to change the run.
import { randomBytes } from 'node:crypto';
import type { Db } from '../../apps/api/src/db/connect.ts';
import { Checks } from '../lib/checks.ts';
import { countBy, inPool, percentiles } from '../lib/concurrency.ts';
import { BENCH_SERVER_ENV, signUpCustomers } from '../lib/customers.ts';
import { benchKinds, createBenchDatabase, type DbKind } from '../lib/databases.ts';
import { call, expectStatus } from '../lib/http.ts';
import { freePort } from '../lib/ports.ts';
import { runPerDatabase } from '../lib/runs.ts';
import { type Running, startApi } from '../lib/servers.ts';
import { pickTarget, setStock } from '../lib/shop.ts';

const customerCount = Number(process.env.BENCH_CUSTOMERS ?? 1000);
const left = Number(process.env.BENCH_LEFT ?? 100);
const QUOTA = 10_000;
const CODE = 'RACE100';
const RELEASED = 10;

async function race(kind: DbKind) {
  const database = await createBenchDatabase(kind, 'vouchers');
  let api: Running | undefined;
  let conn: Db | undefined;
  const checks = new Checks();
  try {
    api = await startApi(await freePort(), { ...database.env, ...BENCH_SERVER_ENV, APP_SECRET: randomBytes(36).toString('base64url'), LOG_LEVEL: 'error', HOST: '127.0.0.1' }, 120_000);
    const base = api.url;
    conn = database.open();
    const { db } = conn;

    const setupStarted = performance.now();
    const target = await pickTarget(db);
    await setStock(db, target.storeId, target.productId, customerCount * 2);
    const customers = await signUpCustomers(base, customerCount, `voucher-${kind}`);
    const orders = await inPool(customers, 16, async (c) => {
      expectStatus(await call(base, 'POST', '/api/cart/product/add', { token: c.token, body: { product_id: target.productId, quantity: 1, store_id: target.storeId } }), 'add to cart', 200);
      const { id } = expectStatus(await call<{ id: string }>(base, 'POST', '/api/cart/product/checkout', { token: c.token, body: { store_id: target.storeId } }), 'checkout', 200, 201);
      return { token: c.token, orderId: id };
    });
    // The voucher, as the console would leave it after QUOTA - left uses: only `left` remain.
    const nowMs = Date.now();
    const voucher = await db
      .insertInto('vouchers')
      .values({
        code: CODE,
        title_id: 'Rebutan 100 terakhir',
        title_en: 'The last 100',
        description_id: 'Voucher uji beban',
        description_en: 'Load-test voucher',
        target: 'items',
        discount_type: 'fixed',
        discount_value: 1_000,
        max_discount: null,
        min_spend: 0,
        valid_from: new Date(nowMs - 86_400_000).toISOString(),
        valid_to: new Date(nowMs + 86_400_000).toISOString(),
        quota_total: QUOTA,
        quota_used: QUOTA - left,
        per_user_limit: 1,
        new_customers_only: 0,
        store_ids: '[]',
        category_ids: '[]',
        is_public: 1,
        promotion_id: null,
        created_at: new Date(nowMs).toISOString(),
        updated_at: new Date(nowMs).toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const setupS = (performance.now() - setupStarted) / 1000;

    const started = performance.now();
    const answers = await Promise.all(
      orders.map(async (o) => {
        const a = await call(base, 'POST', `/api/order/${o.orderId}/apply-voucher`, { token: o.token, body: { code: CODE } });
        return { ...o, status: a.status, ms: a.ms };
      }),
    );
    const raceMs = performance.now() - started;

    const usedAfterRace = async () => Number((await db.selectFrom('vouchers').select('quota_used').where('id', '=', voucher.id).executeTakeFirstOrThrow()).quota_used);
    const held = async () =>
      Number((await db.selectFrom('voucher_redemptions').select((eb) => eb.fn.countAll<number>().as('n')).where('voucher_id', '=', voucher.id).where('status', '=', 'held').executeTakeFirstOrThrow()).n);
    const discounted = await db.selectFrom('orders').select('public_id').where('public_id', 'in', orders.map((o) => o.orderId)).where('discount', '>', 0).execute();
    const winners = answers.filter((a) => a.status === 200);
    const used = await usedAfterRace();
    checks.equal(winners.length, left, 'answers 200 (uses given)');
    checks.equal(answers.filter((a) => a.status === 409).length, customerCount - left, 'answers 409 (sold out)');
    checks.equal(answers.filter((a) => a.status >= 500).length, 0, '5xx answers');
    checks.equal(used, QUOTA, 'quota_used after the race');
    checks.equal(await held(), left, 'held redemptions');
    checks.equal(discounted.length, left, 'orders carrying the discount');

    // Cancelling gives uses back, once each; losers can then take exactly those.
    const cancelled = winners.slice(0, RELEASED);
    for (const w of cancelled) expectStatus(await call(base, 'POST', `/api/my/order/${w.orderId}/cancel`, { token: w.token }), 'cancel', 200);
    const usedAfterCancel = await usedAfterRace();
    checks.equal(usedAfterCancel, QUOTA - RELEASED, 'quota_used after cancelling 10 winners');
    const losers = answers.filter((a) => a.status === 409).slice(0, RELEASED * 3);
    const second = await Promise.all(losers.map(async (l) => (await call(base, 'POST', `/api/order/${l.orderId}/apply-voucher`, { token: l.token, body: { code: CODE } })).status));
    checks.equal(second.filter((s) => s === 200).length, RELEASED, 'losers who got a released use');
    checks.equal(await usedAfterRace(), QUOTA, 'quota_used after the second round');
    checks.equal(await held(), left, 'held redemptions after the second round');

    return {
      database: kind,
      customers: customerCount,
      usesLeft: left,
      setupS: Number(setupS.toFixed(1)),
      raceMs: Number(raceMs.toFixed(1)),
      applyPerSec: Number(((customerCount / raceMs) * 1000).toFixed(0)),
      latencyMs: percentiles(answers.map((a) => a.ms)),
      statusCounts: countBy(answers, (a) => String(a.status)),
      quotaUsedAfterRace: used,
      quotaUsedAfterCancel: usedAfterCancel,
      secondRound: countBy(second, String),
      ok: checks.ok,
      failures: checks.failures,
    };
  } finally {
    await conn?.close();
    await api?.stop();
    await database.drop();
  }
}

await runPerDatabase('voucher-quota', benchKinds(), race, (kind, run) => [
  `${kind}: ${run.customers} customers apply the last ${run.usesLeft} uses at once in ${run.raceMs} ms (${run.applyPerSec}/s, p99 ${run.latencyMs.p99} ms) → ${JSON.stringify(run.statusCounts)}`,
  `quota used ${run.quotaUsedAfterRace}, after 10 cancels ${run.quotaUsedAfterCancel}; second round ${JSON.stringify(run.secondRound)}`,
]);
