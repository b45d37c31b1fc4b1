/**
 * The notifications module's public face (ADR 014; docs/decisions/025-notifications-and-campaigns.md):
 * what workflows, seeds' callers and app.ts may use; everything else stays inside.
 */
export { registerNotifications } from './notifications.module.ts';
export { CAMPAIGN_BATCH, type NotificationsDeps, type NotificationsLog, NotificationsService } from './notifications.service.ts';
export { type AudienceMember, type CampaignFacts, NOBODY_ONLINE, type NotificationPorts, type OrderFacts, type Presence } from './notifications.ports.ts';
export type { NotificationEvent } from './notification-jobs.ts';
export type { NotificationsTables } from './notifications.tables.ts';
/** Its part of the personal-data rights: export and erasure of its own tables (issue 14; docs/decisions/037). */
export * from './notifications.erasure.ts';
