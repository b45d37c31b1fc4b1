import type { Executor } from '../../db/database.ts';

/** The cart module's part of the personal-data rights (docs/decisions/037-personal-data-rights.md): a cart is no record. */
export async function eraseCarts(db: Executor, userId: number): Promise<void> {
  const carts = db.selectFrom('carts').select('id').where('user_id', '=', userId);
  await db.deleteFrom('cart_items').where('cart_id', 'in', carts).execute();
  await db.deleteFrom('carts').where('user_id', '=', userId).execute();
}
