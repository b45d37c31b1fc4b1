import { type Kysely, sql } from 'kysely';
import { timestampType, withId } from './_columns.ts';

/**
 * Paid doctor consultations (modules/consultations, issue 12; docs/decisions/029-consultations.md) and
 * the charges that pay for something other than an order (the payments module's service_payments):
 * consultations now, appointments next. Money is integer rupiah like everywhere else.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const ts = timestampType(db);

  // One QRIS or VA charge attempt at the provider for a consultation or an appointment.
  await withId(db, db.schema.createTable('service_payments'))
    .addColumn('owner_kind', 'text', (c) => c.notNull().check(sql`owner_kind in ('consultation', 'appointment')`))
    .addColumn('owner_ref', 'text', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('attempt', 'integer', (c) => c.notNull())
    // The key of its QR image URL: an <img> sends no session.
    .addColumn('token', 'text', (c) => c.notNull().unique())
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('provider_order_id', 'text', (c) => c.notNull().unique())
    .addColumn('provider_ref', 'text', (c) => c.notNull())
    .addColumn('channel', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('pending', 'paid', 'expired', 'cancelled', 'failed', 'refunded')`))
    .addColumn('amount', 'bigint', (c) => c.notNull().check(sql`amount > 0`))
    .addColumn('expires_at', ts, (c) => c.notNull())
    .addColumn('paid_at', ts)
    .addColumn('qris_payload', 'text')
    .addColumn('va_number', 'text')
    .addColumn('biller_code', 'text')
    .addColumn('bank', 'text')
    .addColumn('refunded_amount', 'bigint', (c) => c.notNull().defaultTo(0))
    // Why a paid charge could not pay its owner (it had expired, or another charge paid it first).
    .addColumn('flag', 'text')
    .addColumn('created_at', ts, (c) => c.notNull())
    .addColumn('updated_at', ts, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('service_payments_owner_idx').on('service_payments').columns(['owner_kind', 'owner_ref', 'attempt']).unique().execute();

  await withId(db, db.schema.createTable('consultations'))
    .addColumn('public_id', 'text', (c) => c.notNull().unique())
    .addColumn('customer_user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('doctor_id', 'integer', (c) => c.notNull().references('doctors.id'))
    .addColumn('doctor_user_id', 'integer', (c) => c.notNull().references('users.id'))
    // As the doctor's queue shows it; kept like the chat keeps room names, so the queue needs no other module.
    .addColumn('customer_name', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('awaiting_payment', 'waiting', 'active', 'ended', 'reviewed', 'expired', 'refunded')`))
    .addColumn('fee', 'bigint', (c) => c.notNull().check(sql`fee >= 0`))
    // Health data (UU PDP 27/2022): read only by the customer and, as consented, by this doctor.
    .addColumn('patient', 'text', (c) => c.notNull())
    .addColumn('complaint', 'text', (c) => c.notNull())
    .addColumn('allergies', 'text')
    .addColumn('medications', 'text')
    .addColumn('share_health_data', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('consent_at', ts, (c) => c.notNull())
    .addColumn('payment_channel', 'text')
    .addColumn('payment_due_at', ts, (c) => c.notNull())
    .addColumn('paid_at', ts)
    .addColumn('answer_due_at', ts)
    .addColumn('accepted_at', ts)
    .addColumn('ends_at', ts)
    .addColumn('extended', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('ended_at', ts)
    .addColumn('ended_by', 'text', (c) => c.check(sql`ended_by in ('doctor', 'system')`))
    .addColumn('room_id', 'integer')
    // The pharmacy the customer chose for an e-prescription of this consultation.
    .addColumn('pharmacy_id', 'integer', (c) => c.references('pharmacies.id'))
    .addColumn('doctor_notes', 'text')
    .addColumn('refund_amount', 'bigint')
    .addColumn('refund_to', 'text', (c) => c.check(sql`refund_to in ('wallet', 'original')`))
    .addColumn('refunded_at', ts)
    .addColumn('created_at', ts, (c) => c.notNull())
    .addColumn('updated_at', ts, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('consultations_customer_idx').on('consultations').columns(['customer_user_id', 'created_at']).execute();
  await db.schema.createIndex('consultations_doctor_idx').on('consultations').columns(['doctor_user_id', 'status', 'created_at']).execute();

  // The e-prescriptions a doctor wrote in a consultation (prescriptions' public ids).
  await db.schema
    .createTable('consultation_prescriptions')
    .addColumn('consultation_id', 'integer', (c) => c.notNull().references('consultations.id').onDelete('cascade'))
    .addColumn('prescription_ref', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', ts, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('consultation_prescriptions_idx').on('consultation_prescriptions').columns(['consultation_id']).execute();

  // E-prescriptions (issue 12): written by a doctor in a consultation, with the doctor's STR.
  await db.schema.alterTable('prescriptions').addColumn('consultation_ref', 'text').execute();
  await db.schema.alterTable('prescriptions').addColumn('doctor_str', 'text').execute();

  // One review per consultation (ADR 027 left the reference to this slice).
  await db.schema.createIndex('doctor_reviews_consultation_unique').on('doctor_reviews').column('consultation_id').unique().where(sql.ref('consultation_id'), 'is not', null).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('doctor_reviews_consultation_unique').execute();
  await db.schema.alterTable('prescriptions').dropColumn('doctor_str').execute();
  await db.schema.alterTable('prescriptions').dropColumn('consultation_ref').execute();
  await db.schema.dropTable('consultation_prescriptions').execute();
  await db.schema.dropTable('consultations').execute();
  await db.schema.dropTable('service_payments').execute();
}
