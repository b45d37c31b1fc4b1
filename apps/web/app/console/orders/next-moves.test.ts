import { describe, expect, it } from 'vitest';
import { consoleMoves, handsOverByCode, parseConsoleTab } from './next-moves';

describe('console moves', () => {
  it('shows the moves the API allows, in its order', () => {
    expect(consoleMoves({ next_moves: ['processing', 'cancelled'] })).toEqual(['processing', 'cancelled']);
    expect(consoleMoves({ next_moves: ['ready_for_pickup', 'cancelled'] })).toEqual(['ready_for_pickup', 'cancelled']);
  });

  it('offers nothing when the API allows nothing, and never a move that is not the console’s', () => {
    expect(consoleMoves({ next_moves: [] })).toEqual([]);
    expect(consoleMoves({ next_moves: ['awaiting_payment', 'refunded'] })).toEqual([]);
  });

  it('hands a pick-up order over with the code instead of a plain completion button', () => {
    const ready = { status: 'ready_for_pickup', shipment_type: 'pickup', next_moves: ['completed', 'cancelled'] } as const;
    expect(handsOverByCode({ ...ready, next_moves: [...ready.next_moves] })).toBe(true);
    expect(consoleMoves({ ...ready, next_moves: [...ready.next_moves] })).toEqual(['cancelled']);
    const delivered = { status: 'delivered', shipment_type: 'regular', next_moves: ['completed'] } as const;
    expect(handsOverByCode({ ...delivered, next_moves: [...delivered.next_moves] })).toBe(false);
    expect(consoleMoves({ ...delivered, next_moves: [...delivered.next_moves] })).toEqual(['completed']);
  });

  it('defaults to the newly paid tab', () => {
    expect(parseConsoleTab(null)).toBe('paid');
    expect(parseConsoleTab('closed')).toBe('closed');
    expect(parseConsoleTab('x')).toBe('paid');
  });
});
