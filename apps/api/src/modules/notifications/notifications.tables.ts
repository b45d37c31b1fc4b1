import type { Locale, NotificationType } from '@apotek/contract';
import type { Generated } from 'kysely';

export interface NotificationsTable {
  id: Generated<number>;
  user_id: number;
  type: NotificationType;
  /** The text in the user's language when it was made (users.locale): what a push carried. */
  message: string;
  locale: Locale;
  /** The text's key in notification-text.ts and its values (JSON), so a reader in the other language gets it re-worded. */
  message_key: string;
  message_vars: string;
  /** SPEC §3: a JSON string holding campaign_id, prescription_id or order_code (room_id for chat). */
  meta: string;
  /** One event makes one notification: unique per user (e.g. `order:APT-…:paid`, `campaign:3`). */
  dedupe_key: string;
  /** Marked updated (SPEC §4); null while unread. */
  read_at: string | null;
  created_at: string;
}

/** A browser that receives web push for a user (PushSubscription.toJSON()). */
export interface PushSubscriptionsTable {
  id: Generated<number>;
  user_id: number;
  /** The push service's URL for this browser: unique, so a browser belongs to the last user who subscribed on it. */
  endpoint: string;
  p256dh: string;
  auth: string;
  user_agent: string | null;
  created_at: string;
  last_sent_at: string | null;
}

export interface NotificationsTables {
  notifications: NotificationsTable;
  push_subscriptions: PushSubscriptionsTable;
}
