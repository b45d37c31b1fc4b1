import { type Kysely, sql } from 'kysely';
import { realType, timestampType, withId } from './_columns.ts';

/**
 * Prescriptions (modules/prescriptions, issue 10): the customer's submission, the pharmacist's decision,
 * the approved items and what was bought of them, the timeline, and every staff read (UU PDP 27/2022).
 * Prescriptions are health records a pharmacy must keep (Permenkes 73/2016): deleting a user or a
 * pharmacy must not take them along silently, so those references do not cascade.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const ts = timestampType(db);

  await withId(db, db.schema.createTable('prescriptions'))
    .addColumn('public_id', 'text', (c) => c.notNull().unique())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('pharmacy_id', 'integer', (c) => c.notNull().references('pharmacies.id'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('patient_relation', 'text', (c) => c.notNull())
    .addColumn('patient_name', 'text', (c) => c.notNull())
    .addColumn('patient_age', 'integer', (c) => c.notNull())
    .addColumn('patient_weight_kg', realType(db))
    .addColumn('doctor_name', 'text', (c) => c.notNull())
    .addColumn('doctor_sip', 'text')
    // The date written on the paper (YYYY-MM-DD), not an instant.
    .addColumn('prescribed_on', 'text', (c) => c.notNull())
    .addColumn('notes', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('pharmacist_user_id', 'integer')
    .addColumn('pharmacist_name', 'text')
    .addColumn('pharmacist_sipa', 'text')
    .addColumn('approved_at', ts)
    // The last day it may be redeemed (YYYY-MM-DD, Asia/Jakarta) and the instant that day ends.
    .addColumn('valid_until', 'text')
    .addColumn('expires_at', ts)
    .addColumn('rejection_reason', 'text')
    .addColumn('clarification_question', 'text')
    .addColumn('clarification_answer', 'text')
    .addColumn('clarification_asked_at', ts)
    .addColumn('clarification_answered_at', ts)
    // Since when it waits for the pharmacist (submitted, or answered): the queue's order and badge.
    .addColumn('waiting_since', ts, (c) => c.notNull())
    .addColumn('created_at', ts, (c) => c.notNull())
    .addColumn('updated_at', ts, (c) => c.notNull())
    .addCheckConstraint('prescriptions_age_check', sql`patient_age >= 0 and patient_age <= 130`)
    .execute();
  await db.schema.createIndex('prescriptions_user_created_idx').on('prescriptions').columns(['user_id', 'created_at']).execute();
  await db.schema.createIndex('prescriptions_queue_idx').on('prescriptions').columns(['pharmacy_id', 'status', 'waiting_since']).execute();
  await db.schema.createIndex('prescriptions_status_expires_idx').on('prescriptions').columns(['status', 'expires_at']).execute();

  // The uploads (modules/files) by their public id: the files module owns the bytes and who may read them.
  await withId(db, db.schema.createTable('prescription_files'))
    .addColumn('prescription_id', 'integer', (c) => c.notNull().references('prescriptions.id').onDelete('cascade'))
    .addColumn('file_id', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addUniqueConstraint('prescription_files_unique', ['prescription_id', 'file_id'])
    .execute();

  await withId(db, db.schema.createTable('prescription_items'))
    .addColumn('prescription_id', 'integer', (c) => c.notNull().references('prescriptions.id').onDelete('cascade'))
    .addColumn('product_id', 'integer', (c) => c.notNull())
    // The product's name when approved: the salinan resep reads the same if the catalogue renames it.
    .addColumn('product_name', 'text', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('redeemed_quantity', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('signa', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    // The database itself refuses redeeming more than was prescribed, whatever races above it.
    .addCheckConstraint('prescription_items_quantity_check', sql`quantity >= 1 and redeemed_quantity >= 0 and redeemed_quantity <= quantity`)
    .execute();
  await db.schema.createIndex('prescription_items_prescription_idx').on('prescription_items').columns(['prescription_id', 'position']).execute();

  await withId(db, db.schema.createTable('prescription_events'))
    .addColumn('prescription_id', 'integer', (c) => c.notNull().references('prescriptions.id').onDelete('cascade'))
    .addColumn('from_status', 'text')
    .addColumn('to_status', 'text', (c) => c.notNull())
    .addColumn('action', 'text')
    .addColumn('actor', 'text', (c) => c.notNull())
    .addColumn('actor_user_id', 'integer')
    .addColumn('actor_role', 'text')
    .addColumn('actor_name', 'text')
    .addColumn('note', 'text')
    .addColumn('created_at', ts, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('prescription_events_prescription_idx').on('prescription_events').columns(['prescription_id', 'id']).execute();

  await withId(db, db.schema.createTable('prescription_views'))
    .addColumn('prescription_id', 'integer', (c) => c.notNull().references('prescriptions.id').onDelete('cascade'))
    .addColumn('viewer_user_id', 'integer', (c) => c.notNull())
    .addColumn('viewer_role', 'text', (c) => c.notNull())
    // The name at the time of the read, so the customer's list stays readable if the account changes.
    .addColumn('viewer_name', 'text', (c) => c.notNull())
    .addColumn('what', 'text', (c) => c.notNull())
    .addColumn('created_at', ts, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('prescription_views_prescription_idx').on('prescription_views').columns(['prescription_id', 'created_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('prescription_views').execute();
  await db.schema.dropTable('prescription_events').execute();
  await db.schema.dropTable('prescription_items').execute();
  await db.schema.dropTable('prescription_files').execute();
  await db.schema.dropTable('prescriptions').execute();
}
