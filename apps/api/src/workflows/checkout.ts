import type { Locale } from '@apotek/contract';
import type { CartProduct, CartCatalog } from '../modules/cart/cart.ports.ts';
import type { CartService } from '../modules/cart/cart.service.ts';
import { needsPrescription, productName, unitPriceOf } from '../modules/cart/cart.view.ts';
import { reserveStock } from '../modules/catalog/stock.repository.ts';
import { findOpenOrder } from '../modules/orders/orders.repository.ts';
import type { OrdersService } from '../modules/orders/orders.service.ts';
import type { Executor } from '../db/database.ts';
import { isUniqueViolation } from '../db/errors.ts';
import { ApiError, notFound } from '../platform/api-error.ts';
import type { EventBus } from '../platform/bus/bus.ts';
import type { JobQueue } from '../platform/jobs/job-queue.ts';
import { expiryJobKey } from './order-closing.ts';
import { scheduleJob } from './schedule-job.ts';

/** How long checkout holds the stock while the buyer picks delivery and payment. */
export const RESERVATION_MS = 30 * 60_000;

export interface CheckoutDeps {
  cart: CartService;
  catalog: CartCatalog;
  orders: OrdersService;
  jobs: JobQueue;
  bus: EventBus;
}

interface WantedLine {
  productId: number;
  quantity: number;
  /** The cart line it came from; buy-now lines have none. */
  cartItemId?: number;
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
 *  1. refuse when the buyer already has an unpaid order at this pharmacy (409 with its id);
 *  2. read the lines with today's prices, refusing classes that cannot be sold here (422);
 *  3. reserve stock line by line with a conditional UPDATE; any short line rolls everything back (409);
 *  4. create the order in `checkout` with its price snapshot;
 *  5. remove the bought lines from the cart;
 *  6. schedule the expiry job at the reservation deadline.
 * After commit: stock.changed (search index, caches) and order.changed.
 */
export class CheckoutWorkflow {
  constructor(private readonly deps: CheckoutDeps) {}

  /** POST /api/cart/product/checkout: the user's cart at one pharmacy becomes an order. */
  async fromCart(userId: number, storeId: number, locale: Locale): Promise<CheckoutResult> {
    return this.place(userId, storeId, locale, async (trx) => {
      const found = await this.deps.cart.cartForCheckout(trx, userId, storeId);
      if (!found || found.items.length === 0) throw new ApiError(422, 'cartEmpty');
      return {
        lines: found.items.map((item) => ({ productId: item.product_id, quantity: item.quantity, cartItemId: item.id })),
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
          // 1. one open order per buyer and pharmacy
          const open = await findOpenOrder(trx, userId, storeId);
          if (open) throw openOrderExists(open.public_id);
          const [store] = await catalog.stores(trx, [storeId]);
          if (!store) throw notFound();

          // 2. lines with today's prices; classes first
          const { lines, after } = await source(trx);
          const products = new Map((await catalog.products(trx, storeId, lines.map((l) => l.productId))).map((p) => [p.id, p]));
          assertSellable(lines, products, locale);

          // 3. stock, all or nothing
          const nowIso = orders.nowIso();
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

          // 4. the order with its price snapshot
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

          // 5. the cart lines are now the order's
          await after(lines.flatMap((l) => (l.cartItemId !== undefined ? [l.cartItemId] : [])));

          // 6. the reservation ends at the deadline unless the buyer confirms
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

function nameOf(product: CartProduct | undefined, locale: Locale): string {
  return product ? productName(product, locale) : '?';
}

/** ARCHITECTURE §4: not-for-online classes never, obat keras only with an approved prescription (not yet). */
function assertSellable(lines: WantedLine[], products: Map<number, CartProduct>, locale: Locale): void {
  const banned = lines.filter((l) => products.get(l.productId)?.drug_class === 'dilarang_online');
  if (banned.length > 0) throw new ApiError(422, 'productNotSoldOnline');
  const keras = lines.map((l) => products.get(l.productId)).filter((p): p is CartProduct => p !== undefined && needsPrescription(p));
  if (keras.length > 0) throw new ApiError(422, 'prescriptionRequired', { vars: { names: keras.map((p) => productName(p, locale)).join(', ') } });
}
