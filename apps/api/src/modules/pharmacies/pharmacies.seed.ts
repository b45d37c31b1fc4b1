import type { Executor } from '../../db/database.ts';
import { DEMO_PHARMACIES } from './pharmacies.seed-data.ts';

export async function seedPharmacies(db: Executor, nowIso: string): Promise<number> {
  const result = await db
    .insertInto('pharmacies')
    .values(DEMO_PHARMACIES.map((p) => ({ ...p, created_at: nowIso })))
    .onConflict((oc) => oc.column('slug').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0);
}
