import { type Kysely, sql } from 'kysely';
import { isPostgres } from '../dialect.ts';
import { timestampType, withId } from './_columns.ts';

/**
 * Points and coins in the wallet's ledger (issue 13; docs/decisions/032-points-and-coins.md). Every
 * account and transaction gets a currency: 'IDR' (the wallet, every existing row), 'POINT' (loyalty
 * points), 'COIN' (Koin Apotek granted by the shop) or 'EMPLOYEE_COIN' (the employees' monthly
 * allowance). One customer account per user and currency, one system account per kind and currency.
 * Credits that expire are kept as lots (`wallet_lots`); a debit records which lots it used
 * (`wallet_lot_uses`), so spending takes the oldest first and a reversal gives back to the same lots.
 *
 * SQLite cannot change a CHECK, so there the two tables are rebuilt the documented way (foreign keys
 * off, new table, copy, drop, rename, indexes, foreign_key_check); PostgreSQL alters the constraints.
 */
const ACCOUNT_KINDS = sql`kind in ('customer', 'shop_clearing', 'provider_receivable', 'refunds', 'adjustments', 'issued', 'redeemed', 'expired', 'written_off')`;
const CURRENCIES = sql`currency in ('IDR', 'POINT', 'COIN', 'EMPLOYEE_COIN')`;
/** The wallet's own system accounts are rupiah; the loyalty ones never are. Customers and adjustments exist in every currency. */
const ACCOUNT_KIND_CURRENCY = sql`kind in ('customer', 'adjustments') or (currency = 'IDR') = (kind in ('shop_clearing', 'provider_receivable', 'refunds'))`;
const TRANSACTION_KINDS = sql`kind in ('top_up', 'payment', 'refund', 'reversal', 'adjustment', 'earn', 'redeem', 'expire', 'grant', 'allowance')`;
/** Top-ups, payments and refunds move rupiah; earning, redeeming, expiring, grants and allowances move points or coins. */
const TRANSACTION_KIND_CURRENCY = sql`kind in ('reversal', 'adjustment') or (currency = 'IDR') = (kind in ('top_up', 'payment', 'refund'))`;

export async function up(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) await alterPostgres(db);
  else await rebuildSqlite(db);

  const ts = timestampType(db);
  await db.schema.createIndex('wallet_transactions_order_idx').on('wallet_transactions').columns(['order_ref', 'kind']).execute();

  // A credit that can expire (or be spent oldest first): what is left of it, and when it lapses.
  await withId(db, db.schema.createTable('wallet_lots'))
    .addColumn('account_id', 'integer', (c) => c.notNull().references('wallet_accounts.id'))
    .addColumn('transaction_id', 'integer', (c) => c.notNull().unique().references('wallet_transactions.id'))
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('remaining', 'bigint', (c) => c.notNull())
    // What expiry has taken so far: part of each expiry's idempotency key (a lot refilled by a released hold expires again).
    .addColumn('expired', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('expires_at', ts)
    .addColumn('created_at', ts, (c) => c.notNull())
    .addCheckConstraint('wallet_lots_amounts', sql`amount > 0 and remaining >= 0 and remaining <= amount and expired >= 0 and expired <= amount`)
    .execute();
  await db.schema.createIndex('wallet_lots_account_idx').on('wallet_lots').columns(['account_id', 'expires_at', 'id']).execute();

  // Which lots a debit (a redeem, an expiry, a clawback) took from, so a reversal can put them back.
  await withId(db, db.schema.createTable('wallet_lot_uses'))
    .addColumn('transaction_id', 'integer', (c) => c.notNull().references('wallet_transactions.id'))
    .addColumn('lot_id', 'integer', (c) => c.notNull().references('wallet_lots.id'))
    .addColumn('amount', 'bigint', (c) => c.notNull().check(sql`amount > 0`))
    .addColumn('created_at', ts, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('wallet_lot_uses_transaction_idx').on('wallet_lot_uses').columns(['transaction_id']).execute();
}

async function alterPostgres(db: Kysely<unknown>): Promise<void> {
  await sql`alter table wallet_accounts add column currency text not null default 'IDR'`.execute(db);
  await sql`alter table wallet_accounts add constraint wallet_accounts_currency check (${CURRENCIES})`.execute(db);
  await sql`alter table wallet_accounts drop constraint wallet_accounts_kind_check`.execute(db);
  await sql`alter table wallet_accounts add constraint wallet_accounts_kind_check check (${ACCOUNT_KINDS})`.execute(db);
  await sql`alter table wallet_accounts add constraint wallet_accounts_kind_currency check (${ACCOUNT_KIND_CURRENCY})`.execute(db);
  await db.schema.dropIndex('wallet_accounts_user_unique').execute();
  await db.schema.dropIndex('wallet_accounts_system_unique').execute();
  await accountIndexes(db);

  await sql`alter table wallet_transactions add column currency text not null default 'IDR'`.execute(db);
  await sql`alter table wallet_transactions add column shortfall bigint`.execute(db);
  await sql`alter table wallet_transactions add constraint wallet_transactions_currency check (${CURRENCIES})`.execute(db);
  await sql`alter table wallet_transactions drop constraint wallet_transactions_kind_check`.execute(db);
  await sql`alter table wallet_transactions add constraint wallet_transactions_kind_check check (${TRANSACTION_KINDS})`.execute(db);
  await sql`alter table wallet_transactions add constraint wallet_transactions_kind_currency check (${TRANSACTION_KIND_CURRENCY})`.execute(db);
}

async function accountIndexes(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('wallet_accounts_user_unique').on('wallet_accounts').columns(['user_id', 'currency']).unique().where(sql.ref('user_id'), 'is not', null).execute();
  await db.schema.createIndex('wallet_accounts_system_unique').on('wallet_accounts').columns(['kind', 'currency']).unique().where(sql.ref('user_id'), 'is', null).execute();
}

/** https://www.sqlite.org/lang_altertable.html#otheralter: the twelve steps, in one transaction. */
async function rebuildSqlite(db: Kysely<unknown>): Promise<void> {
  const ts = timestampType(db);
  // Must be set outside a transaction; the migrator runs SQLite migrations on one connection, without one.
  await sql`pragma foreign_keys = off`.execute(db);
  try {
    await sql`begin`.execute(db);
    try {
      await withId(db, db.schema.createTable('wallet_accounts_new'))
        .addColumn('kind', 'text', (c) => c.notNull().check(ACCOUNT_KINDS))
        .addColumn('currency', 'text', (c) => c.notNull().defaultTo('IDR').check(CURRENCIES))
        .addColumn('user_id', 'integer', (c) => c.references('users.id'))
        .addColumn('balance', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('allow_negative', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', ts, (c) => c.notNull())
        .addColumn('updated_at', ts, (c) => c.notNull())
        .addCheckConstraint('wallet_accounts_non_negative', sql`allow_negative = 1 or balance >= 0`)
        .addCheckConstraint('wallet_accounts_owner', sql`(kind = 'customer') = (user_id is not null)`)
        .addCheckConstraint('wallet_accounts_kind_currency', ACCOUNT_KIND_CURRENCY)
        .execute();
      await sql`insert into wallet_accounts_new (id, kind, currency, user_id, balance, allow_negative, created_at, updated_at)
        select id, kind, 'IDR', user_id, balance, allow_negative, created_at, updated_at from wallet_accounts`.execute(db);
      await sql`drop table wallet_accounts`.execute(db);
      await sql`alter table wallet_accounts_new rename to wallet_accounts`.execute(db);
      await accountIndexes(db);

      await withId(db, db.schema.createTable('wallet_transactions_new'))
        .addColumn('kind', 'text', (c) => c.notNull().check(TRANSACTION_KINDS))
        .addColumn('currency', 'text', (c) => c.notNull().defaultTo('IDR').check(CURRENCIES))
        .addColumn('idempotency_key', 'text', (c) => c.notNull().unique())
        .addColumn('user_id', 'integer', (c) => c.references('users.id'))
        .addColumn('amount', 'bigint', (c) => c.notNull())
        .addColumn('order_ref', 'text')
        .addColumn('payment_ref', 'text')
        // Names the final table: after the rename it refers to itself, as the original did.
        .addColumn('reverses_id', 'integer', (c) => c.references('wallet_transactions.id').unique())
        .addColumn('note', 'text')
        .addColumn('shortfall', 'bigint')
        .addColumn('created_at', ts, (c) => c.notNull())
        .addCheckConstraint('wallet_transactions_kind_currency', TRANSACTION_KIND_CURRENCY)
        .execute();
      await sql`insert into wallet_transactions_new (id, kind, currency, idempotency_key, user_id, amount, order_ref, payment_ref, reverses_id, note, created_at)
        select id, kind, 'IDR', idempotency_key, user_id, amount, order_ref, payment_ref, reverses_id, note, created_at from wallet_transactions`.execute(db);
      await sql`drop table wallet_transactions`.execute(db);
      await sql`alter table wallet_transactions_new rename to wallet_transactions`.execute(db);
      await db.schema.createIndex('wallet_transactions_user_idx').on('wallet_transactions').columns(['user_id', 'created_at', 'id']).execute();

      const broken = await sql`pragma foreign_key_check`.execute(db);
      if (broken.rows.length > 0) throw new Error(`wallet rebuild left dangling references: ${JSON.stringify(broken.rows.slice(0, 5))}`);
      await sql`commit`.execute(db);
    } catch (error) {
      await sql`rollback`.execute(db);
      throw error;
    }
  } finally {
    await sql`pragma foreign_keys = on`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  // Forward only, like the ledger itself: narrowing the CHECKs back would orphan point and coin rows.
  await db.schema.dropTable('wallet_lot_uses').execute();
  await db.schema.dropTable('wallet_lots').execute();
  await db.schema.dropIndex('wallet_transactions_order_idx').execute();
}
