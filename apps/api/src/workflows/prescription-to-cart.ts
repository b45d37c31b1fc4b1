import type { Kysely } from 'kysely';
import type { Database } from '../db/database.ts';
import type { CartService } from '../modules/cart/index.ts';
import type { RxRedemptions } from '../modules/prescriptions/index.ts';

export interface PrescriptionToCartDeps {
  db: Kysely<Database>;
  cart: CartService;
  rx: Pick<RxRedemptions, 'cartLines'>;
}

export interface AddedToCart {
  store_id: number;
  added: Array<{ item_id: number; product_id: number; quantity: number }>;
}

/**
 * POST /api/prescriptions/{id}/add-to-cart (issue 10; docs/decisions/023-rx-gating-and-audit.md), one
 * transaction: the prescription says which items and how many it still offers (what unpaid orders hold
 * already counts against it; 404 for someone else's, 409 for one that cannot be bought from), and those
 * go into the customer's cart at the prescription's pharmacy, each line linked to its item so the cart and
 * checkout let it through. Asking for the whole prescription puts in what one order may hold (the per-order
 * limit, the pharmacy's stock); chosen quantities must fit as asked. Asking again sets the same quantities
 * rather than adding more.
 */
export class PrescriptionToCart {
  constructor(private readonly deps: PrescriptionToCartDeps) {}

  /** `complete` is false when the per-order limit or the stock left part of what remains for a later order. */
  async add(userId: number, publicId: string, items?: ReadonlyArray<{ item_id: number; quantity: number }>): Promise<{ added: AddedToCart; complete: boolean }> {
    const { db, cart, rx } = this.deps;
    return db.transaction().execute(async (trx) => {
      const { storeId, lines } = await rx.cartLines(trx, userId, publicId, items);
      const added = await cart.addPrescribed(
        trx,
        userId,
        storeId,
        lines.map((l) => ({ productId: l.productId, quantity: l.quantity, prescriptionItemId: l.itemId })),
        { fit: items === undefined },
      );
      const complete = lines.every((l) => added.some((a) => a.prescriptionItemId === l.itemId && a.quantity === l.quantity));
      return {
        added: { store_id: storeId, added: added.map((l) => ({ item_id: l.prescriptionItemId, product_id: l.productId, quantity: l.quantity })) },
        complete,
      };
    });
  }
}
