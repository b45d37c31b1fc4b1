import type { OrderStatus, ShipmentType } from '@apotek/contract';
import { ApiError } from '../../platform/api-error.ts';
import type { OrderActor } from './orders.tables.ts';

/** The two roads a paid order takes: collected at the counter, or carried by a courier. */
export type Road = 'pickup' | 'courier';
/** A move only on one road; `pickupCode`: made only with the customer's pick-up code (the hand-over). */
export interface MoveRule {
  road?: Road;
  pickupCode?: true;
}

/**
 * The order state machine as data: every allowed move, who may make it, and on which road. Anything not
 * listed is refused with 409. `system` is the server itself (payments confirmed with the gateway, the expiry
 * job, refunds); `pharmacist` covers admins acting in the console. A pick-up order never "arrives": it is
 * made ready at the counter and handed over against its code (issue 8, point 4); a courier order is shipped
 * and arrives.
 */
export const ORDER_MOVES: ReadonlyArray<readonly [from: OrderStatus, to: OrderStatus, by: readonly OrderActor[], rule?: MoveRule]> = [
  ['checkout', 'awaiting_payment', ['customer']],
  ['checkout', 'cancelled', ['customer', 'pharmacist']],
  ['checkout', 'expired', ['system']],
  ['awaiting_payment', 'paid', ['system']],
  ['awaiting_payment', 'cancelled', ['customer', 'pharmacist']],
  ['awaiting_payment', 'expired', ['system']],
  ['paid', 'processing', ['pharmacist']],
  ['paid', 'cancelled', ['pharmacist']],
  ['processing', 'ready_for_pickup', ['pharmacist'], { road: 'pickup' }],
  ['processing', 'shipped', ['pharmacist'], { road: 'courier' }],
  ['processing', 'cancelled', ['pharmacist']],
  ['ready_for_pickup', 'completed', ['pharmacist'], { road: 'pickup', pickupCode: true }],
  ['ready_for_pickup', 'cancelled', ['pharmacist']],
  ['shipped', 'delivered', ['pharmacist', 'system'], { road: 'courier' }],
  ['delivered', 'completed', ['pharmacist', 'customer', 'system']],
  // Money that came back: a paid order cancelled, or a payment that arrived after the order expired.
  ['cancelled', 'refunded', ['system']],
  ['expired', 'refunded', ['system']],
];

/** The road of a delivery type; an order without one yet (still in checkout) is on neither and sees every move. */
export function roadOf(shipmentType: ShipmentType | string | null | undefined): Road | null {
  if (shipmentType === undefined || shipmentType === null) return null;
  return shipmentType === 'pickup' ? 'pickup' : 'courier';
}

/** Unpaid states: stock is reserved against a deadline, and a buyer has at most one per pharmacy. */
export const OPEN_STATUSES: readonly OrderStatus[] = ['checkout', 'awaiting_payment'];

/** States in which the order's units are off the shelf but still in the pharmacy: cancelling returns them. */
export const HOLDS_STOCK: readonly OrderStatus[] = ['checkout', 'awaiting_payment', 'paid', 'processing', 'ready_for_pickup'];

/** States in which the order has been paid: money arriving again for one is a duplicate, not late. */
export const SETTLED_STATUSES: readonly OrderStatus[] = ['paid', 'processing', 'ready_for_pickup', 'shipped', 'delivered', 'completed'];

function ruleOf(from: OrderStatus, to: OrderStatus, by: OrderActor, road: Road | null): MoveRule | undefined | false {
  const entry = ORDER_MOVES.find(([f, t, who, rule]) => f === from && t === to && who.includes(by) && (road === null || !rule?.road || rule.road === road));
  return entry ? (entry[3] ?? {}) : false;
}

/** Whether the table lets `by` make this move on this road (null: any road). A hand-over needs its code too (assertMove). */
export function canMove(from: OrderStatus, to: OrderStatus, by: OrderActor, shipmentType?: ShipmentType | string | null): boolean {
  return ruleOf(from, to, by, roadOf(shipmentType)) !== false;
}

/**
 * Refuses (409) a move the table does not list for this actor and road, and (422) a hand-over made
 * without the customer's pick-up code having been checked.
 */
export function assertMove(from: OrderStatus, to: OrderStatus, by: OrderActor, context: { shipmentType?: ShipmentType | string | null; pickupCodeChecked?: boolean } = {}): void {
  const rule = ruleOf(from, to, by, roadOf(context.shipmentType));
  if (rule === false) throw new ApiError(409, 'orderTransitionNotAllowed', { vars: { from, to } });
  if (rule?.pickupCode && !context.pickupCodeChecked) throw new ApiError(422, 'pickupCodeRequired');
}

/** Whether this move of this order is the hand-over at the counter (made with the pick-up code). */
export function needsPickupCode(order: { status: OrderStatus; shipment_type: string | null }, to: OrderStatus): boolean {
  return ORDER_MOVES.some(([f, t, , rule]) => f === order.status && t === to && rule?.pickupCode === true && rule.road === roadOf(order.shipment_type));
}

/** Where the pharmacist may take an order next, on any road (the table's view, without an order). */
export function nextMoves(from: OrderStatus, by: OrderActor): OrderStatus[] {
  return ORDER_MOVES.filter(([f, , who]) => f === from && who.includes(by)).map(([, t]) => t);
}

/**
 * Where this actor may take this order next (the console's buttons, the buyer's cancel): the state table
 * on the order's road, so a pick-up order is never offered "shipped" or "delivered" (Tandai tiba).
 */
export function movesFor(order: { status: OrderStatus; shipment_type: string | null }, by: OrderActor): OrderStatus[] {
  const road = roadOf(order.shipment_type);
  return ORDER_MOVES.filter(([f, , who, rule]) => f === order.status && who.includes(by) && (road === null || !rule?.road || rule.road === road)).map(([, t]) => t);
}

/** Whether a move puts reserved units back on the shelf. */
export function releasesStock(from: OrderStatus, to: OrderStatus): boolean {
  return HOLDS_STOCK.includes(from) && (to === 'cancelled' || to === 'expired');
}
