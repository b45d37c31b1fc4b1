import { createECDH } from 'node:crypto';
import {
  lastPageOf,
  type Locale,
  type Notification,
  NOTIFICATION_UNREAD_EVENT,
  notificationTarget,
  type NotificationsPage,
  type PushPayload,
  type PushSubscribeBody,
} from '@apotek/contract';
import type { Kysely } from 'kysely';
import type { Database, Executor } from '../../db/database.ts';
import { ApiError, fieldError } from '../../platform/api-error.ts';
import type { EventBus } from '../../platform/bus/bus.ts';
import type { Clock } from '../../platform/clock.ts';
import type { JobQueue } from '../../platform/jobs/job-queue.ts';
import type { JobContext, JobTypes } from '../../platform/jobs/jobs.ts';
import type { JobsTables } from '../../platform/jobs/jobs.tables.ts';
import { endpointAllowed, type PushSender, type PushSendOptions } from '../../platform/push/push-sender.ts';
import {
  campaignDraft,
  chatDraft,
  consultationDraft,
  eventUniqueKey,
  isTold,
  type NotificationDraft,
  orderDraft,
  prescriptionDraft,
} from './notification-events.ts';
import type { NotificationEvent } from './notification-jobs.ts';
import { notificationTitle, parseVars, renderNotification } from './notification-text.ts';
import type { NotificationPorts, Presence } from './notifications.ports.ts';
import {
  countNotifications,
  deleteOwnSubscription,
  deleteSubscription,
  findNotifications,
  findOwnNotification,
  findUnreadChat,
  insertNotifications,
  listNotifications,
  markAllRead,
  markRead,
  markSent,
  type NotificationRow,
  subscriptionsOf,
  unreadCounts,
  updateUnreadChat,
  upsertSubscription,
  usersWithSubscriptions,
} from './notifications.repository.ts';

export interface NotificationsLog {
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface NotificationsDeps {
  db: Kysely<Database>;
  clock: Clock;
  bus: EventBus;
  jobs: JobQueue;
  ports: NotificationPorts;
  /** Who has an open socket (the realtime gateway); those are not pushed to. */
  presence: Presence;
  push: PushSender;
  /** Hosts a push subscription's endpoint may name (platform/push). */
  pushHosts: readonly string[];
  log: NotificationsLog;
  /** Customers told per campaign job; each job schedules the next batch. */
  campaignBatch?: number;
}

export const CAMPAIGN_BATCH = 500;
const HOUR_S = 3600;

/** How long a push waits at the push service for a device that is offline, and how urgent it is (RFC 8030 §5.2, §5.3). */
function pushOptions(row: NotificationRow): PushSendOptions {
  switch (row.type) {
    case 'chat':
      return { ttlSeconds: 6 * HOUR_S, urgency: 'high', topic: `chat-${chatRoom(row) ?? row.id}` };
    case 'campaign':
      return { ttlSeconds: 72 * HOUR_S, urgency: 'low', topic: `n-${row.id}` };
    default:
      return { ttlSeconds: 24 * HOUR_S, urgency: 'normal', topic: `n-${row.id}` };
  }
}

function chatRoom(row: NotificationRow): number | undefined {
  try {
    const room = (JSON.parse(row.meta) as { room_id?: unknown }).room_id;
    return typeof room === 'number' ? room : undefined;
  } catch {
    return undefined;
  }
}

function unique<T>(items: Iterable<T>): T[] {
  return [...new Set(items)];
}

/**
 * Notifications (SPEC §2, §3, §4, §7; issue 11): made by jobs from the bus events of orders, prescriptions,
 * consultations, chats and campaigns, in the user's language, one per event (unique dedupe key per user);
 * the list with the server's unread counter, marking one or all read, the counter announced to the user's
 * sockets on every change (bus topic `realtime.user`), and web push to users with no open socket.
 */
export class NotificationsService {
  constructor(private readonly deps: NotificationsDeps) {}

  get publicKey(): string {
    return this.deps.push.publicKey;
  }

  private nowIso(): string {
    return this.deps.clock.now().toISOString();
  }

  private schedule<N extends keyof JobTypes & string>(db: Executor, name: N, payload: JobTypes[N], uniqueKey?: string): Promise<number | null> {
    return this.deps.jobs.schedule(db as unknown as Kysely<JobsTables>, {
      name,
      payload,
      runAt: this.deps.clock.now(),
      ...(uniqueKey ? { uniqueKey } : {}),
    });
  }

  // ---- The customer's calls -----------------------------------------------------------------------

  async list(userId: number, query: { page: number; perPage: number; unread: boolean }, locale: Locale): Promise<NotificationsPage> {
    const { db } = this.deps;
    const filter = { unreadOnly: query.unread };
    const [rows, total, unread] = await Promise.all([
      listNotifications(db, userId, filter, { offset: (query.page - 1) * query.perPage, limit: query.perPage }),
      countNotifications(db, userId, filter),
      query.unread ? Promise.resolve(-1) : countNotifications(db, userId, { unreadOnly: true }),
    ]);
    return {
      data: rows.map((row) => this.view(row, locale)),
      page: query.page,
      perPage: query.perPage,
      total,
      lastPage: lastPageOf(total, query.perPage),
      unread: unread < 0 ? total : unread,
    };
  }

  /** Marks one of the caller's notifications updated (read); someone else's is 404, and nothing changes. */
  async update(userId: number, id: number, locale: Locale): Promise<{ notification: Notification; unread: number }> {
    const { db } = this.deps;
    await markRead(db, userId, id, this.nowIso());
    const row = await findOwnNotification(db, userId, id);
    if (!row) throw new ApiError(404, 'notificationNotFound');
    const unread = await this.announceUnread([userId]);
    return { notification: this.view(row, locale), unread: unread.get(userId) ?? 0 };
  }

  async readAll(userId: number): Promise<{ updated: number; unread: number }> {
    const updated = await markAllRead(this.deps.db, userId, this.nowIso());
    const unread = await this.announceUnread([userId]);
    return { updated, unread: unread.get(userId) ?? 0 };
  }

  /** In the reader's language: re-worded from its key when they read another one than it was made in. */
  private view(row: NotificationRow, locale: Locale): Notification {
    const message = row.locale === locale ? row.message : (renderNotification(row.message_key, parseVars(row.message_vars), locale) ?? row.message);
    return { id: row.id, type: row.type, message, meta: row.meta, created_at: row.created_at, read: row.read_at !== null, read_at: row.read_at };
  }

  // ---- Events -------------------------------------------------------------------------------------

  /**
   * From a bus handler (the publishing node only): the event becomes a durable job, so a crash after this
   * point loses nothing and a failed write is retried. Events nobody is told of make no job.
   */
  async enqueue(event: NotificationEvent): Promise<void> {
    if (!isTold(event)) return;
    const key = eventUniqueKey(event);
    const id = await this.schedule(this.deps.db, 'notification.event', event, key ? `notification.event:${key}` : undefined);
    if (id !== null) this.deps.jobs.wake();
  }

  /** A published campaign: its audience is told batch by batch (one job each). */
  async enqueueCampaign(campaignId: number): Promise<void> {
    const id = await this.schedule(this.deps.db, 'notification.campaign', { campaignId, afterUserId: 0 }, `notification.campaign:${campaignId}:0`);
    if (id !== null) this.deps.jobs.wake();
  }

  /** The job: the event's notification, made once. */
  async handleEvent(event: NotificationEvent, job: Pick<JobContext, 'id'>): Promise<void> {
    switch (event.kind) {
      case 'order': {
        const order = await this.deps.ports.order(event.orderId);
        if (!order) return;
        const draft = orderDraft(event, order);
        if (draft) await this.deliver([draft]);
        return;
      }
      case 'prescription': {
        const draft = prescriptionDraft(event, job.id);
        if (draft) await this.deliver([draft]);
        return;
      }
      case 'consultation': {
        const draft = consultationDraft(event);
        if (draft) await this.deliver([draft]);
        return;
      }
      case 'chat':
        await this.deliverChat(event, job.id);
        return;
    }
  }

  /** One batch of a campaign's audience; the next batch's job is scheduled in the same transaction. */
  async fanOutCampaign(campaignId: number, afterUserId: number): Promise<void> {
    const campaign = await this.deps.ports.campaign(campaignId);
    if (!campaign?.live) return;
    const batch = this.deps.campaignBatch ?? CAMPAIGN_BATCH;
    const members = await this.deps.ports.customersAfter(afterUserId, batch);
    if (members.length === 0) return;
    const last = members.at(-1)!.id;
    const locales = new Map(members.map((m) => [m.id, m.locale]));
    await this.deliver(
      members.map((m) => campaignDraft(campaign, m.id)),
      {
        locales,
        then: async (trx) => {
          if (members.length === batch) await this.schedule(trx, 'notification.campaign', { campaignId, afterUserId: last }, `notification.campaign:${campaignId}:${last}`);
        },
      },
    );
    if (members.length === batch) this.deps.jobs.wake();
  }

  /**
   * Stores what is new in one transaction with the job that pushes it, then tells the users' sockets
   * their new unread counters.
   */
  private async deliver(drafts: NotificationDraft[], options: { locales?: Map<number, Locale>; then?: (trx: Executor) => Promise<void> } = {}): Promise<number[]> {
    const { db } = this.deps;
    const locales = options.locales ?? (await this.deps.ports.userLocales(unique(drafts.map((d) => d.userId))));
    const now = this.nowIso();
    const rows = drafts.flatMap((d) => {
      const locale = locales.get(d.userId);
      if (!locale) return [];
      return [
        {
          user_id: d.userId,
          type: d.type,
          message: renderNotification(d.key, d.vars, locale)!,
          locale,
          message_key: d.key,
          message_vars: JSON.stringify(d.vars),
          meta: JSON.stringify(d.meta),
          dedupe_key: d.dedupeKey,
          read_at: null,
          created_at: now,
        },
      ];
    });
    const made = await db.transaction().execute(async (trx) => {
      const inserted = await insertNotifications(trx, rows);
      await this.schedulePush(trx, inserted);
      await options.then?.(trx);
      return inserted;
    });
    if (made.length > 0) {
      this.deps.jobs.wake();
      await this.announceUnread(unique(made.map((r) => r.user_id)));
    }
    return made.map((r) => r.id);
  }

  /** A chat message while offline: the room's unread notification takes the newest text and a count, else a new one. */
  private async deliverChat(event: Extract<NotificationEvent, { kind: 'chat' }>, jobId: number): Promise<void> {
    const draft = chatDraft(event, jobId);
    const { db } = this.deps;
    const existing = await findUnreadChat(db, event.userId, event.roomId);
    if (!existing || existing.dedupe_key === draft.dedupeKey) {
      if (!existing) await this.deliver([draft]);
      return;
    }
    const before = parseVars(existing.message_vars);
    const count = (typeof before.count === 'number' ? before.count : 1) + 1;
    const vars = { ...draft.vars, count };
    const updated = await db.transaction().execute(async (trx) => {
      const ok = await updateUnreadChat(trx, existing.id, {
        message: renderNotification('chat.messages', vars, existing.locale)!,
        locale: existing.locale,
        message_key: 'chat.messages',
        message_vars: JSON.stringify(vars),
        created_at: this.nowIso(),
      });
      if (ok) await this.schedulePush(trx, [{ id: existing.id, user_id: existing.user_id }]);
      return ok;
    });
    // Read in between: this message gets a notification of its own.
    if (!updated) {
      await this.deliver([draft]);
      return;
    }
    this.deps.jobs.wake();
    await this.announceUnread([event.userId]);
  }

  /** The push job for new notifications of users who have a browser subscribed (most have none: no job then). */
  private async schedulePush(trx: Executor, made: ReadonlyArray<{ id: number; user_id: number }>): Promise<void> {
    if (made.length === 0) return;
    const subscribed = new Set(await usersWithSubscriptions(trx, unique(made.map((r) => r.user_id))));
    const ids = made.filter((r) => subscribed.has(r.user_id)).map((r) => r.id);
    if (ids.length > 0) await this.schedule(trx, 'notification.push', { notificationIds: ids });
  }

  /** Publishes each user's unread counter to their sockets (one bus message per distinct count) and answers the counts. */
  private async announceUnread(userIds: readonly number[]): Promise<Map<number, number>> {
    const counts = await unreadCounts(this.deps.db, userIds);
    const byCount = new Map<number, number[]>();
    for (const [userId, unread] of counts) byCount.set(unread, [...(byCount.get(unread) ?? []), userId]);
    for (const [unread, ids] of byCount) {
      await this.deps.bus.publish('realtime.user', { userIds: ids, event: { type: NOTIFICATION_UNREAD_EVENT, unread } });
    }
    return counts;
  }

  // ---- Web push -----------------------------------------------------------------------------------

  async subscribe(userId: number, body: PushSubscribeBody, userAgent: string | undefined): Promise<{ subscribed: boolean }> {
    if (!endpointAllowed(body.endpoint, this.deps.pushHosts)) throw fieldError('endpoint', 'pushEndpointNotAllowed');
    // A key that is not a point on P-256 could never be encrypted to: refuse it now, not at every send.
    try {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      ecdh.computeSecret(Buffer.from(body.keys.p256dh, 'base64url'));
    } catch {
      throw fieldError('keys.p256dh', 'pushKeysInvalid');
    }
    await upsertSubscription(this.deps.db, {
      user_id: userId,
      endpoint: body.endpoint,
      p256dh: body.keys.p256dh.replace(/=+$/, ''),
      auth: body.keys.auth.replace(/=+$/, ''),
      user_agent: userAgent ? userAgent.slice(0, 256) : null,
      created_at: this.nowIso(),
      last_sent_at: null,
    });
    return { subscribed: true };
  }

  /** Only the caller's own browser; another user's endpoint is left alone (and answers the same). */
  async unsubscribe(userId: number, endpoint: string): Promise<{ subscribed: boolean }> {
    await deleteOwnSubscription(this.deps.db, userId, endpoint);
    return { subscribed: false };
  }

  /**
   * The push job: each notification to every browser of its user, unless the user has a socket open
   * now. A subscription the push service says is gone is deleted. When a push service fails for a while
   * the job throws and is retried; browsers already reached get the same message again, which their
   * service worker shows in place of the first (same tag).
   */
  async sendPush(notificationIds: readonly number[]): Promise<void> {
    const { db, presence, push, log } = this.deps;
    const rows = await findNotifications(db, notificationIds);
    if (rows.length === 0) return;
    const users = unique(rows.map((r) => r.user_id));
    const online = await Promise.all(
      users.map((id) =>
        presence.isOnline(id).catch((error: unknown) => {
          log.warn({ err: error, userId: id }, 'presence check failed; pushing anyway');
          return false;
        }),
      ),
    );
    const offline = users.filter((_, i) => !online[i]);
    const subscriptions = await subscriptionsOf(db, offline);
    if (subscriptions.length === 0) return;
    const byUser = new Map<number, typeof subscriptions>();
    for (const s of subscriptions) byUser.set(s.user_id, [...(byUser.get(s.user_id) ?? []), s]);

    const gone = new Set<number>();
    const sent = new Set<number>();
    let failed = 0;
    for (const row of rows) {
      const targets = byUser.get(row.user_id);
      if (!targets) continue;
      const payload = JSON.stringify(this.pushPayload(row));
      const options = pushOptions(row);
      for (const target of targets) {
        if (gone.has(target.id)) continue;
        try {
          const outcome = await push.send(target, payload, options);
          if (outcome === 'gone') {
            await deleteSubscription(db, target.id);
            gone.add(target.id);
          } else if (outcome === 'rejected') {
            log.warn({ subscriptionId: target.id, notificationId: row.id }, 'push service refused a message');
          } else {
            sent.add(target.id);
          }
        } catch (error) {
          failed += 1;
          log.warn({ err: error, subscriptionId: target.id, notificationId: row.id }, 'push failed; will retry');
        }
      }
    }
    await markSent(db, [...sent], this.nowIso());
    if (failed > 0) throw new Error(`${failed} push message(s) failed`);
  }

  private pushPayload(row: NotificationRow): PushPayload {
    const room = row.type === 'chat' ? chatRoom(row) : undefined;
    return {
      id: row.id,
      type: row.type,
      title: notificationTitle(row.type, row.locale),
      body: row.message,
      url: notificationTarget(row),
      tag: room !== undefined ? `chat-${room}` : `notification-${row.id}`,
    };
  }
}
