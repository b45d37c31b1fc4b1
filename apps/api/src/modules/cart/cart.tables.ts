import type { Generated } from 'kysely';

/** One cart per owner and pharmacy. Exactly one of user_id and guest_token_hash is set (a CHECK says so). */
export interface CartsTable {
  id: Generated<number>;
  user_id: number | null;
  /** SHA-256 (hex) of the guest's id_temp; the token itself only lives in the guest's browser. */
  guest_token_hash: string | null;
  store_id: number;
  created_at: string;
  updated_at: string;
}

/** A product in a cart: no price is stored, the catalogue's current price is read on every answer. */
export interface CartItemsTable {
  id: Generated<number>;
  cart_id: number;
  product_id: number;
  quantity: number;
  /** 1 when ticked for checkout (issue 8, point 3); new lines start ticked. */
  selected: Generated<number>;
  /** The approved prescription item an obat keras line is bought against (migration 0027), or null. */
  prescription_item_id: number | null;
  created_at: string;
  updated_at: string;
}

export interface CartTables {
  carts: CartsTable;
  cart_items: CartItemsTable;
}
