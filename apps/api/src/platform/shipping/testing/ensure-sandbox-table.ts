import { type Kysely, sql } from 'kysely';
import type { Database } from '../../../db/database.ts';
import { up } from '../../../db/migrations/20251121_0010_shipping_sandbox.ts';

/**
 * Test setup: creates the sandbox table unless the migration list already did. Needed until
 * 20251121_0010_shipping_sandbox is listed in db/migrations/index.ts; harmless afterwards.
 */
export async function ensureSandboxTable(db: Kysely<Database>): Promise<void> {
  try {
    await sql`select 1 from shipping_sandbox_shipments limit 1`.execute(db);
  } catch {
    await up(db as Kysely<unknown>);
  }
}
