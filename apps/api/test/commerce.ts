import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp, type BuildAppOptions } from '../src/app.ts';
import type { Config } from '../src/config.ts';
import type { Db } from '../src/db/connect.ts';
import type { Executor } from '../src/db/database.ts';
import { seedDemoData } from '../src/db/seed/seed.ts';
import { rebuildCatalogIndex } from '../src/modules/catalog/catalog.index.ts';
import type { DrugClass } from '@apotek/contract';
import { MemoryBus } from '../src/platform/bus/memory-bus.ts';
import { JobQueue } from '../src/platform/jobs/job-queue.ts';
import { createPaymentGateway, type Payments } from '../src/platform/payments/create-gateway.ts';
import type { SandboxPaymentGateway } from '../src/platform/payments/sandbox-gateway.ts';
import { MemorySearchEngine } from '../src/platform/search/memory-search-engine.ts';
import { injector, testConfig } from './app.ts';
import { ManualClock } from './clock.ts';
import { createTestDatabase } from './db.ts';

const quiet = { error: () => {}, warn: () => {}, info: () => {} };

export interface CommerceTestApp {
  app: FastifyInstance;
  database: Db;
  clock: ManualClock;
  search: MemorySearchEngine;
  /** Not started: tests run due jobs themselves with runDue(), so nothing happens behind their back. */
  jobs: JobQueue;
  bus: MemoryBus;
  payments: Payments;
  sandbox: SandboxPaymentGateway;
  /** The key the sandbox signs its webhooks with, for tests that post their own. */
  sandboxSecret: string;
  call(options: InjectOptions & { token?: string; ip?: string }): Promise<LightMyRequestResponse>;
  reindex(): Promise<void>;
  /** Runs the sandbox's webhook deliveries owed so far (retries included, as if their delays had passed). */
  settle(): Promise<void>;
  close(): Promise<void>;
}

export interface CommerceTestOptions {
  /** Another payment provider (or a wrapped one) instead of the sandbox as configured. */
  payments?: (made: { database: Db; clock: ManualClock; jobs: JobQueue; sandbox: Payments }) => Payments;
  /** Environment for the test config. */
  env?: NodeJS.ProcessEnv;
  /** Another in-process bus (one that can say when its handlers are done). */
  bus?: MemoryBus;
  /** More of the app's parts, made from the test config (presence, web push, campaign batches). */
  services?: (config: Config) => Partial<Omit<BuildAppOptions, 'config' | 'db' | 'clock' | 'search' | 'jobs' | 'bus' | 'payments'>>;
}

/**
 * A test app with the demo catalogue, pharmacies and stock, a job queue the test drives, an in-process
 * bus, and the payment sandbox delivering its webhooks (jobs on that queue) into the app when the test
 * settles them.
 */
export async function createCommerceTestApp(options: CommerceTestOptions = {}): Promise<CommerceTestApp> {
  const database = await createTestDatabase();
  const clock = new ManualClock();
  const config = testConfig(options.env);
  const search = new MemorySearchEngine();
  const jobs = new JobQueue({ db: database.db, clock, log: quiet });
  const bus = options.bus ?? new MemoryBus(quiet);
  const sandbox = createPaymentGateway({ db: database.db, clock, jobs, config: config.payments });
  const payments = options.payments?.({ database, clock, jobs, sandbox }) ?? sandbox;
  const services = options.services?.(config) ?? {};
  await seedDemoData(database.db, clock.now());
  const app = await buildApp({ config, db: database, clock, search, jobs, bus, payments, ...services });
  const reindex = () => rebuildCatalogIndex(database.db, search);
  await reindex();
  return {
    app,
    database,
    clock,
    search,
    jobs,
    bus,
    payments,
    sandbox: payments.sandbox!,
    sandboxSecret: config.payments.sandbox.secret,
    reindex,
    call: injector(app),
    settle: async () => {
      await payments.sandbox?.drain();
      await new Promise((resolve) => setTimeout(resolve, 10));
    },
    close: async () => {
      await payments.sandbox?.drain();
      await app.close();
      await bus.close();
      await database.close();
    },
  };
}

export async function firstPharmacy(db: Executor): Promise<{ id: number; slug: string; name: string }> {
  return db.selectFrom('pharmacies').select(['id', 'slug', 'name']).orderBy('id').limit(1).executeTakeFirstOrThrow();
}

export async function secondPharmacy(db: Executor): Promise<{ id: number; slug: string; name: string }> {
  return db.selectFrom('pharmacies').select(['id', 'slug', 'name']).orderBy('id').offset(1).limit(1).executeTakeFirstOrThrow();
}

/**
 * The n-th product of a class (by id), optionally only one with or without a running promotion, so
 * tests that need several distinct products ask for index 0, 1, 2…
 */
export async function productOf(db: Executor, drugClass: DrugClass, index = 0, promo?: boolean) {
  let query = db
    .selectFrom('products')
    .select(['id', 'slug', 'name', 'price', 'promo_price', 'weight_grams', 'drug_class'])
    .where('drug_class', '=', drugClass);
  if (promo === true) query = query.where('promo_price', 'is not', null);
  if (promo === false) query = query.where('promo_price', 'is', null);
  return query.orderBy('id').offset(index).limit(1).executeTakeFirstOrThrow();
}

export async function setStock(db: Executor, storeId: number, productId: number, quantity: number): Promise<void> {
  await db
    .insertInto('product_stock')
    .values({ pharmacy_id: storeId, product_id: productId, quantity, updated_at: new Date().toISOString() })
    .onConflict((oc) => oc.columns(['pharmacy_id', 'product_id']).doUpdateSet({ quantity }))
    .execute();
}

export async function stockOf(db: Executor, storeId: number, productId: number): Promise<number> {
  const row = await db
    .selectFrom('product_stock')
    .select('quantity')
    .where('pharmacy_id', '=', storeId)
    .where('product_id', '=', productId)
    .executeTakeFirst();
  return Number(row?.quantity ?? 0);
}

/** Puts products in a signed-in user's cart at a pharmacy (stock set to `stock` first). */
export async function fillCart(t: CommerceTestApp, token: string, storeId: number, lines: Array<{ productId: number; quantity: number; stock?: number }>): Promise<void> {
  for (const line of lines) {
    if (line.stock !== undefined) await setStock(t.database.db, storeId, line.productId, line.stock);
    const res = await t.call({ method: 'POST', url: '/api/cart/product/add', token, payload: { product_id: line.productId, quantity: line.quantity, store_id: storeId } });
    if (res.statusCode !== 200) throw new Error(`add to cart failed: ${res.body}`);
  }
}

export interface PlacedOrder {
  token: string;
  orderId: string;
  productId: number;
  storeId: number;
}

/** A fresh buyer with one product (2 units) checked out at the first pharmacy. */
export async function placeOrder(t: CommerceTestApp, signUp: (t: CommerceTestApp) => Promise<{ token: string }>, productIndex: number, stock = 10): Promise<PlacedOrder> {
  const { token } = await signUp(t);
  const store = await firstPharmacy(t.database.db);
  const product = await productOf(t.database.db, 'bebas', productIndex);
  await fillCart(t, token, store.id, [{ productId: product.id, quantity: 2, stock }]);
  const res = await t.call({ method: 'POST', url: '/api/cart/product/checkout', token, payload: { store_id: store.id } });
  if (res.statusCode !== 200) throw new Error(`checkout failed: ${res.body}`);
  return { token, orderId: res.json().data.id as string, productId: product.id, storeId: store.id };
}

export async function confirmOrder(t: CommerceTestApp, order: PlacedOrder, body: Record<string, unknown> = { shipment_type: 'pickup', payment_channel: 'va_bca' }) {
  const res = await t.call({ method: 'POST', url: `/api/order/${order.orderId}/confirm`, token: order.token, payload: body });
  if (res.statusCode !== 200) throw new Error(`confirm failed: ${res.body}`);
  await t.settle();
  return res.json().data as { order: { total: number; payment: { token: string; amount: number; channel: string } }; payment_token: string };
}

/** The sandbox's ref of an order's newest payment. */
export async function sandboxRef(t: CommerceTestApp, orderId: string): Promise<string> {
  const row = await t.database.db
    .selectFrom('order_payments as p')
    .innerJoin('orders as o', 'o.id', 'p.order_id')
    .select('p.provider_ref')
    .where('o.public_id', '=', orderId)
    .orderBy('p.attempt', 'desc')
    .executeTakeFirstOrThrow();
  return row.provider_ref;
}

/** Plays the customer's bank through the dev route, then waits for the webhook to land. */
export async function payInSandbox(t: CommerceTestApp, orderId: string, late = false) {
  const ref = await sandboxRef(t, orderId);
  const res = await t.call({ method: 'POST', url: `/api/dev/payments/${ref}/pay`, payload: { late } });
  if (res.statusCode !== 200) throw new Error(`sandbox pay failed: ${res.body}`);
  await t.settle();
  return res.json().data as { ref: string; status: string; event_id: string };
}

export async function orderStatus(t: CommerceTestApp, orderId: string): Promise<string> {
  const row = await t.database.db.selectFrom('orders').select('status').where('public_id', '=', orderId).executeTakeFirstOrThrow();
  return row.status;
}
