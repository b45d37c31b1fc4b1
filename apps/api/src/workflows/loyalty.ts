import { routes } from '@apotek/contract';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/database.ts';
import type { CartService } from '../modules/cart/index.ts';
import { findOrder, type OrdersService } from '../modules/orders/index.ts';
import { listPayments } from '../modules/payments/index.ts';
import { type LoyaltyConfig, type LoyaltyCurrency, LoyaltyService } from '../modules/wallet/index.ts';
import { ApiError } from '../platform/api-error.ts';
import type { EventBus } from '../platform/bus/bus.ts';
import type { Clock } from '../platform/clock.ts';
import { ok } from '../platform/envelope.ts';
import type { AuthUser } from '../platform/request-context.ts';
import type { RouteRegistrar } from '../platform/routes.ts';
import { LoyaltyCheckout } from './loyalty-checkout.ts';
import type { OrderClosing } from './order-closing.ts';
import type { OrderDiscounts } from './order-discounts.ts';

export interface LoyaltyWiring {
  db: Kysely<Database>;
  clock: Clock;
  config: LoyaltyConfig;
  bus: EventBus;
  orders: OrdersService;
  /** What coins could pay for in each cart. */
  cart: CartService;
  /** Closing an order gives its points and coins back, in the closing transaction. */
  closing: OrderClosing;
  /** Points and coins are a discount source of orders in checkout. */
  discounts: OrderDiscounts;
  log: { warn(obj: object, msg: string): void };
}

/** The employee allowance is the `coins:employee` scope's (ROLE_SCOPES: the employee role). */
const isEmployee = (user: AuthUser) => user.scope.includes('coins:employee');
const coinCurrency = (kind: 'customer' | 'employee'): LoyaltyCurrency => (kind === 'employee' ? 'EMPLOYEE_COIN' : 'COIN');

/**
 * Wires points and coins (issue 13; docs/decisions/032-points-and-coins.md) to orders, the cart and
 * checkout. Points are earned when an order completes: the `order.changed` announcement is the fast
 * path, and since the bus may drop a message, every read of the points first catches up on the reader's
 * completed orders that earned nothing yet (the key `earn:<order>` makes both safe to repeat). A refunded
 * order's points are clawed back the same two ways.
 */
export function wireLoyalty(define: RouteRegistrar, deps: LoyaltyWiring): LoyaltyService {
  const { db, orders } = deps;
  const loyalty = new LoyaltyService({ db, clock: deps.clock, config: deps.config });
  const checkout = new LoyaltyCheckout({ db, orders, cart: deps.cart, loyalty, discounts: deps.discounts });

  /** Points for a completed order: 1 per Rp 1.000 of what was paid and kept (refunded parts do not count). */
  async function earnFor(publicId: string): Promise<void> {
    const order = await findOrder(db, publicId);
    if (!order || order.status !== 'completed') return;
    const refunded = (await listPayments(db, order.id)).reduce((sum, p) => sum + Number(p.refunded_amount), 0);
    const paid = Math.max(0, Number(order.total) - refunded);
    await db.transaction().execute((trx) => loyalty.earn(trx, { userId: order.user_id, orderRef: order.public_id, paid, completedAt: order.updated_at }));
  }

  async function clawBackFor(publicId: string): Promise<void> {
    const order = await findOrder(db, publicId);
    if (!order || order.status !== 'refunded') return;
    await db.transaction().execute((trx) => loyalty.clawBackEarning(trx, order.public_id));
  }

  /** The reader's completed orders without points, and refunded ones whose points were not taken back. */
  async function catchUp(userId: number): Promise<void> {
    const unearned = await db
      .selectFrom('orders as o')
      .select('o.public_id')
      .where('o.user_id', '=', userId)
      .where('o.status', '=', 'completed')
      .where('o.total', '>=', deps.config.pointPerRupiah)
      .where(({ not, exists, selectFrom }) => not(exists(selectFrom('wallet_transactions as t').select('t.id').where('t.idempotency_key', '=', sql<string>`${'earn:'} || o.public_id`))))
      .execute();
    for (const row of unearned) await earnFor(row.public_id);
    const unreversed = await db
      .selectFrom('orders as o')
      .innerJoin('wallet_transactions as t', (join) => join.on('t.idempotency_key', '=', sql<string>`${'earn:'} || o.public_id`))
      .select('o.public_id')
      .where('o.user_id', '=', userId)
      .where('o.status', '=', 'refunded')
      .where(({ not, exists, selectFrom }) => not(exists(selectFrom('wallet_transactions as r').select('r.id').whereRef('r.reverses_id', '=', 't.id'))))
      .execute();
    for (const row of unreversed) await clawBackFor(row.public_id);
  }

  deps.bus.subscribe('order.changed', async ({ orderId, status }, meta) => {
    // Every node hears it; the one that made the move does the work (the keys make a second try harmless anyway).
    if (!meta.local) return;
    try {
      if (status === 'completed') await earnFor(orderId);
      if (status === 'refunded') await clawBackFor(orderId);
    } catch (error) {
      deps.log.warn({ err: error, orderId }, 'points not settled now; the next read of the points catches up');
    }
  });
  deps.discounts.add((executor, orderRef) => checkout.discount(executor, orderRef));
  deps.discounts.trims.push((trx, order) => checkout.trim(trx, order.id));
  deps.closing.withinEveryClose.push(async (trx, order) => void (await loyalty.release(trx, order.public_id)));

  define(routes.pointsHistory, async ({ query, reply, user }) => {
    await catchUp(user.id);
    const history = await loyalty.pointsHistory(user.id, query);
    const c = deps.config;
    return ok(reply, { ...history, rupiah_per_point: c.pointValueRupiah, rupiah_per_earned_point: c.pointPerRupiah, expiry_months: c.pointExpiryMonths });
  });
  define(routes.customerCoins, async ({ query, reply, request, user }) => {
    const summary = await loyalty.coinSummary(user.id, 'COIN');
    const stores = await checkout.cartUsage(user.id, 'COIN', summary.balance, request.locale, query.store_id);
    return ok(reply, { ...summary, rupiah_per_coin: deps.config.coinValueRupiah, max_share_percent: deps.config.coinMaxSharePercent, stores });
  });
  define(routes.customerCoinHistory, async ({ query, reply, user }) => ok(reply, await loyalty.coinHistory(user.id, query)));
  define(routes.employeeCoins, async ({ query, reply, request, user }) => {
    const c = deps.config;
    if (!isEmployee(user)) {
      return ok(reply, { is_employee: false, balance: 0, monthly_allowance: 0, month: '', expires_at: null, rupiah_per_coin: c.employeeCoinValueRupiah, stores: [] });
    }
    const { month, expiresAt } = await loyalty.ensureAllowance(user.id);
    const balance = await loyalty.balance(user.id, 'EMPLOYEE_COIN');
    const stores = await checkout.cartUsage(user.id, 'EMPLOYEE_COIN', balance, request.locale, query.store_id);
    return ok(reply, { is_employee: true, balance, monthly_allowance: c.employeeCoinMonthly, month, expires_at: expiresAt, rupiah_per_coin: c.employeeCoinValueRupiah, stores });
  });
  define(routes.employeeCoinHistory, async ({ query, reply, user }) => {
    if (!isEmployee(user)) throw new ApiError(403, 'employeeCoinsOnly');
    const history = await loyalty.employeeHistory(user.id, query);
    const { expiresAt } = await loyalty.ensureAllowance(user.id);
    return ok(reply, { ...history, monthly_allowance: deps.config.employeeCoinMonthly, expires_at: expiresAt });
  });

  const state = (user: AuthUser, publicId: string) => checkout.state(user.id, isEmployee(user), publicId);
  define(routes.orderLoyalty, async ({ params, reply, user }) => {
    await catchUp(user.id);
    return ok(reply, await state(user, params.id));
  });
  define(routes.orderApplyPoints, async ({ params, body, reply, user }) => {
    await catchUp(user.id);
    await checkout.apply(user.id, isEmployee(user), params.id, 'POINT', body.points);
    return ok(reply, await state(user, params.id), 'pointsApplied');
  });
  define(routes.orderRemovePoints, async ({ params, reply, user }) => {
    await checkout.remove(user.id, params.id, 'POINT');
    return ok(reply, await state(user, params.id), 'pointsRemoved');
  });
  define(routes.orderApplyCoins, async ({ params, body, reply, user }) => {
    await checkout.apply(user.id, isEmployee(user), params.id, coinCurrency(body.kind), body.coins);
    return ok(reply, await state(user, params.id), 'coinsApplied');
  });
  define(routes.orderRemoveCoins, async ({ params, query, reply, user }) => {
    await checkout.remove(user.id, params.id, coinCurrency(query.kind));
    return ok(reply, await state(user, params.id), 'coinsRemoved');
  });
  return loyalty;
}
