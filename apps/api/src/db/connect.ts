import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import { privateDir, privateFile, tightenIfPresent } from '../platform/private-files.ts';
import type { DatabaseConfig } from './database-config.ts';
import type { Database } from './database.ts';

export type DatabaseKind = DatabaseConfig['kind'];

export interface Db {
  db: Kysely<Database>;
  kind: DatabaseKind;
  /** PostgreSQL's pool, for libraries that speak pg themselves (the shared rate-limit store). */
  pool?: pg.Pool;
  close(): Promise<void>;
}

const TIMESTAMPTZ = 1184;
const TIMESTAMP = 1114;
const INT8 = 20;

/**
 * Row values look the same on both dialects: SQLite keeps times as ISO-8601 text, so PostgreSQL's
 * timestamps come back as the same ISO strings, and bigint counts as numbers (they stay far below 2^53).
 */
const pgTypes = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === TIMESTAMPTZ || oid === TIMESTAMP) {
      const parse = pg.types.getTypeParser(oid, 'text') as (v: string) => Date;
      return (value: string) => parse(value).toISOString();
    }
    if (oid === INT8) return (value: string) => Number(value);
    return pg.types.getTypeParser(oid, format ?? 'text');
  },
};

export interface PostgresOptions {
  /** Schema to put first on the search_path (tests give each file its own). */
  schema?: string;
  max?: number;
}

export function createPostgresPool(url: string, options: PostgresOptions = {}): pg.Pool {
  return new pg.Pool({
    connectionString: url,
    max: options.max ?? 10,
    types: pgTypes,
    ...(options.schema ? { options: `-c search_path=${options.schema}` } : {}),
  });
}

const SIDE_FILES = ['-wal', '-shm', '-journal'];

/**
 * The database file is made 0600 before SQLite opens it: SQLite gives its -wal and -shm files the mode of
 * the database file, so they follow. Side files an older start left with a wider mode are tightened.
 */
function protectSqliteFiles(file: string): void {
  privateDir(path.dirname(file));
  privateFile(file);
  for (const suffix of SIDE_FILES) tightenIfPresent(`${file}${suffix}`, 0o600);
}

export function openSqlite(file: string): SqliteDatabase.Database {
  if (file !== ':memory:') protectSqliteFiles(file);
  const sqlite = new SqliteDatabase(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  // Another process (db:seed while the server runs) may hold the write lock for a moment.
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('synchronous = NORMAL');
  cacheStatements(sqlite);
  return sqlite;
}

/**
 * Kysely prepares every query anew, and preparing is a good part of a small query's cost. Queries are
 * built from a fixed set of shapes with parameters, so each SQL text is prepared once and reused
 * (bounded, oldest dropped first). Nothing here streams with iterate(), which is what a shared statement
 * could not do twice at once.
 */
function cacheStatements(sqlite: SqliteDatabase.Database, max = 1_000): void {
  const prepare = sqlite.prepare.bind(sqlite);
  const statements = new Map<string, SqliteDatabase.Statement>();
  sqlite.prepare = ((source: string) => {
    let statement = statements.get(source);
    if (!statement) {
      statement = prepare(source);
      if (statements.size >= max) statements.delete(statements.keys().next().value!);
      statements.set(source, statement);
    }
    return statement;
  }) as typeof sqlite.prepare;
}

export function connect(config: DatabaseConfig, options: PostgresOptions = {}): Db {
  if (config.kind === 'postgres') {
    const pool = createPostgresPool(config.url, options);
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { db, kind: 'postgres', pool, close: () => db.destroy() };
  }
  const sqlite = openSqlite(config.file);
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  return { db, kind: 'sqlite', close: () => db.destroy() };
}
