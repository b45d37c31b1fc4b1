import { apiMessage, PAYMENT_STATUSES } from '@apotek/contract';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../platform/api-error.ts';
import { assertPaymentMove, canMovePayment, PAYMENT_MOVES } from './payment-state.ts';

describe('payment state machine', () => {
  it('lets a waiting charge be paid or run out, late money still be recorded, and only paid money be refunded', () => {
    expect(canMovePayment('pending', 'paid')).toBe(true);
    for (const closed of ['expired', 'cancelled', 'failed'] as const) {
      expect(canMovePayment('pending', closed), closed).toBe(true);
      expect(canMovePayment(closed, 'paid'), closed).toBe(true);
      expect(canMovePayment(closed, 'refunded'), closed).toBe(false);
    }
    expect(canMovePayment('paid', 'refunded')).toBe(true);
  });

  it('refuses with 409 and a localised message a move the table does not list', () => {
    const refused = (() => {
      try {
        assertPaymentMove('refunded', 'pending');
      } catch (error) {
        return error;
      }
      return null;
    })();
    expect(refused).toBeInstanceOf(ApiError);
    expect(refused).toMatchObject({ status: 409, key: 'paymentTransitionNotAllowed' });
    expect(apiMessage('paymentTransitionNotAllowed', 'en', { from: 'refunded', to: 'pending' })).toBe('The payment cannot move from refunded to pending');
    expect(() => assertPaymentMove('paid', 'pending')).toThrow(ApiError);
    expect(() => assertPaymentMove('pending', 'paid')).not.toThrow();
  });

  it('names only the contract statuses, and nothing ever leaves refunded', () => {
    for (const [from, to] of PAYMENT_MOVES) {
      expect(PAYMENT_STATUSES).toContain(from);
      expect(PAYMENT_STATUSES).toContain(to);
    }
    for (const to of PAYMENT_STATUSES) expect(canMovePayment('refunded', to), to).toBe(false);
  });
});
