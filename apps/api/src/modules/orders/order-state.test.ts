import { ORDER_STATUSES } from '@apotek/contract';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../platform/api-error.ts';
import { formatEta } from './eta.ts';
import { newOrderId, newPaymentToken, newPickupCode, pickupCodeMatches, providerOrderId } from './order-id.ts';
import { assertMove, canMove, movesFor, needsPickupCode, nextMoves, ORDER_MOVES, releasesStock } from './order-state.ts';

describe('order state machine', () => {
  it('offers the pharmacist pick-up or shipping by the delivery type, and the buyer only their own moves', () => {
    expect(movesFor({ status: 'processing', shipment_type: 'pickup' }, 'pharmacist')).toEqual(['ready_for_pickup', 'cancelled']);
    expect(movesFor({ status: 'processing', shipment_type: 'regular' }, 'pharmacist')).toEqual(['shipped', 'cancelled']);
    expect(movesFor({ status: 'awaiting_payment', shipment_type: 'pickup' }, 'customer')).toEqual(['cancelled']);
    expect(movesFor({ status: 'paid', shipment_type: 'instant' }, 'customer')).toEqual([]);
  });

  it('never offers a pick-up order an arrival (Tandai tiba) or shipping: its road ends with the hand-over by code', () => {
    for (const status of ORDER_STATUSES) {
      const moves = movesFor({ status, shipment_type: 'pickup' }, 'pharmacist');
      expect(moves, status).not.toContain('delivered');
      expect(moves, status).not.toContain('shipped');
    }
    expect(movesFor({ status: 'ready_for_pickup', shipment_type: 'pickup' }, 'pharmacist')).toEqual(['completed', 'cancelled']);
    expect(movesFor({ status: 'shipped', shipment_type: 'regular' }, 'pharmacist')).toEqual(['delivered']);
    expect(canMove('ready_for_pickup', 'delivered', 'pharmacist', 'pickup')).toBe(false);
    expect(canMove('processing', 'shipped', 'pharmacist', 'pickup')).toBe(false);
    expect(canMove('processing', 'ready_for_pickup', 'pharmacist', 'instant')).toBe(false);
    expect(needsPickupCode({ status: 'ready_for_pickup', shipment_type: 'pickup' }, 'completed')).toBe(true);
    expect(needsPickupCode({ status: 'delivered', shipment_type: 'regular' }, 'completed')).toBe(false);
    // The hand-over is a move of the table, made only once the code was checked.
    expect(() => assertMove('ready_for_pickup', 'completed', 'pharmacist', { shipmentType: 'pickup' })).toThrow(expect.objectContaining({ status: 422 }));
    expect(() => assertMove('ready_for_pickup', 'completed', 'pharmacist', { shipmentType: 'pickup', pickupCodeChecked: true })).not.toThrow();
    expect(() => assertMove('shipped', 'delivered', 'pharmacist', { shipmentType: 'pickup' })).toThrow(expect.objectContaining({ status: 409 }));
  });

  it('names only known states, and every state but the final ones has a way on', () => {
    for (const [from, to] of ORDER_MOVES) {
      expect(ORDER_STATUSES).toContain(from);
      expect(ORDER_STATUSES).toContain(to);
    }
    const finals = ['completed', 'refunded'];
    for (const status of ORDER_STATUSES.filter((s) => !finals.includes(s))) {
      expect(ORDER_MOVES.some(([from]) => from === status), status).toBe(true);
    }
  });

  it('lets each actor make only its own moves', () => {
    expect(canMove('awaiting_payment', 'paid', 'system')).toBe(true);
    expect(canMove('awaiting_payment', 'paid', 'customer')).toBe(false);
    expect(canMove('awaiting_payment', 'paid', 'pharmacist')).toBe(false);
    expect(canMove('paid', 'cancelled', 'customer')).toBe(false);
    expect(canMove('paid', 'cancelled', 'pharmacist')).toBe(true);
    expect(canMove('checkout', 'expired', 'pharmacist')).toBe(false);
    expect(nextMoves('processing', 'pharmacist').sort()).toEqual(['cancelled', 'ready_for_pickup', 'shipped']);
    expect(nextMoves('completed', 'pharmacist')).toEqual([]);
  });

  it('refuses an illegal move with 409', () => {
    try {
      assertMove('completed', 'processing', 'pharmacist');
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ApiError);
      expect((error as ApiError).status).toBe(409);
    }
  });

  it('returns stock only when an order holding it is cancelled or expires', () => {
    expect(releasesStock('checkout', 'expired')).toBe(true);
    expect(releasesStock('awaiting_payment', 'cancelled')).toBe(true);
    expect(releasesStock('processing', 'cancelled')).toBe(true);
    expect(releasesStock('cancelled', 'refunded')).toBe(false);
    expect(releasesStock('expired', 'refunded')).toBe(false);
    expect(releasesStock('paid', 'processing')).toBe(false);
  });
});

describe('ids and tokens', () => {
  it('makes unguessable order ids of the public shape, and one provider id per attempt', () => {
    const ids = new Set(Array.from({ length: 2000 }, () => newOrderId()));
    expect(ids.size).toBe(2000);
    for (const id of ids) expect(id).toMatch(/^APT-[0-9A-Z]{10}$/);
    expect(newPaymentToken()).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(providerOrderId('APT-0123456789', 2)).toBe('APT-0123456789-2');
  });

  it('makes pick-up codes of six characters easy to read aloud, compared exactly', () => {
    const codes = Array.from({ length: 500 }, () => newPickupCode());
    for (const code of codes) expect(code).toMatch(/^[A-HJ-NP-Z2-9]{6}$/);
    expect(new Set(codes).size).toBeGreaterThan(490);
    expect(pickupCodeMatches('ABC234', 'ABC234')).toBe(true);
    expect(pickupCodeMatches('ABC234', 'ABC235')).toBe(false);
    expect(pickupCodeMatches('ABC234', 'ABC2345')).toBe(false);
    expect(pickupCodeMatches(null, '')).toBe(false);
  });
});

describe('delivery promises', () => {
  it('reads stored promises in either language', () => {
    expect(formatEta('m:30', 'id')).toBe('dalam 30 menit');
    expect(formatEta('m:360', 'en')).toBe('within 6 hours');
    expect(formatEta('d:2', 'id')).toBe('1-2 hari');
    expect(formatEta('d:0', 'en')).toBe('today');
    expect(formatEta(null, 'id')).toBeNull();
  });
});
