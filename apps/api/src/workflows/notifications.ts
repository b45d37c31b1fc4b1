import type { Locale } from '@apotek/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database.ts';
import { findUserById, listShoppersWanting } from '../modules/accounts/index.ts';
import { type CampaignsService, registerCampaigns } from '../modules/campaigns/index.ts';
import { type CatalogIndex, productCards } from '../modules/catalog/index.ts';
import { type NotificationPorts, type NotificationsLog, type NotificationsService, type Presence, registerNotifications } from '../modules/notifications/index.ts';
import { findOrder } from '../modules/orders/index.ts';
import type { EventBus } from '../platform/bus/bus.ts';
import type { Clock } from '../platform/clock.ts';
import type { JobQueue } from '../platform/jobs/job-queue.ts';
import type { PushSender } from '../platform/push/push-sender.ts';
import type { RouteRegistrar } from '../platform/routes.ts';

export interface NotificationsWiringDeps {
  db: Kysely<Database>;
  clock: Clock;
  bus: EventBus;
  jobs: JobQueue;
  catalogIndex: CatalogIndex;
  push: PushSender;
  pushHosts: readonly string[];
  /** The realtime gateway's presence: users with an open socket get no push. */
  presence: Presence;
  log: NotificationsLog;
  campaignBatch?: number;
}

/**
 * Wires campaigns and notifications to the modules they read (ADR 014: a module never imports another):
 * the catalogue's product cards for a campaign's page; the order behind an order event, the users'
 * languages, the campaign's titles and the customers to tell for notifications.
 */
export function wireNotifications(define: RouteRegistrar, deps: NotificationsWiringDeps): { notifications: NotificationsService; campaigns: CampaignsService } {
  const { db, clock, bus, jobs } = deps;
  const campaigns = registerCampaigns(define, {
    db,
    clock,
    bus,
    ports: { productCards: (ids, locale) => productCards(deps.catalogIndex, db, ids, locale) },
  });
  const ports: NotificationPorts = {
    order: async (publicId) => {
      const order = await findOrder(db, publicId);
      return order ? { userId: order.user_id, code: order.public_id, pharmacyName: order.store_name } : undefined;
    },
    userLocales: async (userIds) => {
      const users = await Promise.all(userIds.map((id) => findUserById(db, id)));
      return new Map(users.flatMap((u): Array<[number, Locale]> => (u ? [[u.id, u.locale]] : [])));
    },
    campaign: (id) => campaigns.summary(id),
    // Campaigns are promotions: those who turned promotions off in the app are left out (ADR 036).
    customersAfter: (afterUserId, limit) => listShoppersWanting(db, 'promotions', 'push', afterUserId, limit),
  };
  const notifications = registerNotifications(define, {
    db,
    clock,
    bus,
    jobs,
    ports,
    presence: deps.presence,
    push: deps.push,
    pushHosts: deps.pushHosts,
    log: deps.log,
    ...(deps.campaignBatch !== undefined ? { campaignBatch: deps.campaignBatch } : {}),
  });
  return { notifications, campaigns };
}
