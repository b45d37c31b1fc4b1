import type { Kysely } from 'kysely';
import { DEMO_USERS, seedAccounts } from './accounts/accounts.seed.ts';
import { findUserByEmail } from '../../modules/accounts/users.repository.ts';
import { seedPharmacyStaff } from './orders/orders.seed.ts';
import { seedCatalog } from './catalog/catalog.seed.ts';
import { seedContent } from './content/content.seed.ts';
import { seedPharmacies } from './pharmacies/pharmacies.seed.ts';
import { seedDemoActivity } from './prescriptions/prescriptions.seed.ts';
import { seedDemoChat } from './chat/chat.seed.ts';
import { seedCampaigns } from './campaigns/campaigns.seed.ts';
import { seedDemoNotifications } from './notifications/notifications.seed.ts';
import { seedDoctors } from './doctors/doctors.seed.ts';
import { seedPromotions } from './promotions/promotions.seed.ts';
import { seedLoyalty } from './loyalty/loyalty.seed.ts';
import { seedArticles } from './articles/articles.seed.ts';
import { seedInfoPages } from './pages/pages.seed.ts';
import { seedHealthTracker } from './health/health.seed.ts';
import type { Database } from '../database.ts';

const DEMO_PHARMACIST_EMAIL = DEMO_USERS.find((u) => u.role === 'pharmacist')!.email;
const DEMO_CUSTOMER_EMAIL = DEMO_USERS.find((u) => u.role === 'customer')!.email;
const DEMO_DOCTOR_EMAILS = DEMO_USERS.filter((u) => u.role === 'doctor').map((u) => u.email);
const DEMO_EMPLOYEE_EMAIL = DEMO_USERS.find((u) => u.role === 'employee')!.email;

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
    // Orders and prescriptions at the pharmacist's own pharmacy, so the console is not empty (issue 10).
    const staffed = pharmacist ? await trx.selectFrom('pharmacy_staff').select('pharmacy_id').where('user_id', '=', pharmacist.id).executeTakeFirst() : undefined;
    const customer = await findUserByEmail(trx, DEMO_CUSTOMER_EMAIL);
    await seedDemoActivity(trx, { customerId: customer?.id, pharmacistId: pharmacist?.id, pharmacyId: staffed?.pharmacy_id, now });
    // A conversation between them, so /messages and the console's inbox are not empty (issue 11).
    await seedDemoChat(trx, { customerId: customer?.id, pharmacistId: pharmacist?.id, pharmacyId: staffed?.pharmacy_id, now });
    // Two running campaigns and the demo customer's bell (issue 11).
    await seedCampaigns(trx, now);
    await seedDemoNotifications(trx, { customerId: customer?.id, now });
    // The doctor catalogue (issue 12): the demo doctor account is one of them, and the demo shoppers wrote some reviews.
    const doctorAccounts = new Map((await trx.selectFrom('users').select(['id', 'email']).where('role', '=', 'doctor').where('email', 'in', DEMO_DOCTOR_EMAILS).execute()).map((u) => [u.email, u.id] as const));
    const employee = await findUserByEmail(trx, DEMO_EMPLOYEE_EMAIL);
    const reviewers = [customer, employee].flatMap((u) => (u ? [{ id: u.id, name: u.name }] : []));
    await seedDoctors(trx, { now, doctorAccounts, reviewers });
    // Running promotions and vouchers (issue 13).
    await seedPromotions(trx, now);
    // Koin Apotek for the demo customer (issue 13; docs/decisions/032-points-and-coins.md).
    await seedLoyalty(trx, { customerId: customer?.id, now });
    // Issue 14: articles and banners, information pages, the demo customer's health tracker.
    await seedArticles(trx, now);
    await seedInfoPages(trx, now);
    await seedHealthTracker(trx, now);
    return result;
  });
}
