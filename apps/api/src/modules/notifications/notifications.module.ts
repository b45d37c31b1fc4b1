import type { RouteRegistrar } from '../../platform/routes.ts';
import type {} from './notification-jobs.ts';
import { notificationsRoutes } from './notifications.routes.ts';
import { type NotificationsDeps, NotificationsService } from './notifications.service.ts';

/**
 * Registers the calls, the jobs, and the bus subscriptions that turn events into notifications. Only the
 * node that published an event handles it (meta.local), so with several nodes on Redis each event still
 * makes one job; the job, not the bus, carries it from there (the bus is not durable).
 */
export function registerNotifications(define: RouteRegistrar, deps: NotificationsDeps): NotificationsService {
  const notifications = new NotificationsService(deps);
  notificationsRoutes(define, notifications);
  const { bus, jobs } = deps;

  jobs.register('notification.event', (event, job) => notifications.handleEvent(event, job));
  jobs.register('notification.campaign', ({ campaignId, afterUserId }) => notifications.fanOutCampaign(campaignId, afterUserId));
  jobs.register('notification.push', ({ notificationIds }) => notifications.sendPush(notificationIds));

  bus.subscribe('order.changed', (p, meta) => (meta.local ? notifications.enqueue({ kind: 'order', orderId: p.orderId, status: p.status }) : undefined));
  bus.subscribe('prescription.changed', (p, meta) =>
    meta.local ? notifications.enqueue({ kind: 'prescription', prescriptionId: p.meta.prescription_id, status: p.status, userId: p.userId }) : undefined,
  );
  bus.subscribe('consultation.changed', (p, meta) =>
    meta.local
      ? notifications.enqueue({
          kind: 'consultation',
          type: p.type,
          id: p.id,
          orderCode: p.meta.order_code,
          status: p.status,
          userId: p.userId,
          ...(p.doctorName ? { doctorName: p.doctorName } : {}),
        })
      : undefined,
  );
  bus.subscribe('chat.offline', (p, meta) => (meta.local ? notifications.enqueue({ kind: 'chat', userId: p.userId, roomId: p.roomId, senderName: p.senderName, text: p.text }) : undefined));
  bus.subscribe('campaign.published', (p, meta) => (meta.local ? notifications.enqueueCampaign(p.campaignId) : undefined));
  return notifications;
}
