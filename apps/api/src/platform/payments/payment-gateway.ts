/**
 * The payments adapter of ARCHITECTURE §2: what the shop asks of a payment provider, in words that fit
 * any of them (the built-in sandbox, Midtrans, later Xendit). Provider field names never leak past an
 * adapter; money is integer rupiah and times are ISO-8601 UTC strings, like everywhere else in the API.
 */

import { PAYMENT_CHANNELS, type PaymentChannel, type PaymentStatus } from '@apotek/contract';

/** Channels and statuses are the contract's vocabulary (ARCHITECTURE §1), re-exported for the adapters. */
export { PAYMENT_CHANNELS, PAYMENT_STATUSES, type PaymentChannel, type PaymentStatus } from '@apotek/contract';

export type VaBank = 'bca' | 'bni' | 'bri' | 'mandiri' | 'permata';

/** The bank behind a virtual-account channel, or undefined for QRIS. */
export function bankOfChannel(channel: PaymentChannel): VaBank | undefined {
  return channel === 'qris' ? undefined : (channel.slice(3) as VaBank);
}

export type PaymentProvider = 'sandbox' | 'midtrans';

export interface PaymentCustomer {
  name: string;
  email: string;
  /** E.164 or local Indonesian form; passed to the provider as given. */
  phone: string;
}

export interface ChargeRequest {
  /**
   * The shop's reference for this payment attempt. Providers refuse a second charge with the same id
   * (Midtrans answers 406), so a new attempt for the same order needs a new id (e.g. `ORD-123-2`).
   */
  orderId: string;
  /** Integer rupiah, at least 1. */
  amount: number;
  channel: PaymentChannel;
  customer: PaymentCustomer;
  /** When the provider stops accepting the payment. */
  expiresAt: Date | string;
}

export interface Charge {
  provider: PaymentProvider;
  /** The provider's id of the charge (Midtrans transaction_id, the sandbox's own ref). */
  providerRef: string;
  channel: PaymentChannel;
  amount: number;
  status: 'pending';
  expiresAt: string;
  /** QRIS: the EMVCo payload to render as a QR code. */
  qrisPayload?: string;
  /** QRIS: a ready-made QR image the provider hosts, when it offers one. */
  qrImageUrl?: string;
  /** Virtual account number (BCA, BNI, BRI, Permata). */
  vaNumber?: string;
  bank?: VaBank;
  /** Mandiri bill payment (e-channel): the customer enters the biller code, then the bill key. */
  billKey?: string;
  billerCode?: string;
}

export interface PaymentState {
  status: PaymentStatus;
  amount: number;
  providerRef: string;
  paidAt?: string;
  /** Rupiah refunded so far; present once a refund went through (a partial refund also reads 'refunded'). */
  refundedAmount?: number;
}

/** A provider notification that passed verification. It says what the provider claims; the shop still
 * checks getStatus before money moves (ARCHITECTURE §6). */
export interface PaymentNotification {
  orderId: string;
  status: PaymentStatus;
  amount: number;
  providerRef: string;
  /** Stable for one event however often it is delivered, so the receiver can drop repeats. */
  eventId: string;
}

export interface RefundResult {
  providerRef: string;
  /** The provider's (or the caller's) key of this refund. */
  refundKey: string;
  amount: number;
  totalRefunded: number;
  status: PaymentStatus;
}

export interface RefundOptions {
  /** Repeating a refund with the same key does not refund twice. Made up when not given. */
  refundKey?: string;
}

export type NotificationHeaders = Record<string, string | string[] | undefined>;

export interface PaymentGateway {
  readonly provider: PaymentProvider;
  charge(request: ChargeRequest): Promise<Charge>;
  getStatus(orderId: string): Promise<PaymentState>;
  /** Verifies a webhook from its raw body (signatures cover bytes, not re-serialised JSON). Throws
   * InvalidSignatureError when it cannot be trusted or read. */
  parseNotification(rawBody: string, headers: NotificationHeaders): Promise<PaymentNotification>;
  refund(orderId: string, amount: number, reason: string, options?: RefundOptions): Promise<RefundResult>;
  cancel(orderId: string): Promise<PaymentState>;
}

/** A webhook that is forged, tampered with, or not one of ours. Answer it 401 and change nothing. */
export class InvalidSignatureError extends Error {
  constructor(message = 'Payment notification failed verification') {
    super(message);
    this.name = 'InvalidSignatureError';
  }
}

export type PaymentGatewayErrorCode =
  /** The provider rejected our credentials: a configuration problem, not the customer's. */
  | 'unauthorized'
  /** The order id was charged before. */
  | 'duplicate_order'
  | 'not_found'
  /** The provider refused the request's content (amount, channel, expiry). */
  | 'invalid_request'
  /** Not possible in the charge's current state (cancel a paid charge, refund an unpaid one). */
  | 'not_allowed'
  /** Network failure, timeout or a 5xx: worth retrying later. */
  | 'unavailable';

export class PaymentGatewayError extends Error {
  constructor(
    readonly code: PaymentGatewayErrorCode,
    message: string,
    readonly provider: PaymentProvider,
    /** The provider's own status code, for the logs. */
    readonly providerStatus?: string,
  ) {
    super(message);
    this.name = 'PaymentGatewayError';
  }
}

/** Checks what every adapter needs before it talks to a provider. */
export function assertChargeRequest(request: ChargeRequest, now: Date, provider: PaymentProvider): Date {
  const fail = (message: string) => new PaymentGatewayError('invalid_request', message, provider);
  if (!Number.isSafeInteger(request.amount) || request.amount < 1) throw fail('amount must be a positive integer of rupiah');
  if (!PAYMENT_CHANNELS.includes(request.channel)) throw fail(`unknown channel ${String(request.channel)}`);
  // Midtrans allows letters, digits and - _ ~ . up to 50 characters; holding every adapter to it keeps
  // an order id valid whichever provider is configured.
  if (!/^[A-Za-z0-9_.~-]{1,50}$/.test(request.orderId)) throw fail('orderId must be 1-50 of A-Z a-z 0-9 - _ ~ .');
  const expiresAt = new Date(request.expiresAt);
  if (Number.isNaN(expiresAt.getTime())) throw fail('expiresAt is not a valid time');
  if (expiresAt.getTime() <= now.getTime()) throw fail('expiresAt must be in the future');
  return expiresAt;
}

/** Header lookup that ignores case and takes the first of repeated headers. */
export function headerValue(headers: NotificationHeaders, name: string): string | undefined {
  const wanted = name.toLowerCase();
  for (const [key, value] of Object.entries(headers)) {
    if (key.toLowerCase() !== wanted) continue;
    return Array.isArray(value) ? value[0] : value;
  }
  return undefined;
}
