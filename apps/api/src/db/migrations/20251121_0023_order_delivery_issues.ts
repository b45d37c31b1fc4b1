import { type Kysely, sql } from 'kysely';
import { timestampType, withId } from './_columns.ts';

/**
 * Delivery issues (issue 8, point 1; docs/decisions/009-delivery-pins.md): the pharmacy asks the customer of
 * a paid order to fix its address, and the customer answers with another address or with pick-up. The row
 * keeps what the answer changed and the money it moved: the fee the pharmacy absorbed, the fee refunded
 * and whether the gateway has confirmed that refund. Timeline entries that are not status moves carry a
 * `kind` and their facts (`detail`, JSON) so each reader sees them in their own language.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const ts = timestampType(db);
  await withId(db, db.schema.createTable('order_delivery_issues'))
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('open', 'resolved', 'withdrawn')`))
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('raised_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('raised_at', ts, (c) => c.notNull())
    .addColumn('resolution', 'text', (c) => c.check(sql`resolution in ('update_address', 'switch_to_pickup')`))
    // The address chosen (update_address), to answer a repeated request the same way.
    .addColumn('resolved_address_id', 'integer')
    .addColumn('resolved_at', ts)
    .addColumn('previous_address_json', 'text')
    .addColumn('previous_shipping_cost', 'bigint')
    .addColumn('new_shipping_cost', 'bigint')
    .addColumn('pharmacy_absorbed', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('refund_amount', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('refund_payment_id', 'integer')
    .addColumn('refunded_at', ts)
    .addCheckConstraint('order_delivery_issues_money_check', sql`pharmacy_absorbed >= 0 and refund_amount >= 0`)
    .execute();
  await db.schema.createIndex('order_delivery_issues_order_idx').on('order_delivery_issues').columns(['order_id', 'id']).execute();
  // One open issue per order, kept by the database when two pharmacists press at once.
  await db.schema.createIndex('order_delivery_issues_open_uq').on('order_delivery_issues').column('order_id').unique().where(sql.ref('status'), '=', 'open').execute();

  await db.schema.alterTable('order_events').addColumn('kind', 'text').execute();
  await db.schema.alterTable('order_events').addColumn('detail', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('order_events').dropColumn('detail').execute();
  await db.schema.alterTable('order_events').dropColumn('kind').execute();
  await db.schema.dropTable('order_delivery_issues').execute();
}
