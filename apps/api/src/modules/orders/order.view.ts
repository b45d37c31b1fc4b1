import type { Address, Locale, Order, OrderPayment, OrderPickup, OrderSummary } from '@apotek/contract';
import { courierName } from '../../platform/shipping/courier-names.ts';
import type { DeliveryIssueRow } from './delivery-issue.repository.ts';
import { deliveryEventText, toDeliveryIssue } from './delivery-issue.view.ts';
import { formatEta } from './eta.ts';
import { movesFor } from './order-state.ts';
import type { OrderEventRow, OrderItemRow, OrderRow } from './orders.repository.ts';
import type { OrderActor } from './orders.tables.ts';

/**
 * `issue`: the order's open delivery issue, if any. It is shown (and holds "Kirim" back) only while the order
 * can still be shipped; an order cancelled with its issue unanswered shows none.
 */
export function toSummary(row: OrderRow, by: OrderActor, issue?: DeliveryIssueRow, locale: Locale = 'id'): OrderSummary {
  const open = issue && (row.status === 'paid' || row.status === 'processing') ? issue : undefined;
  const moves = movesFor(row, by);
  return {
    id: row.public_id,
    status: row.status,
    store: { id: row.store_id, slug: row.store_slug, name: row.store_name },
    item_count: row.item_count,
    first_item: row.first_item,
    total: Number(row.total),
    created_at: row.created_at,
    expires_at: row.expires_at,
    shipment_type: row.shipment_type,
    next_moves: open ? moves.filter((to) => to !== 'shipped') : moves,
    delivery_issue: open ? toDeliveryIssue(open, locale) : null,
  };
}

export function toOrder(
  row: OrderRow,
  items: OrderItemRow[],
  events: OrderEventRow[],
  payment: OrderPayment | null,
  locale: Locale,
  by: OrderActor,
  pickup: OrderPickup | null = null,
  issue?: DeliveryIssueRow,
): Order {
  return {
    ...toSummary(row, by, issue, locale),
    items: items.map((item) => ({
      product_id: item.product_id,
      slug: item.slug,
      name: item.name,
      image_url: item.image_url,
      drug_class: item.drug_class,
      quantity: item.quantity,
      unit_price: Number(item.unit_price),
      subtotal: Number(item.unit_price) * item.quantity,
    })),
    subtotal: Number(row.subtotal),
    shipping_cost: Number(row.shipping_cost),
    discount: Number(row.discount),
    address: row.address_json ? (JSON.parse(row.address_json) as Address) : null,
    shipment: row.shipment_type
      ? { type: row.shipment_type, cost: Number(row.shipping_cost), courier: row.courier, courier_name: courierName(row.courier, locale), waybill: row.waybill, eta: formatEta(row.shipping_eta, locale) }
      : null,
    payment,
    notes: row.notes,
    pickup,
    timeline: events.map((event) => ({ status: event.to_status, at: event.created_at, note: event.kind ? deliveryEventText(event.kind, event.detail, locale) : event.note, kind: event.kind })),
  };
}
