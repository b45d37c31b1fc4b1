import { routes } from '@apotek/contract';
import { ok } from '../../platform/envelope.ts';
import type { RouteRegistrar } from '../../platform/routes.ts';
import type { NotificationsService } from './notifications.service.ts';

/** The bell's calls (SPEC §7 Notifications) and web push subscriptions. */
export function notificationsRoutes(define: RouteRegistrar, notifications: NotificationsService): void {
  define(routes.myNotifications, async ({ user, query, reply, request }) => ok(reply, await notifications.list(user.id, query, request.locale)));
  define(routes.updateNotification, async ({ user, body, reply, request }) => ok(reply, await notifications.update(user.id, body.id, request.locale), 'notificationUpdated'));
  define(routes.readAllNotifications, async ({ user, reply }) => ok(reply, await notifications.readAll(user.id), 'notificationsAllRead'));
  define(routes.pushKey, async ({ reply }) => ok(reply, { public_key: notifications.publicKey }));
  define(routes.pushSubscribe, async ({ user, body, reply, request }) => ok(reply, await notifications.subscribe(user.id, body, request.headers['user-agent']), 'pushSubscribed'));
  define(routes.pushUnsubscribe, async ({ user, body, reply }) => ok(reply, await notifications.unsubscribe(user.id, body.endpoint), 'pushUnsubscribed'));
}
