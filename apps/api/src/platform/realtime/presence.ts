import { Redis } from 'ioredis';
import type { BusLog } from '../bus/bus.ts';

/**
 * Whether a user has an open realtime socket on any node (the notifications module asks before it sends
 * a web push or a chat notification for someone who is not looking).
 */
export interface Presence {
  isOnline(userId: number): Promise<boolean>;
}

/** The gateway's side: it reports sockets opening and closing, and refreshes on each heartbeat. */
export interface PresenceTracker extends Presence {
  readonly kind: 'memory' | 'redis';
  connected(userId: number): void;
  disconnected(userId: number): void;
  /** Every user with a socket on this node, on each heartbeat: their entries stay alive. */
  refresh(userIds: readonly number[]): Promise<void>;
  close(): Promise<void>;
}

/** Sockets per user on this node. */
class LocalCounts {
  private readonly counts = new Map<number, number>();

  add(userId: number): boolean {
    const n = (this.counts.get(userId) ?? 0) + 1;
    this.counts.set(userId, n);
    return n === 1;
  }

  remove(userId: number): boolean {
    const n = (this.counts.get(userId) ?? 0) - 1;
    if (n > 0) {
      this.counts.set(userId, n);
      return false;
    }
    this.counts.delete(userId);
    return true;
  }

  has(userId: number): boolean {
    return this.counts.has(userId);
  }

  users(): number[] {
    return [...this.counts.keys()];
  }
}

/** The embedded default: one node, so this node's sockets are all there is. */
export class MemoryPresence implements PresenceTracker {
  readonly kind = 'memory' as const;
  private readonly local = new LocalCounts();

  connected(userId: number): void {
    this.local.add(userId);
  }

  disconnected(userId: number): void {
    this.local.remove(userId);
  }

  async refresh(): Promise<void> {}

  async isOnline(userId: number): Promise<boolean> {
    return this.local.has(userId);
  }

  async close(): Promise<void> {}
}

export interface RedisPresenceOptions {
  url: string;
  log: BusLog;
  nodeId: string;
  /** Key prefix; the gateway puts the deployment's realm in it so two deployments on one Redis stay apart. */
  prefix: string;
  /** How long an entry lives without a refresh: a node that dies drops out after this. */
  ttlMs: number;
}

/**
 * Scale-out: one sorted set per user, `<prefix><userId>`, with one member per node that has a socket of
 * theirs, scored by when that entry expires. A node adds itself on the user's first socket, refreshes on
 * every heartbeat and removes itself on the last close; a node that dies simply stops refreshing.
 * `isOnline` counts entries that have not expired yet.
 */
export class RedisPresence implements PresenceTracker {
  readonly kind = 'redis' as const;
  private readonly local = new LocalCounts();

  private constructor(
    private readonly redis: Redis,
    private readonly options: RedisPresenceOptions,
  ) {}

  static async connect(options: RedisPresenceOptions): Promise<RedisPresence> {
    const redis = new Redis(options.url, { lazyConnect: true, maxRetriesPerRequest: 2, connectionName: `apotek-presence:${options.nodeId}` });
    redis.on('error', (error: Error) => options.log.warn({ err: error }, 'redis presence connection error'));
    await redis.connect();
    return new RedisPresence(redis, options);
  }

  private key(userId: number): string {
    return `${this.options.prefix}${userId}`;
  }

  connected(userId: number): void {
    if (this.local.add(userId)) void this.write([userId]);
  }

  disconnected(userId: number): void {
    if (!this.local.remove(userId)) return;
    this.redis.zrem(this.key(userId), this.options.nodeId).catch((error: unknown) => this.options.log.warn({ err: error }, 'presence: remove failed'));
  }

  async refresh(userIds: readonly number[]): Promise<void> {
    await this.write(userIds);
  }

  async isOnline(userId: number): Promise<boolean> {
    if (this.local.has(userId)) return true;
    try {
      return (await this.redis.zcount(this.key(userId), Date.now(), '+inf')) > 0;
    } catch (error) {
      // Unknown counts as offline: at worst a notification goes to someone who was looking.
      this.options.log.warn({ err: error }, 'presence: lookup failed');
      return false;
    }
  }

  async close(): Promise<void> {
    const users = this.local.users();
    try {
      if (users.length) {
        const pipeline = this.redis.pipeline();
        for (const userId of users) pipeline.zrem(this.key(userId), this.options.nodeId);
        await pipeline.exec();
      }
      await this.redis.quit();
    } catch {
      this.redis.disconnect();
    }
  }

  private async write(userIds: readonly number[]): Promise<void> {
    if (userIds.length === 0) return;
    // Real time, not the app's clock: Redis expires keys by its own.
    const until = Date.now() + this.options.ttlMs;
    const pipeline = this.redis.pipeline();
    for (const userId of userIds) {
      const key = this.key(userId);
      pipeline.zadd(key, until, this.options.nodeId);
      // Entries of dead nodes go by score; the key itself goes when nobody refreshes it.
      pipeline.zremrangebyscore(key, '-inf', Date.now());
      pipeline.pexpire(key, this.options.ttlMs);
    }
    try {
      await pipeline.exec();
    } catch (error) {
      this.options.log.warn({ err: error }, 'presence: refresh failed');
    }
  }
}
