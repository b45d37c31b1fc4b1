import type { OrderStatus, ShipmentStatus } from '@apotek/contract/orders';

const FINISHED: ReadonlySet<OrderStatus> = new Set(['delivered', 'completed']);
const SETTLED: ReadonlySet<ShipmentStatus> = new Set(['delivered', 'returned']);

/**
 * The parcel state a customer sees. Once the pharmacy has recorded the hand-over, a courier feed that
 * still says "waiting for pick-up" (its feed lags, or the sandbox replays its script on the clock) would
 * contradict the order; the order wins.
 */
export function shownShipmentStatus(orderStatus: OrderStatus, courierStatus: ShipmentStatus): ShipmentStatus {
  return FINISHED.has(orderStatus) && !SETTLED.has(courierStatus) ? 'delivered' : courierStatus;
}
