import { userInfo } from 'node:os';
import { type Kysely, sql } from 'kysely';
import { connect, type Db } from '../../db/connect.ts';
import type { JobLog } from './jobs.ts';
import type { JobsTables } from './jobs.tables.ts';

export interface JobsTestDb {
  database: Db;
  db: Kysely<JobsTables>;
  /** A second, separate connection (pool) to the same database: another node. */
  openPeer(): Promise<{ db: Kysely<JobsTables>; close(): Promise<void> }>;
  close(): Promise<void>;
}

/**
 * A test database (from test/db.ts createTestDatabase, which the spec passes in: platform code may not
 * import the test helpers, and it has run every migration, the jobs table's included).
 */
export async function withJobsTable(database: Db): Promise<JobsTestDb> {
  const db = database.db as unknown as Kysely<JobsTables>;
  const peers: Array<() => Promise<void>> = [];
  return {
    database,
    db,
    openPeer: async () => {
      const peer = await connectPeer(database);
      const peerDb = peer.db as unknown as Kysely<JobsTables>;
      peers.push(peer.close);
      return { db: peerDb, close: peer.close };
    },
    close: async () => {
      await Promise.all(peers.map((close) => close().catch(() => undefined)));
      await database.close();
    },
  };
}

async function connectPeer(database: Db): Promise<Db> {
  if (database.kind === 'sqlite') {
    const { rows } = await sql<{ name: string; file: string }>`pragma database_list`.execute(database.db);
    const file = rows.find((r) => r.name === 'main')?.file;
    if (!file) throw new Error('test database has no file to open twice');
    return connect({ kind: 'sqlite', file });
  }
  const schema = await currentSchema(database);
  const url = new URL(process.env.TEST_DATABASE_URL ?? '');
  // Same rule as test/db.ts: a URL without a user means the current user.
  if (!url.username) url.username = process.env.PGUSER || process.env.USER || userInfo().username;
  return connect({ kind: 'postgres', url: url.toString() }, { schema, max: 4 });
}

async function currentSchema(database: Db): Promise<string> {
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(database.db);
  return rows[0]!.schema;
}

export function recordingJobLog(): JobLog & { errors: unknown[]; warnings: unknown[] } {
  const errors: unknown[] = [];
  const warnings: unknown[] = [];
  return { errors, warnings, error: (obj) => void errors.push(obj), warn: (obj) => void warnings.push(obj) };
}

export function deferred(): { promise: Promise<void>; resolve: () => void } {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

export async function eventually(check: () => void | Promise<void>, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      await check();
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  }
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
