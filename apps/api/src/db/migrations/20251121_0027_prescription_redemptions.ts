import { type Kysely, sql } from 'kysely';
import { timestampType, withId } from './_columns.ts';

/**
 * Rx gating (issue 10; docs/decisions/023-rx-gating-and-audit.md). A redemption is what one order takes of
 * one approved prescription item: held while the order is unpaid, consumed when it is paid (the item's
 * redeemed_quantity grows in the same transaction), released when the order expires or is cancelled.
 * What an item still offers is its quantity less what was consumed and what open orders hold, so two
 * checkouts cannot both spend the same remainder. A cart line may name the item it is bought against.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const ts = timestampType(db);
  await withId(db, db.schema.createTable('prescription_redemptions'))
    .addColumn('prescription_id', 'integer', (c) => c.notNull().references('prescriptions.id'))
    .addColumn('prescription_item_id', 'integer', (c) => c.notNull().references('prescription_items.id'))
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('product_id', 'integer', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull().check(sql`quantity >= 1`))
    .addColumn('state', 'text', (c) => c.notNull().check(sql`state in ('held', 'consumed', 'released')`))
    .addColumn('created_at', ts, (c) => c.notNull())
    .addColumn('consumed_at', ts)
    .addColumn('released_at', ts)
    .addUniqueConstraint('prescription_redemptions_item_order_unique', ['prescription_item_id', 'order_id'])
    .execute();
  await db.schema.createIndex('prescription_redemptions_item_state_idx').on('prescription_redemptions').columns(['prescription_item_id', 'state']).execute();
  await db.schema.createIndex('prescription_redemptions_order_idx').on('prescription_redemptions').column('order_id').execute();

  // No foreign key: the link is checked on every read (owner, pharmacy, product, status, quantity), a
  // vanished item simply covers nothing, and SQLite can drop a plain column again in down().
  await db.schema.alterTable('cart_items').addColumn('prescription_item_id', 'integer').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('cart_items').dropColumn('prescription_item_id').execute();
  await db.schema.dropTable('prescription_redemptions').execute();
}
