import type { DrugClass, OrderEventKind, OrderStatus, ShipmentType } from '@apotek/contract';
import type { Generated } from 'kysely';
import type { DeliveryIssueTables } from './delivery-issue.tables.ts';

export type OrderActor = 'customer' | 'pharmacist' | 'system';

export interface OrdersTable {
  id: Generated<number>;
  /** APT- and 10 random characters; the only id that leaves the server. */
  public_id: string;
  user_id: number;
  store_id: number;
  store_slug: string;
  store_name: string;
  status: OrderStatus;
  /** `${user_id}:${store_id}` while checkout/awaiting_payment, null otherwise (unique). */
  open_slot: string | null;
  /** Integer rupiah. */
  subtotal: number;
  shipping_cost: Generated<number>;
  discount: Generated<number>;
  total: number;
  item_count: number;
  first_item: string | null;
  total_weight_grams: number;
  shipment_type: ShipmentType | null;
  shipping_eta: string | null;
  courier: string | null;
  waybill: string | null;
  address_id: number | null;
  /** The contract's Address as JSON, copied at confirmation. */
  address_json: string | null;
  /** Six characters from PICKUP_CODE_ALPHABET, made when a pick-up order is paid; checked at the counter. Plain (migration 0021 says why). */
  pickup_code: Generated<string | null>;
  notes: Generated<string>;
  payment_attempts: Generated<number>;
  expires_at: string | null;
  paid_at: string | null;
  created_at: string;
  updated_at: string;
}

/** A line as bought: prices and names copied from the catalogue at checkout. */
export interface OrderItemsTable {
  id: Generated<number>;
  order_id: number;
  product_id: number;
  slug: string;
  name: string;
  image_url: string | null;
  drug_class: DrugClass;
  quantity: number;
  unit_price: number;
  original_price: number;
  weight_grams: number;
}

/** The timeline: every move of the state machine, with who made it. */
export interface OrderEventsTable {
  id: Generated<number>;
  order_id: number;
  from_status: OrderStatus | null;
  to_status: OrderStatus;
  actor: OrderActor;
  actor_user_id: number | null;
  note: string | null;
  /** Set on entries that are not status moves (a delivery issue and its answer, migration 0023). */
  kind: Generated<OrderEventKind | null>;
  /** The entry's facts as JSON (reason, amount), worded for each reader by delivery-issue.view.ts. */
  detail: Generated<string | null>;
  created_at: string;
}

/** The pharmacy a pharmacist works at; the console shows that pharmacy's orders. */
export interface PharmacyStaffTable {
  user_id: number;
  pharmacy_id: number;
  created_at: string;
}

/** One row per buyer, locked by checkout while it counts and takes the buyer's holds (PostgreSQL row lock). */
export interface OrderHoldLocksTable {
  user_id: number;
  locked_at: string;
}

export interface OrdersTables extends DeliveryIssueTables {
  orders: OrdersTable;
  order_items: OrderItemsTable;
  order_events: OrderEventsTable;
  pharmacy_staff: PharmacyStaffTable;
  order_hold_locks: OrderHoldLocksTable;
}
