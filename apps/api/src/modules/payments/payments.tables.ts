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

/** What a service payment pays for (migration 0034): a consultation now, an appointment next. */
export type ServicePaymentOwner = 'consultation' | 'appointment';

/**
 * One QRIS or VA charge attempt for something that is not an order. Owners are named by kind and public
 * id, so this module needs none of their tables; workflows/service-charges.ts tells the owner when paid.
 */
export interface ServicePaymentsTable {
  id: Generated<number>;
  owner_kind: ServicePaymentOwner;
  owner_ref: string;
  user_id: number;
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
  va_number: string | null;
  biller_code: string | null;
  bank: string | null;
  refunded_amount: Generated<number>;
  /** late: paid after its owner could no longer be paid; refund: its owner was refunded. Either way the money goes back. */
  flag: 'late' | 'refund' | null;
  created_at: string;
  updated_at: string;
}

export interface PaymentsTables {
  order_payments: OrderPaymentsTable;
  service_payments: ServicePaymentsTable;
  payment_events: PaymentEventsTable;
}
