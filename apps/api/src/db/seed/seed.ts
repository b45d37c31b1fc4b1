import type { Kysely } from 'kysely';
import { seedAccounts } from '../../modules/accounts/accounts.seed.ts';
import { seedCatalog } from '../../modules/catalog/catalog.seed.ts';
import { seedContent } from '../../modules/content/content.seed.ts';
import { seedPharmacies } from '../../modules/pharmacies/pharmacies.seed.ts';
import type { Database } from '../database.ts';

export interface SeedResult {
  users: number;
  products: number;
  pharmacies: number;
  socialNetworks: number;
}

/** Loads the demo data; safe to run again (rows that exist are left as they are). */
export async function seedDemoData(db: Kysely<Database>, now = new Date()): Promise<SeedResult> {
  const nowIso = now.toISOString();
  return db.transaction().execute(async (trx) => ({
    users: await seedAccounts(trx, nowIso),
    products: await seedCatalog(trx, nowIso),
    pharmacies: await seedPharmacies(trx, nowIso),
    socialNetworks: await seedContent(trx),
  }));
}
