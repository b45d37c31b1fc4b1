import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { connect, type Db } from '../../apps/api/src/db/connect.ts';

/**
 * A throw-away database for one bench server: a fresh SQLite DATA_DIR, or a fresh PostgreSQL database
 * created on the local server and dropped afterwards. The bench reads and sets rows through the app's
 * own connect() so both dialects look the same to it (numbers, ISO times).
 */

export type DbKind = 'sqlite' | 'postgres';

export interface BenchDatabase {
  kind: DbKind;
  /** What the API process needs to use it. */
  env: Record<string, string>;
  /** A connection of the bench's own; call after the server has migrated and seeded. */
  open(): Db;
  drop(): Promise<void>;
}

const PG_ADMIN_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** BENCH_DATABASES=sqlite,postgres (default both). */
export function benchKinds(fallback = 'sqlite,postgres'): DbKind[] {
  const kinds = (process.env.BENCH_DATABASES ?? fallback).split(',').map((k) => k.trim()).filter(Boolean);
  for (const k of kinds) if (k !== 'sqlite' && k !== 'postgres') throw new Error(`unknown database ${k}`);
  return kinds as DbKind[];
}

async function admin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: PG_ADMIN_URL });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export async function createBenchDatabase(kind: DbKind, label: string): Promise<BenchDatabase> {
  const dataDir = mkdtempSync(join(tmpdir(), `apotek-bench-${label}-`));
  const removeDir = () => rmSync(dataDir, { recursive: true, force: true });
  if (kind === 'sqlite') {
    return {
      kind,
      env: { DATA_DIR: dataDir },
      open: () => connect({ kind: 'sqlite', file: join(dataDir, 'apotek.db') }),
      drop: async () => removeDir(),
    };
  }
  // Identifiers cannot be bound parameters; the name is ours and only [a-z0-9_].
  const name = `apotek_bench_${process.pid}_${label}`.toLowerCase().replace(/[^a-z0-9_]/g, '_');
  await admin(async (c) => {
    await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await c.query(`CREATE DATABASE ${name}`);
  });
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    kind,
    // PostgreSQL seeds only when asked; a DATA_DIR still keeps the server's files out of the repo.
    env: { DATABASE_URL: url.toString(), SEED_DEMO: 'true', DATA_DIR: dataDir },
    open: () => connect({ kind: 'postgres', url: url.toString() }, { max: 4 }),
    drop: async () => {
      await admin((c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
      removeDir();
    },
  };
}
