import { type Kysely, sql } from 'kysely';
import { isPostgres } from '../dialect.ts';
import { timestampType } from './_columns.ts';

/**
 * Issue 15's people screen: an admin blocks an account (with the reason, kept for the next admin), and the
 * console audit log becomes append-only in the database itself, so not even an admin with a SQL console
 * through the app's own connection can rewrite who did what.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('blocked_at', timestampType(db))
    .execute();
  await db.schema.alterTable('users').addColumn('blocked_reason', 'text').execute();
  if (isPostgres(db)) {
    await sql`create or replace function console_audit_log_append_only() returns trigger language plpgsql as $$
      begin raise exception 'console_audit_log is append-only'; end $$`.execute(db);
    await sql`create trigger console_audit_log_no_update before update or delete on console_audit_log
      for each row execute function console_audit_log_append_only()`.execute(db);
  } else {
    await sql`create trigger console_audit_log_no_update before update on console_audit_log
      begin select raise(abort, 'console_audit_log is append-only'); end`.execute(db);
    await sql`create trigger console_audit_log_no_delete before delete on console_audit_log
      begin select raise(abort, 'console_audit_log is append-only'); end`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    await sql`drop trigger if exists console_audit_log_no_update on console_audit_log`.execute(db);
    await sql`drop function if exists console_audit_log_append_only()`.execute(db);
  } else {
    await sql`drop trigger if exists console_audit_log_no_update`.execute(db);
    await sql`drop trigger if exists console_audit_log_no_delete`.execute(db);
  }
  await db.schema.alterTable('users').dropColumn('blocked_reason').execute();
  await db.schema.alterTable('users').dropColumn('blocked_at').execute();
}
