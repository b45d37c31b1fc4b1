import { type Kysely, sql } from 'kysely';
import { timestampType, withId } from './_columns.ts';

/**
 * The console audit log (issue 10; docs/decisions/023-rx-gating-and-audit.md): one row per staff decision,
 * written in the decision's transaction. Rows are only ever inserted. The actor's public id and role are
 * kept as they were, so the entry still says who acted after the account changes or is deleted.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const ts = timestampType(db);
  await withId(db, db.schema.createTable('console_audit_log'))
    .addColumn('actor_user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('actor_public_id', 'text', (c) => c.notNull())
    .addColumn('actor_role', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('entity', 'text', (c) => c.notNull().check(sql`entity in ('order', 'prescription')`))
    .addColumn('entity_id', 'text', (c) => c.notNull())
    .addColumn('before_json', 'text')
    .addColumn('after_json', 'text')
    .addColumn('at', ts, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('console_audit_log_at_idx').on('console_audit_log').columns(['at', 'id']).execute();
  await db.schema.createIndex('console_audit_log_entity_idx').on('console_audit_log').columns(['entity', 'entity_id', 'at']).execute();
  await db.schema.createIndex('console_audit_log_actor_idx').on('console_audit_log').columns(['actor_public_id', 'at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('console_audit_log').execute();
}
