import type { Insertable } from 'kysely';
import type { Executor } from '../../db/database.ts';
import type { SessionsTable } from './accounts.tables.ts';

export async function insertSession(db: Executor, row: Insertable<SessionsTable>): Promise<void> {
  await db.insertInto('sessions').values(row).execute();
}

/** A live session and its user's role, or nothing for an unknown, expired or revoked token. */
export function findLiveSession(db: Executor, tokenHash: string, nowIso: string) {
  return db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select(['sessions.id as session_id', 'sessions.last_used_at', 'users.id as user_id', 'users.public_id', 'users.role'])
    .where('sessions.token_hash', '=', tokenHash)
    .where('sessions.revoked_at', 'is', null)
    .where('sessions.expires_at', '>', nowIso)
    .executeTakeFirst();
}

export async function touchSession(db: Executor, sessionId: number, nowIso: string): Promise<void> {
  await db.updateTable('sessions').set({ last_used_at: nowIso }).where('id', '=', sessionId).execute();
}

export async function revokeSession(db: Executor, sessionId: number, nowIso: string): Promise<void> {
  await db.updateTable('sessions').set({ revoked_at: nowIso }).where('id', '=', sessionId).where('revoked_at', 'is', null).execute();
}

export async function revokeUserSessions(db: Executor, userId: number, nowIso: string): Promise<void> {
  await db.updateTable('sessions').set({ revoked_at: nowIso }).where('user_id', '=', userId).where('revoked_at', 'is', null).execute();
}
