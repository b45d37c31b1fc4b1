import type { AccountSession, Locale } from '@apotek/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { ApiError, fieldError, unauthorized } from '../../platform/api-error.ts';
import type { Clock } from '../../platform/clock.ts';
import { RATE_LIMITS, type RateLimiter } from '../../platform/rate-limit/rate-limiter.ts';
import type { AuthUser } from '../../platform/request-context.ts';
import { assertAcceptablePassword } from './password-policy.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { describeDevice } from './session-device.ts';
import { listLiveSessions, revokeOtherSessions, revokeUserSessionByPublicId } from './sessions.repository.ts';
import { findUserById, updateUser } from './users.repository.ts';

export interface AccountSecurityDeps {
  db: Kysely<Database>;
  clock: Clock;
  limiter: RateLimiter;
}

export interface PasswordChange {
  current_password: string;
  password: string;
}

/** What a signed-in user does about their own account's safety: the password and the devices signed in. */
export class AccountSecurityService {
  constructor(private readonly deps: AccountSecurityDeps) {}

  private nowIso() {
    return this.deps.clock.now().toISOString();
  }

  /**
   * Needs the current password, so a session left open on someone else's screen cannot take the account
   * over. Counted before the argon2 check (a burst gets no more guesses than the same tries one by one);
   * a right password gives its point back. Every other device is signed out; this one stays.
   */
  async changePassword(user: AuthUser, input: PasswordChange): Promise<{ revoked_sessions: number }> {
    const { db, limiter } = this.deps;
    const subject = `user:${user.id}`;
    await limiter.consume(RATE_LIMITS.passwordChangeAccount, subject);
    const row = await findUserById(db, user.id);
    if (!row) throw unauthorized();
    if (!(await verifyPassword(row.password_hash, input.current_password))) throw fieldError('current_password', 'currentPasswordWrong');
    await limiter.refund(RATE_LIMITS.passwordChangeAccount, subject);
    if (input.password === input.current_password) throw fieldError('password', 'passwordUnchanged');
    await assertAcceptablePassword(input.password, row);

    const passwordHash = await hashPassword(input.password);
    const revoked = await db.transaction().execute(async (trx) => {
      const nowIso = this.nowIso();
      await updateUser(trx, user.id, { password_hash: passwordHash, updated_at: nowIso });
      return revokeOtherSessions(trx, user.id, user.sessionId, nowIso);
    });
    return { revoked_sessions: revoked };
  }

  async sessions(user: AuthUser, locale: Locale): Promise<AccountSession[]> {
    const rows = await listLiveSessions(this.deps.db, user.id, this.nowIso());
    return rows.map((row) => ({
      id: row.public_id,
      ...describeDevice(row.user_agent, locale),
      ip: row.ip,
      created_at: row.created_at,
      last_used_at: row.last_used_at,
      current: row.id === user.sessionId,
    }));
  }

  /** A session that is not the user's answers like one that does not exist (ARCHITECTURE §6). */
  async revoke(user: AuthUser, publicId: string): Promise<void> {
    if (!(await revokeUserSessionByPublicId(this.deps.db, user.id, publicId, this.nowIso()))) throw new ApiError(404, 'sessionNotFound');
  }

  async revokeOthers(user: AuthUser, includeCurrent: boolean): Promise<number> {
    return revokeOtherSessions(this.deps.db, user.id, includeCurrent ? null : user.sessionId, this.nowIso());
  }
}
