import { type Kysely, sql } from 'kysely';
import { timestampType, withId } from './_columns.ts';

/**
 * The stock-movement ledger (issue 15; docs/decisions/040-stock-ledger.md): every change of
 * `product_stock.quantity` is a row, with who and when. Stock that exists before (migrated databases,
 * seeds) gets one `opening` row per pharmacy and product the first time the ledger touches the pair; the
 * partial unique index keeps that row single when two transactions race to write it. Batches carry their
 * expiry for first-expiry-first-out picking; thresholds override the default low-stock level.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const ts = timestampType(db);
  await withId(db, db.schema.createTable('stock_batches'))
    .addColumn('pharmacy_id', 'integer', (c) => c.notNull().references('pharmacies.id').onDelete('cascade'))
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('batch_no', 'text', (c) => c.notNull())
    .addColumn('expires_on', 'text', (c) => c.notNull())
    .addColumn('received_quantity', 'integer', (c) => c.notNull().check(sql`received_quantity > 0`))
    .addColumn('remaining', 'integer', (c) => c.notNull().check(sql`remaining >= 0`))
    .addColumn('received_at', ts, (c) => c.notNull())
    .addColumn('received_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .execute();
  await db.schema.createIndex('stock_batches_pair_idx').on('stock_batches').columns(['pharmacy_id', 'product_id', 'expires_on']).execute();

  await withId(db, db.schema.createTable('stock_movements'))
    .addColumn('pharmacy_id', 'integer', (c) => c.notNull().references('pharmacies.id').onDelete('cascade'))
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('opening', 'receipt', 'sale', 'cancel', 'adjustment')`))
    .addColumn('reason', 'text', (c) => c.check(sql`reason in ('received', 'damaged', 'expired', 'count_correction')`))
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('balance_after', 'integer', (c) => c.notNull().check(sql`balance_after >= 0`))
    .addColumn('batch_id', 'integer', (c) => c.references('stock_batches.id').onDelete('set null'))
    .addColumn('actor_user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('note', 'text')
    .addColumn('created_at', ts, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('stock_movements_pair_idx').on('stock_movements').columns(['pharmacy_id', 'product_id', 'id']).execute();
  await db.schema
    .createIndex('stock_movements_opening_idx')
    .on('stock_movements')
    .columns(['pharmacy_id', 'product_id'])
    .unique()
    .where(sql.ref('kind'), '=', 'opening')
    .execute();

  await db.schema
    .createTable('stock_thresholds')
    .addColumn('pharmacy_id', 'integer', (c) => c.notNull().references('pharmacies.id').onDelete('cascade'))
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('threshold', 'integer', (c) => c.notNull().check(sql`threshold >= 0`))
    .addColumn('updated_at', ts, (c) => c.notNull())
    .addPrimaryKeyConstraint('stock_thresholds_pkey', ['pharmacy_id', 'product_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('stock_thresholds').execute();
  await db.schema.dropTable('stock_movements').execute();
  await db.schema.dropTable('stock_batches').execute();
}
