import { describe, expect, it, vi } from 'vitest';
import { changesUnread, createUnreadCounter } from './chat-unread-store';

/** A read the test answers by hand, so a second read can be asked while the first is on its way. */
function manualReads() {
  const waiting: Array<(n: number | null) => void> = [];
  const read = vi.fn(() => new Promise<number | null>((resolve) => waiting.push(resolve)));
  return { read, answer: (n: number | null) => waiting.shift()!(n), get waiting() {
    return waiting.length;
  } };
}
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
const fakeTimers = () => {
  const due: Array<{ fn: () => void; cancelled: boolean }> = [];
  return {
    timers: {
      setTimeout: (fn: () => void) => {
        const entry = { fn, cancelled: false };
        due.push(entry);
        return entry;
      },
      clearTimeout: (handle: unknown) => void ((handle as { cancelled: boolean }).cancelled = true),
    },
    fire: () => {
      for (const entry of due.splice(0)) if (!entry.cancelled) entry.fn();
    },
  };
};

describe('changesUnread', () => {
  it('re-reads on new messages, room changes and read marks', () => {
    for (const type of ['message', 'rooms.activity', 'room.updated']) {
      expect(changesUnread('mine', { type })).toBe(true);
      expect(changesUnread('inbox', { type })).toBe(true);
    }
    expect(changesUnread('mine', { type: 'receipt', side: 'customer' })).toBe(true);
  });

  it("the inbox moves only with the pharmacy's own read marks", () => {
    expect(changesUnread('inbox', { type: 'receipt', side: 'counterpart' })).toBe(true);
    expect(changesUnread('inbox', { type: 'receipt', side: 'customer' })).toBe(false);
  });

  it('ignores typing, pongs and other modules’ events', () => {
    for (const type of ['typing', 'pong', 'ack', 'subscribed', 'notification.unread']) expect(changesUnread('mine', { type })).toBe(false);
  });
});

describe('createUnreadCounter', () => {
  it('holds the server’s count and tells its listeners when it changes', async () => {
    const reads = manualReads();
    const counter = createUnreadCounter(reads.read);
    const listener = vi.fn();
    counter.subscribe(listener);
    const loaded = counter.load();
    reads.answer(3);
    await loaded;
    expect(counter.get()).toBe(3);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('asked again during a read, reads once more after it: the later answer wins, never two at once', async () => {
    const reads = manualReads();
    const counter = createUnreadCounter(reads.read);
    const first = counter.load();
    void counter.load();
    void counter.load();
    expect(reads.waiting).toBe(1);
    reads.answer(2);
    await flush();
    expect(reads.read).toHaveBeenCalledTimes(2);
    reads.answer(0);
    await first;
    expect(counter.get()).toBe(0);
    expect(reads.read).toHaveBeenCalledTimes(2);
  });

  it('keeps the count when a read fails', async () => {
    let next: number | null = 4;
    const counter = createUnreadCounter(async () => next);
    await counter.load();
    next = null;
    await counter.load();
    expect(counter.get()).toBe(4);
    const throwing = createUnreadCounter(() => Promise.reject(new Error('offline')));
    await throwing.load();
    expect(throwing.get()).toBe(0);
  });

  it('gathers a burst of refreshes into one read', async () => {
    const { timers, fire } = fakeTimers();
    const read = vi.fn(async () => 1);
    const counter = createUnreadCounter(read, timers, 300);
    counter.refresh();
    counter.refresh();
    counter.refresh();
    expect(read).not.toHaveBeenCalled();
    fire();
    await flush();
    expect(read).toHaveBeenCalledTimes(1);
    expect(counter.get()).toBe(1);
  });

  it('signed out: back to 0, and a read still on its way does not bring the count back', async () => {
    const reads = manualReads();
    const { timers, fire } = fakeTimers();
    const counter = createUnreadCounter(reads.read, timers);
    const loading = counter.load();
    counter.refresh();
    counter.reset();
    reads.answer(5);
    await loading;
    fire();
    expect(counter.get()).toBe(0);
    expect(reads.read).toHaveBeenCalledTimes(1);
  });
});
