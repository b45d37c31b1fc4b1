import type { Insertable } from 'kysely';
import type { Executor } from '../../db/database.ts';
import type { ConsentsTable } from './accounts.tables.ts';

export async function insertConsents(db: Executor, rows: Insertable<ConsentsTable>[]): Promise<void> {
  await db.insertInto('consents').values(rows).execute();
}

export function listConsents(db: Executor, userId: number) {
  return db
    .selectFrom('consents')
    .select(['document', 'version', 'channel', 'consented_at', 'withdrawn_at'])
    .where('user_id', '=', userId)
    .orderBy('consented_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}
