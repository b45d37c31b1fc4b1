import { type PeopleQuery, parseIndonesianPhone, type Role } from '@apotek/contract';
import { type ExpressionBuilder, sql } from 'kysely';
import type { Database, Executor } from '../../db/database.ts';
import { isPostgres } from '../../db/dialect.ts';

/** The console's view of the users table (issue 15): what an admin searches, sorts and acts on. */
const personColumns = ['id', 'public_id', 'name', 'email', 'phone', 'role', 'verified_at', 'blocked_at', 'blocked_reason', 'created_at'] as const;

function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** `0812…`, `62812…` and `+62812…` all find the same E.164 number; anything else searches names and e-mails. */
function matches(q: string) {
  const like = `%${escapeLike(q.toLowerCase())}%`;
  const phone = /^[+\d][\d\s-]{5,}$/.test(q) ? parseIndonesianPhone(q) : null;
  return (eb: ExpressionBuilder<Database, 'users'>) =>
    eb.or([
      eb(sql`lower(users.name)`, 'like', sql`${like} escape '\\'`),
      eb(sql`lower(users.email)`, 'like', sql`${like} escape '\\'`),
      eb('users.public_id', '=', q),
      ...(phone ? [eb('users.phone', '=', phone)] : [eb('users.phone', 'like', sql<string>`${`%${escapeLike(q.replace(/\D/g, '') || q)}%`} escape '\\'`)]),
    ]);
}

function filtered(db: Executor, query: PeopleQuery) {
  let q = db.selectFrom('users');
  if (query.q) q = q.where(matches(query.q));
  if (query.role) q = q.where('users.role', '=', query.role);
  if (query.status === 'blocked') q = q.where('users.blocked_at', 'is not', null);
  if (query.status === 'active') q = q.where('users.blocked_at', 'is', null).where('users.verified_at', 'is not', null);
  if (query.status === 'unverified') q = q.where('users.blocked_at', 'is', null).where('users.verified_at', 'is', null);
  return q;
}

export async function listPeople(db: Executor, query: PeopleQuery) {
  const base = filtered(db, query);
  const [rows, count] = await Promise.all([
    base
      .select(personColumns.map((c) => `users.${c}` as const))
      .$call((q) => (query.sort === 'name' ? q.orderBy('users.name').orderBy('users.id') : q.orderBy('users.id', query.sort === 'oldest' ? 'asc' : 'desc')))
      .limit(query.perPage)
      .offset((query.page - 1) * query.perPage)
      .execute(),
    base.select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

export type PersonRow = Awaited<ReturnType<typeof listPeople>>['rows'][number];

export function findPerson(db: Executor, publicId: string): Promise<PersonRow | undefined> {
  return db.selectFrom('users').select(personColumns).where('public_id', '=', publicId).executeTakeFirst();
}

/**
 * Admins who can still sign in: the last one may be neither demoted nor blocked. On PostgreSQL their rows
 * are locked until the caller's transaction ends, so two admins demoting each other at once cannot both
 * see the other as not the last (SQLite runs one write transaction at a time).
 */
export async function countActiveAdmins(db: Executor): Promise<number> {
  const admins = db.selectFrom('users').select('id').where('role', '=', 'admin').where('blocked_at', 'is', null);
  return (await (isPostgres(db) ? admins.forUpdate() : admins).execute()).length;
}

export async function setPersonRole(db: Executor, id: number, role: Role, nowIso: string): Promise<void> {
  await db.updateTable('users').set({ role, updated_at: nowIso }).where('id', '=', id).execute();
}

/** Conditional on the current state, so two admins acting at once cannot both succeed. */
export async function setPersonBlocked(db: Executor, id: number, blocked: { at: string; reason: string } | null, nowIso: string): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set({ blocked_at: blocked?.at ?? null, blocked_reason: blocked?.reason ?? null, updated_at: nowIso })
    .where('id', '=', id)
    .where('blocked_at', blocked ? 'is' : 'is not', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
