import { tooManyRequests } from '../api-error.ts';
import type { Clock } from '../clock.ts';
import type { RateLimitStore } from './store.ts';

export interface RateLimitRule {
  name: string;
  max: number;
  windowMs: number;
}

const MINUTE = 60_000;

/** The limits of ARCHITECTURE §6: per IP and per account on every door a guesser or a spammer can knock at. */
export const RATE_LIMITS = {
  loginIp: { name: 'login:ip', max: 20, windowMs: 15 * MINUTE },
  loginAccount: { name: 'login:account', max: 5, windowMs: 15 * MINUTE },
  registerIp: { name: 'register:ip', max: 10, windowMs: 60 * MINUTE },
  registerAccount: { name: 'register:account', max: 5, windowMs: 60 * MINUTE },
  otpConfirmIp: { name: 'otp-confirm:ip', max: 30, windowMs: 15 * MINUTE },
  otpResendIp: { name: 'otp-resend:ip', max: 10, windowMs: 15 * MINUTE },
  resetIp: { name: 'reset:ip', max: 10, windowMs: 15 * MINUTE },
  resetAccount: { name: 'reset:account', max: 5, windowMs: 60 * MINUTE },
  subscribeIp: { name: 'subscribe:ip', max: 10, windowMs: 60 * MINUTE },
} as const satisfies Record<string, RateLimitRule>;

export class RateLimiter {
  constructor(
    private readonly store: RateLimitStore,
    private readonly clock: Clock,
  ) {}

  private key(rule: RateLimitRule, subject: string) {
    return `${rule.name}:${subject}`;
  }

  /** Throws a 429 when the subject has used up the rule, without counting this call. */
  async check(rule: RateLimitRule, subject: string): Promise<void> {
    const now = this.clock.now().getTime();
    const w = await this.store.get(this.key(rule, subject), now);
    if (w && w.count >= rule.max) throw tooManyRequests((w.resetAtMs - now) / 1000);
  }

  /** Counts one use (a failure, for rules that count failures). */
  async hit(rule: RateLimitRule, subject: string): Promise<void> {
    await this.store.hit(this.key(rule, subject), rule.windowMs, this.clock.now().getTime());
  }

  /** Counts one use and throws a 429 when it goes over the rule. */
  async consume(rule: RateLimitRule, subject: string): Promise<void> {
    const now = this.clock.now().getTime();
    const w = await this.store.hit(this.key(rule, subject), rule.windowMs, now);
    if (w.count > rule.max) throw tooManyRequests((w.resetAtMs - now) / 1000);
  }

  async reset(rule: RateLimitRule, subject: string): Promise<void> {
    await this.store.reset(this.key(rule, subject));
  }
}
