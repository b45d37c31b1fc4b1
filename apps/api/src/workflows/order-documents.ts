import type { Locale } from '@apotek/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database.ts';
import { findUserById } from '../modules/accounts/index.ts';
import { type CartCatalog, type CartService, MAX_LINE_QUANTITY, userOwner } from '../modules/cart/index.ts';
import { type OrdersService, renderInvoicePdf } from '../modules/orders/index.ts';
import { findPharmacy } from '../modules/pharmacies/index.ts';
import { ApiError, notFound } from '../platform/api-error.ts';

export interface OrderDocumentsDeps {
  db: Kysely<Database>;
  orders: OrdersService;
  cart: CartService;
  catalog: CartCatalog;
}

/** What a buyer does with an order after the fact: its invoice and "Beli lagi". */
export class OrderDocuments {
  constructor(private readonly deps: OrderDocumentsDeps) {}

  /** The buyer's paid order as a PDF invoice; another user's order is a 404, an unpaid one a 409. */
  async invoice(userId: number, publicId: string, locale: Locale): Promise<Buffer> {
    const { db, orders } = this.deps;
    const order = await orders.mine(userId, publicId, locale);
    if (!order.payment?.paid_at) throw new ApiError(409, 'invoiceNotReady');
    const [pharmacy, user] = await Promise.all([findPharmacy(db, order.store.id), findUserById(db, userId)]);
    if (!pharmacy || !user) throw notFound();
    return renderInvoicePdf({ order, pharmacy, buyer: { name: user.name, email: user.email, phone: user.phone }, locale });
  }

  /**
   * The order's products into the buyer's cart at the same pharmacy, each up to what the cart accepts now
   * (stock, the pharmacy's per-order limit, what the cart already holds). A line that does not fit at all
   * is skipped, and the cart still checks every add itself.
   */
  async buyAgain(userId: number, publicId: string, locale: Locale): Promise<{ store_id: number; added: number; skipped: number }> {
    const { db, orders, cart, catalog } = this.deps;
    const order = await orders.mine(userId, publicId, locale);
    const storeId = order.store.id;
    const owner = userOwner(userId);
    const [products, state] = await Promise.all([catalog.products(db, storeId, order.items.map((i) => i.product_id)), cart.state(owner, locale, storeId)]);
    const byId = new Map(products.map((p) => [p.id, p]));
    const held = new Map((state.carts.find((c) => c.store.id === storeId)?.items ?? []).map((i) => [i.product_id, i.quantity]));
    let added = 0;
    for (const item of order.items) {
      const product = byId.get(item.product_id);
      const room = product ? Math.min(product.available, product.max_per_order, MAX_LINE_QUANTITY) - (held.get(item.product_id) ?? 0) : 0;
      const quantity = Math.min(item.quantity, room);
      if (quantity <= 0) continue;
      try {
        await cart.add(owner, { productId: item.product_id, quantity, storeId });
        added += 1;
      } catch (error) {
        // Stock moved between the read and the add: the line stays out, the others go in.
        if (!(error instanceof ApiError)) throw error;
      }
    }
    return { store_id: storeId, added, skipped: order.items.length - added };
  }
}
