import { REDEEMABLE_PRESCRIPTION_STATUSES } from '@apotek/contract';
import type { Selectable } from 'kysely';
import type { Executor } from '../../db/database.ts';
import { isPostgres } from '../../db/dialect.ts';
import type { PrescriptionRedemptionsTable, RedemptionState } from './redemption.tables.ts';

export type RedemptionRow = Selectable<PrescriptionRedemptionsTable>;

/** An approved item with its prescription's facts, and what open orders hold of it. */
export interface ItemCoverage {
  itemId: number;
  productId: number;
  productName: string;
  quantity: number;
  redeemed: number;
  held: number;
  prescriptionId: number;
  publicId: string;
  userId: number;
  pharmacyId: number;
  status: string;
  expiresAt: string | null;
}

/** What the item still offers a new order: prescribed, less bought, less held by unpaid orders. */
export function remainingOf(item: Pick<ItemCoverage, 'quantity' | 'redeemed' | 'held'>): number {
  return Math.max(0, item.quantity - item.redeemed - item.held);
}

/** Redeemable now: approved or partly redeemed, and its validity has not ended. */
export function redeemableNow(item: Pick<ItemCoverage, 'status' | 'expiresAt'>, nowIso: string): boolean {
  if (!REDEEMABLE_PRESCRIPTION_STATUSES.includes(item.status as never)) return false;
  return item.expiresAt === null || Date.parse(item.expiresAt) > Date.parse(nowIso);
}

/**
 * Serialises redemptions of these prescriptions: on PostgreSQL the rows are locked until the transaction
 * ends (in id order, so two checkouts cannot deadlock); SQLite runs one write transaction at a time anyway.
 */
export async function lockPrescriptions(trx: Executor, prescriptionIds: readonly number[]): Promise<void> {
  if (prescriptionIds.length === 0 || !isPostgres(trx)) return;
  await trx
    .selectFrom('prescriptions')
    .select('id')
    .where('id', 'in', [...new Set(prescriptionIds)])
    .orderBy('id')
    .forUpdate()
    .execute();
}

async function heldOf(db: Executor, itemIds: readonly number[]): Promise<Map<number, number>> {
  if (itemIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('prescription_redemptions')
    .select((eb) => ['prescription_item_id', eb.fn.sum<number | string>('quantity').as('held')])
    .where('prescription_item_id', 'in', [...new Set(itemIds)])
    .where('state', '=', 'held')
    .groupBy('prescription_item_id')
    .execute();
  return new Map(rows.map((r) => [r.prescription_item_id, Number(r.held)]));
}

function coverageQuery(db: Executor) {
  return db
    .selectFrom('prescription_items as i')
    .innerJoin('prescriptions as p', 'p.id', 'i.prescription_id')
    .select([
      'i.id as itemId',
      'i.product_id as productId',
      'i.product_name as productName',
      'i.quantity',
      'i.redeemed_quantity as redeemed',
      'p.id as prescriptionId',
      'p.public_id as publicId',
      'p.user_id as userId',
      'p.pharmacy_id as pharmacyId',
      'p.status',
      'p.expires_at as expiresAt',
    ]);
}

async function withHeld(db: Executor, rows: Array<Omit<ItemCoverage, 'held'>>): Promise<ItemCoverage[]> {
  const held = await heldOf(
    db,
    rows.map((r) => r.itemId),
  );
  return rows.map((r) => ({
    ...r,
    quantity: Number(r.quantity),
    redeemed: Number(r.redeemed),
    held: held.get(r.itemId) ?? 0,
    expiresAt: r.expiresAt === null ? null : new Date(r.expiresAt).toISOString(),
  }));
}

/** The items by id, whoever they belong to: the caller checks owner, pharmacy and product. */
export async function coverageOfItems(db: Executor, itemIds: readonly number[]): Promise<Map<number, ItemCoverage>> {
  if (itemIds.length === 0) return new Map();
  const rows = await coverageQuery(db).where('i.id', 'in', [...new Set(itemIds)]).execute();
  return new Map((await withHeld(db, rows)).map((r) => [r.itemId, r]));
}

/** The items of one prescription, in the pharmacist's order. */
export async function coverageOfPrescription(db: Executor, prescriptionId: number): Promise<ItemCoverage[]> {
  const rows = await coverageQuery(db).where('p.id', '=', prescriptionId).orderBy('i.position').orderBy('i.id').execute();
  return withHeld(db, rows);
}

/** The customer's redeemable, unexpired items at a pharmacy for these products (the cart's "use an approved one"). */
export async function coverageForProducts(db: Executor, userId: number, pharmacyId: number, productIds: readonly number[], nowIso: string): Promise<ItemCoverage[]> {
  if (productIds.length === 0) return [];
  const rows = await coverageQuery(db)
    .where('p.user_id', '=', userId)
    .where('p.pharmacy_id', '=', pharmacyId)
    .where('p.status', 'in', [...REDEEMABLE_PRESCRIPTION_STATUSES])
    .where((eb) => eb.or([eb('p.expires_at', 'is', null), eb('p.expires_at', '>', nowIso)]))
    .where('i.product_id', 'in', [...new Set(productIds)])
    .orderBy('p.expires_at')
    .orderBy('p.id')
    .execute();
  return withHeld(db, rows);
}

export async function insertRedemptions(trx: Executor, rows: ReadonlyArray<Pick<RedemptionRow, 'prescription_id' | 'prescription_item_id' | 'order_id' | 'product_id' | 'quantity'>>, nowIso: string): Promise<void> {
  if (rows.length === 0) return;
  await trx
    .insertInto('prescription_redemptions')
    .values(rows.map((r) => ({ ...r, state: 'held' as const, created_at: nowIso })))
    .execute();
}

/** An order's redemptions in a state, with their prescription's public id. */
export function redemptionsOf(db: Executor, orderId: number, state: RedemptionState) {
  return db
    .selectFrom('prescription_redemptions as r')
    .innerJoin('prescriptions as p', 'p.id', 'r.prescription_id')
    .select(['r.id', 'r.prescription_id', 'r.prescription_item_id', 'r.quantity', 'p.public_id'])
    .where('r.order_id', '=', orderId)
    .where('r.state', '=', state)
    .orderBy('r.prescription_id')
    .orderBy('r.id')
    .execute();
}

/** Moves rows on only from the state they were read in, so a racing close or payment applies once. */
export async function moveRedemptions(trx: Executor, ids: readonly number[], from: RedemptionState, to: Exclude<RedemptionState, 'held'>, nowIso: string): Promise<number> {
  if (ids.length === 0) return 0;
  const result = await trx
    .updateTable('prescription_redemptions')
    .set(to === 'consumed' ? { state: to, consumed_at: nowIso } : { state: to, released_at: nowIso })
    .where('id', 'in', [...ids])
    .where('state', '=', from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** What an order holds or bought against prescriptions, per product (the order view and tests). */
export function redemptionsOfOrder(db: Executor, orderId: number): Promise<RedemptionRow[]> {
  return db.selectFrom('prescription_redemptions').selectAll().where('order_id', '=', orderId).orderBy('id').execute();
}

/** Whether an unpaid order holds anything of this prescription (a held e-prescription stays where it is). */
export async function hasHolds(db: Executor, prescriptionId: number): Promise<boolean> {
  const row = await db.selectFrom('prescription_redemptions').select('id').where('prescription_id', '=', prescriptionId).where('state', '=', 'held').limit(1).executeTakeFirst();
  return row !== undefined;
}
