import type { OrderStatus } from '@apotek/contract';
import { ApiError } from '../../platform/api-error.ts';
import type { OrderActor } from './orders.tables.ts';

/**
 * The order state machine as data: every allowed move, and who may make it. Anything not listed is
 * refused with 409. `system` is the server itself (payments confirmed with the gateway, the expiry job,
 * refunds); `pharmacist` covers admins acting in the console.
 */
export const ORDER_MOVES: ReadonlyArray<readonly [from: OrderStatus, to: OrderStatus, by: readonly OrderActor[]]> = [
  ['checkout', 'awaiting_payment', ['customer']],
  ['checkout', 'cancelled', ['customer', 'pharmacist']],
  ['checkout', 'expired', ['system']],
  ['awaiting_payment', 'paid', ['system']],
  ['awaiting_payment', 'cancelled', ['customer', 'pharmacist']],
  ['awaiting_payment', 'expired', ['system']],
  ['paid', 'processing', ['pharmacist']],
  ['paid', 'cancelled', ['pharmacist']],
  ['processing', 'ready_for_pickup', ['pharmacist']],
  ['processing', 'shipped', ['pharmacist']],
  ['processing', 'cancelled', ['pharmacist']],
  ['ready_for_pickup', 'delivered', ['pharmacist']],
  ['ready_for_pickup', 'completed', ['pharmacist']],
  ['ready_for_pickup', 'cancelled', ['pharmacist']],
  ['shipped', 'delivered', ['pharmacist', 'system']],
  ['delivered', 'completed', ['pharmacist', 'customer', 'system']],
  // Money that came back: a paid order cancelled, or a payment that arrived after the order expired.
  ['cancelled', 'refunded', ['system']],
  ['expired', 'refunded', ['system']],
];

/** Unpaid states: stock is reserved against a deadline, and a buyer has at most one per pharmacy. */
export const OPEN_STATUSES: readonly OrderStatus[] = ['checkout', 'awaiting_payment'];

/** States in which the order's units are off the shelf but still in the pharmacy: cancelling returns them. */
export const HOLDS_STOCK: readonly OrderStatus[] = ['checkout', 'awaiting_payment', 'paid', 'processing', 'ready_for_pickup'];

/** States in which the order has been paid: money arriving again for one is a duplicate, not late. */
export const SETTLED_STATUSES: readonly OrderStatus[] = ['paid', 'processing', 'ready_for_pickup', 'shipped', 'delivered', 'completed'];

export function canMove(from: OrderStatus, to: OrderStatus, by: OrderActor): boolean {
  return ORDER_MOVES.some(([f, t, who]) => f === from && t === to && who.includes(by));
}

export function assertMove(from: OrderStatus, to: OrderStatus, by: OrderActor): void {
  if (!canMove(from, to, by)) throw new ApiError(409, 'orderTransitionNotAllowed', { vars: { from, to } });
}

/** Where the pharmacist may take an order next (the console's buttons). */
export function nextMoves(from: OrderStatus, by: OrderActor): OrderStatus[] {
  return ORDER_MOVES.filter(([f, , who]) => f === from && who.includes(by)).map(([, t]) => t);
}

/**
 * Where this actor may take this order next: the state table, narrowed by the delivery type (a pick-up
 * order is made ready at the counter, a delivery order is shipped).
 */
export function movesFor(order: { status: OrderStatus; shipment_type: string | null }, by: OrderActor): OrderStatus[] {
  const pickup = order.shipment_type === 'pickup';
  return nextMoves(order.status, by).filter((to) => (to === 'ready_for_pickup' ? pickup : to === 'shipped' ? !pickup : true));
}

/** Whether a move puts reserved units back on the shelf. */
export function releasesStock(from: OrderStatus, to: OrderStatus): boolean {
  return HOLDS_STOCK.includes(from) && (to === 'cancelled' || to === 'expired');
}
