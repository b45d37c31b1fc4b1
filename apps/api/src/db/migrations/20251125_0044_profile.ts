import type { Kysely } from 'kysely';
import { timestampType, withId } from './_columns.ts';

/**
 * Issue 14 (profile; docs/decisions/036-profile-and-contact-changes.md): the user's date of birth, gender
 * and photo; uploaded photos; e-mail and phone changes waiting for their OTP; notification preferences.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // A table of its own rather than columns on users: one row per user who filled any of it in.
  await db.schema
    .createTable('user_profiles')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('birth_date', 'text')
    .addColumn('gender', 'text')
    /** The public id of the profile_photos row in use. */
    .addColumn('photo_id', 'text')
    .addColumn('updated_at', timestampType(db), (c) => c.notNull())
    .execute();

  await withId(db, db.schema.createTable('profile_photos'))
    .addColumn('public_id', 'text', (c) => c.notNull().unique())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('storage_key', 'text', (c) => c.notNull().unique())
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('created_at', timestampType(db), (c) => c.notNull())
    .execute();
  await db.schema.createIndex('profile_photos_user_idx').on('profile_photos').column('user_id').execute();

  await withId(db, db.schema.createTable('contact_changes'))
    .addColumn('public_id', 'text', (c) => c.notNull().unique())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    /** The new e-mail (lower case) or phone (E.164): where the code went, and what the account takes once it is confirmed. */
    .addColumn('new_value', 'text', (c) => c.notNull())
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('sends', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('expires_at', timestampType(db), (c) => c.notNull())
    .addColumn('resend_after', timestampType(db), (c) => c.notNull())
    .addColumn('consumed_at', timestampType(db))
    .addColumn('created_at', timestampType(db), (c) => c.notNull())
    .execute();
  await db.schema.createIndex('contact_changes_user_idx').on('contact_changes').columns(['user_id', 'kind']).execute();

  await db.schema
    .createTable('notification_preferences')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('channel', 'text', (c) => c.notNull())
    /** 1 on, 0 off: only the choices a user made are stored; the rest are the defaults of NOTIFICATION_MATRIX. */
    .addColumn('enabled', 'integer', (c) => c.notNull())
    .addColumn('updated_at', timestampType(db), (c) => c.notNull())
    .addPrimaryKeyConstraint('notification_preferences_pk', ['user_id', 'category', 'channel'])
    .execute();
  await db.schema.createIndex('notification_preferences_cell_idx').on('notification_preferences').columns(['category', 'channel', 'enabled']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('notification_preferences').execute();
  await db.schema.dropTable('contact_changes').execute();
  await db.schema.dropTable('profile_photos').execute();
  await db.schema.dropTable('user_profiles').execute();
}
