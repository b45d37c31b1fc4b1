import { randomUUID } from 'node:crypto';
import { type ConsentRecord, LEGAL_VERSIONS, type Locale, type OtpChallenge, parseIndonesianPhone, type Profile, ROLE_SCOPES, type Role } from '@apotek/contract';
import { SESSION_TTL_DAYS } from '@apotek/contract/session';
import type { Kysely } from 'kysely';
import type { Database, Executor } from '../../db/database.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { ApiError, fieldError } from '../../platform/api-error.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Messaging, OutgoingMessage } from '../../platform/messaging/messaging.ts';
import { RATE_LIMITS, type RateLimiter } from '../../platform/rate-limit/rate-limiter.ts';
import type { AuthUser } from '../../platform/request-context.ts';
import type { Authenticator } from '../../platform/routes.ts';
import { registrationAttemptNotice } from './account-notices.ts';
import { insertConsents, listConsents } from './consents.repository.ts';
import { maskEmail, maskPhone } from './mask.ts';
import { OtpService, type OtpTarget } from './otp.service.ts';
import { consumeOtp } from './otps.repository.ts';
import { assertAcceptablePassword } from './password-policy.ts';
import { hashPassword, verifyDummyPassword, verifyPassword } from './passwords.ts';
import { toProfile } from './profile.ts';
import { coarseIp, USER_AGENT_MAX } from './session-device.ts';
import { insertResetToken, findUsableResetToken, useResetToken } from './reset-tokens.repository.ts';
import { findLiveSession, insertSession, revokeSession, revokeUserSessions, touchSession } from './sessions.repository.ts';
import { hashToken, newToken } from './tokens.ts';
import {
  deleteUnverifiedUser,
  findUserByEmail,
  findUserById,
  findUserByPhone,
  insertUser,
  updateUser,
  type UserRow,
} from './users.repository.ts';

const DAY_MS = 86_400_000;
const RESET_TOKEN_TTL_MS = 15 * 60_000;
/** last_used_at is a hint for the user's device list, not an audit log: one write per 5 minutes is enough. */
const TOUCH_EVERY_MS = 5 * 60_000;

export interface AccountsDeps {
  db: Kysely<Database>;
  clock: Clock;
  messaging: Messaging;
  limiter: RateLimiter;
  secret: string;
  /** Where the shop is reached, for links in messages (config.publicUrl). */
  publicUrl: string;
}

export interface CallerInfo {
  ip: string;
  locale: Locale;
  userAgent?: string | null;
  /** The App-Platform header (web, android, ios): the channel a consent came through. */
  platform?: string | null;
}

export interface Login {
  authentication: { token: string; type: 'Bearer'; expires_at: string };
  user: Profile;
}

export interface RegisterInput {
  name: string;
  email: string;
  phone: string;
  password: string;
}

type RegisterOutcome = { challenge: OtpChallenge; messages: OutgoingMessage[] };

type LoginKey = { kind: 'email'; email: string } | { kind: 'phone'; phone: string } | { kind: 'unknown'; raw: string };

/** What a login field names: an e-mail (lower-cased), an Indonesian phone (E.164), or nothing we know. */
export function parseLogin(login: string): LoginKey {
  const value = login.trim();
  if (value.includes('@')) return { kind: 'email', email: value.toLowerCase() };
  const phone = parseIndonesianPhone(value);
  return phone ? { kind: 'phone', phone } : { kind: 'unknown', raw: value.toLowerCase() };
}

function loginSubject(key: LoginKey): string {
  return key.kind === 'email' ? key.email : key.kind === 'phone' ? key.phone : key.raw;
}

export class AccountsService implements Authenticator {
  private readonly otps: OtpService;
  /** Run after a successful password login, before the session (issue 14: a login cancels a pending deletion). */
  private readonly loginHooks: Array<(userId: number) => Promise<void>> = [];

  constructor(private readonly deps: AccountsDeps) {
    this.otps = new OtpService(deps.clock, deps.secret);
  }

  private nowIso() {
    return this.deps.clock.now().toISOString();
  }

  private async send(message: OutgoingMessage | null) {
    if (message) await this.deps.messaging.send(message);
  }

  private findByLogin(db: Executor, key: LoginKey) {
    if (key.kind === 'email') return findUserByEmail(db, key.email);
    if (key.kind === 'phone') return findUserByPhone(db, key.phone);
    return Promise.resolve(undefined);
  }

  private smsTarget(user: UserRow): OtpTarget {
    return { userId: user.id, channel: 'sms', recipient: user.phone, destination: maskPhone(user.phone), locale: user.locale };
  }

  private async createSession(db: Executor, user: UserRow, caller?: CallerInfo): Promise<Login> {
    const now = this.deps.clock.now();
    const token = newToken();
    const expiresAt = new Date(now.getTime() + SESSION_TTL_DAYS * DAY_MS).toISOString();
    await insertSession(db, {
      user_id: user.id,
      token_hash: hashToken(token),
      created_at: now.toISOString(),
      expires_at: expiresAt,
      revoked_at: null,
      last_used_at: now.toISOString(),
      public_id: randomUUID(),
      user_agent: caller?.userAgent?.slice(0, USER_AGENT_MAX) ?? null,
      ip: caller ? coarseIp(caller.ip) : null,
    });
    return { authentication: { token, type: 'Bearer', expires_at: expiresAt }, user: toProfile(user) };
  }

  /**
   * A new, unverified account and its OTP. The e-mail or phone of an unverified account is taken over
   * (the OTP proves the phone), so an abandoned or squatted sign-up never locks the real owner out. Those
   * of a verified account get the same answer as a new sign-up — a challenge that can never be confirmed —
   * and the owner a message, so the form cannot be used to learn who has an account.
   */
  async register(input: RegisterInput, caller: CallerInfo): Promise<OtpChallenge> {
    const { limiter } = this.deps;
    await limiter.consume(RATE_LIMITS.registerIp, caller.ip);
    await limiter.consume(RATE_LIMITS.registerAccount, input.email);
    await limiter.consume(RATE_LIMITS.registerAccount, input.phone);
    await assertAcceptablePassword(input.password, input);

    const passwordHash = await hashPassword(input.password);
    let outcome: RegisterOutcome;
    try {
      outcome = await this.registerOnce(input, caller, passwordHash);
    } catch (error) {
      // Two sign-ups for one new address at once: the loser runs again and is answered like any taken address.
      if (!isUniqueViolation(error)) throw error;
      outcome = await this.registerOnce(input, caller, passwordHash);
    }
    for (const message of outcome.messages) await this.send(message);
    return outcome.challenge;
  }

  private registerOnce(input: RegisterInput, caller: CallerInfo, passwordHash: string): Promise<RegisterOutcome> {
    return this.deps.db.transaction().execute(async (trx) => {
      const byEmail = await findUserByEmail(trx, input.email);
      const byPhone = await findUserByPhone(trx, input.phone);
      const owners = [
        byEmail?.verified_at ? { user: byEmail, channel: 'email' as const } : null,
        byPhone?.verified_at && byPhone.id !== byEmail?.id ? { user: byPhone, channel: 'sms' as const } : null,
      ].filter((o) => o !== null);
      const decoy = { userId: null, channel: 'sms' as const, recipient: null, destination: maskPhone(input.phone), locale: caller.locale };
      if (owners.length > 0) {
        const issued = await this.otps.issue(trx, decoy, 'register');
        return { challenge: issued.challenge, messages: owners.map((o) => this.registrationAttemptMessage(o.user, o.channel)) };
      }

      const nowIso = this.nowIso();
      const existing = byEmail ?? byPhone;
      if (byEmail && byPhone && byEmail.id !== byPhone.id) await deleteUnverifiedUser(trx, byPhone.id);
      const fields = { name: input.name, email: input.email, phone: input.phone, password_hash: passwordHash, locale: caller.locale };
      const user = existing
        ? await updateUser(trx, existing.id, { ...fields, updated_at: nowIso })
        : await insertUser(trx, { ...fields, public_id: randomUUID(), role: 'customer', verified_at: null, created_at: nowIso, updated_at: nowIso });
      await this.recordConsent(trx, user.id, caller, nowIso);
      const issued = await this.otps.issue(trx, this.smsTarget(user), 'register');
      return { challenge: issued.challenge, messages: issued.message ? [issued.message] : [] };
    });
  }

  private registrationAttemptMessage(owner: UserRow, channel: 'email' | 'sms'): OutgoingMessage {
    const { subject, body } = registrationAttemptNotice(owner.locale, this.deps.publicUrl);
    return channel === 'email' ? { channel, recipient: owner.email, subject, body } : { channel, recipient: owner.phone, body };
  }

  /** The terms and privacy policy in force, as the register form showed them (UU PDP: what, which version, when, how). */
  private recordConsent(db: Executor, userId: number, caller: CallerInfo, nowIso: string) {
    const common = {
      user_id: userId,
      channel: caller.platform ?? 'web',
      ip: caller.ip,
      user_agent: caller.userAgent?.slice(0, 256) ?? null,
      consented_at: nowIso,
      withdrawn_at: null,
    };
    return insertConsents(db, [
      { ...common, document: 'terms', version: LEGAL_VERSIONS.terms },
      { ...common, document: 'privacy', version: LEGAL_VERSIONS.privacy },
    ]);
  }

  async resendOtp(otpId: string, caller: CallerInfo): Promise<OtpChallenge> {
    await this.deps.limiter.consume(RATE_LIMITS.otpResendIp, caller.ip);
    const issued = await this.deps.db.transaction().execute((trx) =>
      this.otps.resend(trx, otpId, async (row) => {
        const user = row.user_id !== null ? await findUserById(trx, row.user_id) : undefined;
        if (!user) return { userId: null, channel: row.channel, recipient: null, destination: row.destination, locale: caller.locale };
        return row.channel === 'email'
          ? { userId: user.id, channel: 'email', recipient: user.email, destination: maskEmail(user.email), locale: user.locale }
          : this.smsTarget(user);
      }),
    );
    await this.send(issued.message);
    return issued.challenge;
  }

  /**
   * Registration: verifies the account and signs in. Reset: hands out a single-use reset token.
   * Each attempt is counted per IP and per account before the code is compared, and given back when it
   * was right, so a burst of guesses gets no more tries than the same guesses one by one.
   */
  async confirmOtp(otpId: string, code: string, caller: CallerInfo) {
    const { limiter, db } = this.deps;
    await limiter.consume(RATE_LIMITS.otpConfirmIp, caller.ip);
    const row = await this.otps.find(db, otpId);
    // Every challenge of an account, resends included, draws on one budget; a decoy has its own.
    const account = row ? (row.user_id !== null ? `user:${row.user_id}` : `otp:${row.public_id}`) : null;
    if (account) await limiter.consume(RATE_LIMITS.otpConfirmAccount, account);
    const otp = await this.otps.check(db, row, code);
    await limiter.refund(RATE_LIMITS.otpConfirmIp, caller.ip);
    if (account) await limiter.refund(RATE_LIMITS.otpConfirmAccount, account);

    return this.deps.db.transaction().execute(async (trx) => {
      const nowIso = this.nowIso();
      if (!(await consumeOtp(trx, otp.id, nowIso))) throw fieldError('code', 'otpInvalid');
      let user = await findUserById(trx, otp.user_id);
      if (!user) throw fieldError('code', 'otpInvalid');
      // Either code proves the phone or e-mail belongs to the caller.
      if (!user.verified_at) user = await updateUser(trx, user.id, { verified_at: nowIso, updated_at: nowIso });

      if (otp.purpose === 'register') {
        const login = await this.createSession(trx, user, caller);
        return { purpose: 'register' as const, ...login };
      }
      const resetToken = newToken();
      await insertResetToken(trx, {
        user_id: user.id,
        token_hash: hashToken(resetToken),
        expires_at: new Date(this.deps.clock.now().getTime() + RESET_TOKEN_TTL_MS).toISOString(),
        used_at: null,
        created_at: nowIso,
      });
      return { purpose: 'reset_password' as const, reset_token: resetToken };
    });
  }

  /**
   * Unknown account and wrong password are one answer, after one argon2 verification either way.
   * Attempts are counted per IP and per account before the password is verified (so concurrent guesses
   * cannot all pass the check before any is counted); a success gives the IP its point back and clears
   * the account's count.
   */
  async login(login: string, password: string, caller: CallerInfo): Promise<Login> {
    const { limiter, db } = this.deps;
    const key = parseLogin(login);
    await limiter.consume(RATE_LIMITS.loginIp, caller.ip);
    const user = await this.findByLogin(db, key);
    // Counted per account, so switching between its e-mail and phone does not buy more guesses.
    const subject = user ? `user:${user.id}` : loginSubject(key);
    await limiter.consume(RATE_LIMITS.loginAccount, subject);

    const valid = user ? await verifyPassword(user.password_hash, password) : await verifyDummyPassword(password);
    if (!user || !valid) throw new ApiError(401, 'invalidCredentials');
    // Told only to someone who knows the password; an admin blocked the account (issue 15).
    if (user.blocked_at) throw new ApiError(403, 'accountBlocked');
    await limiter.refund(RATE_LIMITS.loginIp, caller.ip);
    await limiter.reset(RATE_LIMITS.loginAccount, subject);

    if (!user.verified_at) {
      const issued = await db.transaction().execute((trx) => this.otps.issue(trx, this.smsTarget(user), 'register'));
      await this.send(issued.message);
      throw new ApiError(403, 'accountNotVerified', { data: issued.challenge });
    }
    for (const hook of this.loginHooks) await hook(user.id);
    return this.createSession(db, user, caller);
  }

  onLogin(hook: (userId: number) => Promise<void>): void {
    this.loginHooks.push(hook);
  }

  /** Always the same answer; an unknown account gets a decoy challenge that can never be confirmed. */
  async startPasswordReset(login: string, caller: CallerInfo): Promise<OtpChallenge> {
    const { limiter, db } = this.deps;
    const key = parseLogin(login);
    await limiter.consume(RATE_LIMITS.resetIp, caller.ip);
    await limiter.consume(RATE_LIMITS.resetAccount, loginSubject(key));

    const issued = await db.transaction().execute(async (trx) => {
      const user = await this.findByLogin(trx, key);
      const byEmail = key.kind === 'email';
      let target: OtpTarget;
      if (user) {
        target = byEmail
          ? { userId: user.id, channel: 'email', recipient: user.email, destination: maskEmail(user.email), locale: user.locale }
          : this.smsTarget(user);
      } else {
        const shown = key.kind === 'email' ? maskEmail(key.email) : key.kind === 'phone' ? maskPhone(key.phone) : maskPhone(key.raw);
        target = { userId: null, channel: byEmail ? 'email' : 'sms', recipient: null, destination: shown, locale: caller.locale };
      }
      return this.otps.issue(trx, target, 'reset_password');
    });
    await this.send(issued.message);
    return issued.challenge;
  }

  /** Sets the new password and signs every device out. */
  async setPassword(resetToken: string, password: string): Promise<void> {
    const { db } = this.deps;
    const found = await findUsableResetToken(db, hashToken(resetToken), this.nowIso());
    if (!found) throw fieldError('reset_token', 'resetTokenInvalid');
    const owner = await findUserById(db, found.user_id);
    if (!owner) throw fieldError('reset_token', 'resetTokenInvalid');
    await assertAcceptablePassword(password, owner);
    const passwordHash = await hashPassword(password);
    await db.transaction().execute(async (trx) => {
      const nowIso = this.nowIso();
      if (!(await useResetToken(trx, found.id, nowIso))) throw fieldError('reset_token', 'resetTokenInvalid');
      await updateUser(trx, found.user_id, { password_hash: passwordHash, updated_at: nowIso });
      await revokeUserSessions(trx, found.user_id, nowIso);
    });
  }

  async logout(user: AuthUser): Promise<void> {
    await revokeSession(this.deps.db, user.sessionId, this.nowIso());
  }

  async profile(user: AuthUser): Promise<Profile> {
    const row = await findUserById(this.deps.db, user.id);
    if (!row) throw new ApiError(401, 'unauthorized');
    return toProfile(row);
  }

  async consents(user: AuthUser): Promise<ConsentRecord[]> {
    return listConsents(this.deps.db, user.id);
  }

  async authenticate(token: string): Promise<AuthUser | null> {
    const now = this.deps.clock.now();
    const session = await findLiveSession(this.deps.db, hashToken(token), now.toISOString());
    if (!session) return null;
    if (now.getTime() - Date.parse(session.last_used_at) > TOUCH_EVERY_MS) {
      await touchSession(this.deps.db, session.session_id, now.toISOString());
    }
    const role: Role = session.role;
    return { id: session.user_id, publicId: session.public_id, role, scope: ROLE_SCOPES[role], sessionId: session.session_id };
  }
}
