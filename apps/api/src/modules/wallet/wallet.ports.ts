import type { Executor } from '../../db/database.ts';
import type { PaymentCustomer, PaymentGateway } from '../../platform/payments/payment-gateway.ts';

/** An order, or another thing paid like one (a consultation), as the wallet needs it (money in integer rupiah). */
export interface PayableOrder {
  id: number;
  publicId: string;
  userId: number;
  status: string;
  total: number;
}

/**
 * What the wallet asks of orders and payments; implemented in workflows/wallet.ts so a module never
 * imports another (ADR 014). markPaid is the same move a QRIS/VA payment makes (PaymentSync.markOrderPaid).
 */
export interface WalletOrders {
  find(db: Executor, publicId: string): Promise<PayableOrder | undefined>;
  /** Inside the paying transaction; throws (409) when the order is no longer awaiting payment. Answers what to run after commit. */
  markPaid(trx: Executor, order: PayableOrder, paidAtIso: string): Promise<() => Promise<void>>;
}

export interface WalletDeps {
  gateway: PaymentGateway;
  customer(userId: number): Promise<PaymentCustomer>;
}
