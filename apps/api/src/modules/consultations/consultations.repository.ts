import type { ConsultationStatus } from '@apotek/contract';
import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Executor } from '../../db/database.ts';
import { assertConsultationMove } from './consultation-state.ts';
import type { ConsultationsTable } from './consultations.tables.ts';

export type ConsultationRow = Selectable<ConsultationsTable>;

export async function insertConsultation(trx: Executor, row: Insertable<ConsultationsTable> & { status: 'awaiting_payment' }): Promise<ConsultationRow> {
  return trx.insertInto('consultations').values(row).returningAll().executeTakeFirstOrThrow();
}

export function findConsultation(db: Executor, publicId: string): Promise<ConsultationRow | undefined> {
  return db.selectFrom('consultations').selectAll().where('public_id', '=', publicId).executeTakeFirst();
}

/** The customer's consultation with this doctor that is still unpaid or under way, if any. */
export function findOpenWith(db: Executor, customerUserId: number, doctorId: number): Promise<ConsultationRow | undefined> {
  return db
    .selectFrom('consultations')
    .selectAll()
    .where('customer_user_id', '=', customerUserId)
    .where('doctor_id', '=', doctorId)
    .where('status', 'in', ['awaiting_payment', 'waiting', 'active'])
    .executeTakeFirst();
}

/**
 * Moves a consultation only if it is still in `from` and the move is in the state table; false when
 * another request or job moved it first (the caller then reads it again).
 */
export async function moveConsultationIf(trx: Executor, id: number, from: ConsultationStatus, to: ConsultationStatus, by: Parameters<typeof assertConsultationMove>[2], patch: Updateable<ConsultationsTable> & { updated_at: string }): Promise<boolean> {
  assertConsultationMove(from, to, by);
  const result = await trx.updateTable('consultations').set({ ...patch, status: to }).where('id', '=', id).where('status', '=', from).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export interface ConsultationFilter {
  customerUserId?: number;
  doctorUserId?: number;
  statuses?: readonly ConsultationStatus[];
}

function filtered(db: Executor, filter: ConsultationFilter) {
  return db
    .selectFrom('consultations')
    .$if(filter.customerUserId !== undefined, (qb) => qb.where('customer_user_id', '=', filter.customerUserId!))
    .$if(filter.doctorUserId !== undefined, (qb) => qb.where('doctor_user_id', '=', filter.doctorUserId!))
    .$if(filter.statuses !== undefined, (qb) => qb.where('status', 'in', filter.statuses!.length > 0 ? [...filter.statuses!] : ['__none__' as ConsultationStatus]));
}

/**
 * Newest first; the doctor's queue puts the paid ones waiting for an answer first (oldest first: who
 * has waited longest), then those under way, then the rest newest first.
 */
export function listConsultations(db: Executor, filter: ConsultationFilter, paging: { offset: number; limit: number }, queue = false): Promise<ConsultationRow[]> {
  let query = filtered(db, filter).selectAll();
  if (queue) {
    query = query
      .orderBy((eb) => eb.case().when('status', '=', 'waiting').then(0).when('status', '=', 'active').then(1).else(2).end())
      .orderBy((eb) => eb.case().when('status', 'in', ['waiting', 'active']).then(eb.ref('paid_at')).else(null).end())
      .orderBy('created_at', 'desc');
  } else {
    query = query.orderBy('created_at', 'desc');
  }
  return query.orderBy('id', 'desc').offset(paging.offset).limit(paging.limit).execute();
}

export async function countConsultations(db: Executor, filter: ConsultationFilter): Promise<number> {
  const row = await filtered(db, filter).select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function prescriptionsOf(db: Executor, consultationIds: readonly number[]): Promise<Map<number, string[]>> {
  const map = new Map<number, string[]>();
  if (consultationIds.length === 0) return map;
  const rows = await db.selectFrom('consultation_prescriptions').select(['consultation_id', 'prescription_ref']).where('consultation_id', 'in', consultationIds).orderBy('created_at').execute();
  for (const row of rows) map.set(row.consultation_id, [...(map.get(row.consultation_id) ?? []), row.prescription_ref]);
  return map;
}

export async function addPrescription(trx: Executor, consultationId: number, prescriptionRef: string, nowIso: string): Promise<void> {
  await trx.insertInto('consultation_prescriptions').values({ consultation_id: consultationId, prescription_ref: prescriptionRef, created_at: nowIso }).execute();
}
