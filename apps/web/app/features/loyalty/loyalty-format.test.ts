import { describe, expect, it } from 'vitest';
import { formatMonth, formatUnits, movementLabel } from './loyalty-format';

describe('loyalty formats', () => {
  it('groups whole units the way each language writes numbers', () => {
    expect(formatUnits(35_000, 'id')).toBe('35.000');
    expect(formatUnits(35_000, 'en')).toBe('35,000');
    expect(formatUnits(7, 'id')).toBe('7');
  });

  it("names the API's month YYYY-MM in the language, whatever the server's zone", () => {
    expect(formatMonth('2026-11', 'id')).toBe('November 2026');
    expect(formatMonth('2027-01', 'en')).toBe('January 2027');
    // Nothing to name (a non-employee's empty month) stays as it is.
    expect(formatMonth('', 'id')).toBe('');
  });

  it('reads a reversal by its direction: coming back to the balance, or taken back', () => {
    expect(movementLabel({ kind: 'reversal', amount: 201 })).toBe('reversalIn');
    expect(movementLabel({ kind: 'reversal', amount: -201 })).toBe('reversalOut');
    expect(movementLabel({ kind: 'earn', amount: 201 })).toBe('earn');
    expect(movementLabel({ kind: 'redeem', amount: -50 })).toBe('redeem');
  });
});
