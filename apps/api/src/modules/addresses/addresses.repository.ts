import { type Insertable, sql, type Updateable } from 'kysely';
import type { Executor } from '../../db/database.ts';
import { isPostgres } from '../../db/dialect.ts';
import type { AddressesTable } from './addresses.tables.ts';

export type AddressRow = Omit<AddressesTable, 'id' | 'user_id' | 'updated_at'> & { id: number };
export type NewAddressRow = Insertable<AddressesTable>;
export type AddressChanges = Omit<Updateable<AddressesTable>, 'id' | 'user_id' | 'is_default' | 'created_at'>;

/** The columns a response is built from; user_id and updated_at stay inside. */
const COLUMNS = [
  'id', 'label', 'recipient_name', 'recipient_phone', 'address_line',
  'province_code', 'province_name', 'city_code', 'city_name', 'district_code', 'district_name',
  'village_code', 'village_name', 'postal_code', 'latitude', 'longitude', 'pin_source', 'notes', 'is_default', 'created_at',
] as const;

export interface AddressListFilter {
  isDefault?: 0 | 1 | undefined;
  q?: string | undefined;
}

/** LIKE pattern for a user's text: its own %, _ and \ match literally. */
function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

// Every query below names user_id: an address is only ever reached through its owner (ARCHITECTURE §6).
function ownedBy(db: Executor, userId: number, filter: AddressListFilter = {}) {
  let query = db.selectFrom('addresses').where('user_id', '=', userId);
  if (filter.isDefault !== undefined) query = query.where('is_default', '=', filter.isDefault);
  const q = filter.q?.trim();
  if (q) {
    const pattern = sql<string>`${containsPattern(q)} escape '\\'`;
    query = query.where((eb) =>
      eb.or(
        (['label', 'recipient_name', 'address_line', 'city_name', 'district_name', 'village_name'] as const).map((column) =>
          eb(sql`lower(${sql.ref(column)})`, 'like', pattern),
        ),
      ),
    );
  }
  return query;
}

/** One page: the default first, then the newest. */
export function listAddresses(db: Executor, userId: number, filter: AddressListFilter, page: { offset: number; limit: number }): Promise<AddressRow[]> {
  return ownedBy(db, userId, filter)
    .select(COLUMNS)
    .orderBy('is_default', 'desc')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .offset(page.offset)
    .limit(page.limit)
    .execute();
}

export async function countAddresses(db: Executor, userId: number, filter: AddressListFilter = {}): Promise<number> {
  const row = await ownedBy(db, userId, filter).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function findAddress(db: Executor, userId: number, id: number): Promise<AddressRow | null> {
  return (await db.selectFrom('addresses').select(COLUMNS).where('user_id', '=', userId).where('id', '=', id).executeTakeFirst()) ?? null;
}

export async function insertAddress(db: Executor, row: NewAddressRow): Promise<number> {
  const inserted = await db.insertInto('addresses').values(row).returning('id').executeTakeFirstOrThrow();
  return inserted.id;
}

/** False when the user has no such address. */
export async function updateAddress(db: Executor, userId: number, id: number, changes: AddressChanges): Promise<boolean> {
  const result = await db.updateTable('addresses').set(changes).where('user_id', '=', userId).where('id', '=', id).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** The deleted row's default flag, or null when the user has no such address. */
export async function deleteAddress(db: Executor, userId: number, id: number): Promise<{ wasDefault: boolean } | null> {
  const row = await db.deleteFrom('addresses').where('user_id', '=', userId).where('id', '=', id).returning('is_default').executeTakeFirst();
  return row ? { wasDefault: row.is_default === 1 } : null;
}

/** Makes `id` the only default: clears the old one first so the one-default index never sees two. */
export async function makeDefault(db: Executor, userId: number, id: number, nowIso: string): Promise<void> {
  await db.updateTable('addresses').set({ is_default: 0, updated_at: nowIso }).where('user_id', '=', userId).where('is_default', '=', 1).where('id', '!=', id).execute();
  await db.updateTable('addresses').set({ is_default: 1, updated_at: nowIso }).where('user_id', '=', userId).where('id', '=', id).execute();
}

export async function newestAddressId(db: Executor, userId: number): Promise<number | null> {
  const row = await db.selectFrom('addresses').select('id').where('user_id', '=', userId).orderBy('created_at', 'desc').orderBy('id', 'desc').limit(1).executeTakeFirst();
  return row?.id ?? null;
}

/**
 * Serialises one user's address writes inside a transaction, so two racing creates cannot both pass the
 * cap or both become the first default. SQLite already runs one write transaction at a time; PostgreSQL
 * takes a transaction-scoped advisory lock keyed by the user (no other module's row is touched).
 */
export async function lockUserAddresses(trx: Executor, userId: number): Promise<void> {
  if (!isPostgres(trx)) return;
  await sql`select pg_advisory_xact_lock(hashtext('addresses'), ${userId}::int)`.execute(trx);
}
