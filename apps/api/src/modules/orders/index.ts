/** The orders module's public face: what workflows and routes may use (ADR 014); everything else stays inside. */
export {
  findDeliveryIssue,
  findOpenDeliveryIssue,
  insertDeliveryEvent,
  insertDeliveryIssue,
  latestDeliveryIssue,
  markDeliveryRefunded,
  resolveDeliveryIssueIf,
  withdrawDeliveryIssues,
  updateOrderDeliveryIf,
} from './delivery-issue.repository.ts';
export type { DeliveryIssuePatch, DeliveryIssueRow, OrderDeliveryPatch } from './delivery-issue.repository.ts';
export { encodeEta, formatEta } from './eta.ts';
export { HOLD_LIMITS } from './hold-limits.ts';
export { renderInvoicePdf } from './invoice/invoice-pdf.ts';
export { newPaymentToken, newPickupCode, pickupCodeMatches, providerOrderId } from './order-id.ts';
export { needsPickupCode, OPEN_STATUSES, releasesStock, SETTLED_STATUSES } from './order-state.ts';
export { registerOrders } from './orders.module.ts';
export { findOpenOrder, findOrder, findOrderById, hasPaidOrder, heldUnits, listOrderItems, lockHolds, nextPaymentAttempt, setCheckoutDiscount, staffPharmacyOf } from './orders.repository.ts';
export type { OrderRow } from './orders.repository.ts';
export type { Actor, OrdersService, PickupPlaceLookup } from './orders.service.ts';
export { deliveryBlock, hasExactPin, SHIPMENT_BLOCK_MESSAGES, shipmentText } from './shipment-options.ts';
export type { ShipmentBlock } from './shipment-options.ts';
/** Its part of the personal-data rights: export and erasure of its own tables (issue 14; docs/decisions/037). */
export * from './orders.erasure.ts';
export { customerOrders } from './customer-orders.ts';
