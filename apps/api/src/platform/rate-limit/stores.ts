import { Redis } from 'ioredis';
import type pg from 'pg';
import { RateLimiterMemory, RateLimiterPostgres, RateLimiterRedis } from 'rate-limiter-flexible';
import type { LimiterFactory, RateLimitRule } from './rate-limiter.ts';

/**
 * Where counts live. One node: its memory. Several nodes share one budget through Redis when REDIS_URL
 * is set, else through PostgreSQL (the `rate_limits` table of the accounts migration) — never per node,
 * or N nodes would give a guesser N budgets.
 */
export type RateLimitStoreConfig =
  | { kind: 'memory' }
  | { kind: 'redis'; client: Redis; prefix?: string }
  | { kind: 'postgres'; pool: pg.Pool };

function options(rule: RateLimitRule, prefix = 'rl') {
  return {
    keyPrefix: `${prefix}:${rule.name}`,
    points: rule.max,
    duration: Math.ceil(rule.windowMs / 1000),
    ...(rule.blockMs ? { blockDuration: Math.ceil(rule.blockMs / 1000) } : {}),
  };
}

export function limiterFactory(config: RateLimitStoreConfig): LimiterFactory {
  switch (config.kind) {
    case 'memory':
      return (rule) => new RateLimiterMemory(options(rule));
    case 'redis':
      // If Redis fails, each node falls back to its own memory: weaker limits for a while beat 500s at login.
      return (rule) =>
        new RateLimiterRedis({
          ...options(rule, config.prefix),
          storeClient: config.client,
          insuranceLimiter: new RateLimiterMemory(options(rule)),
        });
    case 'postgres': {
      // Every rule shares the table; one limiter's timer sweeping expired rows serves them all.
      let sweeping = false;
      return (rule) => {
        const limiter = new RateLimiterPostgres({
          ...options(rule),
          storeClient: config.pool,
          storeType: 'pool',
          tableName: 'rate_limits',
          tableCreated: true,
          clearExpiredByTimeout: !sweeping,
          insuranceLimiter: new RateLimiterMemory(options(rule)),
        });
        sweeping = true;
        return limiter;
      };
    }
  }
}

/** The store for this deployment: Redis if configured, else PostgreSQL's table, else this node's memory. */
export function storeFor(options: { redisUrl: string | undefined; pool: pg.Pool | undefined }): {
  config: RateLimitStoreConfig;
  close(): Promise<void>;
} {
  if (options.redisUrl) {
    // Without the offline queue a command fails at once while Redis is away, and the memory insurance answers.
    const client = new Redis(options.redisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 1 });
    client.on('error', () => {});
    return { config: { kind: 'redis', client }, close: async () => void client.disconnect() };
  }
  if (options.pool) return { config: { kind: 'postgres', pool: options.pool }, close: async () => {} };
  return { config: { kind: 'memory' }, close: async () => {} };
}
