import type { Executor } from '../../db/database.ts';

/**
 * The consultations module's part of the personal-data rights (docs/decisions/037-personal-data-rights.md).
 * A consultation is the doctor's medical record (PMK 24/2022 on medical records) and a paid service (UU KUP):
 * it stays, with the complaint and notes it holds; the account's name is taken off it.
 */

export function consultationsPersonalData(db: Executor, userId: number) {
  return db
    .selectFrom('consultations')
    .select(['public_id', 'status', 'fee', 'patient', 'complaint', 'allergies', 'medications', 'share_health_data', 'consent_at', 'paid_at', 'accepted_at', 'ended_at', 'doctor_notes', 'created_at'])
    .where('customer_user_id', '=', userId)
    .orderBy('id')
    .execute();
}

export async function eraseConsultationNames(db: Executor, userId: number, erasedName: string): Promise<void> {
  await db.updateTable('consultations').set({ customer_name: erasedName }).where('customer_user_id', '=', userId).execute();
}
