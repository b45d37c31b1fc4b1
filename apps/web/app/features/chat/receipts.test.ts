import { describe, expect, it } from 'vitest';
import { applyReceipt, marksFromRoom, receiptOf, shouldMarkRead } from './receipts';

describe('read receipts on own messages', () => {
  it('✓ until the other side has read up to the message, ✓✓ from then', () => {
    const marks = { delivered: 5, read: 4 };
    expect(receiptOf(4, marks)).toBe('read');
    expect(receiptOf(5, marks)).toBe('sent');
  });

  it('takes only the other side\'s receipt frames, and marks never go back', () => {
    let marks = marksFromRoom(null, { other_delivered_seq: 2, other_read_seq: 2 });
    marks = applyReceipt(marks, { side: 'counterpart', delivered_seq: 6, read_seq: 6 }, 'customer');
    expect(marks).toEqual({ delivered: 6, read: 6 });
    // Frames from two nodes can cross: an older one changes nothing.
    expect(applyReceipt(marks, { side: 'counterpart', delivered_seq: 3, read_seq: 3 }, 'customer')).toBe(marks);
    // The reader's own side moving says nothing about the other side.
    expect(applyReceipt(marks, { side: 'customer', delivered_seq: 9, read_seq: 9 }, 'customer')).toBe(marks);
  });

  it('a room\'s info merges with what frames already said', () => {
    expect(marksFromRoom({ delivered: 8, read: 7 }, { other_delivered_seq: 5, other_read_seq: 5 })).toEqual({ delivered: 8, read: 7 });
    expect(marksFromRoom({ delivered: 1, read: 1 }, { other_delivered_seq: 3, other_read_seq: 4 })).toEqual({ delivered: 4, read: 4 });
  });

  it('tells the server only of reads past what it said', () => {
    expect(shouldMarkRead(5, 4)).toBe(true);
    expect(shouldMarkRead(5, 5)).toBe(false);
    expect(shouldMarkRead(0, 0)).toBe(false);
  });
});
