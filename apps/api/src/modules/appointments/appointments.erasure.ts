import type { Executor } from '../../db/database.ts';

/** The appointments module's part of the personal-data rights (docs/decisions/037-personal-data-rights.md): kept like consultations, without the account's name. */

export function appointmentsPersonalData(db: Executor, userId: number) {
  return db
    .selectFrom('appointments')
    .select(['public_id', 'slot_start', 'slot_end', 'status', 'fee', 'patient', 'complaint', 'paid_at', 'approved_at', 'cancelled_at', 'cancel_reason', 'created_at'])
    .where('customer_id', '=', userId)
    .orderBy('id')
    .execute();
}

export async function eraseAppointmentNames(db: Executor, userId: number, erasedName: string): Promise<void> {
  await db.updateTable('appointments').set({ customer_name: erasedName }).where('customer_id', '=', userId).execute();
}
