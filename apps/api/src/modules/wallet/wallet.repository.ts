import type { Selectable, Updateable } from 'kysely';
import { sql } from 'kysely';
import type { Executor } from '../../db/database.ts';
import type { TopUpStatus, WalletProfilesTable, WalletTopUpsTable } from './wallet.tables.ts';

export type WalletProfileRow = Selectable<WalletProfilesTable>;
export type TopUpRow = Selectable<WalletTopUpsTable>;

export function findProfile(db: Executor, userId: number): Promise<WalletProfileRow | undefined> {
  return db.selectFrom('wallet_profiles').selectAll().where('user_id', '=', userId).executeTakeFirst();
}

/** Starts (or restarts, while not yet active) a registration with this mobile number. */
export async function upsertPendingProfile(db: Executor, userId: number, mobile: string, nowIso: string): Promise<void> {
  await db
    .insertInto('wallet_profiles')
    .values({ user_id: userId, mobile_number: mobile, status: 'pending', created_at: nowIso, updated_at: nowIso })
    .onConflict((oc) =>
      oc.column('user_id').doUpdateSet({ mobile_number: mobile, status: 'pending', otp_hash: null, otp_expires_at: null, otp_attempts: 0, registration_token_hash: null, updated_at: nowIso }).where('wallet_profiles.status', '<>', 'active'),
    )
    .execute();
}

/** Applies a patch only while the profile is in `status`, so a racing request cannot undo another's step. */
export async function updateProfileIf(db: Executor, userId: number, status: WalletProfileRow['status'], patch: Updateable<WalletProfilesTable>): Promise<boolean> {
  const result = await db.updateTable('wallet_profiles').set(patch).where('user_id', '=', userId).where('status', '=', status).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function countOtpFailure(db: Executor, userId: number): Promise<void> {
  await db.updateTable('wallet_profiles').set((eb) => ({ otp_attempts: eb('otp_attempts', '+', 1) })).where('user_id', '=', userId).execute();
}

/** Counts a wrong PIN atomically (concurrent wrong PINs all count) and answers the new count. */
export async function countPinFailure(db: Executor, userId: number): Promise<number> {
  await db.updateTable('wallet_profiles').set((eb) => ({ pin_failures: eb('pin_failures', '+', 1) })).where('user_id', '=', userId).execute();
  const row = await db.selectFrom('wallet_profiles').select('pin_failures').where('user_id', '=', userId).executeTakeFirstOrThrow();
  return Number(row.pin_failures);
}

export async function lockWallet(db: Executor, userId: number, untilIso: string, nowIso: string): Promise<void> {
  await db.updateTable('wallet_profiles').set({ pin_failures: 0, locked_until: untilIso, updated_at: nowIso }).where('user_id', '=', userId).execute();
}

export async function clearPinFailures(db: Executor, userId: number): Promise<void> {
  await db.updateTable('wallet_profiles').set({ pin_failures: 0, locked_until: null }).where('user_id', '=', userId).where((eb) => eb.or([eb('pin_failures', '>', 0), eb('locked_until', 'is not', null)])).execute();
}

export async function insertPaymentToken(db: Executor, userId: number, tokenHash: string, expiresAt: string, nowIso: string): Promise<void> {
  await db.insertInto('wallet_payment_tokens').values({ user_id: userId, token_hash: tokenHash, expires_at: expiresAt, created_at: nowIso }).execute();
  // Expired tokens of this user are swept as new ones are made, so the table stays small.
  await db.deleteFrom('wallet_payment_tokens').where('user_id', '=', userId).where('expires_at', '<', nowIso).execute();
}

export async function paymentTokenValid(db: Executor, userId: number, tokenHash: string, nowIso: string): Promise<boolean> {
  const row = await db.selectFrom('wallet_payment_tokens').select('id').where('user_id', '=', userId).where('token_hash', '=', tokenHash).where('expires_at', '>', nowIso).executeTakeFirst();
  return row !== undefined;
}

export async function insertTopUp(db: Executor, row: Omit<TopUpRow, 'id'>): Promise<TopUpRow> {
  return db.insertInto('wallet_top_ups').values(row).returningAll().executeTakeFirstOrThrow();
}

/** One of a user's own top-ups by id; another user's reads as missing. */
export function findOwnTopUp(db: Executor, userId: number, id: number): Promise<TopUpRow | undefined> {
  return db.selectFrom('wallet_top_ups').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
}

/** A user's top-ups, newest first (wallet_top_ups_user_idx: user_id, created_at). */
export async function listTopUps(db: Executor, p: { userId: number; status?: TopUpStatus | undefined; page: number; perPage: number }): Promise<{ rows: TopUpRow[]; total: number }> {
  const base = db
    .selectFrom('wallet_top_ups')
    .where('user_id', '=', p.userId)
    .$if(p.status !== undefined, (qb) => qb.where('status', '=', p.status!));
  const [rows, count] = await Promise.all([
    base.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').limit(p.perPage).offset((p.page - 1) * p.perPage).execute(),
    base.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

export function findTopUp(db: Executor, providerOrderId: string): Promise<TopUpRow | undefined> {
  return db.selectFrom('wallet_top_ups').selectAll().where('provider_order_id', '=', providerOrderId).executeTakeFirst();
}

/** Moves a top-up from one of `from` to `to`; false when another delivery got there first. */
export async function moveTopUpIf(db: Executor, id: number, from: readonly TopUpStatus[], to: TopUpStatus, nowIso: string, paidAt?: string): Promise<boolean> {
  const result = await db
    .updateTable('wallet_top_ups')
    .set({ status: to, updated_at: nowIso, ...(paidAt ? { paid_at: paidAt } : {}) })
    .where('id', '=', id)
    .where('status', 'in', from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Rupiah of a user's top-ups still open at the provider: they count against the caps until they close. */
export async function pendingTopUps(db: Executor, userId: number, nowIso: string): Promise<number> {
  const row = await db
    .selectFrom('wallet_top_ups')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number | string>('amount'), sql<number>`0`).as('total'))
    .where('user_id', '=', userId)
    .where('status', '=', 'pending')
    .where('expires_at', '>', nowIso)
    .executeTakeFirstOrThrow();
  return Number(row.total);
}
