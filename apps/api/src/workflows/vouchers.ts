import { type Locale, type OrderVouchers, routes } from '@apotek/contract';
import type { Kysely } from 'kysely';
import type { Database, Executor } from '../db/database.ts';
import { type CartService, productName, unitPriceOf } from '../modules/cart/index.ts';
import { type CatalogIndex, type CatalogService, findStockedProducts, productCards, productCategoryIds } from '../modules/catalog/index.ts';
import { hasPaidOrder, listOrderItems, type OrderRow, type OrdersService } from '../modules/orders/index.ts';
import { type PromosService, registerPromotions, type VoucherOrder, type VouchersService } from '../modules/promotions/index.ts';
import { ApiError } from '../platform/api-error.ts';
import type { Clock } from '../platform/clock.ts';
import { ok } from '../platform/envelope.ts';
import type { RouteRegistrar } from '../platform/routes.ts';
import type { ConfirmWorkflow } from './confirm-order.ts';
import type { OrderClosing } from './order-closing.ts';
import type { OrderDiscounts } from './order-discounts.ts';

export interface VouchersWiring {
  db: Kysely<Database>;
  clock: Clock;
  catalogIndex: CatalogIndex;
  /** Its promoted products lead with the running promotions' (issue 13). */
  catalog: CatalogService;
  orders: OrdersService;
  /** The cart shows the best voucher before checkout. */
  cart: CartService;
  /** Confirm prices the shipping voucher once delivery is known. */
  confirm: ConfirmWorkflow;
  /** Closing an order gives its voucher use back, in the closing transaction. */
  closing: OrderClosing;
  /** The order's discount is the sum of its sources; the voucher is one. */
  discounts: OrderDiscounts;
}

/**
 * Wires vouchers and promotions (issue 13; docs/decisions/031-vouchers-and-promotions.md) to the orders
 * and the catalogue. Applying a voucher is one transaction: the promotions module takes the uses, the
 * orders module takes the new discount, conditional on the order still being in checkout. The use comes
 * back inside the transaction that closes the order (expiry, the buyer's or the pharmacy's cancel).
 */
export function wireVouchers(define: RouteRegistrar, deps: VouchersWiring): { vouchers: VouchersService; promos: PromosService } {
  const { db, orders } = deps;
  const { vouchers, promos } = registerPromotions(define, {
    db,
    clock: deps.clock,
    ports: { productCards: (ids, locale) => productCards(deps.catalogIndex, db, ids, locale) },
  });

  async function voucherOrder(executor: Executor, order: OrderRow): Promise<VoucherOrder> {
    const items = await listOrderItems(executor, [order.id]);
    const categories = await productCategoryIds(executor, items.map((i) => i.product_id));
    return {
      ref: order.public_id,
      userId: order.user_id,
      storeId: order.store_id,
      newCustomer: !(await hasPaidOrder(executor, order.user_id)),
      lines: items.map((item) => ({
        productId: item.product_id,
        name: item.name,
        drugClass: item.drug_class,
        categoryIds: categories.get(item.product_id) ?? [],
        subtotal: Number(item.unit_price) * Number(item.quantity),
      })),
    };
  }

  async function state(userId: number, publicId: string, code: string | undefined, locale: Locale): Promise<OrderVouchers> {
    const order = await orders.requireOwned(db, userId, publicId);
    const input = await voucherOrder(db, order);
    return vouchers.forOrder({ ...input, subtotal: Number(order.subtotal), discount: Number(order.discount) }, code, locale);
  }

  /** One transaction: the voucher's uses and the order's discount move together, or neither does. */
  async function change(userId: number, publicId: string, run: (trx: Executor, order: VoucherOrder) => Promise<unknown>): Promise<void> {
    const order = await orders.requireOwned(db, userId, publicId);
    if (order.status !== 'checkout') throw new ApiError(409, 'voucherOrderNotEditable');
    await db.transaction().execute(async (trx) => {
      await run(trx, await voucherOrder(trx, order));
      await deps.discounts.settle(trx, order, orders.nowIso());
    });
  }

  /** The ticked lines of the cart at one pharmacy, priced like an order would be (nothing is held). */
  async function cartState(userId: number, storeId: number, locale: Locale): Promise<OrderVouchers> {
    const found = await deps.cart.cartForCheckout(db, userId, storeId);
    const items = (found?.items ?? []).filter((item) => Number(item.selected) === 1);
    const products = new Map((await findStockedProducts(db, storeId, items.map((i) => i.product_id))).map((p) => [p.id, p]));
    const categories = await productCategoryIds(db, [...products.keys()]);
    const lines = items.flatMap((item) => {
      const product = products.get(item.product_id);
      if (!product) return [];
      return [{ productId: product.id, name: productName(product, locale), drugClass: product.drug_class, categoryIds: categories.get(product.id) ?? [], subtotal: unitPriceOf(product) * Number(item.quantity) }];
    });
    const subtotal = lines.reduce((sum, line) => sum + line.subtotal, 0);
    const input: VoucherOrder = { ref: `cart:${found?.cart.id ?? 0}`, userId, storeId, newCustomer: !(await hasPaidOrder(db, userId)), lines };
    return vouchers.forOrder({ ...input, subtotal, discount: 0 }, undefined, locale);
  }

  define(routes.cartVouchers, async ({ query, reply, request, user }) => ok(reply, await cartState(user.id, query.store_id, request.locale)));
  define(routes.orderVouchers, async ({ params, query, reply, request, user }) => ok(reply, await state(user.id, params.id, query.code, request.locale)));
  define(routes.orderApplyVoucher, async ({ params, body, reply, request, user }) => {
    await change(user.id, params.id, (trx, order) => vouchers.apply(trx, order, body.code, request.locale));
    return ok(reply, await state(user.id, params.id, undefined, request.locale), 'voucherApplied');
  });
  define(routes.orderRemoveVoucher, async ({ params, reply, request, user }) => {
    await change(user.id, params.id, (trx, order) => vouchers.release(trx, order.ref));
    return ok(reply, await state(user.id, params.id, undefined, request.locale), 'voucherRemoved');
  });

  deps.catalog.promotedFirst = () => promos.promotedProductIds();
  deps.discounts.add((executor, orderRef) => vouchers.itemDiscount(executor, orderRef));
  deps.closing.withinEveryClose.push(async (trx, order) => void (await vouchers.release(trx, order.public_id)));
  deps.confirm.shippingDiscount = (executor, order, cost) => vouchers.shippingDiscount(executor, order.public_id, cost);
  return { vouchers, promos };
}
