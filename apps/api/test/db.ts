import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { connect, type Db } from '../src/db/connect.ts';
import { migrateToLatest } from '../src/db/migrate.ts';

/**
 * A migrated database of its own for one test file: a SQLite file in a temp dir, or, when
 * TEST_DATABASE_URL is postgres://…, a fresh schema in that database (first on the pool's search_path),
 * dropped again by close().
 */
export async function createTestDatabase(): Promise<Db> {
  const url = process.env.TEST_DATABASE_URL;
  if (url && /^postgres(ql)?:\/\//.test(url)) return createPostgresSchema(url);

  const dir = mkdtempSync(path.join(tmpdir(), 'apotek-test-'));
  const database = connect({ kind: 'sqlite', file: path.join(dir, 'apotek.db') });
  await migrateToLatest(database.db);
  return {
    ...database,
    close: async () => {
      await database.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
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
  try {
    await migrateToLatest(database.db);
  } catch (error) {
    await database.close();
    await admin.query(`drop schema ${schema} cascade`);
    await admin.end();
    throw error;
  }
  return {
    ...database,
    close: async () => {
      await database.close();
      await admin.query(`drop schema if exists ${schema} cascade`);
      await admin.end();
    },
  };
}
