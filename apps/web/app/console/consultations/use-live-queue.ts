import { useEffect, useRef } from 'react';
import { useRevalidator } from 'react-router';
import { useRealtimeEvent } from '~/lib/realtime/use-realtime';
import { movesQueue, WAITING_POLL_MS } from './waiting-count';

/** A burst of frames (a busy chat) becomes one read of the page. */
const BURST_MS = 500;

/**
 * Keeps a doctor's console page current without a reload: it reads its loaders again when a socket frame
 * may mean a consultation moved, when the waiting count changes, and every 15 s while the tab is in front
 * (a consultation paid while the socket was away, or ended by the clock).
 */
export function useLiveQueue(waiting: number): () => void {
  const { revalidate, state } = useRevalidator();
  const latest = useRef({ revalidate, state });
  latest.current = { revalidate, state };
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const soon = useRef(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      timer.current = null;
      if (latest.current.state === 'idle') void latest.current.revalidate();
    }, BURST_MS);
  });

  useRealtimeEvent('*', (frame) => {
    if (frame.type === 'ready' || movesQueue(frame)) soon.current();
  });

  const seen = useRef(waiting);
  useEffect(() => {
    if (seen.current === waiting) return;
    seen.current = waiting;
    soon.current();
  }, [waiting]);

  useEffect(() => {
    const poll = setInterval(() => {
      if (document.visibilityState === 'visible') soon.current();
    }, WAITING_POLL_MS);
    return () => {
      clearInterval(poll);
      if (timer.current) clearTimeout(timer.current);
    };
  }, []);

  return soon.current;
}
