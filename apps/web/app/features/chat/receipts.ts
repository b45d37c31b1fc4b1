import type { ChatMemberSide } from '@apotek/contract/chat';

/** How far the other side has got in a room: delivered up to, read up to (seq). */
export interface ReceiptMarks {
  delivered: number;
  read: number;
}

/** What an own message shows: ✓ stored (sent), ✓✓ read by the other side; a clock while on its way; ! when it failed. */
export type ReceiptState = 'sending' | 'failed' | 'sent' | 'read';

export function receiptOf(seq: number, marks: ReceiptMarks): 'sent' | 'read' {
  return seq <= marks.read ? 'read' : 'sent';
}

/**
 * A `receipt` frame: the marks of `side` moved. Only the other side's marks matter for own messages, and
 * marks never go back (frames from two nodes may cross).
 */
export function applyReceipt(marks: ReceiptMarks, frame: { side: ChatMemberSide; delivered_seq: number; read_seq: number }, mySide: ChatMemberSide): ReceiptMarks {
  if (frame.side === mySide) return marks;
  const read = Math.max(marks.read, frame.read_seq);
  const delivered = Math.max(marks.delivered, frame.delivered_seq, read);
  return read === marks.read && delivered === marks.delivered ? marks : { delivered, read };
}

/** The marks a room's info carries (its `other_*` fields), merged with what frames already said. */
export function marksFromRoom(marks: ReceiptMarks | null, room: { other_delivered_seq: number; other_read_seq: number }): ReceiptMarks {
  const read = Math.max(marks?.read ?? 0, room.other_read_seq);
  return { read, delivered: Math.max(marks?.delivered ?? 0, room.other_delivered_seq, read) };
}

/** Whether the reader should tell the server it has read up to `seq` (only forward, only past what it said). */
export function shouldMarkRead(seq: number, alreadyRead: number): boolean {
  return seq > 0 && seq > alreadyRead;
}
