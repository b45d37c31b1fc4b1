import type { Generated } from 'kysely';
import type { PaymentChannel, PaymentStatus, VaBank } from './payment-gateway.ts';

/** One charge made at the built-in sandbox provider; the sandbox's own books, not the shop's. */
export interface PaymentSandboxChargeTable {
  id: Generated<number>;
  provider_ref: string;
  order_id: string;
  channel: PaymentChannel;
  amount: number;
  status: PaymentStatus;
  bank: VaBank | null;
  /** The VA number, or Mandiri's bill key; unique per bank. */
  payment_code: string | null;
  biller_code: string | null;
  qris_payload: string | null;
  customer_name: string;
  customer_email: string;
  customer_phone: string;
  expires_at: string;
  paid_at: string | null;
  refunded_amount: number;
  created_at: string;
  updated_at: string;
}

/** Every webhook the sandbox sent or meant to send, so a tester can see (and resend) deliveries. */
export interface PaymentSandboxEventTable {
  id: Generated<number>;
  event_id: string;
  provider_ref: string;
  order_id: string;
  status: PaymentStatus;
  body: string;
  /** Set on refund events: the key that makes a repeated refund a no-op. */
  refund_key: string | null;
  attempts: number;
  last_response_status: number | null;
  delivered_at: string | null;
  /** Set when the delivery window closed without a 2xx; a resend from the sandbox page can still deliver it. */
  gave_up_at: string | null;
  created_at: string;
}

// A type alias rather than an interface so Kysely's withTables<> accepts it (aliases get an implicit
// index signature); database.ts can still extend it like the other *Tables.
export type PaymentSandboxTables = {
  payment_sandbox_charges: PaymentSandboxChargeTable;
  payment_sandbox_events: PaymentSandboxEventTable;
};
