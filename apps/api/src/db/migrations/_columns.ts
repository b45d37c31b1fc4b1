import type { CreateTableBuilder, Kysely } from 'kysely';
import { isPostgres } from '../dialect.ts';

/**
 * Column helpers shared by migrations. Migrations are frozen once written, so this file is too:
 * add new helpers, never change what an existing one produces.
 */
export function timestampType(db: Kysely<unknown>) {
  return isPostgres(db) ? ('timestamptz' as const) : ('text' as const);
}

export function realType(db: Kysely<unknown>) {
  return isPostgres(db) ? ('double precision' as const) : ('real' as const);
}

/** An integer surrogate key: serial on PostgreSQL, rowid alias on SQLite. */
export function withId<T extends string>(db: Kysely<unknown>, table: CreateTableBuilder<T, never>) {
  return isPostgres(db)
    ? table.addColumn('id', 'serial', (c) => c.primaryKey())
    : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
}
