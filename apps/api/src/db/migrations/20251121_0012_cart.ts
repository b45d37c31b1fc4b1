import { type Kysely, sql } from 'kysely';
import { timestampType, withId } from './_columns.ts';

/**
 * Carts, one per owner and pharmacy (modules/cart). An owner is a user, or a guest known only by the
 * SHA-256 of the random token the server gave it; exactly one of the two is set.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const ts = timestampType(db);
  await withId(db, db.schema.createTable('carts'))
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('guest_token_hash', 'text')
    .addColumn('store_id', 'integer', (c) => c.notNull().references('pharmacies.id').onDelete('cascade'))
    .addColumn('created_at', ts, (c) => c.notNull())
    .addColumn('updated_at', ts, (c) => c.notNull())
    .addCheckConstraint('carts_one_owner_check', sql`(user_id is null) <> (guest_token_hash is null)`)
    .execute();
  // NULLs never collide, so each index only binds the owner kind it is about.
  await db.schema.createIndex('carts_user_store_uq').on('carts').columns(['user_id', 'store_id']).unique().execute();
  await db.schema.createIndex('carts_guest_store_uq').on('carts').columns(['guest_token_hash', 'store_id']).unique().execute();
  // Old guest carts are swept by age.
  await db.schema.createIndex('carts_updated_at_idx').on('carts').column('updated_at').execute();

  await withId(db, db.schema.createTable('cart_items'))
    .addColumn('cart_id', 'integer', (c) => c.notNull().references('carts.id').onDelete('cascade'))
    // No foreign key to products: a product taken off the catalogue shows as an unavailable line
    // rather than silently vanishing from someone's cart.
    .addColumn('product_id', 'integer', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('created_at', ts, (c) => c.notNull())
    .addColumn('updated_at', ts, (c) => c.notNull())
    .addCheckConstraint('cart_items_quantity_check', sql`quantity between 1 and 999`)
    .execute();
  await db.schema.createIndex('cart_items_cart_product_uq').on('cart_items').columns(['cart_id', 'product_id']).unique().execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('cart_items').execute();
  await db.schema.dropTable('carts').execute();
}
