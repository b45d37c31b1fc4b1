import { randomUUID } from 'node:crypto';
import { CONTACT_FIELD_WORDS, type ContactChallenge, type ContactKind, type Locale, type Profile } from '@apotek/contract';
import type { Kysely } from 'kysely';
import type { Database, Executor } from '../../db/database.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { fieldError, tooManyRequests, unauthorized } from '../../platform/api-error.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Messaging, OutgoingMessage } from '../../platform/messaging/messaging.ts';
import type { RateLimiter, RateLimitRule } from '../../platform/rate-limit/rate-limiter.ts';
import type { AuthUser } from '../../platform/request-context.ts';
import { contactChangedNotice, contactCodeMessage } from './contact-change-messages.ts';
import {
  closeOpenContactChanges,
  consumeContactChange,
  countContactChangeAttempt,
  type ContactChangeRow,
  findOpenContactChange,
  findOwnContactChange,
  insertContactChange,
  updateContactChange,
} from './contact-change.repository.ts';
import { maskEmail, maskPhone } from './mask.ts';
import { OTP_MAX_ATTEMPTS, OTP_MAX_SENDS, OTP_RESEND_MS, OTP_TTL_MS } from './otp.service.ts';
import { toProfile } from './profile.ts';
import { profileFieldError } from './profile-errors.ts';
import { hashOtpCode, newOtpCode, sameHash } from './tokens.ts';
import { deleteUnverifiedUser, findUserByEmail, findUserById, findUserByPhone, updateUser, type UserRow } from './users.repository.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * ARCHITECTURE §6 limits for contact changes: each start sends a message to an address the caller typed,
 * so starts are counted per account and per new address (no spraying one stranger with codes); wrong
 * codes per account lock the changes for an hour, like the sign-up OTP.
 */
export const CONTACT_CHANGE_LIMITS = {
  startAccount: { name: 'contact-change:account', max: 5, windowMs: HOUR },
  startDestination: { name: 'contact-change:destination', max: 3, windowMs: HOUR },
  confirmAccount: { name: 'contact-change-confirm:account', max: 10, windowMs: HOUR, blockMs: HOUR, message: 'otpLocked' },
} as const satisfies Record<string, RateLimitRule>;

export interface ContactChangeDeps {
  db: Kysely<Database>;
  clock: Clock;
  messaging: Messaging;
  limiter: RateLimiter;
  secret: string;
  publicUrl: string;
}

const fieldOf = (kind: ContactKind) => kind;
const mask = (kind: ContactKind, value: string) => (kind === 'email' ? maskEmail(value) : maskPhone(value));

/**
 * Changing the e-mail or phone (issue 14): a code goes to the NEW address, proving the caller holds it;
 * only its confirmation changes the account, in one transaction with the code's use; then the OLD address
 * is told, so a taken-over session cannot move the account away unnoticed. The e-mail and phone are
 * what the user signs in with, so an address another verified account holds is refused.
 */
export class ContactChangeService {
  constructor(private readonly deps: ContactChangeDeps) {}

  private now() {
    return this.deps.clock.now();
  }

  private challenge(row: ContactChangeRow): ContactChallenge {
    return {
      change_id: row.public_id,
      kind: row.kind,
      channel: row.kind === 'email' ? 'email' : 'sms',
      destination: mask(row.kind, row.new_value),
      expires_at: row.expires_at,
      resend_after: Math.max(0, Math.ceil((Date.parse(row.resend_after) - this.now().getTime()) / 1000)),
    };
  }

  private codeMessage(row: ContactChangeRow, locale: Locale, code: string): OutgoingMessage {
    const { subject, body } = contactCodeMessage(locale, row.kind, code);
    return row.kind === 'email' ? { channel: 'email', recipient: row.new_value, subject, body } : { channel: 'sms', recipient: row.new_value, body };
  }

  private holder(db: Executor, kind: ContactKind, value: string) {
    return kind === 'email' ? findUserByEmail(db, value) : findUserByPhone(db, value);
  }

  /** The same address as now, or one a verified account holds: refused before any code is sent. */
  private async assertAvailable(db: Executor, user: UserRow, kind: ContactKind, value: string): Promise<void> {
    const words = (locale: Locale) => ({ field: CONTACT_FIELD_WORDS[locale][kind] });
    if ((kind === 'email' ? user.email : user.phone) === value) throw profileFieldError(fieldOf(kind), 'contactUnchanged', words);
    const holder = await this.holder(db, kind, value);
    if (holder && holder.id !== user.id && holder.verified_at !== null) throw profileFieldError(fieldOf(kind), 'contactTaken', words);
  }

  async start(caller: AuthUser, kind: ContactKind, value: string): Promise<ContactChallenge> {
    const { db, limiter } = this.deps;
    const user = await findUserById(db, caller.id);
    if (!user) throw unauthorized();
    // Counted before the check: "taken" tells whether an address has an account, so it is not free to ask.
    await limiter.consume(CONTACT_CHANGE_LIMITS.startAccount, `user:${user.id}`);
    await this.assertAvailable(db, user, kind, value);

    const now = this.now();
    const nowIso = now.toISOString();
    const open = await findOpenContactChange(db, user.id, kind, nowIso);
    // Asked again for the same address before a new code may go: the same challenge, no new message.
    if (open && open.new_value === value && Date.parse(open.resend_after) > now.getTime()) return this.challenge(open);
    await limiter.consume(CONTACT_CHANGE_LIMITS.startDestination, value);

    const code = newOtpCode();
    const publicId = randomUUID();
    const row = await db.transaction().execute(async (trx) => {
      await closeOpenContactChanges(trx, user.id, kind, nowIso);
      return insertContactChange(trx, {
        public_id: publicId,
        user_id: user.id,
        kind,
        new_value: value,
        code_hash: hashOtpCode(this.deps.secret, publicId, code),
        attempts: 0,
        sends: 1,
        expires_at: new Date(now.getTime() + OTP_TTL_MS).toISOString(),
        resend_after: new Date(now.getTime() + OTP_RESEND_MS).toISOString(),
        consumed_at: null,
        created_at: nowIso,
      });
    });
    await this.deps.messaging.send(this.codeMessage(row, user.locale, code));
    return this.challenge(row);
  }

  async resend(caller: AuthUser, changeId: string): Promise<ContactChallenge> {
    const { db } = this.deps;
    const now = this.now();
    const row = await findOwnContactChange(db, caller.id, changeId);
    if (!row || row.consumed_at !== null || row.sends >= OTP_MAX_SENDS) throw fieldError('change_id', 'otpInvalid');
    const wait = Date.parse(row.resend_after) - now.getTime();
    if (wait > 0) throw tooManyRequests(wait / 1000);
    const user = await findUserById(db, caller.id);
    if (!user) throw unauthorized();
    const code = newOtpCode();
    const updated = await updateContactChange(db, row.id, {
      code_hash: hashOtpCode(this.deps.secret, row.public_id, code),
      attempts: 0,
      sends: row.sends + 1,
      expires_at: new Date(now.getTime() + OTP_TTL_MS).toISOString(),
      resend_after: new Date(now.getTime() + OTP_RESEND_MS).toISOString(),
    });
    await this.deps.messaging.send(this.codeMessage(updated, user.locale, code));
    return this.challenge(updated);
  }

  /**
   * Any failure (unknown or someone else's change, expired, used, too many tries, wrong code) is the same
   * 422 on `code`; a wrong code counts an attempt. Counted per account before the comparison, given back
   * when right.
   */
  async confirm(caller: AuthUser, changeId: string, code: string): Promise<{ profile: Profile; kind: ContactKind }> {
    const { db, limiter } = this.deps;
    const subject = `user:${caller.id}`;
    await limiter.consume(CONTACT_CHANGE_LIMITS.confirmAccount, subject);
    const row = await findOwnContactChange(db, caller.id, changeId);
    const now = this.now();
    const usable = row && row.consumed_at === null && Date.parse(row.expires_at) > now.getTime() && row.attempts < OTP_MAX_ATTEMPTS;
    if (!usable) throw fieldError('code', 'otpInvalid');
    if (!sameHash(row.code_hash, hashOtpCode(this.deps.secret, row.public_id, code))) {
      await countContactChangeAttempt(db, row.id);
      throw fieldError('code', 'otpInvalid');
    }
    await limiter.refund(CONTACT_CHANGE_LIMITS.confirmAccount, subject);

    let outcome: { before: UserRow; after: UserRow };
    try {
      outcome = await db.transaction().execute(async (trx) => {
        const nowIso = this.now().toISOString();
        if (!(await consumeContactChange(trx, row.id, nowIso))) throw fieldError('code', 'otpInvalid');
        const before = await findUserById(trx, caller.id);
        if (!before) throw unauthorized();
        // Taken meanwhile by a verified account: refused; an unverified sign-up holding it gives way (as at sign-up).
        await this.assertAvailable(trx, before, row.kind, row.new_value);
        const squatter = await this.holder(trx, row.kind, row.new_value);
        if (squatter && squatter.id !== before.id) await deleteUnverifiedUser(trx, squatter.id);
        await updateUser(trx, before.id, { [row.kind]: row.new_value, updated_at: nowIso });
        const after = await findUserById(trx, before.id);
        return { before, after: after! };
      });
    } catch (error) {
      // Two accounts confirming the same address at once: the loser is told it is taken.
      if (isUniqueViolation(error)) throw profileFieldError(fieldOf(row.kind), 'contactTaken', (locale) => ({ field: CONTACT_FIELD_WORDS[locale][row.kind] }));
      throw error;
    }
    await this.notifyOldAddress(outcome.before, row.kind, row.new_value);
    return { profile: toProfile(outcome.after), kind: row.kind };
  }

  private async notifyOldAddress(before: UserRow, kind: ContactKind, newValue: string): Promise<void> {
    const { subject, body } = contactChangedNotice(before.locale, kind, mask(kind, newValue), this.deps.publicUrl);
    await this.deps.messaging.send(kind === 'email' ? { channel: 'email', recipient: before.email, subject, body } : { channel: 'sms', recipient: before.phone, body });
  }
}
