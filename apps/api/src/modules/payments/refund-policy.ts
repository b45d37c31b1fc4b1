import type { OrderStatus } from '@apotek/contract';
import type { PaymentFlag } from './payments.tables.ts';

/** What money arriving on, or held for, an order needs to know of it; the workflow reads it from the orders module. */
export interface OrderStanding {
  publicId: string;
  status: OrderStatus;
  /** Still waiting for its money (the orders module's OPEN_STATUSES). */
  open: boolean;
}

/** Why paid money cannot pay its order: a different amount, the order already paid, or the order closed. */
export function paymentFlag(amountOk: boolean, orderSettled: boolean): PaymentFlag {
  return !amountOk ? 'amount_mismatch' : orderSettled ? 'duplicate' : 'late';
}

/** Never refund the payment that pays a live order. */
export function refundOwed(payment: { flag: PaymentFlag | null }, order: OrderStanding): boolean {
  if (order.status === 'cancelled' || order.status === 'expired') return true;
  if (payment.flag === 'late' || payment.flag === 'duplicate') return true;
  // A wrong amount never pays an order; once the order is no longer waiting, it is owed back.
  return payment.flag === 'amount_mismatch' && !order.open;
}

export function refundReason(payment: { flag: PaymentFlag | null }, order: OrderStanding): string {
  if (payment.flag === 'duplicate') return `Duplicate payment for order ${order.publicId}`;
  if (payment.flag === 'amount_mismatch') return `Amount does not match order ${order.publicId}`;
  return `Order ${order.publicId} is ${order.status}`;
}
