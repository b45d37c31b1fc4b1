import { createHmac } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { EventBus } from '../bus/bus.ts';
import type { Clock } from '../clock.ts';
import { DEFAULT_REALTIME_LIMITS, RealtimeGateway, type RealtimeLimits, type RealtimeLog } from './gateway.ts';
import { IdentityTokens } from './identity-token.ts';
import { MemoryPresence, type Presence, type PresenceTracker, RedisPresence } from './presence.ts';

export interface RealtimeOptions {
  /** Tighter limits for tests (a short typing expiry, a small rate bucket). */
  limits?: Partial<RealtimeLimits>;
  /** Presence of the caller's making (tests give each run its own Redis key prefix). */
  presence?: PresenceTracker;
}

export interface RealtimeDeps {
  db: Kysely<Database>;
  clock: Clock;
  bus: EventBus;
  appSecret: string;
  redisUrl: string | undefined;
  log: RealtimeLog;
}

export interface Realtime {
  gateway: RealtimeGateway;
  tokens: IdentityTokens;
  /** The port other modules ask (notifications: is this user looking?). */
  presence: Presence;
  /**
   * This deployment's name on a shared Redis, derived from APP_SECRET (which every node of a deployment
   * shares): chat events and presence keys carry it, so two deployments on one Redis never mix.
   */
  realm: string;
}

/** The realm of a deployment: the same on all its nodes, different for another APP_SECRET. */
export function realmOf(appSecret: string): string {
  return createHmac('sha256', appSecret).update('apotek/realtime-realm').digest('base64url').slice(0, 16);
}

/**
 * The realtime gateway on the app's HTTP server (`GET /ws`), its identity tokens and presence: Redis when
 * REDIS_URL is set (presence seen by every node), this process otherwise. Closed before the server stops
 * (preClose), so sockets say goodbye while the bus still runs.
 */
export async function registerRealtime(app: FastifyInstance, deps: RealtimeDeps, options: RealtimeOptions = {}): Promise<Realtime> {
  const limits = { ...DEFAULT_REALTIME_LIMITS, ...options.limits };
  const realm = realmOf(deps.appSecret);
  const presence: PresenceTracker =
    options.presence ??
    (deps.redisUrl
      ? await RedisPresence.connect({ url: deps.redisUrl, log: deps.log, nodeId: deps.bus.nodeId, prefix: `apotek:presence:${realm}:`, ttlMs: limits.heartbeatMs * 2 + 5000 })
      : new MemoryPresence());
  const tokens = new IdentityTokens(deps.db, deps.clock, deps.appSecret);
  const gateway = new RealtimeGateway({ tokens, presence, bus: deps.bus, log: deps.log, limits });
  gateway.attach(app.server);
  app.addHook('preClose', async () => gateway.close());
  return { gateway, tokens, presence, realm };
}
