import { type Kysely, sql } from 'kysely';
import { timestampType, withId } from './_columns.ts';

/**
 * The wallet's double-entry ledger (modules/wallet, issue 13; docs/decisions/028-wallet-ledger.md).
 * Money is integer rupiah like everywhere else. A customer's account may never go below zero, which the
 * CHECK holds even against a bug in the conditional update; system accounts (shop clearing, provider
 * receivable, refunds, adjustments) are the other side of every movement and may. Entries are only ever
 * inserted: a mistake is undone by a reversal transaction, never by an update or a delete.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const ts = timestampType(db);

  await withId(db, db.schema.createTable('wallet_accounts'))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('customer', 'shop_clearing', 'provider_receivable', 'refunds', 'adjustments')`))
    .addColumn('user_id', 'integer', (c) => c.references('users.id'))
    .addColumn('balance', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('allow_negative', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', ts, (c) => c.notNull())
    .addColumn('updated_at', ts, (c) => c.notNull())
    .addCheckConstraint('wallet_accounts_non_negative', sql`allow_negative = 1 or balance >= 0`)
    .addCheckConstraint('wallet_accounts_owner', sql`(kind = 'customer') = (user_id is not null)`)
    .execute();
  // One wallet per customer, one account of each system kind.
  await db.schema.createIndex('wallet_accounts_user_unique').on('wallet_accounts').column('user_id').unique().where(sql.ref('user_id'), 'is not', null).execute();
  await db.schema.createIndex('wallet_accounts_system_unique').on('wallet_accounts').column('kind').unique().where(sql.ref('user_id'), 'is', null).execute();

  await withId(db, db.schema.createTable('wallet_transactions'))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('top_up', 'payment', 'refund', 'reversal', 'adjustment')`))
    .addColumn('idempotency_key', 'text', (c) => c.notNull().unique())
    .addColumn('user_id', 'integer', (c) => c.references('users.id'))
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('order_ref', 'text')
    .addColumn('payment_ref', 'text')
    .addColumn('reverses_id', 'integer', (c) => c.references('wallet_transactions.id').unique())
    .addColumn('note', 'text')
    .addColumn('created_at', ts, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('wallet_transactions_user_idx').on('wallet_transactions').columns(['user_id', 'created_at', 'id']).execute();

  await withId(db, db.schema.createTable('wallet_entries'))
    .addColumn('transaction_id', 'integer', (c) => c.notNull().references('wallet_transactions.id'))
    .addColumn('account_id', 'integer', (c) => c.notNull().references('wallet_accounts.id'))
    .addColumn('amount', 'bigint', (c) => c.notNull().check(sql`amount <> 0`))
    .addColumn('created_at', ts, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('wallet_entries_account_idx').on('wallet_entries').columns(['account_id', 'id']).execute();
  await db.schema.createIndex('wallet_entries_transaction_idx').on('wallet_entries').columns(['transaction_id']).execute();

  // Activation and the PIN: one row per customer who started registering.
  await withId(db, db.schema.createTable('wallet_profiles'))
    .addColumn('user_id', 'integer', (c) => c.notNull().unique().references('users.id').onDelete('cascade'))
    .addColumn('mobile_number', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('pending', 'otp_verified', 'active')`))
    .addColumn('verified', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('pin_hash', 'text')
    .addColumn('pin_failures', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('locked_until', ts)
    .addColumn('otp_hash', 'text')
    .addColumn('otp_expires_at', ts)
    .addColumn('otp_attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('otp_resend_after', ts)
    .addColumn('registration_token_hash', 'text')
    .addColumn('activated_at', ts)
    .addColumn('created_at', ts, (c) => c.notNull())
    .addColumn('updated_at', ts, (c) => c.notNull())
    .execute();

  // Short-lived tokens that stand for a PIN check (GET /api/wallet/payment-token); stored hashed.
  await withId(db, db.schema.createTable('wallet_payment_tokens'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('expires_at', ts, (c) => c.notNull())
    .addColumn('created_at', ts, (c) => c.notNull())
    .execute();

  // A top-up is a charge at the payment provider; it credits the wallet once, when paid.
  await withId(db, db.schema.createTable('wallet_top_ups'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('provider_order_id', 'text', (c) => c.notNull().unique())
    .addColumn('provider_ref', 'text', (c) => c.notNull())
    .addColumn('channel', 'text', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull().check(sql`amount > 0`))
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('pending', 'paid', 'expired', 'cancelled', 'failed')`))
    .addColumn('va_number', 'text')
    .addColumn('qris_payload', 'text')
    .addColumn('bank', 'text')
    .addColumn('expires_at', ts, (c) => c.notNull())
    .addColumn('paid_at', ts)
    .addColumn('created_at', ts, (c) => c.notNull())
    .addColumn('updated_at', ts, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('wallet_top_ups_user_idx').on('wallet_top_ups').columns(['user_id', 'created_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('wallet_top_ups').execute();
  await db.schema.dropTable('wallet_payment_tokens').execute();
  await db.schema.dropTable('wallet_profiles').execute();
  await db.schema.dropTable('wallet_entries').execute();
  await db.schema.dropTable('wallet_transactions').execute();
  await db.schema.dropTable('wallet_accounts').execute();
}
