import { type Kysely, sql } from 'kysely';
import { timestampType, withId } from './_columns.ts';

/** Stored original images (modules/media, issue 9); the bytes live in object storage under their hash. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('media_originals'))
    .addColumn('hash', 'text', (c) => c.notNull())
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    .addColumn('mime', 'text', (c) => c.notNull())
    .addColumn('bytes', 'integer', (c) => c.notNull())
    .addColumn('visibility', 'text', (c) => c.notNull().check(sql`visibility in ('public', 'private')`))
    .addColumn('created_at', timestampType(db), (c) => c.notNull())
    // Per visibility: a public upload of bytes someone stored privately must not find (or reveal) that row.
    .addUniqueConstraint('media_originals_hash_visibility_key', ['hash', 'visibility'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('media_originals').execute();
}
