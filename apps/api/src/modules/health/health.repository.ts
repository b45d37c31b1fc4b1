import type { Insertable, Selectable } from 'kysely';
import type { Executor } from '../../db/database.ts';
import type { HealthAccessLogTable, HealthEntriesTable } from './health.tables.ts';

export type HealthEntryRow = Selectable<HealthEntriesTable>;

export async function insertHealthEntry(db: Executor, row: Insertable<HealthEntriesTable>): Promise<HealthEntryRow> {
  return db.insertInto('health_entries').values(row).returningAll().executeTakeFirstOrThrow();
}

/** The user's entries, of one tracker when given; the caller sorts (SPEC §4 needs a date default). */
export function listHealthEntryRows(db: Executor, userId: number, tracker?: string): Promise<HealthEntryRow[]> {
  let q = db.selectFrom('health_entries').selectAll().where('user_id', '=', userId);
  if (tracker) q = q.where('tracker', '=', tracker);
  return q.orderBy('id').execute();
}

/** Deletes one entry of this user only; false when it is not theirs or not there. */
export async function deleteHealthEntry(db: Executor, userId: number, id: number): Promise<boolean> {
  const result = await db.deleteFrom('health_entries').where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

export async function deleteHealthEntriesOf(db: Executor, userId: number): Promise<number> {
  const result = await db.deleteFrom('health_entries').where('user_id', '=', userId).executeTakeFirst();
  return Number(result.numDeletedRows);
}

export async function insertHealthAccess(db: Executor, row: Insertable<HealthAccessLogTable>): Promise<void> {
  await db.insertInto('health_access_log').values(row).execute();
}

export function listHealthAccessRows(db: Executor, patientUserId: number) {
  return db
    .selectFrom('health_access_log')
    .select(['staff_user_id', 'staff_name', 'staff_role', 'consultation_ref', 'accessed_at'])
    .where('patient_user_id', '=', patientUserId)
    .orderBy('accessed_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/** Erasure keeps the reads (the controller's accountability) without the person they were about. */
export async function anonymiseHealthAccess(db: Executor, patientUserId: number): Promise<number> {
  const result = await db.updateTable('health_access_log').set({ patient_user_id: null }).where('patient_user_id', '=', patientUserId).executeTakeFirst();
  return Number(result.numUpdatedRows);
}
