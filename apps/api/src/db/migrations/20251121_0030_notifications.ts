import { type Kysely, sql } from 'kysely';
import { timestampType, withId } from './_columns.ts';

/**
 * Notifications and web push subscriptions (modules/notifications, issue 11;
 * docs/decisions/025-notifications-and-campaigns.md). A notification is the user's: deleting the account
 * takes them along. The unique (user_id, dedupe_key) makes "one event, one notification" hold even when
 * an event is handled twice (a retried job, a re-announced order).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const ts = timestampType(db);

  await withId(db, db.schema.createTable('notifications'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('type', 'text', (c) => c.notNull().check(sql`type in ('campaign', 'prescription', 'appointment', 'consultation', 'transaction', 'chat')`))
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('locale', 'text', (c) => c.notNull().check(sql`locale in ('id', 'en')`))
    .addColumn('message_key', 'text', (c) => c.notNull())
    .addColumn('message_vars', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('meta', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('dedupe_key', 'text', (c) => c.notNull())
    .addColumn('read_at', ts)
    .addColumn('created_at', ts, (c) => c.notNull())
    .addUniqueConstraint('notifications_user_dedupe_unique', ['user_id', 'dedupe_key'])
    .execute();
  // The bell's list (newest first) and the unread counter.
  await db.schema.createIndex('notifications_user_created_idx').on('notifications').columns(['user_id', 'created_at', 'id']).execute();
  await db.schema.createIndex('notifications_user_unread_idx').on('notifications').columns(['user_id']).where(sql.ref('read_at'), 'is', null).execute();

  await withId(db, db.schema.createTable('push_subscriptions'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('endpoint', 'text', (c) => c.notNull().unique())
    .addColumn('p256dh', 'text', (c) => c.notNull())
    .addColumn('auth', 'text', (c) => c.notNull())
    .addColumn('user_agent', 'text')
    .addColumn('created_at', ts, (c) => c.notNull())
    .addColumn('last_sent_at', ts)
    .execute();
  await db.schema.createIndex('push_subscriptions_user_idx').on('push_subscriptions').columns(['user_id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('push_subscriptions').execute();
  await db.schema.dropTable('notifications').execute();
}
