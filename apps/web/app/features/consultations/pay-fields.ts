import type { ConsultationChannel } from '@apotek/contract/consultations';
import type { PaymentChannel } from '@apotek/contract/orders';

/** QRIS and the virtual accounts, restated from the contract's PAYMENT_CHANNELS (typed against it) to keep its schemas out of the page. */
export const CHARGE_CHANNELS = ['qris', 'va_bca', 'va_bni', 'va_bri', 'va_mandiri', 'va_permata'] as const satisfies readonly PaymentChannel[];
export const CONSULTATION_CHANNELS = [...CHARGE_CHANNELS, 'wallet'] as const satisfies readonly ConsultationChannel[];

export function isConsultationChannel(value: string): value is ConsultationChannel {
  return (CONSULTATION_CHANNELS as readonly string[]).includes(value);
}

const CONSULTATION_ID = /^KNS-[0-9A-Z]{10}$/;
const CLIENT_KEY = /^[A-Za-z0-9_.:-]{8,100}$/;

/**
 * Which call the pay form makes, from what it posted:
 * - the wallet always pays through POST /api/consultation/purchase with the PIN and the page's client key
 *   (a double tap pays once);
 * - QRIS or a VA opens the first charge through purchase too; once a charge exists (`has_charge`),
 *   another channel — or a new charge after one ran out — is POST /api/payment/create/token/{id}.
 * Null for a malformed form (a 400: the page never posts one).
 */
export type PayCall =
  | { call: 'purchase'; body: { consultation_id: string; channel: ConsultationChannel; pin?: string; client_key?: string } }
  | { call: 'token'; id: string; body: { channel: PaymentChannel } };

export function payCallFrom(fields: { consultation: string; channel: string; pin: string; client_key: string; has_charge: string }): PayCall | null {
  const id = fields.consultation.trim();
  if (!CONSULTATION_ID.test(id) || !isConsultationChannel(fields.channel)) return null;
  const channel = fields.channel;
  if (channel === 'wallet') {
    if (!CLIENT_KEY.test(fields.client_key)) return null;
    // An empty PIN goes as missing: the API answers "required" on `pin` in the page's language.
    return { call: 'purchase', body: { consultation_id: id, channel, client_key: fields.client_key, ...(fields.pin.trim() ? { pin: fields.pin.trim() } : {}) } };
  }
  if (fields.has_charge === '1') return { call: 'token', id, body: { channel } };
  return { call: 'purchase', body: { consultation_id: id, channel } };
}
