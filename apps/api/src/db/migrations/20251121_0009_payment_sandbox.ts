import type { Kysely } from 'kysely';
import { timestampType, withId } from './_columns.ts';

/** The built-in payment sandbox's own tables (platform/payments/sandbox-gateway.ts). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('payment_sandbox_charges'))
    .addColumn('provider_ref', 'text', (c) => c.notNull().unique())
    // A provider refuses a second charge with the same order id, so the sandbox does too.
    .addColumn('order_id', 'text', (c) => c.notNull().unique())
    .addColumn('channel', 'text', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('bank', 'text')
    .addColumn('payment_code', 'text')
    .addColumn('biller_code', 'text')
    .addColumn('qris_payload', 'text')
    .addColumn('customer_name', 'text', (c) => c.notNull())
    .addColumn('customer_email', 'text', (c) => c.notNull())
    .addColumn('customer_phone', 'text', (c) => c.notNull())
    .addColumn('expires_at', timestampType(db), (c) => c.notNull())
    .addColumn('paid_at', timestampType(db))
    .addColumn('refunded_amount', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', timestampType(db), (c) => c.notNull())
    .addColumn('updated_at', timestampType(db), (c) => c.notNull())
    .execute();
  // NULLs never collide, so QRIS charges (no bank, no code) need no special case.
  await db.schema
    .createIndex('payment_sandbox_charges_code_uq')
    .on('payment_sandbox_charges')
    .columns(['bank', 'payment_code'])
    .unique()
    .execute();
  await db.schema
    .createIndex('payment_sandbox_charges_due_idx')
    .on('payment_sandbox_charges')
    .columns(['status', 'expires_at'])
    .execute();

  await withId(db, db.schema.createTable('payment_sandbox_events'))
    .addColumn('event_id', 'text', (c) => c.notNull().unique())
    .addColumn('provider_ref', 'text', (c) => c.notNull())
    .addColumn('order_id', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('refund_key', 'text')
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_response_status', 'integer')
    .addColumn('delivered_at', timestampType(db))
    .addColumn('created_at', timestampType(db), (c) => c.notNull())
    .execute();
  await db.schema.createIndex('payment_sandbox_events_ref_idx').on('payment_sandbox_events').column('provider_ref').execute();
  // A refund repeated with the same key must not refund twice, even when two requests race.
  await db.schema
    .createIndex('payment_sandbox_events_refund_uq')
    .on('payment_sandbox_events')
    .columns(['provider_ref', 'refund_key'])
    .unique()
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('payment_sandbox_events').execute();
  await db.schema.dropTable('payment_sandbox_charges').execute();
}
