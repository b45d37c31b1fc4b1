import type { Insertable } from 'kysely';
import type { Executor } from '../../db/database.ts';
import type { PasswordResetTokensTable } from './accounts.tables.ts';

export async function insertResetToken(db: Executor, row: Insertable<PasswordResetTokensTable>): Promise<void> {
  await db.insertInto('password_reset_tokens').values(row).execute();
}

export function findUsableResetToken(db: Executor, tokenHash: string, nowIso: string) {
  return db
    .selectFrom('password_reset_tokens')
    .select(['id', 'user_id'])
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', nowIso)
    .executeTakeFirst();
}

/** Single use: false when the token was spent by a concurrent request. */
export async function useResetToken(db: Executor, id: number, nowIso: string): Promise<boolean> {
  const result = await db
    .updateTable('password_reset_tokens')
    .set({ used_at: nowIso })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
