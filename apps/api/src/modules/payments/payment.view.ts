import type { OrderPayment } from '@apotek/contract';
import type { PaymentRow } from './payments.repository.ts';

/** Where the QR image of a payment is served (routes/payment-raw.routes.ts); the token is the key. */
export function qrisImagePath(token: string): string {
  return `/api/payment/qris/${token}.png`;
}

/** What a charge row of either table (orders' or services') holds of what the payer sees. */
export interface ChargeViewRow {
  channel: OrderPayment['channel'];
  status: OrderPayment['status'];
  amount: number | string;
  expires_at: string;
  paid_at: string | null;
  qris_payload: string | null;
  va_number: string | null;
  biller_code: string | null;
  bank: string | null;
  token: string;
}

/** The charge as the payer sees it (SPEC §3 paymentData: qrisUrl, vaCode); `qrImageUrl` is the provider's own image, when it gave one. */
export function toChargeView(row: ChargeViewRow, qrImageUrl: string | null = null): OrderPayment {
  const qris = row.channel === 'qris';
  return {
    channel: row.channel,
    status: row.status,
    amount: Number(row.amount),
    expires_at: row.expires_at,
    paid_at: row.paid_at,
    qrisUrl: qris ? (qrImageUrl ?? (row.qris_payload ? qrisImagePath(row.token) : null)) : null,
    vaCode: row.va_number,
    biller_code: row.biller_code,
    bank: row.bank,
    token: row.token,
  };
}

export function toPayment(row: PaymentRow): OrderPayment {
  return toChargeView(row, row.qr_image_url);
}
