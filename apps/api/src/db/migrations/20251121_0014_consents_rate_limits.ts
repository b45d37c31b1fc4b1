import type { Kysely } from 'kysely';
import { timestampType, withId } from './_columns.ts';

export async function up(db: Kysely<unknown>): Promise<void> {
  const ts = timestampType(db);

  // UU PDP 27/2022: what a user agreed to, which version, when and through which channel.
  await withId(db, db.schema.createTable('consents'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('document', 'text', (c) => c.notNull())
    .addColumn('version', 'text', (c) => c.notNull())
    .addColumn('channel', 'text', (c) => c.notNull())
    .addColumn('ip', 'text')
    .addColumn('user_agent', 'text')
    .addColumn('consented_at', ts, (c) => c.notNull())
    .addColumn('withdrawn_at', ts)
    .execute();
  await db.schema.createIndex('consents_user_id_idx').on('consents').column('user_id').execute();

  // rate-limiter-flexible's table for nodes sharing PostgreSQL without Redis (platform/rate-limit/stores.ts).
  await db.schema
    .createTable('rate_limits')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('points', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('expire', 'bigint')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('rate_limits').execute();
  await db.schema.dropTable('consents').execute();
}
