import { createHash, timingSafeEqual } from 'node:crypto';
import type { PaymentStatus } from './payment-gateway.ts';

/**
 * The parts of Midtrans Core API v2 that both the adapter and the local fake need: field shapes,
 * the notification signature, the status words and Midtrans's way of writing times and amounts.
 */

/** A transaction as Midtrans answers charge, status, cancel and refund and as it notifies. */
export interface MidtransTransaction {
  status_code: string;
  status_message?: string;
  transaction_id?: string;
  order_id?: string;
  merchant_id?: string;
  gross_amount?: string;
  currency?: string;
  payment_type?: string;
  transaction_time?: string;
  transaction_status?: string;
  fraud_status?: string;
  expiry_time?: string;
  settlement_time?: string;
  va_numbers?: { bank: string; va_number: string }[];
  permata_va_number?: string;
  bill_key?: string;
  biller_code?: string;
  acquirer?: string;
  qr_string?: string;
  actions?: { name: string; method: string; url: string }[];
  refund_amount?: string;
  refund_key?: string;
  refund_chargeback_id?: number;
  refunds?: { refund_chargeback_id: number; refund_amount: string; refund_key?: string; reason?: string; created_at?: string }[];
  signature_key?: string;
  validation_messages?: string[];
  id?: string;
}

/** signature_key = SHA512(order_id + status_code + gross_amount + server key), lower-case hex. */
export function midtransSignature(orderId: string, statusCode: string, grossAmount: string, serverKey: string): string {
  return createHash('sha512').update(orderId + statusCode + grossAmount + serverKey, 'utf8').digest('hex');
}

export function signatureMatches(expectedHex: string, givenHex: string): boolean {
  const given = givenHex.toLowerCase();
  if (!/^[0-9a-f]{128}$/.test(given)) return false;
  return timingSafeEqual(Buffer.from(expectedHex, 'hex'), Buffer.from(given, 'hex'));
}

/**
 * Midtrans's transaction_status (and fraud_status for card captures) in the shop's words. A capture
 * under fraud review ('challenge') is not money yet, so it stays pending.
 */
export function mapMidtransStatus(transactionStatus: string, fraudStatus?: string): PaymentStatus {
  if (fraudStatus === 'deny') return 'failed';
  switch (transactionStatus) {
    case 'capture':
      return fraudStatus === 'challenge' ? 'pending' : 'paid';
    case 'settlement':
      return 'paid';
    case 'pending':
    case 'authorize':
      return 'pending';
    case 'expire':
      return 'expired';
    case 'cancel':
      return 'cancelled';
    case 'deny':
    case 'failure':
      return 'failed';
    case 'refund':
    case 'partial_refund':
      return 'refunded';
    default:
      throw new Error(`unknown Midtrans transaction_status ${transactionStatus}`);
  }
}

/** "145000.00" → 145000. Rupiah never has a fraction here, so one is an error, not something to round. */
export function parseGrossAmount(value: string): number {
  const match = /^(\d{1,15})(?:\.0{1,2})?$/.exec(value);
  if (!match?.[1]) throw new Error(`unexpected gross_amount ${value}`);
  return Number(match[1]);
}

const JAKARTA_OFFSET_MS = 7 * 60 * 60 * 1000;

/** "2024-07-04 10:53:53": Midtrans writes times in GMT+7 without saying so. */
export function toJakartaTime(date: Date): string {
  return new Date(date.getTime() + JAKARTA_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');
}

export function fromJakartaTime(value: string): Date {
  const match = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2})$/.exec(value);
  if (!match) throw new Error(`unexpected Midtrans time ${value}`);
  return new Date(`${match[1]}T${match[2]}+07:00`);
}
