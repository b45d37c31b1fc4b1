import { type Kysely, sql } from 'kysely';
import { timestampType, withId } from './_columns.ts';

/**
 * Appointments with a doctor at a slot of their weekly schedule (modules/appointments, issue 12;
 * docs/decisions/030-appointments.md). No double booking is the database's rule, not a read before the
 * write: a partial unique index allows one live appointment (awaiting payment, requested or approved) per
 * doctor and slot start, so of any number of customers inserting the same slot at once exactly one insert
 * succeeds, on SQLite and on PostgreSQL alike. A cancelled, rejected or expired appointment leaves the
 * index and gives its slot back.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const ts = timestampType(db);

  await withId(db, db.schema.createTable('appointments'))
    .addColumn('public_id', 'text', (c) => c.notNull().unique())
    .addColumn('doctor_id', 'integer', (c) => c.notNull().references('doctors.id'))
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('users.id'))
    // The customer as the doctor sees them, kept from booking (public id and name).
    .addColumn('customer_public_id', 'text', (c) => c.notNull())
    .addColumn('customer_name', 'text', (c) => c.notNull())
    // Always written as UTC ISO 8601 (toISOString), so on SQLite equal instants are equal text for the index.
    .addColumn('slot_start', ts, (c) => c.notNull())
    .addColumn('slot_end', ts, (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c.notNull().check(sql`status in ('awaiting_payment', 'requested', 'approved', 'done', 'cancelled', 'rejected', 'expired')`),
    )
    // Rupiah, the doctor's fee when booked.
    .addColumn('fee', 'integer', (c) => c.notNull().check(sql`fee >= 0`))
    // Health data (UU PDP 27/2022): shown only to the customer and the appointment's doctor.
    .addColumn('patient', 'text', (c) => c.notNull())
    .addColumn('complaint', 'text', (c) => c.notNull())
    .addColumn('payment_channel', 'text')
    .addColumn('payment_due_at', ts)
    .addColumn('paid_at', ts)
    .addColumn('approved_at', ts)
    .addColumn('cancelled_at', ts)
    .addColumn('cancelled_by', 'text', (c) => c.check(sql`cancelled_by in ('customer', 'doctor', 'system')`))
    .addColumn('cancel_reason', 'text')
    .addColumn('refund_amount', 'integer')
    .addColumn('refunded_at', ts)
    .addColumn('room_id', 'integer')
    .addColumn('created_at', ts, (c) => c.notNull())
    .addColumn('updated_at', ts, (c) => c.notNull())
    .addCheckConstraint('appointments_slot_order', sql`slot_end > slot_start`)
    .execute();

  // The no-double-booking rule (both dialects take a WHERE on a unique index).
  await sql`create unique index appointments_live_slot on appointments (doctor_id, slot_start) where status in ('awaiting_payment', 'requested', 'approved')`.execute(db);
  await db.schema.createIndex('appointments_customer_idx').on('appointments').columns(['customer_id', 'slot_start']).execute();
  await db.schema.createIndex('appointments_doctor_idx').on('appointments').columns(['doctor_id', 'status', 'slot_start']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('appointments').execute();
}
