import type { Gender } from '@apotek/contract';
import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Executor } from '../../db/database.ts';
import type { UsersTable } from './accounts.tables.ts';

/** A user; the finders also bring the profile's details (issue 14: user_profiles), null when never filled in. */
export type UserRow = Selectable<UsersTable> & Partial<ProfileDetails>;
export interface ProfileDetails {
  birth_date: string | null;
  gender: Gender | null;
  photo_id: string | null;
}

const columns = ['id', 'public_id', 'name', 'email', 'phone', 'password_hash', 'role', 'verified_at', 'locale', 'created_at', 'updated_at', 'blocked_at', 'blocked_reason'] as const;
const qualified = columns.map((c) => `users.${c}` as const);
const details = ['user_profiles.birth_date', 'user_profiles.gender', 'user_profiles.photo_id'] as const;

function selectUsers(db: Executor) {
  return db.selectFrom('users').leftJoin('user_profiles', 'user_profiles.user_id', 'users.id').select([...qualified, ...details]);
}

export function findUserById(db: Executor, id: number): Promise<UserRow | undefined> {
  return selectUsers(db).where('users.id', '=', id).executeTakeFirst();
}

export function findUserByEmail(db: Executor, email: string): Promise<UserRow | undefined> {
  return selectUsers(db).where('users.email', '=', email).executeTakeFirst();
}

export function findUserByPhone(db: Executor, phone: string): Promise<UserRow | undefined> {
  return selectUsers(db).where('users.phone', '=', phone).executeTakeFirst();
}

export async function insertUser(db: Executor, row: Insertable<UsersTable>): Promise<UserRow> {
  return db.insertInto('users').values(row).returning(columns).executeTakeFirstOrThrow();
}

export async function updateUser(db: Executor, id: number, changes: Updateable<UsersTable>): Promise<UserRow> {
  return db.updateTable('users').set(changes).where('id', '=', id).returning(columns).executeTakeFirstOrThrow();
}

/** Only ever an unverified account: it owns nothing yet, so a newer sign-up may take its place. */
export async function deleteUnverifiedUser(db: Executor, id: number): Promise<void> {
  await db.deleteFrom('users').where('id', '=', id).where('verified_at', 'is', null).execute();
}

export async function countUsers(db: Executor): Promise<number> {
  const row = await db.selectFrom('users').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Verified shoppers (customers and employees) after a user id, by id, with their language: a campaign's
 * audience read batch by batch (issue 11, notifications).
 */
export function listShoppersAfter(db: Executor, afterId: number, limit: number) {
  return db
    .selectFrom('users')
    .select(['id', 'locale'])
    .where('id', '>', afterId)
    .where('role', 'in', ['customer', 'employee'])
    .where('verified_at', 'is not', null)
    .orderBy('id')
    .limit(limit)
    .execute();
}
