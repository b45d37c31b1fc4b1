import type { Executor } from '../../db/database.ts';

/**
 * The prescriptions module's part of the personal-data rights (docs/decisions/037-personal-data-rights.md).
 * A pharmacy keeps each prescription it served for at least five years (PMK 73/2016 on pharmacy service
 * standards): the erasure leaves prescriptions, their items, events, files and the staff views whole —
 * the patient's name and age are part of the prescription itself — and only the account behind them
 * becomes a tombstone (accounts.erasure.ts).
 */

export async function prescriptionsPersonalData(db: Executor, userId: number) {
  const rows = await db
    .selectFrom('prescriptions')
    .select([
      'id',
      'public_id',
      'status',
      'patient_relation',
      'patient_name',
      'patient_age',
      'patient_weight_kg',
      'doctor_name',
      'doctor_sip',
      'prescribed_on',
      'notes',
      'pharmacist_name',
      'approved_at',
      'valid_until',
      'rejection_reason',
      'clarification_question',
      'clarification_answer',
      'created_at',
      'updated_at',
    ])
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  const ids = rows.map((r) => r.id);
  const [files, items, events] = ids.length
    ? await Promise.all([
        db.selectFrom('prescription_files').select(['prescription_id', 'file_id']).where('prescription_id', 'in', ids).orderBy('position').execute(),
        db.selectFrom('prescription_items').select(['prescription_id', 'product_name', 'quantity', 'redeemed_quantity', 'signa']).where('prescription_id', 'in', ids).orderBy('position').execute(),
        db.selectFrom('prescription_events').select(['prescription_id', 'from_status', 'to_status', 'actor', 'actor_role', 'actor_name', 'note', 'created_at']).where('prescription_id', 'in', ids).orderBy('id').execute(),
      ])
    : [[], [], []];
  return rows.map(({ id, ...rx }) => ({
    ...rx,
    file_ids: files.filter((f) => f.prescription_id === id).map((f) => f.file_id),
    items: items.filter((i) => i.prescription_id === id).map(({ prescription_id: _p, ...i }) => i),
    events: events.filter((e) => e.prescription_id === id).map(({ prescription_id: _p, ...e }) => e),
  }));
}

/** Who of the staff looked at the user's prescriptions and their files (the health-data access log). */
export function prescriptionViewsOf(db: Executor, userId: number) {
  return db
    .selectFrom('prescription_views')
    .innerJoin('prescriptions', 'prescriptions.id', 'prescription_views.prescription_id')
    .select(['prescriptions.public_id as prescription_id', 'prescription_views.viewer_name', 'prescription_views.viewer_role', 'prescription_views.what', 'prescription_views.created_at'])
    .where('prescriptions.user_id', '=', userId)
    .orderBy('prescription_views.id')
    .execute();
}

/** The files (public ids) the user's prescriptions hold: kept with them for the record. */
export async function prescriptionFileIdsOf(db: Executor, userId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('prescription_files')
    .innerJoin('prescriptions', 'prescriptions.id', 'prescription_files.prescription_id')
    .select('prescription_files.file_id')
    .where('prescriptions.user_id', '=', userId)
    .execute();
  return rows.map((r) => r.file_id);
}
