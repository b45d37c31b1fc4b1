import { type Kysely, sql } from 'kysely';
import { isPostgres } from '../dialect.ts';
import { timestampType } from './_columns.ts';

/** What the audit log may name since issue 15 (contract AUDIT_ENTITIES as of this migration). */
const AUDIT_ENTITIES_0046 = sql`entity in ('order', 'prescription', 'user', 'product', 'category', 'brand', 'stock')`;
const AUDIT_ENTITIES_0028 = sql`entity in ('order', 'prescription')`;

/**
 * Issue 15 (catalog-admin; docs/decisions/039-console-catalogue.md): a product can be archived (gone from
 * search and lists, kept for orders that name it), and the console audit log may name products,
 * categories, brands, users and stock. SQLite cannot change a CHECK, so it rebuilds the audit table.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('products').addColumn('archived_at', timestampType(db)).execute();
  await db.schema.createIndex('products_archived_at_idx').on('products').column('archived_at').execute();
  await widenAuditEntities(db, AUDIT_ENTITIES_0046);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from console_audit_log where not (${AUDIT_ENTITIES_0028})`.execute(db);
  await widenAuditEntities(db, AUDIT_ENTITIES_0028);
  await db.schema.dropIndex('products_archived_at_idx').execute();
  await db.schema.alterTable('products').dropColumn('archived_at').execute();
}

async function widenAuditEntities(db: Kysely<unknown>, check: ReturnType<typeof sql>): Promise<void> {
  if (isPostgres(db)) {
    await sql`alter table console_audit_log drop constraint if exists console_audit_log_entity_check`.execute(db);
    await sql`alter table console_audit_log add constraint console_audit_log_entity_check check (${check})`.execute(db);
    return;
  }
  const ts = timestampType(db);
  await db.schema
    .createTable('console_audit_log_next')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('actor_user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('actor_public_id', 'text', (c) => c.notNull())
    .addColumn('actor_role', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('entity', 'text', (c) => c.notNull().check(check))
    .addColumn('entity_id', 'text', (c) => c.notNull())
    .addColumn('before_json', 'text')
    .addColumn('after_json', 'text')
    .addColumn('at', ts, (c) => c.notNull())
    .execute();
  await sql`insert into console_audit_log_next select id, actor_user_id, actor_public_id, actor_role, action, entity, entity_id, before_json, after_json, at from console_audit_log`.execute(db);
  await db.schema.dropTable('console_audit_log').execute();
  await sql`alter table console_audit_log_next rename to console_audit_log`.execute(db);
  await db.schema.createIndex('console_audit_log_at_idx').on('console_audit_log').columns(['at', 'id']).execute();
  await db.schema.createIndex('console_audit_log_entity_idx').on('console_audit_log').columns(['entity', 'entity_id', 'at']).execute();
  await db.schema.createIndex('console_audit_log_actor_idx').on('console_audit_log').columns(['actor_public_id', 'at']).execute();
}
