import { PRESCRIPTION_ACTIONS, PRESCRIPTION_ACTORS, PRESCRIPTION_MOVES, PRESCRIPTION_STATUSES } from '@apotek/contract';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../platform/api-error.ts';
import { assertAction, assertMove, canMove, nextActions } from './prescription-state.ts';

describe('the prescription move table', () => {
  it('allows exactly the listed moves, each for its own actor', () => {
    let allowed = 0;
    for (const from of PRESCRIPTION_STATUSES) {
      for (const to of PRESCRIPTION_STATUSES) {
        for (const action of PRESCRIPTION_ACTIONS) {
          for (const by of PRESCRIPTION_ACTORS) {
            const listed = PRESCRIPTION_MOVES.some((m) => m.from === from && m.to === to && m.action === action && m.by === by);
            expect(canMove(from, to, action, by), `${from} -${action}/${by}-> ${to}`).toBe(listed);
            if (listed) allowed += 1;
            else expect(() => assertMove(from, to, action, by)).toThrow(ApiError);
          }
        }
      }
    }
    expect(allowed).toBe(PRESCRIPTION_MOVES.length);
  });

  it('follows the issue: review, then approve / reject / clarify; the customer answers; the system redeems and expires', () => {
    expect(nextActions('submitted', 'pharmacist')).toEqual(['review']);
    expect(nextActions('in_review', 'pharmacist')).toEqual(['approve', 'reject', 'clarify']);
    expect(nextActions('needs_clarification', 'customer')).toEqual(['answer']);
    expect(nextActions('needs_clarification', 'pharmacist')).toEqual([]);
    expect(nextActions('approved', 'system')).toEqual(['redeem', 'expire']);
    expect(nextActions('partly_redeemed', 'system')).toEqual(['redeem', 'release', 'expire']);
    for (const final of ['rejected', 'expired'] as const) {
      for (const by of PRESCRIPTION_ACTORS) expect(nextActions(final, by)).toEqual([]);
    }
    expect(assertAction('in_review', 'approve', 'pharmacist')).toBe('approved');
    // A customer can never approve, even from the right status.
    expect(canMove('in_review', 'approved', 'approve', 'customer')).toBe(false);
    try {
      assertAction('approved', 'reject', 'pharmacist', 'en');
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ApiError);
      expect((error as ApiError).status).toBe(409);
      expect((error as ApiError).options.vars).toEqual({ from: 'Approved', to: 'Rejected' });
    }
  });
});
