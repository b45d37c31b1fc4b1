import { APPOINTMENT_LIVE_STATUSES, type AppointmentStatus } from '@apotek/contract';
import { type Insertable, type Selectable, sql, type Updateable } from 'kysely';
import type { Executor } from '../../db/database.ts';
import type { AppointmentsTable } from './appointments.tables.ts';

export type AppointmentRow = Selectable<AppointmentsTable>;

/** Inserts a booking; the partial unique index on (doctor_id, slot_start) refuses a second live one (isUniqueViolation). */
export async function insertAppointment(db: Executor, row: Insertable<AppointmentsTable>): Promise<void> {
  await db.insertInto('appointments').values(row).execute();
}

export function findAppointment(db: Executor, publicId: string): Promise<AppointmentRow | undefined> {
  return db.selectFrom('appointments').selectAll().where('public_id', '=', publicId).executeTakeFirst();
}

/**
 * Moves one appointment from `from` to `to` with the other columns, only if it is still in `from`: two
 * moves racing (the doctor approving while the customer cancels, a job and a call) cannot both win.
 */
export async function moveAppointment(db: Executor, publicId: string, from: readonly AppointmentStatus[], set: Updateable<AppointmentsTable> & { status: AppointmentStatus }): Promise<AppointmentRow | undefined> {
  return db.updateTable('appointments').set(set).where('public_id', '=', publicId).where('status', 'in', [...from]).returningAll().executeTakeFirst();
}

export async function setAppointment(db: Executor, publicId: string, set: Updateable<AppointmentsTable>): Promise<void> {
  await db.updateTable('appointments').set(set).where('public_id', '=', publicId).execute();
}

/** The slot starts of a doctor's live appointments in [fromIso, toIso). */
export async function takenStarts(db: Executor, doctorId: number, fromIso: string, toIso: string): Promise<Set<number>> {
  const rows = await db
    .selectFrom('appointments')
    .select('slot_start')
    .where('doctor_id', '=', doctorId)
    .where('status', 'in', [...APPOINTMENT_LIVE_STATUSES])
    .where('slot_start', '>=', fromIso)
    .where('slot_start', '<', toIso)
    .execute();
  return new Set(rows.map((r) => Date.parse(r.slot_start)));
}

export async function countUnpaid(db: Executor, customerId: number): Promise<number> {
  const row = await db
    .selectFrom('appointments')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('customer_id', '=', customerId)
    .where('status', '=', 'awaiting_payment')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export interface AppointmentFilter {
  customerId?: number;
  doctorId?: number;
  statuses?: readonly AppointmentStatus[] | undefined;
}

/** How a list is ordered: soonest slot first (upcoming ones), latest first (history), or the doctor's requests first. */
export type AppointmentOrder = 'soonest' | 'latest' | 'requests_first';

function filtered(db: Executor, filter: AppointmentFilter) {
  let query = db.selectFrom('appointments');
  if (filter.customerId !== undefined) query = query.where('customer_id', '=', filter.customerId);
  if (filter.doctorId !== undefined) query = query.where('doctor_id', '=', filter.doctorId);
  // An empty list (a status outside the asked group) matches nothing rather than everything.
  if (filter.statuses) query = filter.statuses.length > 0 ? query.where('status', 'in', [...filter.statuses]) : query.where(sql<boolean>`1 = 0`);
  return query;
}

export async function listAppointments(db: Executor, filter: AppointmentFilter, order: AppointmentOrder, paging: { offset: number; limit: number }): Promise<AppointmentRow[]> {
  let query = filtered(db, filter).selectAll();
  if (order === 'requests_first') query = query.orderBy(sql`case when status = 'requested' then 0 else 1 end`).orderBy('slot_start', 'asc');
  else query = query.orderBy('slot_start', order === 'soonest' ? 'asc' : 'desc');
  // The id last, so equal keys keep one order from page to page.
  return query.orderBy('id', 'asc').offset(paging.offset).limit(paging.limit).execute();
}

export async function countAppointments(db: Executor, filter: AppointmentFilter): Promise<number> {
  const row = await filtered(db, filter)
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
