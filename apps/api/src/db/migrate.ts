import { type Kysely, Migrator, sql } from 'kysely';
import type { Database } from './database.ts';
import { isPostgres } from './dialect.ts';
import { migrations } from './migrations/index.ts';

export interface MigrateResult {
  applied: string[];
}

/** Brings the schema up to date; throws (after logging nothing itself) when a migration fails. */
export async function migrateToLatest(db: Kysely<Database>): Promise<MigrateResult> {
  // Kysely looks for its bookkeeping table in every schema it can see; pin it to ours on PostgreSQL
  // so two schemas in one database (tests, staging) do not see each other's history.
  let migrationTableSchema: string | undefined;
  if (isPostgres(db)) {
    const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
    migrationTableSchema = rows[0]?.schema;
  }
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    ...(migrationTableSchema ? { migrationTableSchema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === 'Error')?.migrationName;
    throw new Error(`Migration ${failed ?? '(unknown)'} failed`, { cause: error });
  }
  return { applied: (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName) };
}
