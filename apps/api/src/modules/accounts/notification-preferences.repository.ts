import { NOTIFICATION_MATRIX, type NotificationCategory, type NotificationChannel } from '@apotek/contract';
import type { Executor } from '../../db/database.ts';

export function listNotificationPreferences(db: Executor, userId: number) {
  return db.selectFrom('notification_preferences').select(['category', 'channel', 'enabled']).where('user_id', '=', userId).execute();
}

export async function saveNotificationPreferences(
  db: Executor,
  userId: number,
  choices: ReadonlyArray<{ category: NotificationCategory; channel: NotificationChannel; enabled: boolean }>,
  nowIso: string,
): Promise<void> {
  for (const c of choices) {
    const enabled = c.enabled ? 1 : 0;
    await db
      .insertInto('notification_preferences')
      .values({ user_id: userId, category: c.category, channel: c.channel, enabled, updated_at: nowIso })
      .onConflict((oc) => oc.columns(['user_id', 'category', 'channel']).doUpdateSet({ enabled, updated_at: nowIso }))
      .execute();
  }
}

/**
 * Verified shoppers after a user id, by id, with their language, who want `category` by `channel`: a
 * campaign's audience read batch by batch with the opted-out left out in the query itself, so a batch is
 * full whenever more customers follow (the fan-out stops at the first short batch).
 */
export function listShoppersWanting(db: Executor, category: NotificationCategory, channel: NotificationChannel, afterId: number, limit: number) {
  const cell = NOTIFICATION_MATRIX[category][channel];
  if (!cell) return Promise.resolve([]);
  return db
    .selectFrom('users')
    .select(['users.id', 'users.locale'])
    .where('users.id', '>', afterId)
    .where('users.role', 'in', ['customer', 'employee'])
    .where('users.verified_at', 'is not', null)
    .where((eb) => {
      if (cell.mode === 'essential') return eb.lit(true);
      const choice = (enabled: number) =>
        eb
          .selectFrom('notification_preferences as np')
          .select('np.user_id')
          .whereRef('np.user_id', '=', 'users.id')
          .where('np.category', '=', category)
          .where('np.channel', '=', channel)
          .where('np.enabled', '=', enabled);
      // On by default: everyone but those who turned it off. Off by default: only those who turned it on.
      return cell.default ? eb.not(eb.exists(choice(0))) : eb.exists(choice(1));
    })
    .orderBy('users.id')
    .limit(limit)
    .execute();
}
