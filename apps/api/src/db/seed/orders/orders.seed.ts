import type { Executor } from '../../database.ts';
import { assignStaff } from '../../../modules/orders/orders.repository.ts';

/** Links the demo pharmacist to a pharmacy so the console has orders to show; safe to run again. */
export async function seedPharmacyStaff(db: Executor, userId: number | undefined, pharmacyId: number | undefined, nowIso: string): Promise<void> {
  if (userId === undefined || pharmacyId === undefined) return;
  const existing = await db.selectFrom('pharmacy_staff').select('user_id').where('user_id', '=', userId).executeTakeFirst();
  if (!existing) await assignStaff(db, userId, pharmacyId, nowIso);
}
