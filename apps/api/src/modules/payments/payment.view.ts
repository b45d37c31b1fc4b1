import type { OrderPayment } from '@apotek/contract';
import type { PaymentRow } from './payments.repository.ts';

/** Where the QR image of a payment is served (routes/payment-raw.routes.ts); the token is the key. */
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
