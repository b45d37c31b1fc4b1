import type { Address, Locale, Order, OrderPayment, OrderPickup, OrderSummary } from '@apotek/contract';
import { courierName } from '../../platform/shipping/courier-names.ts';
import { formatEta } from './eta.ts';
import { movesFor } from './order-state.ts';
import type { OrderEventRow, OrderItemRow, OrderRow } from './orders.repository.ts';
import type { OrderActor } from './orders.tables.ts';
import type { PaymentRow } from './payments.repository.ts';

/** Where the QR image of a payment is served (workflows/payments.routes.ts); the token is the key. */
export function qrisImagePath(token: string): string {
  return `/api/payment/qris/${token}.png`;
}

export function toPayment(row: PaymentRow): OrderPayment {
  const qris = row.channel === 'qris';
  return {
    channel: row.channel,
    status: row.status,
    amount: Number(row.amount),
    expires_at: row.expires_at,
    paid_at: row.paid_at,
    qrisUrl: qris ? (row.qr_image_url ?? (row.qris_payload ? qrisImagePath(row.token) : null)) : null,
    vaCode: row.va_number,
    biller_code: row.biller_code,
    bank: row.bank,
    token: row.token,
  };
}

export function toSummary(row: OrderRow, by: OrderActor): OrderSummary {
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
    next_moves: movesFor(row, by),
  };
}

export function toOrder(
  row: OrderRow,
  items: OrderItemRow[],
  events: OrderEventRow[],
  payment: PaymentRow | undefined,
  locale: Locale,
  by: OrderActor,
  pickup: OrderPickup | null = null,
): Order {
  return {
    ...toSummary(row, by),
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
    payment: payment ? toPayment(payment) : null,
    notes: row.notes,
    pickup,
    timeline: events.map((event) => ({ status: event.to_status, at: event.created_at, note: event.note })),
  };
}
