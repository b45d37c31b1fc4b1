import { type Kysely, sql } from 'kysely';
import { timestampType, withId } from './_columns.ts';

/**
 * Personal-data rights (issue 14; docs/decisions/037-personal-data-rights.md): the user's data exports
 * (a private ZIP in storage, kept a few days) and account-deletion requests (a grace period, then the
 * erasure). A deletion row outlives the erasure: it is the record that the erasure happened and when, and
 * its user row is by then a tombstone without identity. One open request of each kind per user: partial
 * unique indexes, not a read first.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const ts = timestampType(db);
  await withId(db, db.schema.createTable('data_exports'))
    .addColumn('public_id', 'text', (c) => c.notNull().unique())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('pending', 'ready', 'failed', 'expired')`))
    .addColumn('storage_key', 'text')
    .addColumn('size', 'integer')
    .addColumn('requested_at', ts, (c) => c.notNull())
    .addColumn('ready_at', ts)
    .addColumn('expires_at', ts)
    .addColumn('error', 'text')
    .execute();
  await db.schema.createIndex('data_exports_user_idx').on('data_exports').columns(['user_id', 'requested_at']).execute();
  await sql`create unique index data_exports_open on data_exports (user_id) where status = 'pending'`.execute(db);

  await withId(db, db.schema.createTable('account_deletions'))
    .addColumn('public_id', 'text', (c) => c.notNull().unique())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('pending', 'cancelled', 'erased')`))
    .addColumn('method', 'text', (c) => c.notNull().check(sql`method in ('password', 'otp')`))
    .addColumn('requested_at', ts, (c) => c.notNull())
    .addColumn('erase_after', ts, (c) => c.notNull())
    .addColumn('cancelled_at', ts)
    .addColumn('cancelled_by', 'text', (c) => c.check(sql`cancelled_by in ('login', 'user')`))
    .addColumn('erased_at', ts)
    .execute();
  await db.schema.createIndex('account_deletions_user_idx').on('account_deletions').columns(['user_id', 'requested_at']).execute();
  await db.schema.createIndex('account_deletions_due_idx').on('account_deletions').columns(['status', 'erase_after']).execute();
  await sql`create unique index account_deletions_open on account_deletions (user_id) where status = 'pending'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('account_deletions').execute();
  await db.schema.dropTable('data_exports').execute();
}
