import { useEffect, useSyncExternalStore } from 'react';
import type { RealtimeServerFrame } from '@apotek/contract/chat';
import { createUnreadCounter } from '~/features/chat/chat-unread-store';
import { useRealtimeConnection, useRealtimeEvent } from '~/lib/realtime/use-realtime';

/** How often the count is read when no socket frame says anything changed (a socket can be away). */
export const WAITING_POLL_MS = 15_000;

/**
 * Frames that may mean a consultation moved: a paid one opens its chat room with the doctor, a patient
 * writes, a room changes. The doctor's socket says nothing about the consultation itself, so any of these
 * makes the count (and the queue) read again; the API is the one that knows.
 */
export function movesQueue(frame: Pick<RealtimeServerFrame, 'type'>): boolean {
  return frame.type === 'message' || frame.type === 'rooms.activity' || frame.type === 'room.updated';
}

/** Paid consultations waiting for this doctor's answer (GET /api/doctor/consultation?status=waiting's total). */
const waiting = createUnreadCounter(async () => {
  const { quietBrowserApi } = await import('~/lib/api');
  const result = await quietBrowserApi().call('doctorConsultations', { query: { status: 'waiting', perPage: 1 } });
  return result.ok ? result.body.data.total : null;
});

/** Asks again soon (after a write the page made, or a queue it re-read). */
export function refreshWaitingCount(): void {
  waiting.refresh();
}

let pollers = 0;
let poll: ReturnType<typeof setInterval> | null = null;

/** One poll for the tab however many badges and pages count; it skips a tab in the background. */
function startPolling(): () => void {
  pollers++;
  poll ??= setInterval(() => {
    if (document.visibilityState === 'visible') void waiting.load();
  }, WAITING_POLL_MS);
  return () => {
    pollers--;
    if (pollers === 0 && poll !== null) {
      clearInterval(poll);
      poll = null;
    }
  };
}

/**
 * How many paid consultations wait for the signed-in doctor's answer, read once the page runs and kept
 * current: on every socket frame that may mean a move, on every (re)connect, and every 15 s besides.
 */
export function useWaitingConsultations(enabled: boolean): number {
  useRealtimeConnection(enabled);
  useEffect(() => {
    if (!enabled) {
      waiting.reset();
      return;
    }
    void waiting.load();
    return startPolling();
  }, [enabled]);
  useRealtimeEvent(
    '*',
    (frame) => {
      if (frame.type === 'ready') void waiting.load();
      else if (movesQueue(frame)) waiting.refresh();
    },
    enabled,
  );
  return useSyncExternalStore(waiting.subscribe, waiting.get, () => 0);
}
