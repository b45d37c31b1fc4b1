import type { Insertable, Selectable } from 'kysely';
import type { Executor } from '../../db/database.ts';
import type { WalletKycTable } from './kyc.tables.ts';

export type KycRow = Selectable<WalletKycTable>;

/** The customer's latest request, whatever its state. */
export function latestKyc(db: Executor, userId: number): Promise<KycRow | undefined> {
  return db.selectFrom('wallet_kyc').selectAll().where('user_id', '=', userId).orderBy('id', 'desc').limit(1).executeTakeFirst();
}

export function findKyc(db: Executor, id: number): Promise<KycRow | undefined> {
  return db.selectFrom('wallet_kyc').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insertKyc(db: Executor, row: Insertable<WalletKycTable>): Promise<number> {
  const { id } = await db.insertInto('wallet_kyc').values(row).returning('id').executeTakeFirstOrThrow();
  return id;
}

export function nikVerifiedElsewhere(db: Executor, nikHash: string, userId: number): Promise<{ id: number } | undefined> {
  return db.selectFrom('wallet_kyc').select('id').where('nik_hash', '=', nikHash).where('status', '=', 'verified').where('user_id', '<>', userId).executeTakeFirst();
}

/** Moves a pending request, once: a second reviewer finds it already reviewed. */
export async function reviewKycIf(trx: Executor, id: number, patch: { status: 'verified' | 'rejected'; reason: string | null; reviewer_id: number; reviewed_at: string }): Promise<boolean> {
  const result = await trx.updateTable('wallet_kyc').set(patch).where('id', '=', id).where('status', '=', 'pending').executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function markWalletVerified(trx: Executor, userId: number, nowIso: string): Promise<void> {
  await trx.updateTable('wallet_profiles').set({ verified: 1, updated_at: nowIso }).where('user_id', '=', userId).execute();
}

/** Pending requests oldest first (the queue); reviewed ones newest first (the record). */
export function listKyc(db: Executor, status: KycRow['status'], page: { offset: number; limit: number }): Promise<KycRow[]> {
  const query = db.selectFrom('wallet_kyc').selectAll().where('status', '=', status);
  const ordered = status === 'pending' ? query.orderBy('submitted_at').orderBy('id') : query.orderBy('reviewed_at', 'desc').orderBy('id', 'desc');
  return ordered.offset(page.offset).limit(page.limit).execute();
}

export async function countKyc(db: Executor, status: KycRow['status']): Promise<number> {
  const row = await db.selectFrom('wallet_kyc').select((eb) => eb.fn.countAll<number>().as('n')).where('status', '=', status).executeTakeFirstOrThrow();
  return Number(row.n);
}
