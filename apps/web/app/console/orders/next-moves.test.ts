import { describe, expect, it } from 'vitest';
import { consoleMoves, parseConsoleTab } from './next-moves';

describe('console moves', () => {
  it('moves a paid order into processing (or cancels it)', () => {
    expect(consoleMoves('paid')).toEqual(['processing', 'cancelled']);
  });

  it('offers nothing for orders the pharmacist cannot move', () => {
    expect(consoleMoves('awaiting_payment')).toEqual([]);
    expect(consoleMoves('completed')).toEqual([]);
    expect(consoleMoves('expired')).toEqual([]);
  });

  it('defaults to the newly paid tab', () => {
    expect(parseConsoleTab(null)).toBe('paid');
    expect(parseConsoleTab('closed')).toBe('closed');
    expect(parseConsoleTab('x')).toBe('paid');
  });
});
