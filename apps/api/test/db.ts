import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';
import { type Kysely, Migrator, sql } from 'kysely';
import pg from 'pg';
import { connect, type Db } from '../src/db/connect.ts';
import { isPostgres } from '../src/db/dialect.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { migrations } from '../src/db/migrations/index.ts';

/**
 * A database of its own for one test file, not yet migrated: a SQLite file in a temp dir, or, when
 * TEST_DATABASE_URL is postgres://…, a fresh schema in that database (first on the pool's search_path),
 * dropped again by close(). Migration tests start here to build an older schema by hand.
 */
export async function createEmptyTestDatabase(): Promise<Db> {
  const url = process.env.TEST_DATABASE_URL;
  if (url && /^postgres(ql)?:\/\//.test(url)) return createPostgresSchema(url);

  const dir = mkdtempSync(path.join(tmpdir(), 'apotek-test-'));
  const database = connect({ kind: 'sqlite', file: path.join(dir, 'apotek.db') });
  return {
    ...database,
    close: async () => {
      await database.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A migrated database of its own for one test file (see createEmptyTestDatabase). */
export async function createTestDatabase(): Promise<Db> {
  const database = await createEmptyTestDatabase();
  try {
    await migrateToLatest(database.db);
  } catch (error) {
    await database.close();
    throw error;
  }
  return database;
}

/** Runs the migrations up to and including `last` (by name), as a database that stopped there had them. */
export async function migrateThrough(db: Kysely<unknown>, last: string): Promise<void> {
  const migrationTableSchema = isPostgres(db) ? (await sql<{ s: string }>`select current_schema() as s`.execute(db)).rows[0]?.s : undefined;
  const chosen = Object.fromEntries(Object.entries(migrations).filter(([name]) => name <= last));
  const migrator = new Migrator({ db, provider: { getMigrations: async () => chosen }, ...(migrationTableSchema ? { migrationTableSchema } : {}) });
  const { error } = await migrator.migrateToLatest();
  if (error) throw error;
}

/** The name of the migration just before `name`. */
export function migrationBefore(name: string): string {
  const before = Object.keys(migrations).filter((n) => n < name).sort().at(-1);
  if (!before) throw new Error(`no migration before ${name}`);
  return before;
}

/** A URL without a user means "me", as psql reads it; pg needs the name spelled out when USER is unset. */
function withUser(url: string): string {
  const parsed = new URL(url);
  if (!parsed.username) parsed.username = process.env.PGUSER || process.env.USER || userInfo().username;
  return parsed.toString();
}

async function createPostgresSchema(rawUrl: string): Promise<Db> {
  const url = withUser(rawUrl);
  const schema = `test_${process.pid}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  const database = connect({ kind: 'postgres', url }, { schema, max: 4 });
  return {
    ...database,
    close: async () => {
      await database.close();
      await admin.query(`drop schema if exists ${schema} cascade`);
      await admin.end();
    },
  };
}
