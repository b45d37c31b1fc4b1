import {
  CATEGORY_WORDS,
  CHANNEL_WORDS,
  NOTIFICATION_CATEGORIES,
  NOTIFICATION_CHANNELS,
  NOTIFICATION_MATRIX,
  type NotificationCategory,
  type NotificationChannel,
  type NotificationPreference,
  notificationWanted,
} from '@apotek/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { Clock } from '../../platform/clock.ts';
import { listNotificationPreferences, saveNotificationPreferences } from './notification-preferences.repository.ts';
import { profileFieldError } from './profile-errors.ts';

export interface NotificationPreferencesDeps {
  db: Kysely<Database>;
  clock: Clock;
}

/**
 * Which notifications a user gets, per category and channel (NOTIFICATION_MATRIX): essential ones are
 * listed locked on; the optional ones (promotions) keep the user's choice, or their default.
 */
export class NotificationPreferencesService {
  constructor(private readonly deps: NotificationPreferencesDeps) {}

  async list(userId: number): Promise<NotificationPreference[]> {
    const rows = await listNotificationPreferences(this.deps.db, userId);
    const stored = new Map(rows.map((r) => [`${r.category}.${r.channel}`, Number(r.enabled) === 1]));
    return NOTIFICATION_CATEGORIES.flatMap((category) =>
      NOTIFICATION_CHANNELS.flatMap((channel) => {
        const cell = NOTIFICATION_MATRIX[category][channel];
        return cell ? [{ category, channel, enabled: notificationWanted(category, channel, stored), locked: cell.mode === 'essential' }] : [];
      }),
    );
  }

  /** All or nothing: a cell that does not exist, or an essential one turned off, refuses the whole change. */
  async update(userId: number, choices: ReadonlyArray<{ category: NotificationCategory; channel: NotificationChannel; enabled: boolean }>): Promise<NotificationPreference[]> {
    const words = (c: { category: NotificationCategory; channel: NotificationChannel }) => (locale: 'id' | 'en') => ({
      category: CATEGORY_WORDS[locale][c.category],
      channel: CHANNEL_WORDS[locale][c.channel],
    });
    const optional: Array<{ category: NotificationCategory; channel: NotificationChannel; enabled: boolean }> = [];
    for (const choice of choices) {
      const cell = NOTIFICATION_MATRIX[choice.category][choice.channel];
      if (!cell) throw profileFieldError('preferences', 'preferenceUnknown', words(choice));
      if (cell.mode === 'essential') {
        if (!choice.enabled) throw profileFieldError('preferences', 'preferenceLocked', words(choice));
        continue;
      }
      optional.push(choice);
    }
    const nowIso = this.deps.clock.now().toISOString();
    await this.deps.db.transaction().execute((trx) => saveNotificationPreferences(trx, userId, optional, nowIso));
    return this.list(userId);
  }
}
