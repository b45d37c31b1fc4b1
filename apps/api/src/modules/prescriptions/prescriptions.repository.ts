import type { PrescriptionStatus } from '@apotek/contract';
import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Executor } from '../../db/database.ts';
import type {
  PrescriptionEventsTable,
  PrescriptionItemsTable,
  PrescriptionsTable,
  PrescriptionViewsTable,
} from './prescriptions.tables.ts';

export type PrescriptionRow = Selectable<PrescriptionsTable>;
export type PrescriptionItemRow = Selectable<PrescriptionItemsTable>;
export type PrescriptionEventRow = Selectable<PrescriptionEventsTable>;
export type PrescriptionViewRow = Selectable<PrescriptionViewsTable>;

/** Who may see which prescriptions: one customer's, one pharmacy's, or (an admin) every one. */
export type PrescriptionScope = { userId: number } | { pharmacyId: number } | 'all';

function scoped(db: Executor, scope: PrescriptionScope) {
  let q = db.selectFrom('prescriptions');
  if (scope !== 'all' && 'userId' in scope) q = q.where('user_id', '=', scope.userId);
  if (scope !== 'all' && 'pharmacyId' in scope) q = q.where('pharmacy_id', '=', scope.pharmacyId);
  return q;
}

/** A prescription the scope may see; undefined for an unknown id and for someone else's alike (404). */
export function findPrescription(db: Executor, publicId: string, scope: PrescriptionScope = 'all'): Promise<PrescriptionRow | undefined> {
  return scoped(db, scope).selectAll().where('public_id', '=', publicId).executeTakeFirst();
}

export interface ListFilter {
  scope: PrescriptionScope;
  statuses?: readonly PrescriptionStatus[] | undefined;
  /** The console's queue reads oldest waiting first; the customer's list newest first. */
  order: 'newest' | 'oldest_waiting';
}

function filtered(db: Executor, filter: ListFilter) {
  let q = scoped(db, filter.scope);
  if (filter.statuses && filter.statuses.length > 0) q = q.where('status', 'in', [...filter.statuses]);
  return q;
}

export async function listPrescriptions(db: Executor, filter: ListFilter, page: { offset: number; limit: number }): Promise<PrescriptionRow[]> {
  let q = filtered(db, filter).selectAll();
  q = filter.order === 'newest' ? q.orderBy('created_at', 'desc').orderBy('id', 'desc') : q.orderBy('waiting_since', 'asc').orderBy('id', 'asc');
  return q.limit(page.limit).offset(page.offset).execute();
}

export async function countPrescriptions(db: Executor, filter: ListFilter): Promise<number> {
  const { total } = await filtered(db, filter).select((eb) => eb.fn.countAll<number | string>().as('total')).executeTakeFirstOrThrow();
  return Number(total);
}

export async function insertPrescription(db: Executor, row: Insertable<PrescriptionsTable>): Promise<number> {
  const { id } = await db.insertInto('prescriptions').values(row).returning('id').executeTakeFirstOrThrow();
  return id;
}

export async function insertPrescriptionFiles(db: Executor, prescriptionId: number, fileIds: readonly string[]): Promise<void> {
  if (fileIds.length === 0) return;
  await db
    .insertInto('prescription_files')
    .values(fileIds.map((fileId, position) => ({ prescription_id: prescriptionId, file_id: fileId, position })))
    .execute();
}

export async function fileIdsOf(db: Executor, prescriptionId: number): Promise<string[]> {
  const rows = await db.selectFrom('prescription_files').select('file_id').where('prescription_id', '=', prescriptionId).orderBy('position').execute();
  return rows.map((r) => r.file_id);
}

/** How many files and items each prescription has, for the lists. */
export async function countsOf(db: Executor, prescriptionIds: readonly number[]): Promise<Map<number, { files: number; items: number }>> {
  const out = new Map<number, { files: number; items: number }>();
  if (prescriptionIds.length === 0) return out;
  for (const id of prescriptionIds) out.set(id, { files: 0, items: 0 });
  const [files, items] = await Promise.all([
    db
      .selectFrom('prescription_files')
      .select((eb) => ['prescription_id', eb.fn.countAll<number | string>().as('n')])
      .where('prescription_id', 'in', [...prescriptionIds])
      .groupBy('prescription_id')
      .execute(),
    db
      .selectFrom('prescription_items')
      .select((eb) => ['prescription_id', eb.fn.countAll<number | string>().as('n')])
      .where('prescription_id', 'in', [...prescriptionIds])
      .groupBy('prescription_id')
      .execute(),
  ]);
  for (const r of files) out.get(r.prescription_id)!.files = Number(r.n);
  for (const r of items) out.get(r.prescription_id)!.items = Number(r.n);
  return out;
}

/** Moves a prescription only if it still has the status the caller read: the loser of a race changes nothing. */
export async function updatePrescriptionIf(db: Executor, id: number, from: PrescriptionStatus, patch: Updateable<PrescriptionsTable>): Promise<boolean> {
  const result = await db.updateTable('prescriptions').set(patch).where('id', '=', id).where('status', '=', from).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function insertItems(db: Executor, rows: Insertable<PrescriptionItemsTable>[]): Promise<void> {
  if (rows.length === 0) return;
  await db.insertInto('prescription_items').values(rows).execute();
}

export function itemsOf(db: Executor, prescriptionId: number): Promise<PrescriptionItemRow[]> {
  return db.selectFrom('prescription_items').selectAll().where('prescription_id', '=', prescriptionId).orderBy('position').orderBy('id').execute();
}

/**
 * Adds to what was bought of an item only while the prescription still covers it: the database decides
 * (a conditional UPDATE, and a CHECK constraint behind it), so two payments at once cannot exceed it.
 */
export async function redeemItemIf(db: Executor, prescriptionId: number, itemId: number, quantity: number): Promise<boolean> {
  const result = await db
    .updateTable('prescription_items')
    .set((eb) => ({ redeemed_quantity: eb('redeemed_quantity', '+', quantity) }))
    .where('id', '=', itemId)
    .where('prescription_id', '=', prescriptionId)
    .where((eb) => eb(eb('redeemed_quantity', '+', quantity), '<=', eb.ref('quantity')))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Gives back what a cancelled or refunded order had bought, never below zero. */
export async function releaseItemIf(db: Executor, prescriptionId: number, itemId: number, quantity: number): Promise<boolean> {
  const result = await db
    .updateTable('prescription_items')
    .set((eb) => ({ redeemed_quantity: eb('redeemed_quantity', '-', quantity) }))
    .where('id', '=', itemId)
    .where('prescription_id', '=', prescriptionId)
    .where('redeemed_quantity', '>=', quantity)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function insertEvent(db: Executor, row: Insertable<PrescriptionEventsTable>): Promise<void> {
  await db.insertInto('prescription_events').values(row).execute();
}

export function eventsOf(db: Executor, prescriptionId: number): Promise<PrescriptionEventRow[]> {
  return db.selectFrom('prescription_events').selectAll().where('prescription_id', '=', prescriptionId).orderBy('id').execute();
}

export async function insertView(db: Executor, row: Insertable<PrescriptionViewsTable>): Promise<void> {
  await db.insertInto('prescription_views').values(row).execute();
}

export function viewsOf(db: Executor, prescriptionId: number): Promise<PrescriptionViewRow[]> {
  return db.selectFrom('prescription_views').selectAll().where('prescription_id', '=', prescriptionId).orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
}

/** Approved prescriptions whose last day has passed: the expiry job's sweep (also a safety net for lost jobs). */
export async function dueToExpire(db: Executor, nowIso: string, limit = 500): Promise<Array<{ public_id: string }>> {
  return db
    .selectFrom('prescriptions')
    .select('public_id')
    .where('status', 'in', ['approved', 'partly_redeemed'])
    .where('expires_at', '<=', nowIso)
    .orderBy('expires_at')
    .limit(limit)
    .execute();
}

/**
 * What a customer's redeemable prescriptions at one pharmacy still cover, per product, until their
 * validity ends (the checkout's Rx gate reads this).
 */
export async function remainingByProduct(db: Executor, userId: number, pharmacyId: number, productIds: readonly number[], nowIso: string): Promise<Map<number, number>> {
  const out = new Map<number, number>();
  if (productIds.length === 0) return out;
  const rows = await db
    .selectFrom('prescription_items as i')
    .innerJoin('prescriptions as p', 'p.id', 'i.prescription_id')
    .select((eb) => ['i.product_id', eb.fn.sum<number | string>(eb('i.quantity', '-', eb.ref('i.redeemed_quantity'))).as('remaining')])
    .where('p.user_id', '=', userId)
    .where('p.pharmacy_id', '=', pharmacyId)
    .where('p.status', 'in', ['approved', 'partly_redeemed'])
    .where('p.expires_at', '>', nowIso)
    .where('i.product_id', 'in', [...new Set(productIds)])
    .groupBy('i.product_id')
    .execute();
  for (const r of rows) out.set(r.product_id, Number(r.remaining));
  return out;
}
