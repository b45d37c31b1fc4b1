import { findOrderById, OPEN_STATUSES, type OrderRow, type OrdersService, SETTLED_STATUSES } from '../modules/orders/index.ts';
import { findPaymentById, findPaymentByProviderOrderId, listPayments, type OrderStanding, paymentEventSeen, paymentFlag, type PaymentRow, recordPaymentEvent, refundOwed, refundReason, updatePaymentIf } from '../modules/payments/index.ts';
import type { RxRedemptions } from '../modules/prescriptions/index.ts';
import type { Executor } from '../db/database.ts';
import type { JobQueue } from '../platform/jobs/job-queue.ts';
import { scheduleJob } from './schedule-job.ts';
import {
  InvalidSignatureError,
  type NotificationHeaders,
  type PaymentGateway,
  PaymentGatewayError,
  type PaymentState,
} from '../platform/payments/payment-gateway.ts';

declare module '../platform/jobs/jobs.ts' {
  interface JobTypes {
    /** Gives back the money of a payment that cannot pay its order (late, duplicate, cancelled order). */
    'payment.refund': { providerOrderId: string };
  }
}

export function refundJobKey(providerOrderId: string): string {
  return `payment.refund:${providerOrderId}`;
}

/** What applying the gateway's word did; kept on the processed-events row for the operators. */
export type SyncOutcome = 'paid' | 'already' | 'pending' | 'closed' | 'refund_owed' | 'amount_mismatch' | 'refunded' | 'unknown_payment' | 'duplicate_event';

export interface PaymentSyncLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

/**
 * Charges that pay for something other than an order (wallet top-ups, issue 13): the webhook hands a
 * notification it has no order payment for to whoever claims its provider order id.
 */
export interface OtherCharges {
  owns(providerOrderId: string): boolean;
  /** Applies the gateway's state of the charge; idempotent however often it is called. */
  apply(providerOrderId: string, state: PaymentState): Promise<SyncOutcome>;
}

/** An order moved to paid inside a transaction, with what to announce once it committed. */
export interface PaidOrder {
  order: OrderRow;
  prescriptions: Awaited<ReturnType<RxRedemptions['consume']>>;
}

export interface PaymentSyncDeps {
  orders: OrdersService;
  gateway: PaymentGateway;
  jobs: JobQueue;
  log: PaymentSyncLog;
  /** A paid order consumes the prescription quantities its checkout held (issue 10). */
  rx: Pick<RxRedemptions, 'consume' | 'announce'>;
}

/**
 * Keeps our payments in step with the provider. Every path that moves money (webhooks, the buyer's
 * "check status", the expiry job, cancelling) asks the gateway for the charge's status and applies
 * that, never what a notification claims (ARCHITECTURE §6). Applying is idempotent: a payment is marked
 * paid once (a conditional update), a late "pending" after "paid" changes nothing, and money that cannot
 * pay its order is recorded and refunded, never dropped.
 */
export class PaymentSync {
  /**
   * Called when the provider lets a charge expire; OrderClosing sets it (it needs this class, so it
   * cannot be a constructor argument). It closes the order when that charge was the buyer's last chance.
   */
  onLastChanceExpired?: (payment: PaymentRow) => Promise<void>;

  /** Added by the wallet's top-ups and the service charges (consultations), which are wired after commerce. */
  readonly otherCharges: OtherCharges[] = [];

  constructor(private readonly deps: PaymentSyncDeps) {}

  /**
   * POST /api/payments/webhook/{provider}. 401 for a notification that fails verification (nothing
   * changes); 200 once handled or already handled; 503 when the gateway cannot be asked now, so the
   * provider delivers it again later.
   */
  async handleWebhook(rawBody: string, headers: NotificationHeaders): Promise<{ status: 200 | 401 | 503; outcome: SyncOutcome | 'invalid_signature' | 'unavailable' }> {
    const { gateway, orders, log } = this.deps;
    let notification;
    try {
      notification = await gateway.parseNotification(rawBody, headers);
    } catch (error) {
      if (error instanceof InvalidSignatureError) {
        log.warn({ provider: gateway.provider, reason: error.message }, 'payment webhook refused');
        return { status: 401, outcome: 'invalid_signature' };
      }
      throw error;
    }
    if (await paymentEventSeen(orders.db, gateway.provider, notification.eventId)) return { status: 200, outcome: 'duplicate_event' };

    let outcome: SyncOutcome;
    const payment = await findPaymentByProviderOrderId(orders.db, notification.orderId);
    const other = payment ? null : (this.otherCharges.find((claimant) => claimant.owns(notification.orderId)) ?? null);
    if (!other && (!payment || payment.provider !== gateway.provider)) {
      outcome = 'unknown_payment';
    } else {
      try {
        outcome = other ? await other.apply(notification.orderId, await gateway.getStatus(notification.orderId)) : await this.refresh(payment!);
      } catch (error) {
        if (error instanceof PaymentGatewayError) {
          log.warn({ err: error, providerOrderId: notification.orderId }, 'payment status unavailable; the provider will retry');
          return { status: 503, outcome: 'unavailable' };
        }
        throw error;
      }
    }
    await recordPaymentEvent(orders.db, {
      provider: gateway.provider,
      event_id: notification.eventId,
      provider_order_id: notification.orderId,
      notified_status: notification.status,
      outcome,
      created_at: orders.nowIso(),
    });
    return { status: 200, outcome };
  }

  /** Asks the gateway about one payment and applies the answer. Gateway errors propagate. */
  async refresh(payment: PaymentRow): Promise<SyncOutcome> {
    const state = await this.deps.gateway.getStatus(payment.provider_order_id);
    return this.apply(payment.id, state);
  }

  /** Applies the gateway's state of a charge to our payment (and its order). */
  async apply(paymentId: number, state: PaymentState): Promise<SyncOutcome> {
    switch (state.status) {
      case 'paid':
        return this.applyPaid(paymentId, state);
      case 'pending':
        return 'pending';
      case 'expired':
      case 'cancelled':
      case 'failed': {
        const payment = await findPaymentById(this.deps.orders.db, paymentId);
        if (payment?.status === 'pending') await updatePaymentIf(this.deps.orders.db, payment.id, 'pending', { status: state.status, updated_at: this.deps.orders.nowIso() });
        if (payment && state.status === 'expired') await this.onLastChanceExpired?.(payment);
        return 'closed';
      }
      case 'refunded': {
        const payment = await findPaymentById(this.deps.orders.db, paymentId);
        if (payment?.status !== 'paid') return 'refunded';
        const total = state.refundedAmount ?? Number(payment.amount);
        // Part of it given back (a delivery issue's shipping fee): the rest still pays the order, so it stays paid.
        if (total < Number(payment.amount)) {
          if (total > Number(payment.refunded_amount)) await updatePaymentIf(this.deps.orders.db, payment.id, 'paid', { refunded_amount: total, updated_at: this.deps.orders.nowIso() });
          return 'refunded';
        }
        await this.recordRefund(payment, total);
        return 'refunded';
      }
    }
  }

  /**
   * Money arrived. It pays the order when the order is waiting for it and the amount is the order's
   * total; otherwise it is recorded with a flag: a different amount is held for a person (and refunded
   * if the order closes), money for a closed or already paid order is refunded.
   */
  private async applyPaid(paymentId: number, state: PaymentState): Promise<SyncOutcome> {
    const { orders } = this.deps;
    const result = await orders.db.transaction().execute(async (trx) => {
      const payment = await findPaymentById(trx, paymentId);
      if (!payment) return { outcome: 'unknown_payment' as const };
      if (payment.status === 'paid' || payment.status === 'refunded') return { outcome: 'already' as const };
      const order = (await findOrderById(trx, payment.order_id))!;
      const nowIso = orders.nowIso();
      const paidAt = state.paidAt ?? nowIso;
      const amountOk = state.amount === Number(payment.amount) && Number(payment.amount) === Number(order.total);

      if (amountOk && order.status === 'awaiting_payment') {
        if (!(await updatePaymentIf(trx, payment.id, payment.status, { status: 'paid', paid_at: paidAt, updated_at: nowIso }))) return { outcome: 'already' as const };
        return { outcome: 'paid' as const, ...(await this.markOrderPaid(trx, order, payment.channel, paidAt)) };
      }

      const flag = paymentFlag(amountOk, SETTLED_STATUSES.includes(order.status));
      if (!(await updatePaymentIf(trx, payment.id, payment.status, { status: 'paid', paid_at: paidAt, flag, updated_at: nowIso }))) return { outcome: 'already' as const };
      // A wrong amount on an order still open waits for a person (or for the order to close, which
      // refunds it); anything else is owed back now. The job makes the refund survive a crash.
      if (flag === 'amount_mismatch' && OPEN_STATUSES.includes(order.status)) return { outcome: 'amount_mismatch' as const };
      await scheduleJob(this.deps.jobs, trx, { name: 'payment.refund', payload: { providerOrderId: payment.provider_order_id }, runAt: new Date(nowIso), uniqueKey: refundJobKey(payment.provider_order_id) });
      return { outcome: 'refund_owed' as const, providerOrderId: payment.provider_order_id };
    });

    if (result.outcome === 'paid') await this.announcePaid(result, paymentId);
    if (result.outcome === 'refund_owed') await this.tryRefund(result.providerOrderId);
    this.deps.log.info({ paymentId, outcome: result.outcome }, 'payment applied');
    return result.outcome;
  }

  /**
   * Moves an order awaiting payment to paid inside `trx`: the one path a QRIS/VA payment and a wallet
   * payment (issue 13) share. Throws 409 when the order moved meanwhile, which rolls the caller back.
   */
  async markOrderPaid(trx: Executor, order: OrderRow, note: string, paidAt: string): Promise<PaidOrder> {
    await this.deps.orders.move(trx, order, 'paid', { who: 'system' }, { note, patch: { paid_at: paidAt } });
    const prescriptions = await this.deps.rx.consume(trx, order.id, order.public_id);
    return { order, prescriptions };
  }

  /** Once the paying transaction committed: tell the other parts, and cancel the order's other open charges. */
  async announcePaid(paid: PaidOrder, paidPaymentId: number | null): Promise<void> {
    await this.deps.orders.announce([{ publicId: paid.order.public_id, status: 'paid' }]);
    await this.deps.rx.announce(paid.prescriptions);
    await this.cancelOtherCharges(paid.order, paidPaymentId);
  }

  /** The refund job: idempotent (the gateway dedupes by our refund key; a refunded payment is left alone). */
  async refund(providerOrderId: string): Promise<void> {
    const { orders, gateway } = this.deps;
    const payment = await findPaymentByProviderOrderId(orders.db, providerOrderId);
    if (!payment || payment.status !== 'paid') return;
    const order = (await findOrderById(orders.db, payment.order_id))!;
    if (!refundOwed(payment, standing(order))) return;
    const amount = Number(payment.amount) - Number(payment.refunded_amount);
    const result = await gateway.refund(providerOrderId, amount, refundReason(payment, standing(order)), { refundKey: `refund-${providerOrderId}` });
    await this.recordRefund(payment, result.totalRefunded);
  }

  /** Refunds now when the gateway answers; the scheduled job retries when it does not. */
  async tryRefund(providerOrderId: string): Promise<void> {
    try {
      await this.refund(providerOrderId);
    } catch (error) {
      this.deps.log.warn({ err: error, providerOrderId }, 'refund failed; the payment.refund job will retry');
    }
  }

  /**
   * Cancels a charge we no longer want (order cancelled or expired, channel switched, paid by another
   * attempt). If the provider says it was paid meanwhile, that payment is applied, which refunds it.
   */
  async cancelCharge(payment: PaymentRow): Promise<void> {
    const { gateway, log } = this.deps;
    try {
      const state = await gateway.cancel(payment.provider_order_id);
      await this.apply(payment.id, state);
    } catch (error) {
      if (!(error instanceof PaymentGatewayError)) throw error;
      try {
        await this.refresh(payment);
      } catch (again) {
        log.warn({ err: again, providerOrderId: payment.provider_order_id }, 'charge could not be cancelled; it expires at the provider');
      }
    }
  }

  private async cancelOtherCharges(order: OrderRow, paidPaymentId: number | null): Promise<void> {
    const others = (await listPayments(this.deps.orders.db, order.id)).filter((p) => p.id !== paidPaymentId && p.status === 'pending');
    for (const other of others) await this.cancelCharge(other);
  }

  private async recordRefund(payment: PaymentRow, totalRefunded: number): Promise<void> {
    const { orders } = this.deps;
    const moved = await orders.db.transaction().execute(async (trx) => {
      const nowIso = orders.nowIso();
      if (!(await updatePaymentIf(trx, payment.id, 'paid', { status: 'refunded', refunded_amount: totalRefunded, updated_at: nowIso }))) return null;
      const order = (await findOrderById(trx, payment.order_id))!;
      if (order.status !== 'cancelled' && order.status !== 'expired') return null;
      // The order reads "refunded" once no money of it is held any more.
      const held = (await listPayments(trx, order.id)).some((p) => p.status === 'paid');
      if (held) return null;
      await orders.move(trx, order, 'refunded', { who: 'system' }, { note: payment.flag ?? null });
      return order.public_id;
    });
    if (moved) await orders.announce([{ publicId: moved, status: 'refunded' }]);
  }
}

function standing(order: OrderRow): OrderStanding {
  return { publicId: order.public_id, status: order.status, open: OPEN_STATUSES.includes(order.status) };
}
