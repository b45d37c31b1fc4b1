import type { DeliveryIssueReason } from '@apotek/contract';
import type { Generated } from 'kysely';

export type DeliveryIssueResolution = 'update_address' | 'switch_to_pickup';

/** One "masalah alamat" of an order (migration 0023): the pharmacy's question, the customer's answer, the money it moved. */
export interface OrderDeliveryIssuesTable {
  id: Generated<number>;
  order_id: number;
  /** `withdrawn`: the order was cancelled while the question was open, so nobody needs to answer it. */
  status: 'open' | 'resolved' | 'withdrawn';
  reason: DeliveryIssueReason;
  note: Generated<string>;
  raised_by: number | null;
  raised_at: string;
  resolution: DeliveryIssueResolution | null;
  resolved_address_id: number | null;
  resolved_at: string | null;
  previous_address_json: string | null;
  previous_shipping_cost: number | null;
  new_shipping_cost: number | null;
  /** Rupiah the pharmacy pays on top because the new address costs more to reach than the customer paid. */
  pharmacy_absorbed: Generated<number>;
  /** Rupiah owed back to the customer (a cheaper address, or the whole fee on switching to pick-up). */
  refund_amount: Generated<number>;
  /** The paid payment the refund is taken from. */
  refund_payment_id: number | null;
  /** When the gateway confirmed the refund; null while it is owed (the delivery-issue.refund job retries). */
  refunded_at: string | null;
}

export interface DeliveryIssueTables {
  order_delivery_issues: OrderDeliveryIssuesTable;
}
