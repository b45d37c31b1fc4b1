import { describe, expect, it } from 'vitest';
import { canCancel } from './order-moves';

describe('canCancel', () => {
  it('follows the moves the API sends, whatever the status', () => {
    expect(canCancel({ next_moves: ['awaiting_payment', 'cancelled'] })).toBe(true);
    expect(canCancel({ next_moves: ['cancelled'] })).toBe(true);
    expect(canCancel({ next_moves: ['paid'] })).toBe(false);
    expect(canCancel({ next_moves: [] })).toBe(false);
  });
});
