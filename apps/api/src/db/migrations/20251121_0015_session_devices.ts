import { type Kysely, sql } from 'kysely';
import { isPostgres } from '../dialect.ts';

/**
 * Sessions learn which device they belong to, so a user can see and end them one by one: the browser's
 * User-Agent, a coarse IP, and a public id for the API to name a session by (the row id would be a
 * sequence, and the token hash must never leave the server).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('sessions').addColumn('user_agent', 'text').execute();
  await db.schema.alterTable('sessions').addColumn('ip', 'text').execute();
  // SQLite cannot add a NOT NULL column without a default; rows that exist get a random id right after.
  await db.schema.alterTable('sessions').addColumn('public_id', 'text', (c) => c.notNull().defaultTo('')).execute();
  const random = isPostgres(db) ? sql`gen_random_uuid()::text` : sql`lower(hex(randomblob(16)))`;
  await sql`update sessions set public_id = ${random} where public_id = ''`.execute(db);
  await db.schema.createIndex('sessions_public_id_key').on('sessions').column('public_id').unique().execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('sessions_public_id_key').execute();
  for (const column of ['public_id', 'ip', 'user_agent']) await db.schema.alterTable('sessions').dropColumn(column).execute();
}
