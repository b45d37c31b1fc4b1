import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Executor } from '../../db/database.ts';
import type { AccountDeletionsTable, DataExportsTable } from './privacy.tables.ts';

export type DataExportRow = Selectable<DataExportsTable>;
export type AccountDeletionRow = Selectable<AccountDeletionsTable>;

export function insertExport(db: Executor, row: Insertable<DataExportsTable>): Promise<DataExportRow> {
  return db.insertInto('data_exports').values(row).returningAll().executeTakeFirstOrThrow();
}

export function pendingExportOf(db: Executor, userId: number): Promise<DataExportRow | undefined> {
  return db.selectFrom('data_exports').selectAll().where('user_id', '=', userId).where('status', '=', 'pending').executeTakeFirst();
}

export function exportsOf(db: Executor, userId: number): Promise<DataExportRow[]> {
  return db.selectFrom('data_exports').selectAll().where('user_id', '=', userId).orderBy('requested_at', 'desc').orderBy('id', 'desc').limit(20).execute();
}

export function ownExport(db: Executor, userId: number, publicId: string): Promise<DataExportRow | undefined> {
  return db.selectFrom('data_exports').selectAll().where('user_id', '=', userId).where('public_id', '=', publicId).executeTakeFirst();
}

export function findExport(db: Executor, id: number): Promise<DataExportRow | undefined> {
  return db.selectFrom('data_exports').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function updateExport(db: Executor, id: number, changes: Updateable<DataExportsTable>): Promise<void> {
  await db.updateTable('data_exports').set(changes).where('id', '=', id).execute();
}

export function exportKeysOf(db: Executor, userId: number): Promise<Array<{ storage_key: string | null }>> {
  return db.selectFrom('data_exports').select('storage_key').where('user_id', '=', userId).where('storage_key', 'is not', null).execute();
}

export async function deleteExportsOf(db: Executor, userId: number): Promise<void> {
  await db.deleteFrom('data_exports').where('user_id', '=', userId).execute();
}

export function insertDeletion(db: Executor, row: Insertable<AccountDeletionsTable>): Promise<AccountDeletionRow> {
  return db.insertInto('account_deletions').values(row).returningAll().executeTakeFirstOrThrow();
}

export function latestDeletionOf(db: Executor, userId: number): Promise<AccountDeletionRow | undefined> {
  return db.selectFrom('account_deletions').selectAll().where('user_id', '=', userId).orderBy('requested_at', 'desc').orderBy('id', 'desc').limit(1).executeTakeFirst();
}

export function pendingDeletionOf(db: Executor, userId: number): Promise<AccountDeletionRow | undefined> {
  return db.selectFrom('account_deletions').selectAll().where('user_id', '=', userId).where('status', '=', 'pending').executeTakeFirst();
}

export function findDeletion(db: Executor, id: number): Promise<AccountDeletionRow | undefined> {
  return db.selectFrom('account_deletions').selectAll().where('id', '=', id).executeTakeFirst();
}

export function dueDeletions(db: Executor, nowIso: string): Promise<AccountDeletionRow[]> {
  return db.selectFrom('account_deletions').selectAll().where('status', '=', 'pending').where('erase_after', '<=', nowIso).orderBy('erase_after').limit(100).execute();
}

/** Moves a pending request on; false when it was no longer pending (another run, a login got there first). */
export async function settleDeletion(db: Executor, id: number, changes: Updateable<AccountDeletionsTable>): Promise<boolean> {
  const result = await db.updateTable('account_deletions').set(changes).where('id', '=', id).where('status', '=', 'pending').executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
