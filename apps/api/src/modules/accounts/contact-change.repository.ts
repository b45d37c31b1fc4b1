import type { ContactKind } from '@apotek/contract';
import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Executor } from '../../db/database.ts';
import type { ContactChangesTable } from './profile.tables.ts';

export type ContactChangeRow = Selectable<ContactChangesTable>;

export async function insertContactChange(db: Executor, row: Insertable<ContactChangesTable>): Promise<ContactChangeRow> {
  return db.insertInto('contact_changes').values(row).returningAll().executeTakeFirstOrThrow();
}

/** The caller's own change; another user's id is as unknown as a made-up one. */
export function findOwnContactChange(db: Executor, userId: number, publicId: string) {
  return db.selectFrom('contact_changes').selectAll().where('public_id', '=', publicId).where('user_id', '=', userId).executeTakeFirst();
}

/** The newest change of this kind still open for the user. */
export function findOpenContactChange(db: Executor, userId: number, kind: ContactKind, nowIso: string) {
  return db
    .selectFrom('contact_changes')
    .selectAll()
    .where('user_id', '=', userId)
    .where('kind', '=', kind)
    .where('consumed_at', 'is', null)
    .where('expires_at', '>', nowIso)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** A new change of a kind ends the older ones: only the newest code works. */
export async function closeOpenContactChanges(db: Executor, userId: number, kind: ContactKind, nowIso: string): Promise<void> {
  await db
    .updateTable('contact_changes')
    .set({ expires_at: nowIso })
    .where('user_id', '=', userId)
    .where('kind', '=', kind)
    .where('consumed_at', 'is', null)
    .where('expires_at', '>', nowIso)
    .execute();
}

export async function updateContactChange(db: Executor, id: number, changes: Updateable<ContactChangesTable>): Promise<ContactChangeRow> {
  return db.updateTable('contact_changes').set(changes).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
}

export async function countContactChangeAttempt(db: Executor, id: number): Promise<void> {
  await db.updateTable('contact_changes').set((eb) => ({ attempts: eb('attempts', '+', 1) })).where('id', '=', id).execute();
}

/** Marks the change used; false when another request used it first. */
export async function consumeContactChange(db: Executor, id: number, nowIso: string): Promise<boolean> {
  const result = await db.updateTable('contact_changes').set({ consumed_at: nowIso }).where('id', '=', id).where('consumed_at', 'is', null).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
