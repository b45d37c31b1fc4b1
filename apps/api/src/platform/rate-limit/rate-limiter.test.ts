import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../../test/clock.ts';
import { ApiError } from '../api-error.ts';
import { MemoryRateLimitStore } from './memory-store.ts';
import { RateLimiter } from './rate-limiter.ts';

const rule = { name: 'test', max: 3, windowMs: 60_000 };

describe('RateLimiter', () => {
  it('lets max calls through, then answers 429 with the seconds left until the window closes', async () => {
    const clock = new ManualClock();
    const limiter = new RateLimiter(new MemoryRateLimitStore(), clock);
    for (let i = 0; i < 3; i++) await limiter.consume(rule, 'a');
    clock.advance(20_000);
    const error = await limiter.consume(rule, 'a').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(429);
    expect((error as ApiError).options.headers).toEqual({ 'retry-after': '40' });
    await limiter.consume(rule, 'b');
    clock.advance(40_000);
    await expect(limiter.consume(rule, 'a')).resolves.toBeUndefined();
  });

  it('check() refuses once failures reach max without counting itself; reset() clears', async () => {
    const limiter = new RateLimiter(new MemoryRateLimitStore(), new ManualClock());
    for (let i = 0; i < 5; i++) await limiter.check(rule, 'k');
    for (let i = 0; i < 3; i++) await limiter.hit(rule, 'k');
    await expect(limiter.check(rule, 'k')).rejects.toBeInstanceOf(ApiError);
    await limiter.reset(rule, 'k');
    await expect(limiter.check(rule, 'k')).resolves.toBeUndefined();
  });
});
