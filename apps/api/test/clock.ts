import type { Clock } from '../src/platform/clock.ts';

/** A clock tests move by hand: OTP expiry, rate-limit windows and session lifetimes without waiting. */
export class ManualClock implements Clock {
  private current: number;

  constructor(start: Date | string = '2026-01-15T03:00:00.000Z') {
    this.current = new Date(start).getTime();
  }

  now(): Date {
    return new Date(this.current);
  }

  advance(ms: number): void {
    this.current += ms;
  }
}
