import { describe, expect, it } from 'vitest';
import { consoleMoves, parseConsoleTab } from './next-moves';

describe('console moves', () => {
  it('shows the moves the API allows, in its order', () => {
    expect(consoleMoves({ next_moves: ['processing', 'cancelled'] })).toEqual(['processing', 'cancelled']);
    expect(consoleMoves({ next_moves: ['ready_for_pickup', 'cancelled'] })).toEqual(['ready_for_pickup', 'cancelled']);
  });

  it('offers nothing when the API allows nothing, and never a move that is not the console’s', () => {
    expect(consoleMoves({ next_moves: [] })).toEqual([]);
    expect(consoleMoves({ next_moves: ['awaiting_payment', 'refunded'] })).toEqual([]);
  });

  it('defaults to the newly paid tab', () => {
    expect(parseConsoleTab(null)).toBe('paid');
    expect(parseConsoleTab('closed')).toBe('closed');
    expect(parseConsoleTab('x')).toBe('paid');
  });
});
