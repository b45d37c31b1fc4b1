import { describe, expect, it } from 'vitest';
import { formatCountdown, formatRemaining, remainingMs } from './countdown';

describe('formatCountdown', () => {
  it('writes hours, minutes and seconds with two digits each', () => {
    expect(formatCountdown(((1 * 60 + 2) * 60 + 3) * 1000)).toBe('01:02:03');
    expect(formatCountdown(59 * 1000)).toBe('00:00:59');
  });

  it('lets hours run past a day instead of wrapping', () => {
    expect(formatCountdown(25 * 3600 * 1000)).toBe('25:00:00');
  });

  it('rounds partial seconds up so zero shows only at the deadline', () => {
    expect(formatCountdown(1)).toBe('00:00:01');
    expect(formatCountdown(59_001)).toBe('00:01:00');
  });

  it('shows zero when the time is up or the input is nonsense', () => {
    expect(formatCountdown(0)).toBe('00:00:00');
    expect(formatCountdown(-5000)).toBe('00:00:00');
    expect(formatCountdown(Number.NaN)).toBe('00:00:00');
  });
});

describe('remainingMs', () => {
  const now = Date.parse('2026-11-21T10:00:00Z');

  it('counts down to the expiry time', () => {
    expect(remainingMs('2026-11-21T10:15:00Z', now)).toBe(15 * 60 * 1000);
  });

  it('is 0 once the expiry has passed or cannot be read', () => {
    expect(remainingMs('2026-11-21T09:59:59Z', now)).toBe(0);
    expect(remainingMs('not a date', now)).toBe(0);
  });
});

describe('formatRemaining', () => {
  it('reads mm:ss under an hour and h:mm:ss above, rounding partial seconds up', () => {
    expect(formatRemaining(0)).toBe('00:00');
    expect(formatRemaining(1)).toBe('00:01');
    expect(formatRemaining(29 * 60_000 + 59_001)).toBe('30:00');
    expect(formatRemaining(3_600_000 + 61_000)).toBe('1:01:01');
    expect(formatRemaining(Number.NaN)).toBe('00:00');
  });
});
