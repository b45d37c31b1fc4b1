import type { PaymentStatus } from '@apotek/contract';
import { ApiError } from '../../platform/api-error.ts';

/** What every charge starts as: the provider has made it and waits for the money. */
export const NEW_PAYMENT_STATUS = 'pending' satisfies PaymentStatus;

/**
 * The payment state machine as data, beside the order's (orders/order-state.ts). A charge waits, then
 * is paid or runs out (expired at the provider, cancelled by us, failed); money that arrives for a
 * charge that already ran out is still recorded as paid (and refunded when it pays nothing); only paid
 * money can be refunded. Anything not listed is refused: a refunded or paid charge never waits again.
 */
export const PAYMENT_MOVES: ReadonlyArray<readonly [from: PaymentStatus, to: PaymentStatus]> = [
  ['pending', 'paid'],
  ['pending', 'expired'],
  ['pending', 'cancelled'],
  ['pending', 'failed'],
  ['expired', 'paid'],
  ['cancelled', 'paid'],
  ['failed', 'paid'],
  ['paid', 'refunded'],
];

export function canMovePayment(from: PaymentStatus, to: PaymentStatus): boolean {
  return PAYMENT_MOVES.some(([f, t]) => f === from && t === to);
}

/** Refuses (409) a move the table does not list; every write that changes a payment's status calls it. */
export function assertPaymentMove(from: PaymentStatus, to: PaymentStatus): void {
  if (!canMovePayment(from, to)) throw new ApiError(409, 'paymentTransitionNotAllowed', { vars: { from, to } });
}
