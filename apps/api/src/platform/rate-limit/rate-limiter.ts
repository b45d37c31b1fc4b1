import { type RateLimiterAbstract, RateLimiterRes } from 'rate-limiter-flexible';
import { tooManyRequests } from '../api-error.ts';

export interface RateLimitRule {
  name: string;
  /** Attempts allowed in the window. */
  max: number;
  windowMs: number;
  /** Once over, the subject stays refused this long from the refused attempt (a lock), not just to the window's end. */
  blockMs?: number;
  /** The 429's message when it is not the generic "too many attempts". */
  message?: 'otpLocked';
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * The limits of ARCHITECTURE §6: per IP and per account on every door a guesser or a spammer can knock
 * at. Every attempt is counted before the work it guards; a success gives its point back where only
 * failures should count (RateLimiter.refund), so concurrent guesses cannot slip past a check-then-count gap.
 */
export const RATE_LIMITS = {
  loginIp: { name: 'login:ip', max: 20, windowMs: 15 * MINUTE },
  loginAccount: { name: 'login:account', max: 5, windowMs: 15 * MINUTE },
  registerIp: { name: 'register:ip', max: 10, windowMs: HOUR },
  registerAccount: { name: 'register:account', max: 5, windowMs: HOUR },
  otpConfirmIp: { name: 'otp-confirm:ip', max: 30, windowMs: 15 * MINUTE },
  /** Wrong codes per account across all its challenges and resends (a resend starts a challenge's own count again). */
  otpConfirmAccount: { name: 'otp-confirm:account', max: 10, windowMs: HOUR, blockMs: HOUR, message: 'otpLocked' },
  otpResendIp: { name: 'otp-resend:ip', max: 10, windowMs: 15 * MINUTE },
  resetIp: { name: 'reset:ip', max: 10, windowMs: 15 * MINUTE },
  resetAccount: { name: 'reset:account', max: 5, windowMs: HOUR },
  subscribeIp: { name: 'subscribe:ip', max: 10, windowMs: HOUR },
  /** Password changes per signed-in user: a stolen session must not become an oracle for the password. */
  passwordChangeAccount: { name: 'password-change:account', max: 5, windowMs: 15 * MINUTE },
  /** Pick-up code attempts per order at the counter (issue 8, point 4): a code of 32^6 cannot be guessed in five tries an hour. */
  pickupCodeOrder: { name: 'pickup-code:order', max: 5, windowMs: HOUR },
} as const satisfies Record<string, RateLimitRule>;

/** Makes the store-backed limiter of one rule (platform/rate-limit/stores.ts). */
export type LimiterFactory = (rule: RateLimitRule) => RateLimiterAbstract;

/** Our rules over rate-limiter-flexible: one limiter per rule, answers as the API's 429. */
export class RateLimiter {
  private readonly limiters = new Map<string, RateLimiterAbstract>();

  constructor(private readonly create: LimiterFactory) {}

  private limiter(rule: RateLimitRule): RateLimiterAbstract {
    let limiter = this.limiters.get(rule.name);
    if (!limiter) {
      limiter = this.create(rule);
      this.limiters.set(rule.name, limiter);
    }
    return limiter;
  }

  /** Counts one attempt, atomically in the store, and throws a 429 with Retry-After when it is over the rule. */
  async consume(rule: RateLimitRule, subject: string): Promise<void> {
    try {
      await this.limiter(rule).consume(subject);
    } catch (error) {
      if (!(error instanceof RateLimiterRes)) throw error;
      const seconds = error.msBeforeNext / 1000;
      throw tooManyRequests(seconds, rule.message);
    }
  }

  /** Gives back the point of an attempt that turned out fine, where the rule counts failures only. */
  async refund(rule: RateLimitRule, subject: string): Promise<void> {
    await this.limiter(rule).reward(subject, 1);
  }

  /** Clears the subject's count (a successful login forgives the account's earlier failures). */
  async reset(rule: RateLimitRule, subject: string): Promise<void> {
    await this.limiter(rule).delete(subject);
  }
}
