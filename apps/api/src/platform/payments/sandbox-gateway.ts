import { randomBytes, randomUUID } from 'node:crypto';
import type { Kysely, Selectable, Transaction, Updateable } from 'kysely';
import { z } from 'zod';
import { isUniqueViolation } from '../../db/errors.ts';
import type { Clock } from '../clock.ts';
import {
  assertChargeRequest,
  bankOfChannel,
  type Charge,
  type ChargeRequest,
  headerValue,
  InvalidSignatureError,
  type NotificationHeaders,
  PAYMENT_STATUSES,
  type PaymentGateway,
  PaymentGatewayError,
  type PaymentNotification,
  type PaymentState,
  type PaymentStatus,
  type RefundOptions,
  type RefundResult,
} from './payment-gateway.ts';
import type { PaymentSandboxChargeTable, PaymentSandboxTables } from './payment-sandbox.tables.ts';
import { buildQrisPayload, type QrisMerchant } from './qris.ts';
import type { JobQueue } from '../jobs/job-queue.ts';
import { SandboxDeliveries, type SandboxDeliveryOptions } from './sandbox-deliveries.ts';
import { type DeliveryReport, type PaymentsLog, SANDBOX_SIGNATURE_HEADER, verifySandboxSignature, type WebhookTarget } from './sandbox-webhooks.ts';
import { DEFAULT_VA_PREFIXES, newVaNumber, type VaPrefixes } from './va-numbers.ts';

/**
 * The embedded payment provider (ARCHITECTURE §2): it keeps its own books in payment_sandbox_* tables
 * and behaves like Midtrans from the shop's side - charges with VA numbers or a QRIS code, an expiry,
 * a status to poll, and signed webhooks when something changes, delivered by jobs on the shop's queue
 * and retried like a provider retries (sandbox-deliveries.ts). A tester (or the e2e suite) plays the
 * customer's bank through pay() and expire() from the sandbox page.
 */

export interface SandboxGatewayOptions {
  db: Kysely<PaymentSandboxTables>;
  clock: Clock;
  /** HMAC-SHA256 key of X-Sandbox-Signature. */
  secret: string;
  merchant: QrisMerchant;
  /** Runs the webhook deliveries; the sandbox registers its delivery job on it. */
  jobs: JobQueue;
  vaPrefixes?: Partial<VaPrefixes>;
  webhook?: WebhookTarget;
  delivery?: SandboxDeliveryOptions;
  log?: PaymentsLog;
}

export type SandboxCharge = Omit<Charge, 'status'> & { orderId: string; status: PaymentStatus; state: PaymentState };

export interface SandboxActionResult {
  state: PaymentState;
  eventId: string;
}

type ChargeRow = Selectable<PaymentSandboxChargeTable>;
type Db = Kysely<PaymentSandboxTables> | Transaction<PaymentSandboxTables>;

const notificationSchema = z.object({
  event_id: z.string().min(1),
  order_id: z.string().min(1),
  provider_ref: z.string().min(1),
  status: z.enum(PAYMENT_STATUSES),
  amount: z.number().int().positive(),
});

export class SandboxPaymentGateway implements PaymentGateway {
  readonly provider = 'sandbox' as const;
  private readonly db: Kysely<PaymentSandboxTables>;
  private readonly clock: Clock;
  private readonly secret: string;
  private readonly merchant: QrisMerchant;
  private readonly prefixes: VaPrefixes;
  private readonly webhooks: SandboxDeliveries;

  constructor(options: SandboxGatewayOptions) {
    if (options.secret.length < 16) throw new Error('the payment sandbox secret must be at least 16 characters');
    this.db = options.db;
    this.clock = options.clock;
    this.secret = options.secret;
    this.merchant = options.merchant;
    this.prefixes = { ...DEFAULT_VA_PREFIXES, ...options.vaPrefixes };
    this.webhooks = new SandboxDeliveries(
      { db: options.db, clock: options.clock, secret: options.secret, jobs: options.jobs, log: options.log },
      options.delivery,
      options.webhook,
    );
  }

  async charge(request: ChargeRequest): Promise<Charge> {
    const now = this.clock.now();
    const expiresAt = assertChargeRequest(request, now, 'sandbox');
    const bank = bankOfChannel(request.channel);
    // A random ref, not a sequence: the sandbox page takes it in its URL.
    const providerRef = `SBX${randomBytes(8).toString('hex').toUpperCase()}`;

    for (let attempt = 0; ; attempt += 1) {
      const va = bank ? newVaNumber(bank, this.prefixes) : undefined;
      const row = {
        provider_ref: providerRef,
        order_id: request.orderId,
        channel: request.channel,
        amount: request.amount,
        status: 'pending' as const,
        bank: bank ?? null,
        payment_code: va?.code ?? null,
        biller_code: va?.billerCode ?? null,
        qris_payload: bank
          ? null
          : buildQrisPayload({
              merchant: this.merchant,
              amount: request.amount,
              // Tag 62.01 holds 25 characters; a longer order id falls back to our own short ref.
              billNumber: request.orderId.length <= 25 ? request.orderId : providerRef,
            }),
        customer_name: request.customer.name,
        customer_email: request.customer.email,
        customer_phone: request.customer.phone,
        expires_at: expiresAt.toISOString(),
        paid_at: null,
        refunded_amount: 0,
        created_at: now.toISOString(),
        updated_at: now.toISOString(),
      };
      try {
        await this.db.transaction().execute(async (trx) => {
          const inserted = await trx.insertInto('payment_sandbox_charges').values(row).returningAll().executeTakeFirstOrThrow();
          await this.recordEvent(trx, inserted);
        });
        this.webhooks.committed();
        return toCharge(row);
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        if (await this.findByOrderId(request.orderId)) {
          throw new PaymentGatewayError('duplicate_order', `order id ${request.orderId} was charged before`, 'sandbox', '406');
        }
        // Two random VA numbers met; draw again (a handful of times is plenty at 11+ random digits).
        if (attempt >= 4) throw error;
      }
    }
  }

  async getStatus(orderId: string): Promise<PaymentState> {
    const row = await this.requireByOrderId(orderId);
    return toState(await this.expireIfDue(row));
  }

  async parseNotification(rawBody: string, headers: NotificationHeaders): Promise<PaymentNotification> {
    if (!verifySandboxSignature(rawBody, headerValue(headers, SANDBOX_SIGNATURE_HEADER), this.secret)) {
      throw new InvalidSignatureError('X-Sandbox-Signature does not match the body');
    }
    let parsed: z.infer<typeof notificationSchema>;
    try {
      parsed = notificationSchema.parse(JSON.parse(rawBody));
    } catch {
      // Signed by us yet unreadable: an old or foreign format, not something to act on.
      throw new InvalidSignatureError('sandbox notification body is not readable');
    }
    return {
      orderId: parsed.order_id,
      status: parsed.status,
      amount: parsed.amount,
      providerRef: parsed.provider_ref,
      eventId: parsed.event_id,
    };
  }

  async cancel(orderId: string): Promise<PaymentState> {
    const row = await this.expireIfDue(await this.requireByOrderId(orderId));
    if (row.status === 'cancelled') return toState(row);
    const next = await this.transition(row, 'cancelled', {}, ['pending']);
    if (!next) throw notAllowed(`a ${row.status} charge cannot be cancelled`);
    return next.state;
  }

  async refund(orderId: string, amount: number, _reason: string, options: RefundOptions = {}): Promise<RefundResult> {
    if (!Number.isSafeInteger(amount) || amount < 1) {
      throw new PaymentGatewayError('invalid_request', 'refund amount must be a positive integer of rupiah', 'sandbox');
    }
    const refundKey = options.refundKey ?? `rf-${randomUUID()}`;
    const row = await this.requireByOrderId(orderId);
    const earlier = await this.findRefund(row.provider_ref, refundKey);
    if (earlier) return earlier;
    if (row.status !== 'paid' && row.status !== 'refunded') throw notAllowed(`a ${row.status} charge cannot be refunded`);
    if (row.refunded_amount + amount > row.amount) {
      throw new PaymentGatewayError('invalid_request', `refund exceeds the ${row.amount - row.refunded_amount} rupiah left`, 'sandbox');
    }
    try {
      await this.transition(row, 'refunded', { refunded_amount: row.refunded_amount + amount }, ['paid', 'refunded'], refundKey);
    } catch (error) {
      // The same key raced us and won: its refund is the answer.
      if (!isUniqueViolation(error)) throw error;
    }
    const done = await this.findRefund(row.provider_ref, refundKey);
    // Lost a race with another refund: its amount changed what is left, so the caller decides again.
    if (!done) throw notAllowed('the charge changed while refunding; try again');
    return done;
  }

  // ---- the sandbox's own actions: what a customer's bank or the clock would do at a real provider ----

  /** The charge by the sandbox's ref, for the sandbox page. */
  async findCharge(providerRef: string): Promise<SandboxCharge | undefined> {
    const row = await this.db.selectFrom('payment_sandbox_charges').selectAll().where('provider_ref', '=', providerRef).executeTakeFirst();
    if (!row) return undefined;
    const current = await this.expireIfDue(row);
    return { ...toCharge(current), orderId: current.order_id, status: current.status, state: toState(current) };
  }

  /**
   * The customer pays. `late` pays a charge whose time ran out, the race where the money arrives just
   * as the shop gives up on the order; the shop must then record and refund it.
   */
  async pay(providerRef: string, options: { late?: boolean } = {}): Promise<SandboxActionResult> {
    const row = await this.requireByRef(providerRef);
    const current = options.late ? row : await this.expireIfDue(row);
    const from: PaymentStatus[] = options.late ? ['pending', 'expired'] : ['pending'];
    const next = await this.transition(current, 'paid', { paid_at: this.clock.now().toISOString() }, from);
    if (!next) throw notAllowed(`a ${current.status} charge cannot be paid`);
    return next;
  }

  /** Ends a pending charge now, as if its time ran out. */
  async expire(providerRef: string): Promise<SandboxActionResult> {
    const row = await this.requireByRef(providerRef);
    const next = await this.transition(row, 'expired', {}, ['pending']);
    if (!next) throw notAllowed(`a ${row.status} charge cannot expire`);
    return next;
  }

  /** Expires every pending charge past its time (and notifies); a job calls it like a provider's cron. */
  async expireDue(): Promise<number> {
    const due = await this.db
      .selectFrom('payment_sandbox_charges')
      .selectAll()
      .where('status', '=', 'pending')
      .where('expires_at', '<=', this.clock.now().toISOString())
      .execute();
    let count = 0;
    for (const row of due) if (await this.transition(row, 'expired', {}, ['pending'])) count += 1;
    return count;
  }

  setWebhookTarget(target: WebhookTarget | undefined): void {
    this.webhooks.setTarget(target);
  }

  resendEvent(eventId: string): Promise<DeliveryReport | undefined> {
    return this.webhooks.resend(eventId);
  }

  /** Runs every webhook delivery owed, retries included, as if their delays had passed (tests, scripts). */
  drain(): Promise<void> {
    return this.webhooks.drain();
  }

  async listEvents(providerRef: string) {
    return this.db
      .selectFrom('payment_sandbox_events')
      .select(['event_id', 'status', 'attempts', 'last_response_status', 'delivered_at', 'gave_up_at', 'created_at'])
      .where('provider_ref', '=', providerRef)
      .orderBy('id')
      .execute();
  }

  // ---- internals ----

  /**
   * Moves a charge from one of `from` to `to` and records the webhook and its delivery job in the same
   * transaction, so an event exists, and will be sent, exactly when the change happened. Undefined when
   * another request moved it first.
   */
  private async transition(
    row: ChargeRow,
    to: PaymentStatus,
    patch: Updateable<PaymentSandboxChargeTable>,
    from: PaymentStatus[],
    refundKey?: string,
  ): Promise<SandboxActionResult | undefined> {
    const result = await this.db.transaction().execute(async (trx) => {
      let update = trx
        .updateTable('payment_sandbox_charges')
        .set({ ...patch, status: to, updated_at: this.clock.now().toISOString() })
        .where('provider_ref', '=', row.provider_ref)
        .where('status', 'in', from);
      // Refunds also pin the amount already refunded, so two partial refunds cannot both spend it.
      if (refundKey) update = update.where('refunded_amount', '=', row.refunded_amount);
      const updated = await update.returningAll().executeTakeFirst();
      if (!updated) return undefined;
      const event = await this.recordEvent(trx, updated, refundKey, refundKey ? Number(patch.refunded_amount) - row.refunded_amount : undefined);
      return { updated, event };
    });
    if (!result) return undefined;
    this.webhooks.committed();
    return { state: toState(result.updated), eventId: result.event.eventId };
  }

  private async recordEvent(trx: Db, row: ChargeRow, refundKey?: string, refundAmount?: number) {
    const eventId = `evt_${randomUUID().replaceAll('-', '')}`;
    const now = this.clock.now().toISOString();
    const body = JSON.stringify({
      event_id: eventId,
      type: `payment.${row.status}`,
      order_id: row.order_id,
      provider_ref: row.provider_ref,
      channel: row.channel,
      status: row.status,
      amount: row.amount,
      refunded_amount: row.refunded_amount,
      ...(refundKey ? { refund_key: refundKey, refund_amount: refundAmount } : {}),
      paid_at: row.paid_at,
      occurred_at: now,
    });
    await trx
      .insertInto('payment_sandbox_events')
      .values({
        event_id: eventId,
        provider_ref: row.provider_ref,
        order_id: row.order_id,
        status: row.status,
        body,
        refund_key: refundKey ?? null,
        attempts: 0,
        last_response_status: null,
        delivered_at: null,
        gave_up_at: null,
        created_at: now,
      })
      .execute();
    const event = { eventId, providerRef: row.provider_ref, status: row.status };
    await this.webhooks.schedule(trx, event);
    return event;
  }

  /** A provider expires a charge on its own clock; the sandbox does it when it next looks. */
  private async expireIfDue(row: ChargeRow): Promise<ChargeRow> {
    if (row.status !== 'pending' || new Date(row.expires_at).getTime() > this.clock.now().getTime()) return row;
    await this.transition(row, 'expired', {}, ['pending']);
    return this.requireByRef(row.provider_ref);
  }

  private async findRefund(providerRef: string, refundKey: string): Promise<RefundResult | undefined> {
    const event = await this.db
      .selectFrom('payment_sandbox_events')
      .select('body')
      .where('provider_ref', '=', providerRef)
      .where('refund_key', '=', refundKey)
      .executeTakeFirst();
    if (!event) return undefined;
    const body = JSON.parse(event.body) as { refund_amount: number; refunded_amount: number; status: PaymentStatus };
    return { providerRef, refundKey, amount: body.refund_amount, totalRefunded: body.refunded_amount, status: body.status };
  }

  private findByOrderId(orderId: string) {
    return this.db.selectFrom('payment_sandbox_charges').selectAll().where('order_id', '=', orderId).executeTakeFirst();
  }

  private async requireByOrderId(orderId: string): Promise<ChargeRow> {
    const row = await this.findByOrderId(orderId);
    if (!row) throw new PaymentGatewayError('not_found', `no sandbox charge for order ${orderId}`, 'sandbox', '404');
    return row;
  }

  private async requireByRef(providerRef: string): Promise<ChargeRow> {
    const row = await this.db.selectFrom('payment_sandbox_charges').selectAll().where('provider_ref', '=', providerRef).executeTakeFirst();
    if (!row) throw new PaymentGatewayError('not_found', `no sandbox charge ${providerRef}`, 'sandbox', '404');
    return row;
  }
}

function notAllowed(message: string): PaymentGatewayError {
  return new PaymentGatewayError('not_allowed', message, 'sandbox', '412');
}

function toState(row: ChargeRow): PaymentState {
  return {
    status: row.status,
    amount: row.amount,
    providerRef: row.provider_ref,
    ...(row.paid_at ? { paidAt: row.paid_at } : {}),
    ...(row.refunded_amount > 0 ? { refundedAmount: row.refunded_amount } : {}),
  };
}

function toCharge(row: Omit<ChargeRow, 'id'>): Charge {
  const base: Charge = {
    provider: 'sandbox',
    providerRef: row.provider_ref,
    channel: row.channel,
    amount: row.amount,
    status: 'pending',
    expiresAt: row.expires_at,
  };
  if (row.qris_payload) return { ...base, qrisPayload: row.qris_payload };
  if (!row.bank || !row.payment_code) return base;
  if (row.bank === 'mandiri') return { ...base, bank: 'mandiri', billKey: row.payment_code, billerCode: row.biller_code ?? undefined };
  return { ...base, bank: row.bank, vaNumber: row.payment_code };
}
