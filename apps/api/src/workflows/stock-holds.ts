import { apiMessage, type ApiMessageKey, type Locale } from '@apotek/contract';
import { heldUnits, HOLD_LIMITS } from '../modules/orders/index.ts';
import type { Executor } from '../db/database.ts';
import { ApiError } from '../platform/api-error.ts';

/** A line checkout is about to reserve, with what the rules need to know of its product. */
export interface HoldLine {
  productId: number;
  quantity: number;
  /** In the request's locale. */
  name: string;
  /** The pharmacy's per-order limit for the product's class. */
  maxPerOrder: number;
  cartItemId?: number | undefined;
}

/**
 * The pharmacy's per-order limit (422): every line above it is named with its limit, and the cart lines
 * are listed so the web can point at them. Checked before stock, so a refused order moves nothing.
 */
export function assertWithinOrderLimit(lines: readonly HoldLine[], locale: Locale): void {
  const over = lines.filter((l) => l.quantity > l.maxPerOrder);
  if (over.length === 0) return;
  throw new ApiError(422, 'orderLimitExceeded', {
    vars: { names: over.map((l) => apiMessage('limitOfName', locale, { name: l.name, max: l.maxPerOrder })).join(', ') },
    fields: { quantity: over.map((l) => ({ message: 'quantityOverLimitFor', vars: { name: l.name, max: l.maxPerOrder } })) },
    data: {
      id: null,
      lines: over.map((l) => ({ id: l.cartItemId ?? null, product_id: l.productId, name: l.name, quantity: l.quantity, max_per_order: l.maxPerOrder })),
    },
  });
}

function holdLimit(key: ApiMessageKey, line: Pick<HoldLine, 'productId' | 'name'> | null, max: number, counted: number): ApiError {
  const vars = { name: line?.name ?? '', max, minutes: HOLD_LIMITS.coolDownMs / 60_000, left: Math.max(0, max - counted) };
  return new ApiError(409, key, {
    vars,
    fields: { quantity: [{ message: key, vars }] },
    data: { id: null, product_id: line?.productId ?? null, max, held: counted },
  });
}

/**
 * The buyer's hold budget (409), counted in the checkout's transaction after its hold lock: units in
 * unpaid orders plus those of unpaid orders the buyer cancelled or let expire within the cool-down.
 *  - per pharmacy and product: the pharmacy's per-order limit, so cancelling and buying again there
 *    does not renew a full hold until the cool-down has passed;
 *  - per product across pharmacies, and all units together: HOLD_LIMITS.
 */
export async function assertHoldBudget(trx: Executor, userId: number, storeId: number, lines: readonly HoldLine[], nowIso: string): Promise<void> {
  const since = new Date(Date.parse(nowIso) - HOLD_LIMITS.coolDownMs).toISOString();
  const held = await heldUnits(trx, userId, since);
  const sum = (keep: (h: (typeof held)[number]) => boolean) => held.filter(keep).reduce((n, h) => n + h.units, 0);
  for (const line of [...lines].sort((a, b) => a.productId - b.productId)) {
    const here = sum((h) => h.storeId === storeId && h.productId === line.productId);
    if (here + line.quantity > line.maxPerOrder) throw holdLimit('holdLimitStore', line, line.maxPerOrder, here);
    const everywhere = sum((h) => h.productId === line.productId);
    if (everywhere + line.quantity > HOLD_LIMITS.perProduct) throw holdLimit('holdLimitProduct', line, HOLD_LIMITS.perProduct, everywhere);
  }
  const total = sum(() => true);
  const wanted = lines.reduce((n, l) => n + l.quantity, 0);
  if (total + wanted > HOLD_LIMITS.total) throw holdLimit('holdLimitTotal', null, HOLD_LIMITS.total, total);
}
