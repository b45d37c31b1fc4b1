import { DRUG_CLASS_RULES, type Locale } from '@apotek/contract';
import { type CartCatalog, type CartProduct, type CartService, needsPrescription, productName, unitPriceOf } from '../modules/cart/index.ts';
import { reserveStock } from '../modules/catalog/index.ts';
import { findOpenOrder, lockHolds, type OrdersService } from '../modules/orders/index.ts';
import type { RxRedemptions } from '../modules/prescriptions/index.ts';
import type { Executor } from '../db/database.ts';
import { isUniqueViolation } from '../db/errors.ts';
import { ApiError, notFound } from '../platform/api-error.ts';
import type { EventBus } from '../platform/bus/bus.ts';
import type { JobQueue } from '../platform/jobs/job-queue.ts';
import { expiryJobKey } from './order-closing.ts';
import { scheduleJob } from './schedule-job.ts';
import { assertHoldBudget, assertWithinOrderLimit, type HoldLine } from './stock-holds.ts';

/** How long checkout holds the stock while the buyer picks delivery and payment. */
export const RESERVATION_MS = 30 * 60_000;

export interface CheckoutDeps {
  cart: CartService;
  catalog: CartCatalog;
  orders: OrdersService;
  jobs: JobQueue;
  bus: EventBus;
  /** The Rx gate: obat keras lines only against an approved prescription that covers them. */
  rx: Pick<RxRedemptions, 'coverage' | 'claim' | 'hold'>;
}

interface WantedLine {
  productId: number;
  quantity: number;
  /** The cart line it came from; buy-now lines have none. */
  cartItemId?: number;
  /** The approved prescription item an obat keras cart line is bought against. */
  prescriptionItemId?: number | null;
}

export interface CheckoutResult {
  id: string;
  expiresAt: string;
}

/** The answer when the buyer already has an unpaid order here: SPEC §8's "{message}: {data.id}" snackbar. */
function openOrderExists(publicId: string): ApiError {
  return new ApiError(409, 'openOrderExists', { data: { id: publicId } });
}

/**
 * Checkout, as one transaction of named steps. The undo of every step is the rollback: nothing here
 * leaves the database, so either all of it happens or none of it does.
 *  1. lock the buyer's holds (its other checkouts wait), then refuse when the buyer already has an
 *     unpaid order at this pharmacy (409 with its id);
 *  2. read the lines with today's prices, refusing classes that cannot be sold here, obat keras not
 *     covered by an approved prescription (the prescriptions locked, their quantities checked), and
 *     quantities above the pharmacy's per-order limit (422);
 *  3. refuse what would take the buyer past its hold budget (409; stock-holds.ts);
 *  4. reserve stock line by line with a conditional UPDATE; any short line rolls everything back (409);
 *  5. create the order in `checkout` with its price snapshot, holding the prescriptions' quantities;
 *  6. remove the bought lines from the cart;
 *  7. schedule the expiry job at the reservation deadline.
 * After commit: stock.changed (search index, caches) and order.changed.
 */
export class CheckoutWorkflow {
  constructor(private readonly deps: CheckoutDeps) {}

  /**
   * POST /api/cart/product/checkout: the chosen lines of the user's cart at one pharmacy become an order.
   * Without `itemIds` every line whose class may be sold now is chosen and held ones stay (a mixed cart
   * is not a dead end); named lines are bought as named, so a held one among them is refused (422).
   * Lines not chosen stay in the cart untouched.
   */
  async fromCart(userId: number, storeId: number, locale: Locale, itemIds?: readonly number[]): Promise<CheckoutResult> {
    return this.place(userId, storeId, locale, async (trx) => {
      const found = await this.deps.cart.cartForCheckout(trx, userId, storeId);
      if (!found || found.items.length === 0) throw new ApiError(422, 'cartEmpty');
      let chosen = found.items;
      if (itemIds) {
        const wanted = new Set(itemIds);
        chosen = found.items.filter((item) => wanted.has(item.id));
        // A foreign or unknown id answers as if absent, and nothing is bought.
        if (chosen.length !== wanted.size) throw notFound();
      } else {
        const products = new Map((await this.deps.catalog.products(trx, storeId, found.items.map((i) => i.product_id))).map((p) => [p.id, p]));
        const keras = found.items.filter((item) => isHeld(products.get(item.product_id)) && DRUG_CLASS_RULES[products.get(item.product_id)!.drug_class].sellableOnline);
        const coverage = await this.deps.rx.coverage(trx, userId, storeId, keras);
        const sellable = found.items.filter((item) => !isHeld(products.get(item.product_id)) || coverage.get(item.id)?.covered === true);
        // Nothing left to buy: refuse with the reason of the held lines rather than an empty order.
        if (sellable.length > 0) chosen = sellable;
      }
      return {
        lines: chosen.map((item) => ({ productId: item.product_id, quantity: item.quantity, cartItemId: item.id, prescriptionItemId: item.prescription_item_id })),
        after: (done) => this.deps.cart.removeCheckedOut(trx, found.cart.id, done),
      };
    });
  }

  /** POST /api/products/{id}/buy: one product straight to an order, the cart untouched. */
  async buyNow(userId: number, storeId: number, idOrSlug: string, quantity: number, locale: Locale): Promise<CheckoutResult> {
    return this.place(userId, storeId, locale, async (trx) => {
      const product = await this.deps.catalog.product(trx, storeId, idOrSlug);
      if (!product) throw notFound();
      return { lines: [{ productId: product.id, quantity }], after: async () => {} };
    });
  }

  private async place(
    userId: number,
    storeId: number,
    locale: Locale,
    source: (trx: Executor) => Promise<{ lines: WantedLine[]; after: (cartItemIds: number[]) => Promise<void> }>,
  ): Promise<CheckoutResult> {
    const { orders, catalog, jobs, bus } = this.deps;
    for (let attempt = 0; ; attempt += 1) {
      try {
        const result = await orders.db.transaction().execute(async (trx) => {
          const nowIso = orders.nowIso();
          // 1. one checkout of this buyer at a time, and one open order per buyer and pharmacy
          await lockHolds(trx, userId, nowIso);
          const open = await findOpenOrder(trx, userId, storeId);
          if (open) throw openOrderExists(open.public_id);
          const [store] = await catalog.stores(trx, [storeId]);
          if (!store) throw notFound();

          // 2. lines with today's prices; classes first
          const { lines, after } = await source(trx);
          const products = new Map((await catalog.products(trx, storeId, lines.map((l) => l.productId))).map((p) => [p.id, p]));
          assertSellable(lines, products);
          const claims = await this.deps.rx.claim(trx, userId, storeId, rxLines(lines, products, locale));
          const holdLines = toHoldLines(lines, products, locale);
          assertWithinOrderLimit(holdLines, locale);

          // 3. what the buyer holds already, counted under the lock of step 1
          await assertHoldBudget(trx, userId, storeId, holdLines, nowIso);

          // 4. stock, all or nothing
          const shortages = await reserveStock(trx, storeId, lines, nowIso);
          if (shortages.length > 0) {
            const names = shortages.map((s) => nameOf(products.get(s.productId), locale));
            throw new ApiError(409, 'stockShort', {
              vars: { names: names.join(', ') },
              data: {
                id: null,
                lines: shortages.map((s) => ({
                  id: lines.find((l) => l.productId === s.productId)?.cartItemId ?? null,
                  product_id: s.productId,
                  name: nameOf(products.get(s.productId), locale),
                  quantity: s.wanted,
                  available: s.available,
                })),
              },
            });
          }

          // 5. the order with its price snapshot
          const expiresAt = new Date(Date.parse(nowIso) + RESERVATION_MS).toISOString();
          const order = await orders.create(trx, {
            userId,
            store,
            expiresAt,
            lines: lines.map((line) => {
              const p = products.get(line.productId)!;
              return {
                product_id: p.id,
                slug: p.slug,
                name: productName(p, 'id'),
                image_url: p.image_url,
                drug_class: p.drug_class,
                quantity: line.quantity,
                unit_price: unitPriceOf(p),
                original_price: p.price,
                weight_grams: p.weight_grams,
              };
            }),
          });

          await this.deps.rx.hold(trx, order.id, claims);

          // 6. the cart lines are now the order's
          await after(lines.flatMap((l) => (l.cartItemId !== undefined ? [l.cartItemId] : [])));

          // 7. the reservation ends at the deadline unless the buyer confirms
          await scheduleJob(jobs, trx, { name: 'order.expire', payload: { orderId: order.publicId }, runAt: new Date(expiresAt), uniqueKey: expiryJobKey(order.publicId, 0) });
          return { id: order.publicId, expiresAt, productIds: lines.map((l) => l.productId) };
        });
        await bus.publish('stock.changed', { pharmacyId: storeId, productIds: result.productIds });
        await orders.announce([{ publicId: result.id, status: 'checkout' }]);
        return { id: result.id, expiresAt: result.expiresAt };
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        // Two checkouts of one buyer raced past step 1 (PostgreSQL): the open-order index let one through.
        const open = await findOpenOrder(orders.db, userId, storeId);
        if (open) throw openOrderExists(open.public_id);
        // Otherwise two public ids collided (about 1 in 10^15): draw again.
        if (attempt >= 2) throw error;
      }
    }
  }
}

/** Lines whose product exists; a vanished one is left to the stock step, which reports it short. */
function toHoldLines(lines: WantedLine[], products: Map<number, CartProduct>, locale: Locale): HoldLine[] {
  return lines.flatMap((line) => {
    const p = products.get(line.productId);
    return p ? [{ productId: p.id, quantity: line.quantity, name: productName(p, locale), maxPerOrder: p.max_per_order, cartItemId: line.cartItemId }] : [];
  });
}

function nameOf(product: CartProduct | undefined, locale: Locale): string {
  return product ? productName(product, locale) : '?';
}

/** A line whose class keeps it out of an order today; a vanished product is left to the stock step. */
function isHeld(product: CartProduct | undefined): boolean {
  return product !== undefined && (!DRUG_CLASS_RULES[product.drug_class].sellableOnline || needsPrescription(product));
}

/** ARCHITECTURE §4: not-for-online classes never (obat keras goes through the Rx gate, rxLines). */
function assertSellable(lines: WantedLine[], products: Map<number, CartProduct>): void {
  const notForOnline = (p: CartProduct | undefined) => p !== undefined && !DRUG_CLASS_RULES[p.drug_class].sellableOnline;
  const banned = lines.filter((l) => notForOnline(products.get(l.productId)));
  if (banned.length > 0) throw new ApiError(422, 'productNotSoldOnline');
}

/**
 * The lines the Rx gate sees: every obat keras line (required; a buy-now line has no prescription item, so
 * it is refused there) and every other line that came from a prescription (counted against its item).
 */
function rxLines(lines: WantedLine[], products: Map<number, CartProduct>, locale: Locale) {
  return lines.flatMap((l) => {
    const p = products.get(l.productId);
    if (p === undefined) return [];
    const required = needsPrescription(p);
    const prescriptionItemId = l.prescriptionItemId ?? null;
    return required || prescriptionItemId !== null ? [{ productId: p.id, quantity: l.quantity, prescriptionItemId, name: productName(p, locale), required }] : [];
  });
}
