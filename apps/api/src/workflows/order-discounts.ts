import type { Executor } from '../db/database.ts';
import { type OrderRow, setCheckoutDiscount } from '../modules/orders/index.ts';
import { ApiError } from '../platform/api-error.ts';

/** One kind of money off an order in checkout, kept by its own module (a voucher's redemption, points spent). */
export type DiscountSource = (executor: Executor, orderRef: string) => Promise<number>;

/**
 * Runs first in every settle: a source bounded by what the others leave (points and coins, ADR 032)
 * gives back what no longer fits after another source changed (a voucher applied after points).
 */
export type DiscountTrim = (trx: Executor, order: Pick<OrderRow, 'id' | 'public_id' | 'subtotal'>, nowIso: string) => Promise<void>;

/**
 * The order's item discount is the sum of its sources. A source that changes (a voucher applied or taken
 * off, points spent) calls `settle` inside its own transaction, so the order's discount and total never
 * disagree with what the sources hold; the order must still be in checkout (409 otherwise).
 */
export class OrderDiscounts {
  private readonly sources: DiscountSource[] = [];
  readonly trims: DiscountTrim[] = [];

  add(source: DiscountSource): void {
    this.sources.push(source);
  }

  async total(executor: Executor, orderRef: string): Promise<number> {
    let sum = 0;
    for (const source of this.sources) sum += await source(executor, orderRef);
    return sum;
  }

  async settle(trx: Executor, order: Pick<OrderRow, 'id' | 'public_id' | 'subtotal'>, nowIso: string): Promise<number> {
    for (const trim of this.trims) await trim(trx, order, nowIso);
    const discount = Math.min(await this.total(trx, order.public_id), Number(order.subtotal));
    if (!(await setCheckoutDiscount(trx, order.id, discount, nowIso))) throw new ApiError(409, 'voucherOrderNotEditable');
    return discount;
  }
}
