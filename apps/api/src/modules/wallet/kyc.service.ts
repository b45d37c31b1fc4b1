import { type KycBody, type KycReview, type KycStatus, type KycView, lastPageOf, type Page } from '@apotek/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { ApiError } from '../../platform/api-error.ts';
import type { Clock } from '../../platform/clock.ts';
import { countKyc, findKyc, insertKyc, type KycRow, latestKyc, listKyc, markWalletVerified, nikVerifiedElsewhere, reviewKycIf } from './kyc.repository.ts';
import { keyedHash } from './wallet-secrets.ts';
import { findProfile } from './wallet.repository.ts';

/** What verification needs from other modules, wired in workflows/wallet.ts (ADR 014). */
export interface KycPorts {
  /** The file is the user's own upload with purpose `kyc`. */
  ownsKycFile(userId: number, fileId: string): Promise<boolean>;
  /** A short-lived signed URL, for a reviewer this module has checked. */
  fileUrl(fileId: string): Promise<string>;
  customer(userId: number): Promise<{ public_id: string; name: string; phone: string }>;
}

export interface KycDeps {
  db: Kysely<Database>;
  clock: Clock;
  secret: string;
  ports: KycPorts;
}

const view = (row: KycRow): KycView => ({
  id: row.id,
  status: row.status,
  full_name: row.full_name,
  nik_last4: row.nik_last4,
  reason: row.reason,
  submitted_at: row.submitted_at,
  reviewed_at: row.reviewed_at,
  consented_at: row.consented_at,
});

/**
 * Identity verification of wallet holders (issue 13): Bank Indonesia's higher balance cap applies to
 * registered accounts. A customer with an active wallet sends one request at a time; an admin approves
 * (the wallet becomes verified) or rejects with a reason (the customer may send again).
 */
export class KycService {
  constructor(private readonly deps: KycDeps) {}

  async mine(userId: number): Promise<KycView | null> {
    const row = await latestKyc(this.deps.db, userId);
    return row ? view(row) : null;
  }

  async submit(userId: number, body: KycBody): Promise<KycView> {
    const { db, clock, secret, ports } = this.deps;
    if ((await findProfile(db, userId))?.status !== 'active') throw new ApiError(409, 'walletNotRegistered');
    const latest = await latestKyc(db, userId);
    if (latest?.status === 'verified') throw new ApiError(409, 'kycAlreadyVerified');
    if (latest?.status === 'pending') throw new ApiError(409, 'kycAlreadyPending');
    for (const field of ['ktp_file_id', 'selfie_file_id'] as const) {
      if (!(await ports.ownsKycFile(userId, body[field]))) throw new ApiError(422, 'validation', { fields: { [field]: [{ message: 'kycFileInvalid' }] } });
    }
    if (body.ktp_file_id === body.selfie_file_id) throw new ApiError(422, 'validation', { fields: { selfie_file_id: [{ message: 'kycFileInvalid' }] } });
    const nikHash = keyedHash(secret, 'kyc-nik', body.nik);
    if (await nikVerifiedElsewhere(db, nikHash, userId)) throw new ApiError(409, 'kycNikTaken', { fields: { nik: [{ message: 'kycNikTaken' }] } });
    try {
      const id = await insertKyc(db, {
        user_id: userId,
        nik_hash: nikHash,
        nik_last4: body.nik.slice(-4),
        full_name: body.full_name,
        ktp_file_id: body.ktp_file_id,
        selfie_file_id: body.selfie_file_id,
        status: 'pending',
        reason: null,
        reviewer_id: null,
        submitted_at: clock.now().toISOString(),
        reviewed_at: null,
        consented_at: clock.now().toISOString(),
      });
      return view((await findKyc(db, id))!);
    } catch (error) {
      // A double tap: the partial unique index lets one open request in.
      if (isUniqueViolation(error)) throw new ApiError(409, 'kycAlreadyPending');
      throw error;
    }
  }

  private async review(row: KycRow): Promise<KycReview> {
    const { ports } = this.deps;
    return { ...view(row), customer: await ports.customer(row.user_id), ktp_url: await ports.fileUrl(row.ktp_file_id), selfie_url: await ports.fileUrl(row.selfie_file_id) };
  }

  async list(status: KycStatus, page: number, perPage: number): Promise<Page<KycReview>> {
    const rows = await listKyc(this.deps.db, status, { offset: (page - 1) * perPage, limit: perPage });
    const total = await countKyc(this.deps.db, status);
    const data: KycReview[] = [];
    for (const row of rows) data.push(await this.review(row));
    return { data, page, perPage, total, lastPage: lastPageOf(total, perPage) };
  }

  /** Approve or reject, once; approving verifies the wallet in the same transaction. */
  async decide(reviewerId: number, id: number, decision: { approve: true } | { approve: false; reason: string }): Promise<KycReview> {
    const { db, clock } = this.deps;
    const row = await findKyc(db, id);
    if (!row) throw new ApiError(404, 'kycNotFound');
    const nowIso = clock.now().toISOString();
    try {
      await db.transaction().execute(async (trx) => {
        const moved = await reviewKycIf(trx, id, { status: decision.approve ? 'verified' : 'rejected', reason: decision.approve ? null : decision.reason, reviewer_id: reviewerId, reviewed_at: nowIso });
        if (!moved) throw new ApiError(409, 'kycNotPending');
        if (decision.approve) await markWalletVerified(trx, row.user_id, nowIso);
      });
    } catch (error) {
      // Another account's request with the same NIK was approved first.
      if (isUniqueViolation(error)) throw new ApiError(409, 'kycNikTaken');
      throw error;
    }
    return this.review((await findKyc(db, id))!);
  }
}
