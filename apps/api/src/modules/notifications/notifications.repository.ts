import type { Insertable, Selectable } from 'kysely';
import type { Executor } from '../../db/database.ts';
import type { NotificationsTable, PushSubscriptionsTable } from './notifications.tables.ts';

export type NotificationRow = Selectable<NotificationsTable>;
export type PushSubscriptionRow = Selectable<PushSubscriptionsTable>;

const columns = ['id', 'user_id', 'type', 'message', 'locale', 'message_key', 'message_vars', 'meta', 'dedupe_key', 'read_at', 'created_at'] as const;

/**
 * Inserts what is not there yet (by user and dedupe key) and answers the rows it made; the rest were made
 * before, by an earlier run of the same event.
 */
export async function insertNotifications(db: Executor, rows: Insertable<NotificationsTable>[]): Promise<Array<{ id: number; user_id: number }>> {
  if (rows.length === 0) return [];
  return db
    .insertInto('notifications')
    .values(rows)
    .onConflict((oc) => oc.columns(['user_id', 'dedupe_key']).doNothing())
    .returning(['id', 'user_id'])
    .execute();
}

export function listNotifications(db: Executor, userId: number, filter: { unreadOnly: boolean }, page: { offset: number; limit: number }): Promise<NotificationRow[]> {
  let query = db.selectFrom('notifications').select(columns).where('user_id', '=', userId);
  if (filter.unreadOnly) query = query.where('read_at', 'is', null);
  return query.orderBy('created_at', 'desc').orderBy('id', 'desc').offset(page.offset).limit(page.limit).execute();
}

export async function countNotifications(db: Executor, userId: number, filter: { unreadOnly: boolean }): Promise<number> {
  let query = db
    .selectFrom('notifications')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId);
  if (filter.unreadOnly) query = query.where('read_at', 'is', null);
  return Number((await query.executeTakeFirstOrThrow()).n);
}

/** Unread counts of these users (0 for those with none). */
export async function unreadCounts(db: Executor, userIds: readonly number[]): Promise<Map<number, number>> {
  const out = new Map(userIds.map((id) => [id, 0]));
  if (userIds.length === 0) return out;
  const rows = await db
    .selectFrom('notifications')
    .select(['user_id', (eb) => eb.fn.countAll<number>().as('n')])
    .where('user_id', 'in', [...userIds])
    .where('read_at', 'is', null)
    .groupBy('user_id')
    .execute();
  for (const row of rows) out.set(row.user_id, Number(row.n));
  return out;
}

/** The user's own notification, or undefined (someone else's is as unknown as a missing one). */
export function findOwnNotification(db: Executor, userId: number, id: number): Promise<NotificationRow | undefined> {
  return db.selectFrom('notifications').select(columns).where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
}

export function findNotifications(db: Executor, ids: readonly number[]): Promise<NotificationRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom('notifications').select(columns).where('id', 'in', [...ids]).orderBy('id').execute();
}

/** Marks it read unless it already is; true when this call did. */
export async function markRead(db: Executor, userId: number, id: number, nowIso: string): Promise<boolean> {
  const result = await db.updateTable('notifications').set({ read_at: nowIso }).where('id', '=', id).where('user_id', '=', userId).where('read_at', 'is', null).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function markAllRead(db: Executor, userId: number, nowIso: string): Promise<number> {
  const result = await db.updateTable('notifications').set({ read_at: nowIso }).where('user_id', '=', userId).where('read_at', 'is', null).executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** The user's unread chat notification for a room, which a newer message of that room updates instead of adding one. */
export function findUnreadChat(db: Executor, userId: number, roomId: number): Promise<NotificationRow | undefined> {
  return db
    .selectFrom('notifications')
    .select(columns)
    .where('user_id', '=', userId)
    .where('type', '=', 'chat')
    .where('read_at', 'is', null)
    .where('dedupe_key', 'like', `chat:${roomId}:%`)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export async function updateUnreadChat(
  db: Executor,
  id: number,
  patch: { message: string; locale: NotificationRow['locale']; message_key: string; message_vars: string; created_at: string },
): Promise<boolean> {
  const result = await db.updateTable('notifications').set(patch).where('id', '=', id).where('read_at', 'is', null).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

// ---- Push subscriptions -------------------------------------------------------------------------------

/** One row per endpoint: a browser subscribing again (or for another account) takes the row over. */
export async function upsertSubscription(db: Executor, row: Insertable<PushSubscriptionsTable>): Promise<void> {
  await db
    .insertInto('push_subscriptions')
    .values(row)
    .onConflict((oc) =>
      oc.column('endpoint').doUpdateSet({ user_id: row.user_id, p256dh: row.p256dh, auth: row.auth, user_agent: row.user_agent ?? null, created_at: row.created_at }),
    )
    .execute();
}

export async function deleteOwnSubscription(db: Executor, userId: number, endpoint: string): Promise<boolean> {
  const result = await db.deleteFrom('push_subscriptions').where('endpoint', '=', endpoint).where('user_id', '=', userId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function deleteSubscription(db: Executor, id: number): Promise<void> {
  await db.deleteFrom('push_subscriptions').where('id', '=', id).execute();
}

export function subscriptionsOf(db: Executor, userIds: readonly number[]): Promise<PushSubscriptionRow[]> {
  if (userIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('push_subscriptions')
    .select(['id', 'user_id', 'endpoint', 'p256dh', 'auth', 'user_agent', 'created_at', 'last_sent_at'])
    .where('user_id', 'in', [...userIds])
    .orderBy('id')
    .execute();
}

/** Which of these users have at least one browser subscribed. */
export async function usersWithSubscriptions(db: Executor, userIds: readonly number[]): Promise<number[]> {
  if (userIds.length === 0) return [];
  const rows = await db.selectFrom('push_subscriptions').select('user_id').distinct().where('user_id', 'in', [...userIds]).execute();
  return rows.map((r) => r.user_id);
}

export async function markSent(db: Executor, ids: readonly number[], nowIso: string): Promise<void> {
  if (ids.length === 0) return;
  await db.updateTable('push_subscriptions').set({ last_sent_at: nowIso }).where('id', 'in', [...ids]).execute();
}
