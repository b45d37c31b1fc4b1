import type { OrderStatus } from '@apotek/contract';
import { type Insertable, type Selectable, sql, type Updateable } from 'kysely';
import type { Executor } from '../../db/database.ts';
import { OPEN_STATUSES } from './order-state.ts';
import type { OrderEventsTable, OrderItemsTable, OrdersTable } from './orders.tables.ts';

export type OrderRow = Selectable<OrdersTable>;
export type OrderItemRow = Selectable<OrderItemsTable>;
export type OrderEventRow = Selectable<OrderEventsTable>;

export async function insertOrder(trx: Executor, row: Insertable<OrdersTable>): Promise<number> {
  const inserted = await trx.insertInto('orders').values(row).returning('id').executeTakeFirstOrThrow();
  return inserted.id;
}

export async function insertOrderItems(trx: Executor, rows: Insertable<OrderItemsTable>[]): Promise<void> {
  if (rows.length > 0) await trx.insertInto('order_items').values(rows).execute();
}

export async function insertOrderEvent(trx: Executor, row: Insertable<OrderEventsTable>): Promise<void> {
  await trx.insertInto('order_events').values(row).execute();
}

export function findOrder(db: Executor, publicId: string): Promise<OrderRow | undefined> {
  return db.selectFrom('orders').selectAll().where('public_id', '=', publicId).executeTakeFirst();
}

export function findOrderById(db: Executor, id: number): Promise<OrderRow | undefined> {
  return db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Only through the buyer: another user's id reads as missing. */
export function findOwnedOrder(db: Executor, userId: number, publicId: string): Promise<OrderRow | undefined> {
  return db.selectFrom('orders').selectAll().where('public_id', '=', publicId).where('user_id', '=', userId).executeTakeFirst();
}

export function openSlot(userId: number, storeId: number): string {
  return `${userId}:${storeId}`;
}

export function findOpenOrder(db: Executor, userId: number, storeId: number): Promise<Pick<OrderRow, 'id' | 'public_id'> | undefined> {
  return db.selectFrom('orders').select(['id', 'public_id']).where('open_slot', '=', openSlot(userId, storeId)).executeTakeFirst();
}

export function listOrderItems(db: Executor, orderIds: readonly number[]): Promise<OrderItemRow[]> {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db.selectFrom('order_items').selectAll().where('order_id', 'in', [...orderIds]).orderBy('id').execute();
}

export function listOrderEvents(db: Executor, orderId: number): Promise<OrderEventRow[]> {
  return db.selectFrom('order_events').selectAll().where('order_id', '=', orderId).orderBy('id').execute();
}

/**
 * Changes an order only if it is still in `from`: the guard that makes every move (and what rides on it,
 * such as releasing stock) happen at most once when two requests or jobs race.
 */
export async function updateOrderIf(trx: Executor, id: number, from: OrderStatus, patch: Updateable<OrdersTable>): Promise<boolean> {
  const result = await trx.updateTable('orders').set(patch).where('id', '=', id).where('status', '=', from).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Takes the next charge attempt number of an order still in checkout; undefined when it left checkout. */
export async function nextPaymentAttempt(db: Executor, id: number): Promise<number | undefined> {
  const row = await db
    .updateTable('orders')
    .set((eb) => ({ payment_attempts: eb('payment_attempts', '+', 1) }))
    .where('id', '=', id)
    .where('status', 'in', ['checkout', 'awaiting_payment'])
    .returning('payment_attempts')
    .executeTakeFirst();
  return row?.payment_attempts;
}

export interface OrderFilter {
  userId?: number;
  storeId?: number;
  statuses?: readonly OrderStatus[] | undefined;
}

function filtered(db: Executor, filter: OrderFilter) {
  return db
    .selectFrom('orders')
    .$if(filter.userId !== undefined, (qb) => qb.where('user_id', '=', filter.userId!))
    .$if(filter.storeId !== undefined, (qb) => qb.where('store_id', '=', filter.storeId!))
    .$if((filter.statuses?.length ?? 0) > 0, (qb) => qb.where('status', 'in', [...filter.statuses!]));
}

/** Newest first; the id breaks ties between orders made in the same millisecond. */
export function listOrders(db: Executor, filter: OrderFilter, page: { offset: number; limit: number }): Promise<OrderRow[]> {
  return filtered(db, filter).selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').offset(page.offset).limit(page.limit).execute();
}

export async function countOrders(db: Executor, filter: OrderFilter): Promise<number> {
  const row = await filtered(db, filter)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function staffPharmacyOf(db: Executor, userId: number): Promise<number | undefined> {
  const row = await db.selectFrom('pharmacy_staff').select('pharmacy_id').where('user_id', '=', userId).executeTakeFirst();
  return row?.pharmacy_id;
}

export async function assignStaff(db: Executor, userId: number, pharmacyId: number, nowIso: string): Promise<void> {
  await db
    .insertInto('pharmacy_staff')
    .values({ user_id: userId, pharmacy_id: pharmacyId, created_at: nowIso })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ pharmacy_id: pharmacyId }))
    .execute();
}

/**
 * Locks the buyer's row of `order_hold_locks` (made on first use) until the transaction ends. On
 * PostgreSQL a second checkout of the same buyer waits here, and then, in READ COMMITTED, counts with the
 * first one's order committed; SQLite runs one write transaction at a time anyway.
 */
export async function lockHolds(trx: Executor, userId: number, nowIso: string): Promise<void> {
  await trx
    .insertInto('order_hold_locks')
    .values({ user_id: userId, locked_at: nowIso })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ locked_at: nowIso }))
    .execute();
}

export interface HeldUnits {
  storeId: number;
  productId: number;
  units: number;
}

/**
 * Units the buyer holds, per pharmacy and product: every line of its unpaid orders, and of its unpaid
 * orders that it cancelled or that expired after `releasedSince` (a pharmacy's cancellation does
 * not count against the buyer). One statement, so an order closing meanwhile is counted once.
 */
export async function heldUnits(db: Executor, userId: number, releasedSince: string): Promise<HeldUnits[]> {
  const rows = await db
    .selectFrom('orders as o')
    .innerJoin('order_items as i', 'i.order_id', 'o.id')
    .select((eb) => ['o.store_id', 'i.product_id', eb.fn.sum<number>('i.quantity').as('units')])
    .where('o.user_id', '=', userId)
    .where((eb) =>
      eb.or([
        eb('o.status', 'in', [...OPEN_STATUSES]),
        eb.and([
          eb('o.status', 'in', ['cancelled', 'expired']),
          // A closed order's updated_at is its closing time or later: a cheap filter before the timeline.
          eb('o.updated_at', '>', releasedSince),
          eb.exists(
            eb
              .selectFrom('order_events as e')
              .select('e.id')
              .whereRef('e.order_id', '=', 'o.id')
              .whereRef('e.to_status', '=', 'o.status')
              .where('e.from_status', 'in', [...OPEN_STATUSES])
              .where('e.actor', 'in', ['customer', 'system'])
              .where('e.created_at', '>', releasedSince),
          ),
        ]),
      ]),
    )
    .groupBy(['o.store_id', 'i.product_id'])
    .execute();
  return rows.map((r) => ({ storeId: r.store_id, productId: r.product_id, units: Number(r.units) }));
}

/** The discount of an order still in checkout (a voucher applied or taken off); its total follows. False once it left checkout. */
export async function setCheckoutDiscount(trx: Executor, id: number, discount: number, nowIso: string): Promise<boolean> {
  const result = await trx
    .updateTable('orders')
    .set({ discount, total: sql<number>`subtotal + shipping_cost - ${discount}`, updated_at: nowIso })
    .where('id', '=', id)
    .where('status', '=', 'checkout')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Whether the user ever had an order paid (a voucher for new customers is theirs until then). */
export async function hasPaidOrder(db: Executor, userId: number): Promise<boolean> {
  const row = await db.selectFrom('orders').select('id').where('user_id', '=', userId).where('paid_at', 'is not', null).limit(1).executeTakeFirst();
  return row !== undefined;
}
