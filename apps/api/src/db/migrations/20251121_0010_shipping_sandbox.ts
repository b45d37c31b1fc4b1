import type { Kysely } from 'kysely';
import { timestampType, withId } from './_columns.ts';

/** The sandbox courier's own shipments (platform/shipping/sandbox-courier.ts); AnterAja keeps its own. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('shipping_sandbox_shipments'))
    .addColumn('waybill', 'text', (c) => c.notNull().unique())
    .addColumn('order_ref', 'text', (c) => c.notNull())
    .addColumn('service', 'text', (c) => c.notNull())
    .addColumn('weight_grams', 'integer', (c) => c.notNull())
    .addColumn('cost', 'integer', (c) => c.notNull())
    // Regular only: the promised days, which stretch the timeline; null for minute-measured services.
    .addColumn('eta_days', 'integer')
    .addColumn('sender_name', 'text', (c) => c.notNull())
    .addColumn('sender_phone', 'text', (c) => c.notNull())
    .addColumn('sender_address', 'text', (c) => c.notNull())
    .addColumn('receiver_name', 'text', (c) => c.notNull())
    .addColumn('receiver_phone', 'text', (c) => c.notNull())
    .addColumn('receiver_address', 'text', (c) => c.notNull())
    .addColumn('items', 'text', (c) => c.notNull())
    // 0/1 rather than boolean so both dialects store and return the same thing.
    .addColumn('fail_first_attempt', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', timestampType(db), (c) => c.notNull())
    .addColumn('cancelled_at', timestampType(db))
    .execute();
  await db.schema.createIndex('shipping_sandbox_shipments_order_ref_idx').on('shipping_sandbox_shipments').column('order_ref').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('shipping_sandbox_shipments').execute();
}
