import { useEffect, useSyncExternalStore } from 'react';
import type { RealtimeServerFrame } from '@apotek/contract/chat';
import { useRealtimeConnection, useRealtimeEvent } from '~/lib/realtime/use-realtime';

/**
 * Whose unread messages a badge counts: `mine` every room the user reads (the shop's top bar, GET
 * /api/chat/unread), `inbox` the rooms of the pharmacy they work at (the console's menu, the inbox's
 * `unread_total`).
 */
export type UnreadScope = 'mine' | 'inbox';

/** A burst of frames (a busy inbox, a message and its receipt) becomes one read. */
export const UNREAD_REFRESH_MS = 300;

/**
 * Whether a socket frame may change the count: a new message (in an open room, or `rooms.activity` for
 * the others), a room changed, or a read mark moved. The inbox counts what the pharmacy has not read, so
 * only the pharmacy's own (`counterpart`) read marks move it; the customer's do not.
 */
export function changesUnread(scope: UnreadScope, frame: Pick<RealtimeServerFrame, 'type'> & { side?: unknown }): boolean {
  switch (frame.type) {
    case 'message':
    case 'rooms.activity':
    case 'room.updated':
      return true;
    case 'receipt':
      return scope === 'mine' || frame.side === 'counterpart';
    default:
      return false;
  }
}

export interface UnreadCounter {
  get(): number;
  subscribe(listener: () => void): () => void;
  /** Reads the count now. Asked again while a read runs, it reads once more after it: the later answer wins. */
  load(): Promise<void>;
  /** Reads the count after UNREAD_REFRESH_MS of quiet. */
  refresh(): void;
  /** Signed out: back to 0; a read still on its way is ignored. */
  reset(): void;
}

interface Timers {
  setTimeout: (fn: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
}
const realTimers: Timers = { setTimeout: (fn, ms) => setTimeout(fn, ms), clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>) };

/** A count the server keeps, read by `read` (null: the read failed, the count stays). */
export function createUnreadCounter(read: () => Promise<number | null>, timers: Timers = realTimers, delayMs = UNREAD_REFRESH_MS): UnreadCounter {
  let total = 0;
  let epoch = 0;
  let running: Promise<void> | null = null;
  let again = false;
  let timer: unknown = null;
  const listeners = new Set<() => void>();
  const set = (next: number) => {
    if (next === total) return;
    total = next;
    for (const listener of listeners) listener();
  };

  const counter: UnreadCounter = {
    get: () => total,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    load() {
      if (running) {
        again = true;
        return running;
      }
      const mine = epoch;
      running = (async () => {
        try {
          do {
            again = false;
            const n = await read().catch(() => null);
            if (n !== null && mine === epoch) set(Math.max(0, n));
          } while (again && mine === epoch);
        } finally {
          running = null;
        }
      })();
      return running;
    },
    refresh() {
      if (timer !== null) timers.clearTimeout(timer);
      timer = timers.setTimeout(() => {
        timer = null;
        void counter.load();
      }, delayMs);
    },
    reset() {
      epoch++;
      again = false;
      if (timer !== null) timers.clearTimeout(timer);
      timer = null;
      set(0);
    },
  };
  return counter;
}

async function api() {
  const { quietBrowserApi } = await import('~/lib/api');
  return quietBrowserApi();
}

const counters: Record<UnreadScope, UnreadCounter> = {
  mine: createUnreadCounter(async () => {
    const result = await (await api()).call('chatUnread');
    return result.ok ? result.body.data.total : null;
  }),
  inbox: createUnreadCounter(async () => {
    const result = await (await api()).call('consoleChat', { query: { page: 1, perPage: 1 } });
    return result.ok ? result.body.data.unread_total : null;
  }),
};

/**
 * The unread chat messages of `scope`, fetched once the page has loaded and only while `enabled` (signed
 * in; a pharmacist for the inbox), then kept current from the socket without a reload: every frame that
 * may change it reads it again, and so does every (re)connect, for what came while the socket was away.
 */
export function useChatUnread(scope: UnreadScope, enabled: boolean): number {
  const counter = counters[scope];
  useRealtimeConnection(enabled);
  useEffect(() => {
    if (enabled) void counter.load();
    else counter.reset();
  }, [counter, enabled]);
  useRealtimeEvent(
    '*',
    (frame) => {
      if (frame.type === 'ready') void counter.load();
      else if (changesUnread(scope, frame)) counter.refresh();
    },
    enabled,
  );
  return useSyncExternalStore(counter.subscribe, counter.get, () => 0);
}
