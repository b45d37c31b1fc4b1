import type { Locale } from '@apotek/contract';

/**
 * What the notifications module needs from elsewhere, implemented in workflows/notifications.ts from the
 * other modules' public faces (a module never imports another; ADR 014), and the realtime gateway's presence.
 */

/** An order as a notification names it. */
export interface OrderFacts {
  userId: number;
  /** The public id (APT-…): SPEC's order_code. */
  code: string;
  pharmacyName: string;
}

/** A campaign as its notification names it. */
export interface CampaignFacts {
  id: number;
  slug: string;
  title: { id: string; en: string };
  /** Published and inside its period now: only then is anyone told. */
  live: boolean;
}

export interface AudienceMember {
  id: number;
  locale: Locale;
}

export interface NotificationPorts {
  order(publicId: string): Promise<OrderFacts | undefined>;
  /** Each user's language (users.locale); users that do not exist are left out. */
  userLocales(userIds: readonly number[]): Promise<Map<number, Locale>>;
  campaign(id: number): Promise<CampaignFacts | undefined>;
  /** The customers after this user id, by id, at most `limit` (a campaign's audience, batch by batch). */
  customersAfter(afterUserId: number, limit: number): Promise<AudienceMember[]>;
}

/** Whether a user has an open socket now (the realtime gateway, issue 11): they see it live, so no push. */
export interface Presence {
  isOnline(userId: number): Promise<boolean>;
}

/** Until the gateway is connected nobody counts as online, so every notification is pushed too. */
export const NOBODY_ONLINE: Presence = { isOnline: async () => false };
