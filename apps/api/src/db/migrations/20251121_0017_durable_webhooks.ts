import { type Kysely, sql } from 'kysely';
import { timestampType, withId } from './_columns.ts';

/**
 * Durable sandbox webhooks and charge reconciliation (docs/decisions/006): the sandbox records when it
 * gave an event up, and the shop records every charge it is about to make before it asks the provider,
 * so a charge whose order never committed can be found and cancelled.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('payment_sandbox_events').addColumn('gave_up_at', timestampType(db)).execute();

  await withId(db, db.schema.createTable('charge_intents'))
    .addColumn('provider', 'text', (c) => c.notNull())
    // The id the charge is made under at the provider; order_payments.provider_order_id once committed.
    .addColumn('provider_order_id', 'text', (c) => c.notNull().unique())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('created_at', timestampType(db), (c) => c.notNull())
    .addColumn('resolved_at', timestampType(db))
    .addColumn('outcome', 'text')
    .addColumn('last_error', 'text')
    .execute();
  // Reconciliation reads only the unresolved ones, oldest first.
  await db.schema
    .createIndex('charge_intents_open_idx')
    .on('charge_intents')
    .columns(['created_at', 'id'])
    .where(sql<boolean>`resolved_at is null`)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('charge_intents').execute();
  await db.schema.alterTable('payment_sandbox_events').dropColumn('gave_up_at').execute();
}
