import { randomUUID } from 'node:crypto';
import type { Clock } from '../clock.ts';
import {
  assertChargeRequest,
  type Charge,
  type ChargeRequest,
  InvalidSignatureError,
  type NotificationHeaders,
  type PaymentChannel,
  type PaymentGateway,
  PaymentGatewayError,
  type PaymentGatewayErrorCode,
  type PaymentNotification,
  type PaymentState,
  type RefundOptions,
  type RefundResult,
  type VaBank,
} from './payment-gateway.ts';
import {
  fromJakartaTime,
  mapMidtransStatus,
  type MidtransTransaction,
  midtransSignature,
  parseGrossAmount,
  signatureMatches,
  toJakartaTime,
} from './midtrans-protocol.ts';

/** Midtrans Core API v2 (docs.midtrans.com): QRIS, bank-transfer VAs and Mandiri bill payment. */

export const MIDTRANS_SANDBOX_URL = 'https://api.sandbox.midtrans.com';
export const MIDTRANS_PRODUCTION_URL = 'https://api.midtrans.com';

export interface MidtransGatewayOptions {
  serverKey: string;
  /** Default: the Midtrans sandbox. */
  baseUrl?: string;
  clock: Clock;
  /** Which QRIS acquirer Midtrans routes through; 'gopay' unless the account says otherwise. */
  qrisAcquirer?: string;
  /** Sent as X-Override-Notification so each deployment gets its own webhooks without dashboard edits. */
  notificationUrl?: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

/** Status codes whose body is a transaction (202 deny, 407 expired are answers, not failures). */
const TRANSACTION_CODES = new Set(['200', '201', '202', '407']);

const ERROR_CODES: Record<string, PaymentGatewayErrorCode> = {
  '400': 'invalid_request',
  '401': 'unauthorized',
  '402': 'unauthorized', // the payment method is not enabled on the merchant account
  '403': 'unauthorized',
  '404': 'not_found',
  '406': 'duplicate_order',
  '412': 'not_allowed',
  '413': 'invalid_request',
};

export class MidtransGateway implements PaymentGateway {
  readonly provider = 'midtrans' as const;
  private readonly baseUrl: string;
  private readonly authorization: string;
  private readonly fetch: typeof fetch;

  constructor(private readonly options: MidtransGatewayOptions) {
    if (!options.serverKey) throw new Error('Midtrans needs a server key');
    this.baseUrl = (options.baseUrl ?? MIDTRANS_SANDBOX_URL).replace(/\/+$/, '');
    // Basic auth with the server key as the user name and an empty password.
    this.authorization = `Basic ${Buffer.from(`${options.serverKey}:`).toString('base64')}`;
    this.fetch = options.fetch ?? fetch;
  }

  async charge(request: ChargeRequest): Promise<Charge> {
    const now = this.options.clock.now();
    const expiresAt = assertChargeRequest(request, now, 'midtrans');
    const body = {
      ...paymentMethod(request.channel, request.orderId, this.options.qrisAcquirer ?? 'gopay'),
      transaction_details: { order_id: request.orderId, gross_amount: request.amount },
      customer_details: { first_name: request.customer.name, email: request.customer.email, phone: request.customer.phone },
      custom_expiry: {
        order_time: `${toJakartaTime(now)} +0700`,
        expiry_duration: Math.max(1, Math.ceil((expiresAt.getTime() - now.getTime()) / 1000)),
        unit: 'second',
      },
    };
    const tx = await this.call('POST', '/v2/charge', body);
    if (tx.transaction_status !== 'pending') {
      throw new PaymentGatewayError('invalid_request', `Midtrans answered the charge with ${tx.transaction_status}`, 'midtrans', tx.status_code);
    }
    const amount = parseGrossAmount(requireField(tx, 'gross_amount'));
    if (amount !== request.amount) {
      throw new PaymentGatewayError('invalid_request', `Midtrans charged ${amount}, not ${request.amount}`, 'midtrans', tx.status_code);
    }
    const charge: Charge = {
      provider: 'midtrans',
      providerRef: requireField(tx, 'transaction_id'),
      channel: request.channel,
      amount,
      status: 'pending',
      expiresAt: tx.expiry_time ? fromJakartaTime(tx.expiry_time).toISOString() : expiresAt.toISOString(),
    };
    return { ...charge, ...paymentInstructions(request.channel, tx) };
  }

  async getStatus(orderId: string): Promise<PaymentState> {
    return toState(await this.call('GET', `/v2/${encodeURIComponent(orderId)}/status`));
  }

  async cancel(orderId: string): Promise<PaymentState> {
    await this.call('POST', `/v2/${encodeURIComponent(orderId)}/cancel`);
    // The cancel answer is a bare acknowledgement on some payment types; the status is the record.
    return this.getStatus(orderId);
  }

  async refund(orderId: string, amount: number, reason: string, options: RefundOptions = {}): Promise<RefundResult> {
    if (!Number.isSafeInteger(amount) || amount < 1) {
      throw new PaymentGatewayError('invalid_request', 'refund amount must be a positive integer of rupiah', 'midtrans');
    }
    // Midtrans keeps refund_key unique per transaction, which is what makes a retried refund safe.
    const refundKey = options.refundKey ?? `rf-${randomUUID()}`;
    const tx = await this.call('POST', `/v2/${encodeURIComponent(orderId)}/refund`, { refund_key: refundKey, amount, reason });
    const state = await this.getStatus(orderId);
    return {
      providerRef: tx.transaction_id ?? state.providerRef,
      refundKey: tx.refund_key ?? refundKey,
      amount: tx.refund_amount ? parseGrossAmount(tx.refund_amount) : amount,
      totalRefunded: state.refundedAmount ?? amount,
      status: state.status,
    };
  }

  async parseNotification(rawBody: string, _headers: NotificationHeaders): Promise<PaymentNotification> {
    const tx = readSignedNotification(rawBody);
    const expected = midtransSignature(tx.order_id, tx.status_code, tx.gross_amount, this.options.serverKey);
    if (!signatureMatches(expected, tx.signature_key)) throw new InvalidSignatureError('Midtrans signature_key does not match');
    try {
      return {
        orderId: tx.order_id,
        status: mapMidtransStatus(tx.transaction_status, tx.fraud_status),
        amount: parseGrossAmount(tx.gross_amount),
        providerRef: tx.transaction_id,
        // Midtrans gives notifications no id of their own; a repeat of one carries the same values.
        eventId: ['midtrans', tx.transaction_id, tx.transaction_status, tx.fraud_status ?? '', tx.refund_amount ?? ''].join(':'),
      };
    } catch (error) {
      throw new InvalidSignatureError(`Midtrans notification is not readable: ${(error as Error).message}`);
    }
  }

  private async call(method: 'GET' | 'POST', path: string, body?: unknown): Promise<MidtransTransaction> {
    let response: Response;
    try {
      response = await this.fetch(this.baseUrl + path, {
        method,
        headers: {
          accept: 'application/json',
          authorization: this.authorization,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...(this.options.notificationUrl ? { 'x-override-notification': this.options.notificationUrl } : {}),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(this.options.timeoutMs ?? 15_000),
      });
    } catch (error) {
      throw new PaymentGatewayError('unavailable', `Midtrans did not answer: ${(error as Error).message}`, 'midtrans');
    }
    const text = await response.text();
    let tx: MidtransTransaction;
    try {
      tx = JSON.parse(text) as MidtransTransaction;
    } catch {
      throw new PaymentGatewayError('unavailable', `Midtrans answered ${response.status} without JSON`, 'midtrans', String(response.status));
    }
    // Midtrans has answered errors both as HTTP errors and as HTTP 200 with an error status_code in the
    // body, so the body's code decides and the HTTP status is the fallback.
    const code = typeof tx.status_code === 'string' ? tx.status_code : String(response.status);
    if (TRANSACTION_CODES.has(code) && (response.ok || response.status === 407)) return { ...tx, status_code: code };
    const message = [tx.status_message, ...(tx.validation_messages ?? [])].filter(Boolean).join('; ') || `HTTP ${response.status}`;
    const kind = ERROR_CODES[code] ?? 'unavailable';
    const hint = kind === 'unauthorized' ? ' (check MIDTRANS_SERVER_KEY and that it belongs to this environment)' : '';
    throw new PaymentGatewayError(kind, `Midtrans ${code}: ${message}${hint}`, 'midtrans', code);
  }
}

type SignedNotification = MidtransTransaction &
  Required<Pick<MidtransTransaction, 'order_id' | 'gross_amount' | 'signature_key' | 'transaction_status' | 'transaction_id'>>;

function readSignedNotification(rawBody: string): SignedNotification {
  let value: unknown;
  try {
    value = JSON.parse(rawBody);
  } catch {
    throw new InvalidSignatureError('Midtrans notification is not JSON');
  }
  const signed = ['order_id', 'status_code', 'gross_amount', 'signature_key', 'transaction_status', 'transaction_id'] as const;
  if (!value || typeof value !== 'object' || !signed.every((key) => typeof (value as Record<string, unknown>)[key] === 'string')) {
    throw new InvalidSignatureError('Midtrans notification lacks the signed fields');
  }
  return value as SignedNotification;
}

function paymentMethod(channel: PaymentChannel, orderId: string, acquirer: string) {
  switch (channel) {
    case 'qris':
      return { payment_type: 'qris', qris: { acquirer } };
    case 'va_mandiri':
      // Mandiri shows bill_info1/2 in the ATM and app; it keeps 10 and 30 characters of them.
      return { payment_type: 'echannel', echannel: { bill_info1: 'Pembayaran', bill_info2: `Pesanan ${orderId}`.slice(0, 30) } };
    default:
      return { payment_type: 'bank_transfer', bank_transfer: { bank: channel.slice(3) } };
  }
}

function paymentInstructions(channel: PaymentChannel, tx: MidtransTransaction): Partial<Charge> {
  switch (channel) {
    case 'qris':
      return {
        qrisPayload: requireField(tx, 'qr_string'),
        ...optional('qrImageUrl', tx.actions?.find((a) => a.name === 'generate-qr-code')?.url),
      };
    case 'va_mandiri':
      return { bank: 'mandiri', billKey: requireField(tx, 'bill_key'), billerCode: requireField(tx, 'biller_code') };
    case 'va_permata':
      return { bank: 'permata', vaNumber: tx.permata_va_number ?? requireVa(tx) };
    default:
      return { bank: channel.slice(3) as VaBank, vaNumber: requireVa(tx) };
  }
}

function optional<K extends string>(key: K, value: string | undefined): Partial<Record<K, string>> {
  return value === undefined ? {} : ({ [key]: value } as Record<K, string>);
}

function requireVa(tx: MidtransTransaction): string {
  const va = tx.va_numbers?.[0]?.va_number;
  if (!va) throw new PaymentGatewayError('unavailable', 'Midtrans answered without a VA number', 'midtrans', tx.status_code);
  return va;
}

function requireField<K extends keyof MidtransTransaction>(tx: MidtransTransaction, key: K): string {
  const value = tx[key];
  if (typeof value !== 'string' || value === '') {
    throw new PaymentGatewayError('unavailable', `Midtrans answered without ${String(key)}`, 'midtrans', tx.status_code);
  }
  return value;
}

function toState(tx: MidtransTransaction): PaymentState {
  const status = mapMidtransStatus(requireField(tx, 'transaction_status'), tx.fraud_status);
  const refunded = tx.refunds?.length
    ? tx.refunds.reduce((sum, r) => sum + parseGrossAmount(r.refund_amount), 0)
    : tx.refund_amount
      ? parseGrossAmount(tx.refund_amount)
      : 0;
  const paidTime = tx.settlement_time ?? (tx.transaction_status === 'capture' ? tx.transaction_time : undefined);
  return {
    status,
    amount: parseGrossAmount(requireField(tx, 'gross_amount')),
    providerRef: requireField(tx, 'transaction_id'),
    ...(paidTime ? { paidAt: fromJakartaTime(paidTime).toISOString() } : {}),
    ...(refunded > 0 ? { refundedAmount: refunded } : {}),
  };
}
