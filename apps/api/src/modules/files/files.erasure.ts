import type { Executor } from '../../db/database.ts';

/** The files module's part of the personal-data rights (docs/decisions/037-personal-data-rights.md). */

export function filesOf(db: Executor, userId: number) {
  return db
    .selectFrom('files')
    .select(['public_id', 'purpose', 'mime', 'size', 'storage_key', 'created_at'])
    .where('owner_user_id', '=', userId)
    .orderBy('id')
    .execute();
}

/**
 * Deletes the user's chat attachments except those in `keep` (a prescription sent in a chat is part of
 * that prescription's record); prescription files stay with their prescriptions and identity-check files
 * with the wallet's verification. Returns the storage keys to remove once the transaction has committed.
 */
export async function eraseChatFiles(db: Executor, userId: number, keep: ReadonlySet<string>): Promise<string[]> {
  const rows = await db.selectFrom('files').select(['id', 'public_id', 'storage_key']).where('owner_user_id', '=', userId).where('purpose', '=', 'chat').execute();
  const gone = rows.filter((r) => !keep.has(r.public_id));
  if (gone.length) await db.deleteFrom('files').where('id', 'in', gone.map((r) => r.id)).execute();
  return gone.map((r) => r.storage_key);
}
