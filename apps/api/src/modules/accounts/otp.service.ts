import { randomUUID } from 'node:crypto';
import type { Locale, OtpChallenge } from '@apotek/contract';
import type { Executor } from '../../db/database.ts';
import { fieldError, tooManyRequests } from '../../platform/api-error.ts';
import type { Clock } from '../../platform/clock.ts';
import type { OutgoingMessage } from '../../platform/messaging/messaging.ts';
import type { OtpChannel, OtpPurpose } from './accounts.tables.ts';
import { otpMessage } from './otp-messages.ts';
import { closeOpenOtps, countFailedAttempt, findOpenOtp, findOtpByPublicId, insertOtp, type OtpRow, updateOtp } from './otps.repository.ts';
import { hashOtpCode, newOtpCode, sameHash } from './tokens.ts';

export const OTP_TTL_MS = 5 * 60_000;
export const OTP_RESEND_MS = 60_000;
export const OTP_MAX_ATTEMPTS = 5;
/** A challenge can be re-sent this many times in all; then the user starts over. */
export const OTP_MAX_SENDS = 5;

/** Where a code goes: the real address (null for a decoy, which sends nothing) and its masked form. */
export interface OtpTarget {
  userId: number | null;
  channel: OtpChannel;
  recipient: string | null;
  destination: string;
  locale: Locale;
}

export interface IssuedOtp {
  challenge: OtpChallenge;
  /** The message to send once the transaction commits; null when an open challenge was reused or for decoys. */
  message: OutgoingMessage | null;
}

export class OtpService {
  constructor(
    private readonly clock: Clock,
    private readonly secret: string,
  ) {}

  toChallenge(row: OtpRow): OtpChallenge {
    const wait = Math.ceil((Date.parse(row.resend_after) - this.clock.now().getTime()) / 1000);
    return {
      otp_id: row.public_id,
      purpose: row.purpose,
      channel: row.channel,
      destination: row.destination,
      expires_at: row.expires_at,
      resend_after: Math.max(0, wait),
    };
  }

  private message(target: OtpTarget, purpose: OtpPurpose, code: string): OutgoingMessage | null {
    if (!target.recipient) return null;
    const { subject, body } = otpMessage(target.locale, purpose, code);
    return { channel: target.channel, recipient: target.recipient, body, ...(target.channel === 'email' ? { subject } : {}) };
  }

  /**
   * A challenge for the target. While the newest open one may not be re-sent yet, it is answered again
   * without a new code, so hammering register or reset does not spray messages.
   */
  async issue(db: Executor, target: OtpTarget, purpose: OtpPurpose): Promise<IssuedOtp> {
    const now = this.clock.now();
    const nowIso = now.toISOString();
    const by = target.userId !== null ? { userId: target.userId } : { decoyDestination: target.destination };
    const open = await findOpenOtp(db, by, purpose, nowIso);
    if (open && Date.parse(open.resend_after) > now.getTime() && open.channel === target.channel) {
      return { challenge: this.toChallenge(open), message: null };
    }
    if (target.userId !== null) await closeOpenOtps(db, target.userId, purpose, nowIso);

    const publicId = randomUUID();
    const code = newOtpCode();
    const row = await insertOtp(db, {
      public_id: publicId,
      user_id: target.userId,
      purpose,
      channel: target.channel,
      destination: target.destination,
      code_hash: hashOtpCode(this.secret, publicId, target.userId === null ? newOtpCode() + 'x' : code),
      attempts: 0,
      sends: 1,
      expires_at: new Date(now.getTime() + OTP_TTL_MS).toISOString(),
      resend_after: new Date(now.getTime() + OTP_RESEND_MS).toISOString(),
      consumed_at: null,
      created_at: nowIso,
    });
    return { challenge: this.toChallenge(row), message: this.message(target, purpose, code) };
  }

  /** A fresh code for the same challenge, once `resend_after` has passed. */
  async resend(db: Executor, otpId: string, targetOf: (row: OtpRow) => Promise<OtpTarget>): Promise<IssuedOtp> {
    const now = this.clock.now();
    const row = await findOtpByPublicId(db, otpId);
    if (!row || row.consumed_at !== null || row.sends >= OTP_MAX_SENDS) throw fieldError('otp_id', 'otpInvalid');
    const wait = Date.parse(row.resend_after) - now.getTime();
    if (wait > 0) throw tooManyRequests(wait / 1000);

    const target = await targetOf(row);
    const code = newOtpCode();
    const updated = await updateOtp(db, row.id, {
      code_hash: hashOtpCode(this.secret, row.public_id, row.user_id === null ? newOtpCode() + 'x' : code),
      attempts: 0,
      sends: row.sends + 1,
      expires_at: new Date(now.getTime() + OTP_TTL_MS).toISOString(),
      resend_after: new Date(now.getTime() + OTP_RESEND_MS).toISOString(),
    });
    return { challenge: this.toChallenge(updated), message: this.message(target, row.purpose, code) };
  }

  /** The challenge an otp_id names, if any: confirm counts the attempt against its account before checking. */
  find(db: Executor, otpId: string): Promise<OtpRow | undefined> {
    return findOtpByPublicId(db, otpId);
  }

  /**
   * Checks a code against a challenge found by `find`. Any failure (unknown, decoy, expired, used, too
   * many tries, wrong code) is the same 422 on `code`; a wrong code also counts an attempt. Returns the
   * challenge, not yet consumed.
   */
  async check(db: Executor, row: OtpRow | undefined, code: string): Promise<OtpRow & { user_id: number }> {
    const now = this.clock.now();
    const usable =
      row &&
      row.user_id !== null &&
      row.consumed_at === null &&
      Date.parse(row.expires_at) > now.getTime() &&
      row.attempts < OTP_MAX_ATTEMPTS;
    if (!usable) throw fieldError('code', 'otpInvalid');
    if (!sameHash(row.code_hash, hashOtpCode(this.secret, row.public_id, code))) {
      await countFailedAttempt(db, row.id);
      throw fieldError('code', 'otpInvalid');
    }
    return row as OtpRow & { user_id: number };
  }
}
