import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestDatabase } from '../../../test/db.ts';
import type { Db } from '../../db/connect.ts';
import { ApiError } from '../api-error.ts';
import { RateLimiter } from './rate-limiter.ts';
import { limiterFactory, type RateLimitStoreConfig } from './stores.ts';

const rule = { name: 'test', max: 3, windowMs: 60_000 };

async function refusal(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(() => null, (e: unknown) => e);
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('RateLimiter in memory', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('lets max calls through, then answers 429 with the seconds left until the window closes', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-01-15T03:00:00Z') });
    const limiter = new RateLimiter(limiterFactory({ kind: 'memory' }));
    for (let i = 0; i < 3; i++) await limiter.consume(rule, 'a');
    vi.setSystemTime(new Date('2026-01-15T03:00:20Z'));
    const error = await refusal(limiter.consume(rule, 'a'));
    expect(error.status).toBe(429);
    expect(error.key).toBe('tooManyRequests');
    expect(error.options.headers).toEqual({ 'retry-after': '40' });
    await limiter.consume(rule, 'b');
    vi.setSystemTime(new Date('2026-01-15T03:01:00Z'));
    await expect(limiter.consume(rule, 'a')).resolves.toBeUndefined();
  });

  it('refund gives a point back and reset clears the count', async () => {
    const limiter = new RateLimiter(limiterFactory({ kind: 'memory' }));
    for (let i = 0; i < 3; i++) await limiter.consume(rule, 'k');
    await limiter.refund(rule, 'k');
    await limiter.consume(rule, 'k');
    await refusal(limiter.consume(rule, 'k'));
    await limiter.reset(rule, 'k');
    await expect(limiter.consume(rule, 'k')).resolves.toBeUndefined();
  });

  it('a rule with a lock keeps refusing for the whole lock, with its own message', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-01-15T03:00:00Z') });
    const lock = { name: 'lock', max: 2, windowMs: 60_000, blockMs: 3_600_000, message: 'otpLocked' as const };
    const limiter = new RateLimiter(limiterFactory({ kind: 'memory' }));
    await limiter.consume(lock, 'u');
    await limiter.consume(lock, 'u');
    const error = await refusal(limiter.consume(lock, 'u'));
    expect(error.key).toBe('otpLocked');
    expect(error.options.vars).toMatchObject({ minutes: 60 });
    // The window is long over, the lock is not.
    vi.setSystemTime(new Date('2026-01-15T03:30:00Z'));
    await refusal(limiter.consume(lock, 'u'));
  });
});

/** The same atomicity on the store the suite's database has: memory beside SQLite, the shared table on PostgreSQL. */
describe('RateLimiter on the deployment store', () => {
  let database: Db;
  let store: RateLimitStoreConfig;
  beforeAll(async () => {
    database = await createTestDatabase();
    store = database.pool ? { kind: 'postgres', pool: database.pool } : { kind: 'memory' };
  });
  afterAll(async () => {
    await database.close();
  });

  it('counts 100 simultaneous attempts so that exactly max get through', async () => {
    const limiter = new RateLimiter(limiterFactory(store));
    const burst = { name: 'burst', max: 5, windowMs: 60_000 };
    const results = await Promise.allSettled(Array.from({ length: 100 }, () => limiter.consume(burst, 'user:1')));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(5);
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(refused).toHaveLength(95);
    for (const r of refused) expect((r.reason as ApiError).status).toBe(429);
  });

  it('keeps counts apart per rule and per subject', async () => {
    const limiter = new RateLimiter(limiterFactory(store));
    const a = { name: 'apart-a', max: 1, windowMs: 60_000 };
    const b = { name: 'apart-b', max: 1, windowMs: 60_000 };
    await limiter.consume(a, 's1');
    await limiter.consume(b, 's1');
    await limiter.consume(a, 's2');
    await refusal(limiter.consume(a, 's1'));
  });
});
