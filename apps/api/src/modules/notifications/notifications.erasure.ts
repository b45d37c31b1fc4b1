import type { Executor } from '../../db/database.ts';

/** The notifications module's part of the personal-data rights (docs/decisions/037-personal-data-rights.md). */

export function notificationsPersonalData(db: Executor, userId: number) {
  return db.selectFrom('notifications').select(['type', 'message', 'meta', 'read_at', 'created_at']).where('user_id', '=', userId).orderBy('id').execute();
}

/** Notifications and the browsers subscribed to web push go: they are no record anyone must keep. */
export async function eraseNotifications(db: Executor, userId: number): Promise<void> {
  await db.deleteFrom('notifications').where('user_id', '=', userId).execute();
  await db.deleteFrom('push_subscriptions').where('user_id', '=', userId).execute();
}
