import { signUp } from './addresses.ts';
import type { TestApp } from './app.ts';

/** The pharmacy a staff member works at (pharmacy_staff), found by their email: the demo pharmacist's unless told. */
export async function pharmacyOfStaff(t: Pick<TestApp, 'database'>, email = 'apoteker@demo.apotek.id'): Promise<number> {
  const row = await t.database.db
    .selectFrom('pharmacy_staff')
    .innerJoin('users', 'users.id', 'pharmacy_staff.user_id')
    .select('pharmacy_staff.pharmacy_id')
    .where('users.email', '=', email)
    .executeTakeFirstOrThrow();
  return row.pharmacy_id;
}

/**
 * A newly signed-up user made a pharmacist, on the staff of `pharmacyId` when one is given. Without one they
 * work nowhere, and the console refuses them (403 noPharmacy).
 */
export async function newPharmacist(t: TestApp, pharmacyId?: number): Promise<{ token: string; id: number }> {
  const { body, token } = await signUp(t);
  const db = t.database.db;
  const user = await db.updateTable('users').set({ role: 'pharmacist' }).where('email', '=', body.email as string).returning('id').executeTakeFirstOrThrow();
  if (pharmacyId !== undefined) await db.insertInto('pharmacy_staff').values({ user_id: user.id, pharmacy_id: pharmacyId, created_at: t.clock.now().toISOString() }).execute();
  return { token, id: user.id };
}
