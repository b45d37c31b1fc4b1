import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import type { ApiError } from '../api-error.ts';
import { RateLimiter } from './rate-limiter.ts';
import { limiterFactory } from './stores.ts';

const url = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const clients: Redis[] = [];
afterAll(() => {
  for (const c of clients) c.disconnect();
});

/** One API node's limiter: its own Redis connection, the shared key space of this test run. */
function node(prefix: string) {
  const client = new Redis(url, { enableOfflineQueue: true });
  clients.push(client);
  return new RateLimiter(limiterFactory({ kind: 'redis', client, prefix }));
}

describe('rate limits on Redis', () => {
  it('two API nodes share one budget, even under a simultaneous burst', async () => {
    const prefix = `rl-test-${randomBytes(4).toString('hex')}`;
    const [a, b] = [node(prefix), node(prefix)];
    const rule = { name: 'login:account', max: 5, windowMs: 60_000 };
    const results = await Promise.allSettled(Array.from({ length: 100 }, (_, i) => (i % 2 ? a : b).consume(rule, 'user:7')));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(5);
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(refused.map((r) => (r.reason as ApiError).status)).toEqual(Array(95).fill(429));
    expect(Number((refused[0]!.reason as ApiError).options.headers?.['retry-after'])).toBeGreaterThan(0);
  });

  it('a reset on one node clears the count for the other', async () => {
    const prefix = `rl-test-${randomBytes(4).toString('hex')}`;
    const [a, b] = [node(prefix), node(prefix)];
    const rule = { name: 'r', max: 1, windowMs: 60_000 };
    await a.consume(rule, 'k');
    await expect(b.consume(rule, 'k')).rejects.toMatchObject({ status: 429 });
    await a.reset(rule, 'k');
    await expect(b.consume(rule, 'k')).resolves.toBeUndefined();
  });
});
