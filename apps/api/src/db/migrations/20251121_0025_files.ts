import { type Kysely, sql } from 'kysely';
import { timestampType, withId } from './_columns.ts';

/** Private uploads (modules/files, issue 10): prescriptions and chat attachments, served through signed URLs only. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('files'))
    .addColumn('public_id', 'text', (c) => c.notNull().unique())
    .addColumn('owner_user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('mime', 'text', (c) => c.notNull().check(sql`mime in ('image/jpeg', 'image/png', 'application/pdf')`))
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('width', 'integer')
    .addColumn('height', 'integer')
    .addColumn('pages', 'integer')
    .addColumn('storage_key', 'text', (c) => c.notNull().unique())
    .addColumn('sha256', 'text', (c) => c.notNull())
    .addColumn('created_at', timestampType(db), (c) => c.notNull())
    .execute();
  await db.schema.createIndex('files_owner_idx').on('files').columns(['owner_user_id', 'created_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('files').execute();
}
