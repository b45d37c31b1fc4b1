import { describe, expect, it } from 'vitest';
import type { ChatMessage } from '@apotek/contract/chat';
import { acknowledge, addPending, contiguousSeq, createLog, lastSeq, mergeMessages, prependOlder, receive, setPendingStatus, type PendingMessage } from './message-log';

function msg(seq: number, extra: Partial<ChatMessage> = {}): ChatMessage {
  return {
    id: 1000 + seq,
    room_id: 7,
    seq,
    type: 'text',
    message: `m${seq}`,
    payload: null,
    attachment: null,
    content: { consultation_id: null },
    sender: { side: 'counterpart', id: 'PHARM', name: 'apt. Rina' },
    temp_id: null,
    created_at: new Date(Date.UTC(2026, 10, 21, 7, 0, seq)).toISOString(),
    unix_timestamp: 1_800_000_000 + seq,
    ...extra,
  };
}
const seqs = (list: readonly ChatMessage[]) => list.map((m) => m.seq);
const pending = (temp_id: string, extra: Partial<PendingMessage> = {}): PendingMessage => ({ temp_id, type: 'text', message: 'halo', status: 'sending', created_at: '2026-11-21T07:00:00.000Z', ...extra });

describe('mergeMessages', () => {
  it('appends messages that come in order without touching the held ones', () => {
    const held = [msg(1), msg(2)];
    const merged = mergeMessages(held, [msg(3), msg(4)]);
    expect(seqs(merged)).toEqual([1, 2, 3, 4]);
    expect(merged[0]).toBe(held[0]);
  });

  it('keeps each seq once, whatever the order and however often a message arrives', () => {
    const merged = mergeMessages([msg(2), msg(3), msg(5)], [msg(5), msg(1), msg(3), msg(4), msg(4)]);
    expect(seqs(merged)).toEqual([1, 2, 3, 4, 5]);
  });

  it('lets a fresh copy replace a held one (a re-signed picture URL)', () => {
    const merged = mergeMessages([msg(1), msg(2, { message: 'old' })], [msg(2, { message: 'new' })]);
    expect(merged.map((m) => m.message)).toEqual(['m1', 'new']);
  });

  it('returns the held list itself when nothing came', () => {
    const held = [msg(1)];
    expect(mergeMessages(held, [])).toBe(held);
  });
});

describe('contiguousSeq: where a (re)subscription resumes', () => {
  it('is the last seq of an unbroken run from the log base', () => {
    const log = createLog([msg(41), msg(42), msg(43)], true, 43);
    expect(log.base).toBe(40);
    expect(contiguousSeq(log)).toBe(43);
  });

  it('stops before a hole, so the hole is asked for again rather than skipped', () => {
    // 45 came over HTTP ahead of 44, which was still on its way on the socket.
    const log = receive(createLog([msg(41), msg(42), msg(43)], true, 43), [msg(45)], 'customer');
    expect(seqs(log.messages)).toEqual([41, 42, 43, 45]);
    expect(contiguousSeq(log)).toBe(43);
    expect(lastSeq(log)).toBe(45);
    const filled = receive(log, [msg(44)], 'customer');
    expect(contiguousSeq(filled)).toBe(45);
  });

  it('is the room\'s last seq for a page that held no message', () => {
    expect(contiguousSeq(createLog([], false, 0))).toBe(0);
    expect(contiguousSeq(createLog([], false, 12))).toBe(12);
  });

  it('survives a reconnect replay: resuming after N and getting N+1… again adds nothing twice', () => {
    let log = createLog([msg(1), msg(2), msg(3)], false, 3);
    log = receive(log, [msg(4), msg(5)], 'customer');
    const resumeAfter = contiguousSeq(log);
    expect(resumeAfter).toBe(5);
    // The server may send 5 again if the subscription raced a live message; 6 and 7 are new.
    log = receive(log, [msg(5), msg(6), msg(7)], 'customer');
    expect(seqs(log.messages)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });
});

describe('own messages', () => {
  it('a pending bubble is replaced by the ack, and the later message frame adds nothing', () => {
    let log = addPending(createLog([msg(1)], false, 1), pending('t1'));
    const stored = msg(2, { sender: { side: 'customer', id: 'ME', name: 'Budi' }, temp_id: 't1', message: 'halo' });
    log = acknowledge(log, 't1', stored);
    expect(log.pending).toEqual([]);
    expect(seqs(log.messages)).toEqual([1, 2]);
    log = receive(log, [stored], 'customer');
    expect(seqs(log.messages)).toEqual([1, 2]);
  });

  it('the message frame arriving before the ack clears the bubble by temp id', () => {
    let log = addPending(addPending(createLog([], false, 0), pending('t1')), pending('t2'));
    log = receive(log, [msg(1, { sender: { side: 'customer', id: 'ME', name: 'Budi' }, temp_id: 't1' })], 'customer');
    expect(log.pending.map((p) => p.temp_id)).toEqual(['t2']);
  });

  it('the other side\'s temp id never clears an own bubble', () => {
    let log = addPending(createLog([], false, 0), pending('t1'));
    log = receive(log, [msg(1, { sender: { side: 'counterpart', id: 'PHARM', name: 'apt. Rina' }, temp_id: 't1' })], 'customer');
    expect(log.pending).toHaveLength(1);
  });

  it('a failed send keeps its bubble with the reason, and a retry puts it back on its way', () => {
    let log = addPending(createLog([], false, 0), pending('t1'));
    log = setPendingStatus(log, 't1', 'failed', 'Terlalu banyak pesan');
    expect(log.pending[0]).toMatchObject({ status: 'failed', error: 'Terlalu banyak pesan' });
    log = setPendingStatus(log, 't1', 'sending');
    expect(log.pending[0]!.status).toBe('sending');
  });
});

describe('load older', () => {
  it('prepends a page and lowers the base; the run stays unbroken', () => {
    let log = createLog([msg(31), msg(32)], true, 32);
    log = prependOlder(log, [msg(29), msg(30)], true);
    expect(seqs(log.messages)).toEqual([29, 30, 31, 32]);
    expect(log.base).toBe(28);
    expect(log.hasOlder).toBe(true);
    expect(contiguousSeq(log)).toBe(32);
    log = prependOlder(log, [], false);
    expect(log.hasOlder).toBe(false);
  });
});
