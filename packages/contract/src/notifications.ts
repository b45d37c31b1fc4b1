import { z } from 'zod';
import { envelope, page, pagingQuery } from './envelope.ts';

export { notificationTarget, type NotificationMeta } from './notification-target.ts';

/**
 * Notifications (SPEC §2 "Notification targets", §3, §4, §7, §8; issue 11; docs/decisions/025-notifications-and-campaigns.md).
 *
 * The server makes them from what happens to the customer's orders, prescriptions, consultations,
 * appointments and chats, and from campaigns; the bell shows the server's unread counter, kept live over
 * the socket (`notification.unread`), and opening one marks it updated (read) and goes to its target.
 */

/** SPEC §3's types, plus `chat` (a message while the customer was offline; docs/spec-deviations.md). */
export const NOTIFICATION_TYPES = ['campaign', 'prescription', 'appointment', 'consultation', 'transaction', 'chat'] as const;
export const notificationType = z.enum(NOTIFICATION_TYPES);
export type NotificationType = z.infer<typeof notificationType>;

export const notification = z.object({
  id: z.number().int(),
  type: notificationType,
  /** In the request's language. */
  message: z.string(),
  /** SPEC §3: a JSON string holding campaign_id, prescription_id or order_code (room_id for chat). */
  meta: z.string(),
  created_at: z.string(),
  /** Marked updated (SPEC §4) by opening it, or by "mark all read". */
  read: z.boolean(),
  read_at: z.string().nullable(),
});
export type Notification = z.infer<typeof notification>;

const flag = z
  .enum(['0', '1', 'true', 'false'])
  .optional()
  .transform((v) => v === '1' || v === 'true');

/** GET /api/my/notifications: newest first; `unread=1` lists only the unread ones. */
export const notificationsQuery = pagingQuery.extend({ unread: flag });

/** SPEC §7 "the response has data and unread": a page of notifications plus the server's unread counter. */
export const notificationsPage = page(notification).extend({ unread: z.number().int().min(0) });
export type NotificationsPage = z.infer<typeof notificationsPage>;
export const notificationsResponse = envelope(notificationsPage);

/** POST /api/my/notifications/update: marks one of the caller's notifications updated (read). */
export const updateNotificationBody = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });
export const updateNotificationResponse = envelope(z.object({ notification, unread: z.number().int().min(0) }));

/** POST /api/my/notifications/read-all. */
export const readAllNotificationsResponse = envelope(z.object({ updated: z.number().int().min(0), unread: z.number().int().min(0) }));

/** The socket event that carries the bell's counter (platform bus topic `realtime.user`). */
export const NOTIFICATION_UNREAD_EVENT = 'notification.unread';
export const notificationUnreadEvent = z.object({ type: z.literal(NOTIFICATION_UNREAD_EVENT), unread: z.number().int().min(0) });
export type NotificationUnreadEvent = z.infer<typeof notificationUnreadEvent>;

// ---- Web push --------------------------------------------------------------------------------------

/** GET /api/push/key: the server's VAPID public key (base64url), for PushManager.subscribe's applicationServerKey. */
export const pushKeyResponse = envelope(z.object({ public_key: z.string() }));

/** A P-256 public key (65 bytes, uncompressed) and a 16-byte auth secret, base64url as browsers give them. */
const base64url = (bytes: number) =>
  z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]+={0,2}$/)
    .refine((v) => Math.floor((v.replace(/=+$/, '').length * 3) / 4) === bytes, { message: `must be ${bytes} bytes` });

/** PushSubscription.toJSON() as the browser gives it. */
export const pushSubscribeBody = z.object({
  endpoint: z.string().trim().url().max(2048),
  expirationTime: z.number().nullable().optional(),
  keys: z.object({ p256dh: base64url(65), auth: base64url(16) }),
});
export type PushSubscribeBody = z.infer<typeof pushSubscribeBody>;

export const pushUnsubscribeBody = z.object({ endpoint: z.string().trim().url().max(2048) });
export const pushSubscriptionResponse = envelope(z.object({ subscribed: z.boolean() }));

/** What a push message carries (encrypted) to the service worker, which shows `title` and `body` and opens `url`. */
export const pushPayload = z.object({
  id: z.number().int(),
  type: notificationType,
  title: z.string(),
  body: z.string(),
  url: z.string(),
  /** Shown notifications with the same tag replace each other (a chat room's newest message, a retried send). */
  tag: z.string(),
});
export type PushPayload = z.infer<typeof pushPayload>;
