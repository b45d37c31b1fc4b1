import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Executor } from '../../db/database.ts';
import type { OtpPurpose, OtpsTable } from './accounts.tables.ts';

export type OtpRow = Selectable<OtpsTable>;

export async function insertOtp(db: Executor, row: Insertable<OtpsTable>): Promise<OtpRow> {
  return db.insertInto('otps').values(row).returningAll().executeTakeFirstOrThrow();
}

export function findOtpByPublicId(db: Executor, publicId: string) {
  return db.selectFrom('otps').selectAll().where('public_id', '=', publicId).executeTakeFirst();
}

/** The newest challenge still open for a user (or, for decoys, for a masked destination). */
export function findOpenOtp(db: Executor, by: { userId: number } | { decoyDestination: string }, purpose: OtpPurpose, nowIso: string) {
  let q = db
    .selectFrom('otps')
    .selectAll()
    .where('purpose', '=', purpose)
    .where('consumed_at', 'is', null)
    .where('expires_at', '>', nowIso)
    .orderBy('id', 'desc')
    .limit(1);
  q = 'userId' in by ? q.where('user_id', '=', by.userId) : q.where('user_id', 'is', null).where('destination', '=', by.decoyDestination);
  return q.executeTakeFirst();
}

export async function updateOtp(db: Executor, id: number, changes: Updateable<OtpsTable>): Promise<OtpRow> {
  return db.updateTable('otps').set(changes).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
}

export async function countFailedAttempt(db: Executor, id: number): Promise<void> {
  await db.updateTable('otps').set((eb) => ({ attempts: eb('attempts', '+', 1) })).where('id', '=', id).execute();
}

/** Marks a challenge used; false when another request used it first. */
export async function consumeOtp(db: Executor, id: number, nowIso: string): Promise<boolean> {
  const result = await db.updateTable('otps').set({ consumed_at: nowIso }).where('id', '=', id).where('consumed_at', 'is', null).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Older open challenges of the same purpose stop working once a new one is issued. */
export async function closeOpenOtps(db: Executor, userId: number, purpose: OtpPurpose, nowIso: string): Promise<void> {
  await db
    .updateTable('otps')
    .set({ expires_at: nowIso })
    .where('user_id', '=', userId)
    .where('purpose', '=', purpose)
    .where('consumed_at', 'is', null)
    .where('expires_at', '>', nowIso)
    .execute();
}
