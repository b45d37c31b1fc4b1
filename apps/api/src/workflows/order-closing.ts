import type { Locale, Order } from '@apotek/contract';
import { releaseStock } from '../modules/catalog/index.ts';
import { type Actor, findOrder, findOrderById, listOrderItems, OPEN_STATUSES, type OrderRow, type OrdersService, releasesStock, withdrawDeliveryIssues } from '../modules/orders/index.ts';
import { latestPayment, listPayments, type PaymentRow } from '../modules/payments/index.ts';
import type { Executor } from '../db/database.ts';
import { ApiError } from '../platform/api-error.ts';
import type { EventBus } from '../platform/bus/bus.ts';
import type { RxRedemptions } from '../modules/prescriptions/index.ts';
import type { JobQueue } from '../platform/jobs/job-queue.ts';
import { type PaymentSync, refundJobKey } from './payment-sync.ts';
import { scheduleJob } from './schedule-job.ts';

/** Work that must commit with the close (or not at all), given the order as it was closed. */
export type WithinClose = (trx: Executor, order: OrderRow) => Promise<void>;

/** One expiry job per deadline: checkout's reservation (0) and each payment attempt's (n). */
export function expiryJobKey(orderId: string, attempt: number): string {
  return `order.expire:${orderId}:${attempt}`;
}

export interface ClosingDeps {
  orders: OrdersService;
  payments: PaymentSync;
  jobs: JobQueue;
  bus: EventBus;
  /** An order that closes gives its prescription quantities back (issue 10). */
  rx: Pick<RxRedemptions, 'release' | 'announce'>;
}

/**
 * Money for the order held somewhere other than a provider payment (the wallet, issue 13): given back
 * inside the closing transaction. Answers true when it refunded something.
 */
export type RefundWithinClose = (trx: Executor, order: OrderRow) => Promise<boolean>;

/**
 * A QRIS/VA payment of a closing order given back into the buyer's wallet inside the closing
 * transaction (issue 13), instead of through the provider. Answers false when the buyer has no active
 * wallet to take it; the provider refund is scheduled then, as before.
 */
export type RefundPaymentWithinClose = (trx: Executor, order: OrderRow, payment: PaymentRow) => Promise<boolean>;

interface Closed {
  publicId: string;
  /** Given back in full inside the transaction (the wallet), so the order reads "refunded" now. */
  refunded: boolean;
  storeId: number;
  productIds: number[];
  /** Charges still open at the provider, to cancel after commit. */
  pending: PaymentRow[];
  /** Payments owed back, refunded after commit (their jobs are already scheduled). */
  refunds: string[];
  /** Prescriptions that moved back (a paid order's bought quantities released), to announce. */
  prescriptions: unknown[];
}

/**
 * Ending an order early: the expiry job at its deadline, the buyer cancelling an unpaid order, the
 * pharmacist cancelling. In one transaction the order moves (conditional on the state it was read in,
 * so a second expiry or a racing cancel finds nothing to do), its units go back on the shelf, and any
 * paid payment gets a refund job. After commit the open charges are cancelled at the provider and the
 * refunds are tried at once.
 */
export class OrderClosing {
  /** Set by the wallet (workflows/wallet.ts), which is wired after commerce. */
  refundWithinClose?: RefundWithinClose;
  /** Set by the wallet too: paid QRIS/VA charges go back into an active wallet. */
  refundPaymentWithinClose?: RefundPaymentWithinClose;
  /** Other work that commits with every close (a voucher use given back: workflows/vouchers.ts). */
  readonly withinEveryClose: WithinClose[] = [];

  constructor(private readonly deps: ClosingDeps) {
    deps.payments.onLastChanceExpired = (payment) => this.lastChargeExpired(payment);
  }

  /**
   * The provider let a charge expire. When it was the order's latest charge and ran to the order's own
   * deadline, the buyer can no longer pay: the order expires now rather than at the next job run. A
   * shorter charge (a QR code inside a 24-hour window) leaves the order waiting for a fresh one.
   */
  async lastChargeExpired(payment: PaymentRow): Promise<void> {
    const { orders } = this.deps;
    const order = await findOrderById(orders.db, payment.order_id);
    if (!order || order.status !== 'awaiting_payment' || !order.expires_at) return;
    const latest = await latestPayment(orders.db, order.id);
    if (latest?.id !== payment.id || Date.parse(payment.expires_at) < Date.parse(order.expires_at)) return;
    try {
      await this.close(order, 'expired', { who: 'system' }, null);
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) return;
      throw error;
    }
  }

  /** The `order.expire` job. Idempotent: an order paid, closed or given a later deadline is left alone. */
  async expire(publicId: string): Promise<void> {
    const { orders } = this.deps;
    const order = await findOrder(orders.db, publicId);
    if (!order || !OPEN_STATUSES.includes(order.status) || !order.expires_at) return;
    if (Date.parse(order.expires_at) > Date.parse(orders.nowIso())) return;
    // The money may have arrived with its webhook still on the way: ask before giving up on it.
    if (await this.paidMeanwhile(order)) return;
    try {
      await this.close(order, 'expired', { who: 'system' }, null);
    } catch (error) {
      // Paid or cancelled between our read and the move: the conditional move refused, nothing to redo.
      if (error instanceof ApiError && error.status === 409) return;
      throw error;
    }
  }

  /** POST /api/my/order/{id}/cancel: only unpaid orders; a paid one is the pharmacy's to cancel. */
  async cancelByBuyer(userId: number, publicId: string, locale: Locale): Promise<Order> {
    const { orders } = this.deps;
    const order = await orders.requireOwned(orders.db, userId, publicId);
    if (!OPEN_STATUSES.includes(order.status) || (await this.paidMeanwhile(order))) throw new ApiError(409, 'orderNotCancellable');
    await this.close(order, 'cancelled', { who: 'customer', userId }, null);
    return orders.mine(userId, publicId, locale);
  }

  /** The console's cancel: refunds a paid order. `within` runs in the closing transaction (the audit entry). */
  async cancelByPharmacy(order: OrderRow, actor: Actor, note: string | null, within?: WithinClose): Promise<void> {
    if (OPEN_STATUSES.includes(order.status) && (await this.paidMeanwhile(order))) {
      // It became paid while the pharmacist looked at it; cancel the paid order from its fresh state.
      const fresh = (await findOrder(this.deps.orders.db, order.public_id))!;
      return this.close(fresh, 'cancelled', actor, note, within);
    }
    return this.close(order, 'cancelled', actor, note, within);
  }

  async close(order: OrderRow, to: 'cancelled' | 'expired', actor: Actor, note: string | null, within?: WithinClose): Promise<void> {
    const { orders, bus, payments } = this.deps;
    const closed: Closed = await orders.db.transaction().execute(async (trx) => {
      await orders.move(trx, order, to, actor, { note });
      await within?.(trx, order);
      for (const hook of this.withinEveryClose) await hook(trx, order);
      await withdrawDeliveryIssues(trx, order.id, orders.nowIso());
      const items = await listOrderItems(trx, [order.id]);
      const lines = items.map((item) => ({ productId: item.product_id, quantity: item.quantity }));
      // Same transaction as the conditional move above: released exactly once.
      if (releasesStock(order.status, to)) await releaseStock(trx, order.store_id, lines, orders.nowIso());
      // Same transaction again: the prescription quantities come back exactly once too.
      const prescriptions = await this.deps.rx.release(trx, order.id, order.public_id);
      const all = await listPayments(trx, order.id);
      // Whatever was paid on an order that is now closing is owed back: into the buyer's wallet when it
      // is active, else through the provider (a job, tried again until the provider answers).
      const intoWallet = await this.refundPaymentsIntoWallet(trx, order, all.filter((p) => p.status === 'paid'));
      const refunds = await this.scheduleRefunds(trx, all.filter((p) => p.status === 'paid' && !intoWallet.has(p.id)));
      // A wallet payment goes back to the wallet at once; with nothing else held the order is refunded.
      const walletRefunded = ((await this.refundWithinClose?.(trx, order)) ?? false) || intoWallet.size > 0;
      const refunded = walletRefunded && refunds.length === 0;
      if (refunded) await orders.move(trx, { id: order.id, status: to }, 'refunded', { who: 'system' }, { note: 'wallet' });
      return {
        publicId: order.public_id,
        refunded,
        storeId: order.store_id,
        productIds: lines.map((l) => l.productId),
        pending: all.filter((p) => p.status === 'pending'),
        refunds,
        prescriptions,
      };
    });
    await bus.publish('stock.changed', { pharmacyId: closed.storeId, productIds: closed.productIds });
    await orders.announce([{ publicId: closed.publicId, status: to }, ...(closed.refunded ? [{ publicId: closed.publicId, status: 'refunded' as const }] : [])]);
    await this.deps.rx.announce(closed.prescriptions);
    for (const payment of closed.pending) await payments.cancelCharge(payment);
    for (const providerOrderId of closed.refunds) await payments.tryRefund(providerOrderId);
  }

  private async refundPaymentsIntoWallet(trx: Executor, order: OrderRow, paid: PaymentRow[]): Promise<Set<number>> {
    const done = new Set<number>();
    if (!this.refundPaymentWithinClose) return done;
    for (const payment of paid) if (await this.refundPaymentWithinClose(trx, order, payment)) done.add(payment.id);
    return done;
  }

  /** Provider refunds for these paid charges: the paid order a pharmacy cancels, or a wrong amount held on an unpaid one. */
  private async scheduleRefunds(trx: Executor, owed: PaymentRow[]): Promise<string[]> {
    for (const payment of owed) {
      await scheduleJob(this.deps.jobs, trx, {
        name: 'payment.refund',
        payload: { providerOrderId: payment.provider_order_id },
        runAt: new Date(this.deps.orders.nowIso()),
        uniqueKey: refundJobKey(payment.provider_order_id),
      });
    }
    return owed.map((p) => p.provider_order_id);
  }

  /** True when the gateway says the current charge is paid (and that payment was applied just now). */
  private async paidMeanwhile(order: OrderRow): Promise<boolean> {
    if (order.status !== 'awaiting_payment') return false;
    const payment = await latestPayment(this.deps.orders.db, order.id);
    if (!payment || payment.status !== 'pending') return false;
    try {
      return (await this.deps.payments.refresh(payment)) === 'paid';
    } catch {
      // The gateway cannot be asked: close anyway; a payment arriving later is recorded and refunded.
      return false;
    }
  }
}
