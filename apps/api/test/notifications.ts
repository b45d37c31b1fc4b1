import { createECDH, randomBytes } from 'node:crypto';
import type { Locale } from '@apotek/contract';
import webpush from 'web-push';
import type { Presence } from '../src/modules/notifications/index.ts';
import type { BusHandler, BusTopic, BusTopics } from '../src/platform/bus/bus.ts';
import { MemoryBus } from '../src/platform/bus/memory-bus.ts';
import { DEFAULT_PUSH_HOSTS, type PushSender } from '../src/platform/push/push-sender.ts';
import { SandboxPushSender } from '../src/platform/push/sandbox-push-sender.ts';
import { registerVerified } from './app.ts';
import { type CommerceTestApp, createCommerceTestApp } from './commerce.ts';

const quiet = { error: () => {}, warn: () => {}, info: () => {} };

const tick = () => new Promise((resolve) => setImmediate(resolve));

/** The in-process bus, counting its handlers in flight so a test can wait until every one has finished. */
export class TrackedBus extends MemoryBus {
  private readonly inflight = new Set<Promise<unknown>>();

  override subscribe<T extends BusTopic>(topic: T, handler: BusHandler<T>): () => void {
    return super.subscribe(topic, (payload, meta) => {
      const run = Promise.resolve().then(() => handler(payload, meta));
      this.inflight.add(run);
      void run.catch(() => undefined).finally(() => this.inflight.delete(run));
      return run;
    });
  }

  /** Resolves once what was published so far has been handled (delivery is on a later tick). */
  async idle(): Promise<void> {
    await tick();
    await tick();
    while (this.inflight.size > 0) {
      await Promise.allSettled([...this.inflight]);
      await tick();
      await tick();
    }
  }
}

/** Presence as the realtime gateway would answer it, set by the test. */
export class FakePresence implements Presence {
  readonly online = new Set<number>();
  async isOnline(userId: number): Promise<boolean> {
    return this.online.has(userId);
  }
}

export interface NotificationsTestApp extends CommerceTestApp {
  bus: TrackedBus;
  presence: FakePresence;
  push: SandboxPushSender;
  /** Every `realtime.user` message published, in order. */
  realtime: Array<BusTopics['realtime.user']>;
  /** Lets bus handlers run, then runs every due job (notification jobs included) until none is left. */
  drain(): Promise<void>;
}

/**
 * The commerce test app (demo data, a job queue the test drives, an in-process bus, the payment sandbox)
 * with a presence the test sets, the push sandbox, and small campaign batches.
 */
export interface NotificationsTestOptions {
  campaignBatch?: number;
  /** Environment for the test config (WEB_PUSH_HOSTS for a local push service). */
  env?: NodeJS.ProcessEnv;
  /** Another sender than the push sandbox (the real adapter against a local push service). */
  sender?: PushSender;
}

export async function createNotificationsTestApp(options: NotificationsTestOptions = {}): Promise<NotificationsTestApp> {
  const bus = new TrackedBus(quiet);
  const presence = new FakePresence();
  let push: SandboxPushSender | undefined;
  const commerce = await createCommerceTestApp({
    env: options.env,
    bus,
    services: (config) => {
      push = new SandboxPushSender({ keys: webpush.generateVAPIDKeys(), subject: 'mailto:care@apotek.id', hosts: config.push.hosts });
      return { presence, push: options.sender ?? push, ...(options.campaignBatch ? { campaignBatch: options.campaignBatch } : {}) };
    },
  });
  const realtime: Array<BusTopics['realtime.user']> = [];
  bus.subscribe('realtime.user', (payload) => void realtime.push(payload));
  const { clock, jobs } = commerce;
  return {
    ...commerce,
    bus,
    presence,
    push: push!,
    realtime,
    settle: async () => {
      await commerce.settle();
      await bus.idle();
    },
    drain: async () => {
      for (let round = 0; round < 20; round++) {
        await bus.idle();
        const ran = await jobs.runDue(clock.now(), { names: ['notification.event', 'notification.campaign', 'notification.push'] });
        await bus.idle();
        if (ran === 0) return;
      }
      throw new Error('notification jobs kept coming');
    },
  };
}

let ipCounter = 0;

/** A verified customer who registered in `locale` (users.locale), with their id. */
export async function customer(t: Pick<CommerceTestApp, 'call' | 'database'>, locale: Locale = 'id'): Promise<{ token: string; id: number; email: string }> {
  ipCounter += 1;
  const ip = `203.0.113.${ipCounter % 250}`;
  const { body, token } = await registerVerified({ database: t.database, call: (o: Parameters<CommerceTestApp['call']>[0]) => t.call({ ip, ...o, headers: { 'accept-language': locale, ...o.headers } }) } as never);
  const user = await t.database.db.selectFrom('users').select(['id', 'locale']).where('email', '=', String(body.email)).executeTakeFirstOrThrow();
  if (user.locale !== locale) throw new Error(`registered in ${user.locale}, wanted ${locale}`);
  return { token, id: user.id, email: String(body.email) };
}

/** What a browser's PushManager.subscribe() gives, on an endpoint of a real push service's host. */
export function browserSubscription(host = DEFAULT_PUSH_HOSTS[0]!) {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return {
    endpoint: `https://${host}/fcm/send/${randomBytes(12).toString('base64url')}`,
    expirationTime: null,
    keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') },
  };
}
