import { type CoinStoreUsage, isSellableOnline, type Locale, mayBePromoted, type OrderLoyalty, type OrderLoyaltyPart } from '@apotek/contract';
import type { Kysely } from 'kysely';
import type { Database, Executor } from '../db/database.ts';
import { type CartService, userOwner } from '../modules/cart/index.ts';
import { findOrderById, listOrderItems, type OrderRow, type OrdersService, setCheckoutDiscount } from '../modules/orders/index.ts';
import { InsufficientFundsError, type LoyaltyCurrency, type LoyaltyService, openAccount } from '../modules/wallet/index.ts';
import { ApiError } from '../platform/api-error.ts';
import type { OrderDiscounts } from './order-discounts.ts';

export interface LoyaltyCheckoutDeps {
  db: Kysely<Database>;
  orders: OrdersService;
  cart: CartService;
  loyalty: LoyaltyService;
  discounts: OrderDiscounts;
}

/** The currencies an order may hold, in the order they are trimmed when something else changes. */
const CURRENCIES: readonly LoyaltyCurrency[] = ['POINT', 'COIN', 'EMPLOYEE_COIN'];

const REFUSALS = {
  POINT: { insufficient: 'pointsInsufficient', overLimit: 'pointsOverLimit', none: 'pointsNoEligibleItems', field: 'points' },
  COIN: { insufficient: 'coinsInsufficient', overLimit: 'coinsOverLimit', none: 'coinsNoEligibleItems', field: 'coins' },
  EMPLOYEE_COIN: { insufficient: 'coinsInsufficient', overLimit: 'coinsOverLimit', none: 'coinsNoEligibleItems', field: 'coins' },
} as const;

/**
 * What a line's class lets each currency pay for (docs/decisions/032-points-and-coins.md): points and
 * Koin Apotek are the shop's promotion, so like vouchers (ADR 031) never on obat keras or any class that
 * may not be promoted; the employee allowance is an employer's health benefit, so every health product
 * sold online (every class but dilarang_online, which never reaches an order).
 */
export function paysFor(currency: LoyaltyCurrency, drugClass: Parameters<typeof mayBePromoted>[0]): boolean {
  return currency === 'EMPLOYEE_COIN' ? isSellableOnline(drugClass) : mayBePromoted(drugClass);
}

/**
 * Points and coins spent on an order in checkout. Each currency is one `redeem` the order holds (the
 * wallet's ledger), a discount source summed into the order with the voucher, given back when the order
 * closes, and trimmed when another source leaves it less room. Every change is one transaction that
 * first locks the order row (conditional on checkout) so two changes to one order run one at a time.
 */
export class LoyaltyCheckout {
  constructor(private readonly deps: LoyaltyCheckoutDeps) {}

  /** Rupiah the order's holds take off (the discount source). */
  async discount(executor: Executor, orderRef: string): Promise<number> {
    const held = await this.deps.loyalty.heldFor(executor, orderRef);
    return held.reduce((sum, h) => sum + h.amount * this.deps.loyalty.rupiahPer(h.currency), 0);
  }

  /**
   * The most of a currency the order may hold, in units, whatever the balance: its eligible lines less
   * what the other sources already take (customer coins: also at most their share of the eligible lines).
   */
  async limit(executor: Executor, order: OrderRow, currency: LoyaltyCurrency): Promise<number> {
    const { loyalty, discounts } = this.deps;
    const items = await listOrderItems(executor, [order.id]);
    const eligible = items.filter((i) => paysFor(currency, i.drug_class)).reduce((sum, i) => sum + Number(i.unit_price) * Number(i.quantity), 0);
    const own = (await loyalty.heldFor(executor, order.public_id, currency)).reduce((sum, h) => sum + h.amount, 0) * loyalty.rupiahPer(currency);
    const others = (await discounts.total(executor, order.public_id)) - own;
    let room = Math.min(eligible, Number(order.subtotal)) - others;
    if (currency === 'COIN') room = Math.min(room, Math.floor((eligible * loyalty.config.coinMaxSharePercent) / 100));
    return Math.max(0, Math.floor(room / loyalty.rupiahPer(currency)));
  }

  async state(userId: number, employee: boolean, publicId: string): Promise<OrderLoyalty> {
    const { db, orders, loyalty } = this.deps;
    if (employee) await loyalty.ensureAllowance(userId);
    const order = await orders.requireOwned(db, userId, publicId);
    const part = async (currency: LoyaltyCurrency): Promise<OrderLoyaltyPart> => {
      const applied = (await loyalty.heldFor(db, order.public_id, currency)).reduce((sum, h) => sum + h.amount, 0);
      const balance = await loyalty.balance(userId, currency);
      const limit = order.status === 'checkout' ? await this.limit(db, order, currency) : applied;
      return { applied, discount: applied * loyalty.rupiahPer(currency), max: Math.min(limit, balance + applied), balance };
    };
    return {
      order_id: order.public_id,
      subtotal: Number(order.subtotal),
      discount: Number(order.discount),
      total: Number(order.total),
      points: await part('POINT'),
      coins: await part('COIN'),
      employee_coins: employee ? await part('EMPLOYEE_COIN') : null,
    };
  }

  /** Makes the order hold `amount` (replacing what it held). 404 foreign, 409 not in checkout, 422 over the balance or the limit. */
  async apply(userId: number, employee: boolean, publicId: string, currency: LoyaltyCurrency, amount: number): Promise<void> {
    const { loyalty } = this.deps;
    if (currency === 'EMPLOYEE_COIN') {
      if (!employee) throw new ApiError(403, 'employeeCoinsOnly');
      await loyalty.ensureAllowance(userId);
    }
    const refusal = REFUSALS[currency];
    await this.change(userId, publicId, async (trx, order, nowIso) => {
      await loyalty.release(trx, order.public_id, currency);
      const { balance } = await openAccount(trx, nowIso, userId, currency);
      if (amount > balance) throw refuse(refusal.insufficient, refusal.field, { balance });
      const limit = await this.limit(trx, order, currency);
      if (limit === 0) throw refuse(refusal.none, refusal.field, {});
      if (amount > limit) throw refuse(refusal.overLimit, refusal.field, { max: limit });
      try {
        await loyalty.hold(trx, { userId, currency, amount, orderRef: order.public_id });
      } catch (error) {
        if (error instanceof InsufficientFundsError) throw refuse(refusal.insufficient, refusal.field, { balance });
        throw error;
      }
    });
  }

  async remove(userId: number, publicId: string, currency: LoyaltyCurrency): Promise<void> {
    await this.change(userId, publicId, (trx, order) => this.deps.loyalty.release(trx, order.public_id, currency));
  }

  /** Inside every settle (OrderDiscounts.trims): a hold that no longer fits is cut to what does. */
  async trim(trx: Executor, orderId: number): Promise<void> {
    const { loyalty } = this.deps;
    for (const currency of CURRENCIES) {
      const order = await findOrderById(trx, orderId);
      if (!order || order.status !== 'checkout') return;
      const held = (await loyalty.heldFor(trx, order.public_id, currency)).reduce((sum, h) => sum + h.amount, 0);
      if (held === 0) continue;
      const limit = await this.limit(trx, order, currency);
      if (held > limit) await loyalty.hold(trx, { userId: order.user_id, currency, amount: limit, orderRef: order.public_id });
    }
  }

  /** What coins could do in each of the user's carts (or the one at `storeId`): ticked lines that may be checked out. */
  async cartUsage(userId: number, currency: 'COIN' | 'EMPLOYEE_COIN', balance: number, locale: Locale, storeId?: number): Promise<CoinStoreUsage[]> {
    const { cart, loyalty } = this.deps;
    const { carts } = await cart.state(userOwner(userId), locale, storeId);
    return carts.map((c) => {
      const eligible = c.items.filter((i) => i.selected && i.blocked === null && paysFor(currency, i.product.drug_class)).reduce((sum, i) => sum + i.subtotal, 0);
      const room = currency === 'COIN' ? Math.floor((eligible * loyalty.config.coinMaxSharePercent) / 100) : eligible;
      return { store_id: c.store.id, store_name: c.store.name, eligible_subtotal: eligible, usable: Math.min(balance, Math.floor(room / loyalty.rupiahPer(currency))) };
    });
  }

  /** One transaction: the order row is locked (and must be in checkout), the holds change, the order's discount follows. */
  private async change(userId: number, publicId: string, run: (trx: Executor, order: OrderRow, nowIso: string) => Promise<unknown>): Promise<void> {
    const { db, orders, discounts } = this.deps;
    const found = await orders.requireOwned(db, userId, publicId);
    if (found.status !== 'checkout') throw new ApiError(409, 'loyaltyOrderNotEditable');
    await db.transaction().execute(async (trx) => {
      const nowIso = orders.nowIso();
      // A no-op write that takes the order's row lock: a second change to this order waits here.
      if (!(await setCheckoutDiscount(trx, found.id, Number(found.discount), nowIso))) throw new ApiError(409, 'loyaltyOrderNotEditable');
      const order = (await findOrderById(trx, found.id))!;
      await run(trx, order, nowIso);
      await discounts.settle(trx, order, nowIso);
    });
  }
}

function refuse(key: (typeof REFUSALS)[LoyaltyCurrency][Exclude<keyof (typeof REFUSALS)['POINT'], 'field'>], field: string, vars: Record<string, number>): ApiError {
  return new ApiError(422, key, { vars, fields: { [field]: [{ message: key, vars }] } });
}
