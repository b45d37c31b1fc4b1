import type { Kysely } from 'kysely';
import type { Database } from '../db/database.ts';
import { findUserById } from '../modules/accounts/index.ts';
import type { FilesService } from '../modules/files/index.ts';
import { findOrder, findOrderById } from '../modules/orders/index.ts';
import { updatePaymentIf } from '../modules/payments/index.ts';
import { type PayableOrder, registerKyc, registerWallet, TOP_UP_PREFIX, type WalletLimits, type WalletOrders, type WalletService } from '../modules/wallet/index.ts';
import type { Executor } from '../db/database.ts';
import type { Clock } from '../platform/clock.ts';
import type { Messaging } from '../platform/messaging/messaging.ts';
import type { PaymentGateway } from '../platform/payments/payment-gateway.ts';
import type { RouteRegistrar } from '../platform/routes.ts';
import type { OrderClosing } from './order-closing.ts';
import type { PaymentSync } from './payment-sync.ts';
import { paymentCustomer } from './service-charges.ts';

/** Something else the wallet pays like an order (a consultation, by its KNS- id), added by its workflow. */
export interface WalletPayable {
  owns(publicId: string): boolean;
  find(executor: Executor, publicId: string): Promise<PayableOrder | undefined>;
  /** Inside the paying transaction; throws when it is no longer payable. Answers what to run after commit. */
  markPaid(trx: Executor, payable: PayableOrder, paidAtIso: string): Promise<() => Promise<void>>;
}

export interface WalletWiring {
  db: Kysely<Database>;
  clock: Clock;
  messaging: Messaging;
  appSecret: string;
  limits: WalletLimits;
  gateway: PaymentGateway;
  /** Commerce's payment sync: it marks orders paid and hands the wallet its top-up notifications. */
  sync: PaymentSync;
  /** Commerce's order closing: a cancelled order paid from the wallet is refunded to it. */
  closing: OrderClosing;
  /** The KTP photo and selfie of an identity verification are private uploads. */
  files: FilesService;
}

/**
 * Wires the wallet (issue 13) to orders and payments. Paying an order from the balance moves the order
 * through PaymentSync.markOrderPaid, the same move a QRIS/VA payment makes, and afterwards announces
 * it and cancels the order's open QRIS/VA charges the same way. Top-up charges reach the wallet through
 * the payment webhook (PaymentSync.otherCharges), so they share its verification and dedupe. A
 * cancelled order paid from the wallet is refunded to it inside the closing transaction.
 */
export function wireWallet(define: RouteRegistrar, deps: WalletWiring): { wallet: WalletService; payables: WalletPayable[] } {
  const { db, sync } = deps;
  const payables: WalletPayable[] = [];
  const payableOf = (publicId: string) => payables.find((p) => p.owns(publicId));
  const orders: WalletOrders = {
    async find(executor, publicId) {
      const other = payableOf(publicId);
      if (other) return other.find(executor, publicId);
      const order = await findOrder(executor, publicId);
      return order ? { id: order.id, publicId: order.public_id, userId: order.user_id, status: order.status, total: Number(order.total) } : undefined;
    },
    async markPaid(trx, payable, paidAtIso) {
      const other = payableOf(payable.publicId);
      if (other) return other.markPaid(trx, payable, paidAtIso);
      const order = (await findOrderById(trx, payable.id))!;
      const paid = await sync.markOrderPaid(trx, order, 'wallet', paidAtIso);
      return () => sync.announcePaid(paid, null);
    },
  };
  const wallet = registerWallet(define, {
    db,
    clock: deps.clock,
    messaging: deps.messaging,
    appSecret: deps.appSecret,
    limits: deps.limits,
    orders,
    gateway: deps.gateway,
    customer: (userId) => paymentCustomer(db, userId),
  });
  // Identity verification (issue 13): the higher Bank Indonesia cap once an admin approves it.
  registerKyc(define, {
    db,
    clock: deps.clock,
    secret: deps.appSecret,
    ports: {
      ownsKycFile: async (userId, fileId) => {
        try {
          const file = await deps.files.describe(fileId, { userId });
          // Photos only: the reviewer compares faces and a card, and the console shows them as images.
          return file.purpose === 'kyc' && file.mime.startsWith('image/');
        } catch {
          return false;
        }
      },
      fileUrl: async (fileId) => (await deps.files.signedUrlFor(fileId, { vouchedBy: 'wallet-kyc' })).url,
      customer: async (userId) => {
        const user = await findUserById(db, userId);
        return { public_id: user?.public_id ?? '', name: user?.name ?? '', phone: user?.phone ?? '' };
      },
    },
  });
  deps.closing.refundWithinClose = (trx, order) => wallet.refundOrder(trx, order.public_id);
  // A cancelled order paid by QRIS/VA is refunded into an active wallet (issue 13), once per charge:
  // the ledger key is the charge's, and the charge moves to refunded conditionally in the same transaction.
  deps.closing.refundPaymentWithinClose = async (trx, order, payment) => {
    const amount = Number(payment.amount) - Number(payment.refunded_amount);
    if (amount <= 0 || !(await wallet.refundInto(trx, { userId: order.user_id, amount, ref: payment.provider_order_id }))) return false;
    // The charge moved meanwhile: roll the credit back with the close rather than refund it twice.
    if (!(await updatePaymentIf(trx, payment.id, 'paid', { status: 'refunded', refunded_amount: Number(payment.amount), updated_at: deps.clock.now().toISOString() }))) {
      throw new Error(`payment ${payment.provider_order_id} changed while its order closed`);
    }
    return true;
  };
  sync.otherCharges.push({ owns: (providerOrderId) => providerOrderId.startsWith(TOP_UP_PREFIX), apply: (providerOrderId, state) => wallet.applyTopUp(providerOrderId, state) });
  return { wallet, payables };
}
