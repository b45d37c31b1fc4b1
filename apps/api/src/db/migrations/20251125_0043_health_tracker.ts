import type { Kysely } from 'kysely';
import { timestampType, withId } from './_columns.ts';

/**
 * The health tracker (issue 14; docs/decisions/035-health-tracker.md): one row per entry of any tracker,
 * and the log of staff reads of a patient's entries (UU PDP 27/2022: who saw specific personal data, when,
 * in which consultation). The consent itself lives in `consents` (document 'health_data').
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const ts = timestampType(db);
  await withId(db, db.schema.createTable('health_entries'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('tracker', 'text', (c) => c.notNull())
    // YYYY-MM-DD as text on both dialects; null for BMI (sorted by created_at) or when not given.
    .addColumn('date', 'text')
    .addColumn('label', 'text')
    .addColumn('note', 'text')
    // JSON object of the tracker's numbers.
    .addColumn('values', 'text', (c) => c.notNull())
    .addColumn('created_at', ts, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('health_entries_user_tracker_idx').on('health_entries').columns(['user_id', 'tracker']).execute();

  await withId(db, db.schema.createTable('health_access_log'))
    // Null once the patient's data is erased (the log of the read stays, without the person).
    .addColumn('patient_user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('staff_user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('staff_name', 'text', (c) => c.notNull())
    .addColumn('staff_role', 'text', (c) => c.notNull())
    .addColumn('consultation_ref', 'text', (c) => c.notNull())
    .addColumn('accessed_at', ts, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('health_access_log_patient_idx').on('health_access_log').column('patient_user_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('health_access_log').execute();
  await db.schema.dropTable('health_entries').execute();
}
