import type { Kysely } from 'kysely';
import { DEMO_USERS, seedAccounts } from './accounts/accounts.seed.ts';
import { findUserByEmail } from '../../modules/accounts/users.repository.ts';
import { seedPharmacyStaff } from './orders/orders.seed.ts';
import { seedCatalog } from './catalog/catalog.seed.ts';
import { seedContent } from './content/content.seed.ts';
import { seedPharmacies } from './pharmacies/pharmacies.seed.ts';
import type { Database } from '../database.ts';

const DEMO_PHARMACIST_EMAIL = DEMO_USERS.find((u) => u.role === 'pharmacist')!.email;

export interface SeedResult {
  users: number;
  products: number;
  pharmacies: number;
  socialNetworks: number;
}

/** Loads the demo data; safe to run again (rows that exist are left as they are). */
export async function seedDemoData(db: Kysely<Database>, now = new Date()): Promise<SeedResult> {
  const nowIso = now.toISOString();
  return db.transaction().execute(async (trx) => {
    const result = {
      users: await seedAccounts(trx, nowIso),
      // Pharmacies first: the catalogue seeds stock per pharmacy from this table.
      pharmacies: await seedPharmacies(trx, nowIso),
      products: await seedCatalog(trx, nowIso),
      socialNetworks: await seedContent(trx),
    };
    // The demo pharmacist works at the first pharmacy, so the console has that pharmacy's orders.
    const pharmacist = await findUserByEmail(trx, DEMO_PHARMACIST_EMAIL);
    const pharmacy = await trx.selectFrom('pharmacies').select('id').orderBy('id').limit(1).executeTakeFirst();
    await seedPharmacyStaff(trx, pharmacist?.id, pharmacy?.id, nowIso);
    return result;
  });
}
