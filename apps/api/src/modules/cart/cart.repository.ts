import type { Executor } from '../../db/database.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import type { CartOwner } from './cart-owner.ts';

export interface CartRow {
  id: number;
  store_id: number;
  created_at: string;
}

export interface CartItemRow {
  id: number;
  cart_id: number;
  product_id: number;
  quantity: number;
  selected: number;
  prescription_item_id: number | null;
  created_at: string;
}

function ownedCarts(db: Executor, owner: CartOwner) {
  const query = db.selectFrom('carts');
  return owner.kind === 'user' ? query.where('user_id', '=', owner.userId) : query.where('guest_token_hash', '=', owner.tokenHash);
}

export function listCarts(db: Executor, owner: CartOwner, storeId?: number): Promise<CartRow[]> {
  return ownedCarts(db, owner)
    .select(['id', 'store_id', 'created_at'])
    .$if(storeId !== undefined, (qb) => qb.where('store_id', '=', storeId!))
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

export function findCart(db: Executor, owner: CartOwner, storeId: number): Promise<CartRow | undefined> {
  return ownedCarts(db, owner).select(['id', 'store_id', 'created_at']).where('store_id', '=', storeId).executeTakeFirst();
}

/** The owner's cart at a pharmacy, made when missing; two first adds racing meet at the unique index. */
export async function ensureCart(trx: Executor, owner: CartOwner, storeId: number, nowIso: string): Promise<CartRow> {
  const existing = await findCart(trx, owner, storeId);
  if (existing) return existing;
  try {
    return await trx
      .insertInto('carts')
      .values({
        user_id: owner.kind === 'user' ? owner.userId : null,
        guest_token_hash: owner.kind === 'guest' ? owner.tokenHash : null,
        store_id: storeId,
        created_at: nowIso,
        updated_at: nowIso,
      })
      .returning(['id', 'store_id', 'created_at'])
      .executeTakeFirstOrThrow();
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const raced = await findCart(trx, owner, storeId);
    if (!raced) throw error;
    return raced;
  }
}

export async function touchCart(trx: Executor, cartId: number, nowIso: string): Promise<void> {
  await trx.updateTable('carts').set({ updated_at: nowIso }).where('id', '=', cartId).execute();
}

/** True when some cart is held under this guest token hash (the token was issued by us). */
export async function guestTokenKnown(db: Executor, tokenHash: string): Promise<boolean> {
  const row = await db.selectFrom('carts').select('id').where('guest_token_hash', '=', tokenHash).limit(1).executeTakeFirst();
  return row !== undefined;
}

export function listItems(db: Executor, cartIds: readonly number[]): Promise<CartItemRow[]> {
  if (cartIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('cart_items')
    .select(['id', 'cart_id', 'product_id', 'quantity', 'selected', 'prescription_item_id', 'created_at'])
    .where('cart_id', 'in', [...cartIds])
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

/** A line only through its owner's carts: another owner's id reads as missing (404), never as "forbidden". */
export function findOwnedItem(db: Executor, owner: CartOwner, itemId: number) {
  let query = db
    .selectFrom('cart_items as i')
    .innerJoin('carts as c', 'c.id', 'i.cart_id')
    .select(['i.id', 'i.cart_id', 'i.product_id', 'i.quantity', 'i.selected', 'i.prescription_item_id', 'i.created_at', 'c.store_id'])
    .where('i.id', '=', itemId);
  query = owner.kind === 'user' ? query.where('c.user_id', '=', owner.userId) : query.where('c.guest_token_hash', '=', owner.tokenHash);
  return query.executeTakeFirst();
}

export function findItemByProduct(db: Executor, cartId: number, productId: number): Promise<CartItemRow | undefined> {
  return db
    .selectFrom('cart_items')
    .select(['id', 'cart_id', 'product_id', 'quantity', 'selected', 'prescription_item_id', 'created_at'])
    .where('cart_id', '=', cartId)
    .where('product_id', '=', productId)
    .executeTakeFirst();
}

export async function insertItem(trx: Executor, cartId: number, productId: number, quantity: number, nowIso: string): Promise<void> {
  await trx.insertInto('cart_items').values({ cart_id: cartId, product_id: productId, quantity, created_at: nowIso, updated_at: nowIso }).execute();
}

export async function setItemQuantity(trx: Executor, itemId: number, quantity: number, nowIso: string): Promise<void> {
  await trx.updateTable('cart_items').set({ quantity, updated_at: nowIso }).where('id', '=', itemId).execute();
}

/** A line bought against a prescription item (issue 10): its quantity is what the prescription offers, ticked for checkout. */
export async function upsertPrescribedItem(trx: Executor, cartId: number, line: { productId: number; quantity: number; prescriptionItemId: number }, nowIso: string): Promise<void> {
  const existing = await findItemByProduct(trx, cartId, line.productId);
  if (existing) {
    await trx
      .updateTable('cart_items')
      .set({ quantity: line.quantity, prescription_item_id: line.prescriptionItemId, selected: 1, updated_at: nowIso })
      .where('id', '=', existing.id)
      .execute();
    return;
  }
  await trx
    .insertInto('cart_items')
    .values({ cart_id: cartId, product_id: line.productId, quantity: line.quantity, prescription_item_id: line.prescriptionItemId, created_at: nowIso, updated_at: nowIso })
    .execute();
}

/** Ticks or unticks lines of one cart (all of them without `itemIds`). */
export async function setItemsSelected(trx: Executor, cartId: number, itemIds: readonly number[] | undefined, selected: boolean, nowIso: string): Promise<void> {
  await trx
    .updateTable('cart_items')
    .set({ selected: selected ? 1 : 0, updated_at: nowIso })
    .where('cart_id', '=', cartId)
    .$if(itemIds !== undefined, (qb) => qb.where('id', 'in', [...itemIds!]))
    .execute();
}

export async function deleteItems(trx: Executor, cartId: number, itemIds?: readonly number[]): Promise<number> {
  if (itemIds && itemIds.length === 0) return 0;
  const result = await trx
    .deleteFrom('cart_items')
    .where('cart_id', '=', cartId)
    .$if(itemIds !== undefined, (qb) => qb.where('id', 'in', [...itemIds!]))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

export async function deleteGuestCarts(trx: Executor, tokenHash: string): Promise<void> {
  await trx.deleteFrom('carts').where('guest_token_hash', '=', tokenHash).execute();
}

/** The top-bar counter: cart lines across all of the owner's carts (SPEC §9). */
export async function countItems(db: Executor, owner: CartOwner): Promise<number> {
  let query = db.selectFrom('cart_items as i').innerJoin('carts as c', 'c.id', 'i.cart_id').select((eb) => eb.fn.countAll<number>().as('n'));
  query = owner.kind === 'user' ? query.where('c.user_id', '=', owner.userId) : query.where('c.guest_token_hash', '=', owner.tokenHash);
  const row = await query.executeTakeFirstOrThrow();
  return Number(row.n);
}
