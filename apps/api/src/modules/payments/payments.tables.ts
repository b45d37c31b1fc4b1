import type { PaymentChannel, PaymentStatus } from '@apotek/contract';
import type { Generated } from 'kysely';

/** Why a payment needs attention: paid a different amount, paid after the order closed, or paid twice. */
export type PaymentFlag = 'amount_mismatch' | 'late' | 'duplicate';

/** One charge attempt at the payment provider. */
export interface OrderPaymentsTable {
  id: Generated<number>;
  order_id: number;
  attempt: number;
  token: string;
  provider: string;
  provider_order_id: string;
  provider_ref: string;
  channel: PaymentChannel;
  status: PaymentStatus;
  amount: number;
  expires_at: string;
  paid_at: string | null;
  qris_payload: string | null;
  qr_image_url: string | null;
  va_number: string | null;
  biller_code: string | null;
  bank: string | null;
  refunded_amount: Generated<number>;
  flag: PaymentFlag | null;
  created_at: string;
  updated_at: string;
}

/** Webhook events already acted on (unique per provider and event id). */
export interface PaymentEventsTable {
  id: Generated<number>;
  provider: string;
  event_id: string;
  provider_order_id: string;
  notified_status: string;
  outcome: string;
  created_at: string;
}

export interface PaymentsTables {
  order_payments: OrderPaymentsTable;
  payment_events: PaymentEventsTable;
}
