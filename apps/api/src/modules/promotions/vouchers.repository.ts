import type { Selectable } from 'kysely';
import { sql } from 'kysely';
import type { Executor } from '../../db/database.ts';
import type { VoucherClaimsTable, VoucherRedemptionsTable, VouchersTable } from './promotions.tables.ts';

export type VoucherRow = Selectable<VouchersTable>;
export type RedemptionRow = Selectable<VoucherRedemptionsTable>;
export type ClaimRow = Selectable<VoucherClaimsTable>;

/** "12" is an id; anything else a code. */
export function findVoucher(db: Executor, idOrCode: string): Promise<VoucherRow | undefined> {
  const query = db.selectFrom('vouchers').selectAll();
  return /^\d{1,9}$/.test(idOrCode) ? query.where('id', '=', Number(idOrCode)).executeTakeFirst() : query.where('code', '=', idOrCode.toUpperCase()).executeTakeFirst();
}

export function findVouchersByIds(db: Executor, ids: readonly number[]): Promise<VoucherRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom('vouchers').selectAll().where('id', 'in', [...ids]).execute();
}

export interface VoucherFilter {
  nowIso: string;
  q?: string | undefined;
  target?: VoucherRow['target'] | undefined;
  promotionId?: number | undefined;
  /** Only vouchers valid at this pharmacy (or at every one). */
  storeId?: number | undefined;
  /** Only this user's claims (collected or used). */
  collectedBy?: number | undefined;
}

/** Public vouchers not yet over (or, with collectedBy, the user's own whatever their state), soonest ending first. */
function filtered(db: Executor, filter: VoucherFilter) {
  let query = db.selectFrom('vouchers as v');
  if (filter.collectedBy !== undefined) {
    query = query.innerJoin('voucher_claims as c', (join) => join.onRef('c.voucher_id', '=', 'v.id').on('c.user_id', '=', filter.collectedBy!));
  } else {
    query = query.where('v.is_public', '=', 1).where('v.valid_to', '>', filter.nowIso);
  }
  if (filter.target) query = query.where('v.target', '=', filter.target);
  if (filter.promotionId !== undefined) query = query.where('v.promotion_id', '=', filter.promotionId);
  if (filter.storeId !== undefined) {
    // store_ids is a JSON list of integers ('[]' = every pharmacy): matched as ',1,2,' contains ',id,', on both dialects.
    const needle = `%,${filter.storeId},%`;
    query = query.where((eb) => eb.or([eb('v.store_ids', '=', '[]'), eb(sql<string>`',' || replace(replace(v.store_ids, '[', ''), ']', '') || ','`, 'like', needle)]));
  }
  if (filter.q) {
    // Wildcards typed by the user are dropped rather than escaped (the dialects escape differently).
    const like = `%${filter.q.toLowerCase().replace(/[%_\\]/g, '')}%`;
    query = query.where((eb) => eb.or([eb(eb.fn('lower', ['v.code']), 'like', like), eb(eb.fn('lower', ['v.title_id']), 'like', like), eb(eb.fn('lower', ['v.title_en']), 'like', like)]));
  }
  return query;
}

export function listVouchers(db: Executor, filter: VoucherFilter, page: { offset: number; limit: number }): Promise<VoucherRow[]> {
  return filtered(db, filter).selectAll('v').orderBy('v.valid_to').orderBy('v.id').offset(page.offset).limit(page.limit).execute();
}

export async function countVouchers(db: Executor, filter: VoucherFilter): Promise<number> {
  const row = await filtered(db, filter).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst();
  return Number(row?.n ?? 0);
}

export function claimsOf(db: Executor, userId: number, voucherIds: readonly number[]): Promise<ClaimRow[]> {
  if (voucherIds.length === 0) return Promise.resolve([]);
  return db.selectFrom('voucher_claims').selectAll().where('user_id', '=', userId).where('voucher_id', 'in', [...voucherIds]).execute();
}

/** Saves a voucher to the user's list; a second save changes nothing. */
export async function insertClaim(db: Executor, voucherId: number, userId: number, nowIso: string): Promise<void> {
  await db.insertInto('voucher_claims').values({ voucher_id: voucherId, user_id: userId, uses: 0, collected_at: nowIso }).onConflict((oc) => oc.columns(['voucher_id', 'user_id']).doNothing()).execute();
}

/** One use of the total quota, unless none is left: the database decides who gets the last one. */
export async function takeQuota(trx: Executor, voucherId: number, nowIso: string): Promise<boolean> {
  const result = await trx
    .updateTable('vouchers')
    .set({ quota_used: sql`quota_used + 1`, updated_at: nowIso })
    .where('id', '=', voucherId)
    .where((eb) => eb.or([eb('quota_total', 'is', null), eb('quota_used', '<', eb.ref('quota_total'))]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** One of the buyer's own uses, unless the limit is reached (the claim row exists: insertClaim first). */
export async function takeUse(trx: Executor, voucherId: number, userId: number, limit: number): Promise<boolean> {
  const result = await trx
    .updateTable('voucher_claims')
    .set({ uses: sql`uses + 1` })
    .where('voucher_id', '=', voucherId)
    .where('user_id', '=', userId)
    .where('uses', '<', limit)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function insertRedemption(trx: Executor, row: Omit<RedemptionRow, 'id' | 'released_at' | 'status'>): Promise<void> {
  await trx.insertInto('voucher_redemptions').values({ ...row, status: 'held', released_at: null }).execute();
}

export function liveRedemption(db: Executor, orderRef: string): Promise<RedemptionRow | undefined> {
  return db.selectFrom('voucher_redemptions').selectAll().where('order_ref', '=', orderRef).where('status', '=', 'held').executeTakeFirst();
}

/**
 * Gives a redemption's use back to the quota and to the buyer, once: the conditional move to `released`
 * is the guard, so a second close, or a removal racing a close, gives nothing back twice.
 */
export async function releaseRedemption(trx: Executor, redemption: RedemptionRow, nowIso: string): Promise<boolean> {
  const moved = await trx.updateTable('voucher_redemptions').set({ status: 'released', released_at: nowIso }).where('id', '=', redemption.id).where('status', '=', 'held').executeTakeFirst();
  if (Number(moved.numUpdatedRows) !== 1) return false;
  await trx.updateTable('vouchers').set({ quota_used: sql`quota_used - 1`, updated_at: nowIso }).where('id', '=', redemption.voucher_id).where('quota_used', '>', 0).execute();
  await trx.updateTable('voucher_claims').set({ uses: sql`uses - 1` }).where('voucher_id', '=', redemption.voucher_id).where('user_id', '=', redemption.user_id).where('uses', '>', 0).execute();
  return true;
}

/** Redemptions counted for a voucher (the quota bench's check). */
export async function countRedemptions(db: Executor, voucherId: number, status: RedemptionRow['status']): Promise<number> {
  const row = await db.selectFrom('voucher_redemptions').select((eb) => eb.fn.countAll<number>().as('n')).where('voucher_id', '=', voucherId).where('status', '=', status).executeTakeFirst();
  return Number(row?.n ?? 0);
}
