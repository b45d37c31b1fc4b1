import type { OrderEventKind, OrderStatus } from '@apotek/contract';
import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Executor } from '../../db/database.ts';
import type { OrderDeliveryIssuesTable } from './delivery-issue.tables.ts';
import type { DeliveryEventDetail } from './delivery-issue.view.ts';
import type { OrderRow } from './orders.repository.ts';
import type { OrderActor, OrdersTable } from './orders.tables.ts';

export type DeliveryIssueRow = Selectable<OrderDeliveryIssuesTable>;
export type DeliveryIssuePatch = Updateable<OrderDeliveryIssuesTable>;
export type OrderDeliveryPatch = Updateable<OrdersTable>;

export async function insertDeliveryIssue(trx: Executor, row: Insertable<OrderDeliveryIssuesTable>): Promise<number> {
  const inserted = await trx.insertInto('order_delivery_issues').values(row).returning('id').executeTakeFirstOrThrow();
  return inserted.id;
}

export function findOpenDeliveryIssue(db: Executor, orderId: number): Promise<DeliveryIssueRow | undefined> {
  return db.selectFrom('order_delivery_issues').selectAll().where('order_id', '=', orderId).where('status', '=', 'open').executeTakeFirst();
}

/** The open issue of each order of a page (the console's list), by order id. */
export async function openDeliveryIssues(db: Executor, orderIds: readonly number[]): Promise<Map<number, DeliveryIssueRow>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db.selectFrom('order_delivery_issues').selectAll().where('order_id', 'in', [...orderIds]).where('status', '=', 'open').execute();
  return new Map(rows.map((row) => [row.order_id, row]));
}

/** The order's newest issue, open or answered: a repeated answer is compared with it. */
export function latestDeliveryIssue(db: Executor, orderId: number): Promise<DeliveryIssueRow | undefined> {
  return db.selectFrom('order_delivery_issues').selectAll().where('order_id', '=', orderId).orderBy('id', 'desc').limit(1).executeTakeFirst();
}

export function findDeliveryIssue(db: Executor, id: number): Promise<DeliveryIssueRow | undefined> {
  return db.selectFrom('order_delivery_issues').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Closes an issue only if it is still open: of two answers racing, exactly one resolves it. */
export async function resolveDeliveryIssueIf(trx: Executor, id: number, patch: DeliveryIssuePatch): Promise<boolean> {
  const result = await trx.updateTable('order_delivery_issues').set({ ...patch, status: 'resolved' }).where('id', '=', id).where('status', '=', 'open').executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** An order closing while its question is open withdraws it: the same transaction as the order's move. */
export async function withdrawDeliveryIssues(trx: Executor, orderId: number, nowIso: string): Promise<void> {
  await trx.updateTable('order_delivery_issues').set({ status: 'withdrawn', resolved_at: nowIso }).where('order_id', '=', orderId).where('status', '=', 'open').execute();
}

/** Records that the gateway gave the refund back; false when it was recorded already. */
export async function markDeliveryRefunded(trx: Executor, id: number, nowIso: string): Promise<boolean> {
  const result = await trx.updateTable('order_delivery_issues').set({ refunded_at: nowIso }).where('id', '=', id).where('refunded_at', 'is', null).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** A timeline entry that is not a status move: the order stays where it is, the entry says what happened. */
export async function insertDeliveryEvent(
  trx: Executor,
  order: { id: number; status: OrderStatus },
  kind: OrderEventKind,
  actor: { who: OrderActor; userId?: number | undefined },
  detail: DeliveryEventDetail,
  nowIso: string,
): Promise<void> {
  await trx
    .insertInto('order_events')
    .values({ order_id: order.id, from_status: order.status, to_status: order.status, actor: actor.who, actor_user_id: actor.userId ?? null, note: null, kind, detail: JSON.stringify(detail), created_at: nowIso })
    .execute();
}

/**
 * Changes how a paid order is delivered only while it is still as the caller read it (same status and
 * delivery service): an order shipped or cancelled meanwhile is left alone and the answer refused.
 */
export async function updateOrderDeliveryIf(trx: Executor, order: Pick<OrderRow, 'id' | 'status' | 'shipment_type'>, patch: OrderDeliveryPatch): Promise<boolean> {
  if (order.shipment_type === null) return false;
  const result = await trx.updateTable('orders').set(patch).where('id', '=', order.id).where('status', '=', order.status).where('shipment_type', '=', order.shipment_type).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
