import { SESSION_IDLE_DAYS } from '@apotek/contract/session';
import type { ExpressionBuilder, Insertable } from 'kysely';
import type { Database, Executor } from '../../db/database.ts';
import type { SessionsTable } from './accounts.tables.ts';

const DAY_MS = 86_400_000;

/**
 * Not revoked, inside its absolute life, and used within the idle window. last_used_at is written at
 * most every few minutes (accounts.service.ts), which is nothing against a window of days.
 */
function live(nowIso: string) {
  const idleSince = new Date(Date.parse(nowIso) - SESSION_IDLE_DAYS * DAY_MS).toISOString();
  return (eb: ExpressionBuilder<Database, 'sessions'>) =>
    eb.and([eb('sessions.revoked_at', 'is', null), eb('sessions.expires_at', '>', nowIso), eb('sessions.last_used_at', '>', idleSince)]);
}

export async function insertSession(db: Executor, row: Insertable<SessionsTable>): Promise<void> {
  await db.insertInto('sessions').values(row).execute();
}

/** A live session and its user's role, or nothing for an unknown, expired, idle or revoked token. */
export function findLiveSession(db: Executor, tokenHash: string, nowIso: string) {
  return db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select(['sessions.id as session_id', 'sessions.last_used_at', 'users.id as user_id', 'users.public_id', 'users.role'])
    .where('sessions.token_hash', '=', tokenHash)
    .where(live(nowIso))
    .executeTakeFirst();
}

/** The user's live sessions, most recently used first. */
export function listLiveSessions(db: Executor, userId: number, nowIso: string) {
  return db
    .selectFrom('sessions')
    .select(['id', 'public_id', 'user_agent', 'ip', 'created_at', 'last_used_at'])
    .where('user_id', '=', userId)
    .where(live(nowIso))
    .orderBy('last_used_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
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

/** Ends one live session of this user by its public id; false when there is none (unknown, ended or someone else's). */
export async function revokeUserSessionByPublicId(db: Executor, userId: number, publicId: string, nowIso: string): Promise<boolean> {
  const result = await db
    .updateTable('sessions')
    .set({ revoked_at: nowIso })
    .where('user_id', '=', userId)
    .where('public_id', '=', publicId)
    .where(live(nowIso))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Ends every live session of the user except `keepSessionId` (none kept when null); answers how many ended. */
export async function revokeOtherSessions(db: Executor, userId: number, keepSessionId: number | null, nowIso: string): Promise<number> {
  let query = db.updateTable('sessions').set({ revoked_at: nowIso }).where('user_id', '=', userId).where(live(nowIso));
  if (keepSessionId !== null) query = query.where('id', '!=', keepSessionId);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows);
}
