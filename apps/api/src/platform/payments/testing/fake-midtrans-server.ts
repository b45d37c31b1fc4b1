import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import type { Clock } from '../../clock.ts';
import { type MidtransTransaction, midtransSignature, toJakartaTime } from '../midtrans-protocol.ts';
import { buildQrisPayload } from '../qris.ts';

/**
 * A local stand-in for Midtrans Core API v2, answering the way the documentation shows: Basic auth with
 * the server key, status_code and status_message in every body, gross_amount as "10000.00", GMT+7
 * times, 406 for a reused order_id. Tests run the real adapter against it on a random port; it can
 * also play the customer (settle, expire) and produce correctly signed notifications.
 */

export interface FakeMidtransOptions {
  serverKey: string;
  clock: Clock;
  /** Answer errors as HTTP 200 with the error only in status_code, as Midtrans has done at times. */
  errorsAsHttp200?: boolean;
}

interface FakeRefund {
  refund_chargeback_id: number;
  refund_amount: number;
  refund_key: string;
  reason: string;
  created_at: Date;
}

interface FakeTransaction {
  transaction_id: string;
  order_id: string;
  gross_amount: number;
  payment_type: 'qris' | 'bank_transfer' | 'echannel';
  bank?: string;
  va_number?: string;
  bill_key?: string;
  biller_code?: string;
  qr_string?: string;
  acquirer?: string;
  transaction_status: 'pending' | 'settlement' | 'expire' | 'cancel' | 'deny' | 'refund' | 'partial_refund';
  transaction_time: Date;
  expiry_time: Date;
  settlement_time?: Date;
  refunds: FakeRefund[];
}

export interface RecordedRequest {
  method: string;
  url: string;
  authorization: string | undefined;
  body: unknown;
}

const BANKS = new Set(['bca', 'bni', 'bri', 'permata']);
const MERCHANT_ID = 'G000000001';

class FakeError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly validation?: string[],
  ) {
    super(message);
  }
}

export class FakeMidtransServer {
  readonly transactions = new Map<string, FakeTransaction>();
  readonly requests: RecordedRequest[] = [];
  private readonly app: FastifyInstance;
  private baseUrl = '';
  private sequence = 0;

  constructor(private readonly options: FakeMidtransOptions) {
    this.app = Fastify({ logger: false });
    this.app.addHook('onRequest', async (request, reply) => {
      this.requests.push({ method: request.method, url: request.url, authorization: request.headers.authorization, body: undefined });
      const expected = `Basic ${Buffer.from(`${options.serverKey}:`).toString('base64')}`;
      if (request.headers.authorization !== expected) {
        return this.fail(reply, new FakeError(401, 'Access denied due to unauthorized transaction, please check client or server key'));
      }
    });
    this.app.addHook('preHandler', async (request) => {
      const last = this.requests.at(-1);
      if (last) last.body = request.body;
    });
    this.app.post('/v2/charge', (request, reply) => this.answer(reply, () => this.charge(request)));
    this.app.get('/v2/:orderId/status', (request, reply) => this.answer(reply, () => this.status(orderIdOf(request))));
    this.app.post('/v2/:orderId/cancel', (request, reply) => this.answer(reply, () => this.cancel(orderIdOf(request))));
    this.app.post('/v2/:orderId/refund', (request, reply) => this.answer(reply, () => this.refund(orderIdOf(request), request.body)));
  }

  /** Listens on a random local port and answers the base URL to give the adapter. */
  async start(): Promise<string> {
    const address = await this.app.listen({ host: '127.0.0.1', port: 0 });
    this.baseUrl = address;
    return address;
  }

  close(): Promise<void> {
    return this.app.close();
  }

  /** The customer pays: the transaction settles, and the notification Midtrans would send is answered. */
  settle(orderId: string): string {
    const tx = this.require(orderId);
    if (tx.transaction_status !== 'pending') throw new Error(`cannot settle a ${tx.transaction_status} transaction`);
    tx.transaction_status = 'settlement';
    tx.settlement_time = this.options.clock.now();
    return this.notification(orderId);
  }

  expire(orderId: string): string {
    const tx = this.require(orderId);
    tx.transaction_status = 'expire';
    return this.notification(orderId);
  }

  /** The raw JSON body of an HTTP notification for the transaction as it stands, signed with the key. */
  notification(orderId: string, serverKey = this.options.serverKey): string {
    const view = this.view(this.require(orderId));
    // Notifications say 202 for every unsuccessful end (deny, cancel, expire); the status API says 407 for expiry.
    const unsuccessful = ['deny', 'cancel', 'expire'].includes(view.transaction_status ?? '');
    const tx = { ...view, status_code: unsuccessful ? '202' : view.status_code };
    const signature_key = midtransSignature(tx.order_id ?? '', tx.status_code, tx.gross_amount ?? '', serverKey);
    return JSON.stringify({ ...tx, status_message: 'midtrans payment notification', signature_key });
  }

  private charge(request: FastifyRequest): { code: number; body: MidtransTransaction } {
    const body = (request.body ?? {}) as Record<string, unknown>;
    const details = (body.transaction_details ?? {}) as { order_id?: unknown; gross_amount?: unknown };
    const problems: string[] = [];
    if (typeof details.order_id !== 'string' || !/^[A-Za-z0-9_.~-]{1,50}$/.test(details.order_id)) {
      problems.push('transaction_details.order_id is required');
    }
    if (!Number.isInteger(details.gross_amount) || (details.gross_amount as number) < 1) {
      problems.push('transaction_details.gross_amount must be greater than or equal to 0.01');
    }
    const type = body.payment_type;
    if (type !== 'qris' && type !== 'bank_transfer' && type !== 'echannel') problems.push('payment_type is not supported');
    const bank = (body.bank_transfer as { bank?: string } | undefined)?.bank;
    if (type === 'bank_transfer' && !BANKS.has(bank ?? '')) problems.push('bank_transfer.bank is not supported');
    const echannel = body.echannel as { bill_info1?: unknown; bill_info2?: unknown } | undefined;
    if (type === 'echannel' && (typeof echannel?.bill_info1 !== 'string' || typeof echannel.bill_info2 !== 'string')) {
      problems.push('echannel.bill_info1 and echannel.bill_info2 are required');
    }
    if (problems.length > 0) throw new FakeError(400, 'One or more parameters in the payload is invalid.', problems);

    const orderId = details.order_id as string;
    if (this.transactions.has(orderId)) throw new FakeError(406, 'The request could not be completed due to a conflict with the current state of the target resource, please try again');

    const now = this.options.clock.now();
    this.sequence += 1;
    const seq = String(this.sequence).padStart(8, '0');
    const tx: FakeTransaction = {
      transaction_id: randomUUID(),
      order_id: orderId,
      gross_amount: details.gross_amount as number,
      payment_type: type as FakeTransaction['payment_type'],
      transaction_status: 'pending',
      transaction_time: now,
      expiry_time: expiryOf(body.custom_expiry, now, type === 'qris' ? 15 * 60_000 : 24 * 3_600_000),
      refunds: [],
    };
    if (type === 'bank_transfer') {
      tx.bank = bank;
      tx.va_number = bank === 'permata' ? `8778${seq}0000` : `${bank === 'bca' ? '12345' : bank === 'bni' ? '98812' : '88808'}${seq}123`;
    } else if (type === 'echannel') {
      tx.bill_key = `7${seq}111`;
      tx.biller_code = '70012';
    } else {
      tx.acquirer = (body.qris as { acquirer?: string } | undefined)?.acquirer ?? 'gopay';
      tx.qr_string = buildQrisPayload({
        merchant: { name: 'Fake Midtrans Merchant', city: 'JAKARTA', postalCode: '12190', pan: '9360091400000000017', merchantId: 'G000000001', nmid: 'ID1020000000002' },
        amount: tx.gross_amount,
        billNumber: orderId.slice(0, 25),
      });
    }
    this.transactions.set(orderId, tx);
    const message = type === 'qris' ? 'QRIS transaction is created' : type === 'echannel' ? 'OK, Mandiri Bill transaction is successful' : 'Success, Bank Transfer transaction is created';
    const view = this.view(tx);
    return { code: 200, body: { ...view, status_code: '201', status_message: message, ...this.chargeOnly(tx) } };
  }

  private status(orderId: string) {
    const tx = this.require(orderId);
    return { code: 200, body: { ...this.view(tx), status_message: 'Success, transaction is found' } };
  }

  private cancel(orderId: string) {
    const tx = this.require(orderId);
    if (tx.transaction_status !== 'pending') throw new FakeError(412, 'Merchant cannot modify the status of the transaction');
    tx.transaction_status = 'cancel';
    return { code: 200, body: { ...this.view(tx), status_code: '200', status_message: 'Success, transaction is canceled' } };
  }

  private refund(orderId: string, raw: unknown) {
    const tx = this.require(orderId);
    const body = (raw ?? {}) as { refund_key?: string; amount?: number; reason?: string };
    const repeat = tx.refunds.find((r) => body.refund_key !== undefined && r.refund_key === body.refund_key);
    if (!repeat) {
      if (tx.transaction_status !== 'settlement' && tx.transaction_status !== 'partial_refund') {
        throw new FakeError(412, 'Merchant cannot modify the status of the transaction');
      }
      // Midtrans refunds QRIS and e-wallets through the API; a bank transfer has no way back that way.
      if (tx.payment_type !== 'qris') throw new FakeError(412, 'Payment type is not supported for refund');
      const left = tx.gross_amount - tx.refunds.reduce((sum, r) => sum + r.refund_amount, 0);
      const amount = body.amount ?? left;
      if (!Number.isInteger(amount) || amount < 1 || amount > left) throw new FakeError(412, 'Refund amount exceeds the remaining amount');
      tx.refunds.push({
        refund_chargeback_id: tx.refunds.length + 1,
        refund_amount: amount,
        refund_key: body.refund_key ?? randomUUID(),
        reason: body.reason ?? '',
        created_at: this.options.clock.now(),
      });
      tx.transaction_status = amount === left ? 'refund' : 'partial_refund';
    }
    const done = repeat ?? tx.refunds.at(-1)!;
    return {
      code: 200,
      body: {
        ...this.view(tx),
        status_code: '200',
        status_message: 'Success, refund request is approved',
        refund_chargeback_id: done.refund_chargeback_id,
        refund_amount: money(done.refund_amount),
        refund_key: done.refund_key,
      },
    };
  }

  /** The transaction as status and notifications show it. */
  private view(tx: FakeTransaction): MidtransTransaction {
    this.expireIfDue(tx);
    const refunded = tx.refunds.reduce((sum, r) => sum + r.refund_amount, 0);
    return {
      status_code: statusCodeOf(tx.transaction_status),
      transaction_id: tx.transaction_id,
      order_id: tx.order_id,
      merchant_id: MERCHANT_ID,
      gross_amount: money(tx.gross_amount),
      currency: 'IDR',
      payment_type: tx.payment_type,
      transaction_time: toJakartaTime(tx.transaction_time),
      transaction_status: tx.transaction_status,
      fraud_status: 'accept',
      expiry_time: toJakartaTime(tx.expiry_time),
      ...(tx.settlement_time ? { settlement_time: toJakartaTime(tx.settlement_time) } : {}),
      ...(tx.va_number && tx.bank !== 'permata' ? { va_numbers: [{ bank: tx.bank ?? '', va_number: tx.va_number }] } : {}),
      ...(tx.va_number && tx.bank === 'permata' ? { permata_va_number: tx.va_number } : {}),
      ...(tx.bill_key ? { bill_key: tx.bill_key, biller_code: tx.biller_code } : {}),
      ...(tx.acquirer ? { acquirer: tx.acquirer } : {}),
      ...(refunded > 0
        ? {
            refund_amount: money(refunded),
            refunds: tx.refunds.map((r) => ({
              refund_chargeback_id: r.refund_chargeback_id,
              refund_amount: money(r.refund_amount),
              refund_key: r.refund_key,
              reason: r.reason,
              created_at: toJakartaTime(r.created_at),
            })),
          }
        : {}),
    };
  }

  private chargeOnly(tx: FakeTransaction): Partial<MidtransTransaction> {
    if (!tx.qr_string) return {};
    return {
      qr_string: tx.qr_string,
      actions: [{ name: 'generate-qr-code', method: 'GET', url: `${this.baseUrl}/v2/qris/${tx.transaction_id}/qr-code` }],
    };
  }

  private expireIfDue(tx: FakeTransaction): void {
    if (tx.transaction_status === 'pending' && this.options.clock.now().getTime() >= tx.expiry_time.getTime()) tx.transaction_status = 'expire';
  }

  private require(orderId: string): FakeTransaction {
    const tx = this.transactions.get(orderId);
    if (!tx) throw new FakeError(404, "Transaction doesn't exist.");
    return tx;
  }

  private async answer(reply: FastifyReply, work: () => { code: number; body: MidtransTransaction }) {
    try {
      const { code, body } = work();
      return reply.code(code).send(body);
    } catch (error) {
      if (error instanceof FakeError) return this.fail(reply, error);
      throw error;
    }
  }

  private fail(reply: FastifyReply, error: FakeError) {
    const body: MidtransTransaction = {
      status_code: String(error.code),
      status_message: error.message,
      ...(error.validation ? { validation_messages: error.validation } : {}),
      id: randomUUID(),
    };
    return reply.code(this.options.errorsAsHttp200 ? 200 : error.code).send(body);
  }
}

function orderIdOf(request: FastifyRequest): string {
  return (request.params as { orderId: string }).orderId;
}

function money(amount: number): string {
  return `${amount}.00`;
}

function statusCodeOf(status: FakeTransaction['transaction_status']): string {
  if (status === 'pending') return '201';
  if (status === 'expire') return '407';
  if (status === 'deny') return '202';
  return '200';
}

function expiryOf(raw: unknown, now: Date, fallbackMs: number): Date {
  const expiry = raw as { order_time?: string; expiry_duration?: number | string; unit?: string } | undefined;
  if (!expiry?.expiry_duration) return new Date(now.getTime() + fallbackMs);
  const unitMs: Record<string, number> = { second: 1_000, minute: 60_000, hour: 3_600_000, day: 86_400_000 };
  const match = expiry.order_time && /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2}) ([+-]\d{2})(\d{2})$/.exec(expiry.order_time);
  const start = match ? new Date(`${match[1]}T${match[2]}${match[3]}:${match[4]}`) : now;
  return new Date(start.getTime() + Number(expiry.expiry_duration) * (unitMs[expiry.unit ?? 'minute'] ?? 60_000));
}
