import { useEffect, useRef, useState } from 'react';
import type { RealtimeServerFrame } from '@apotek/contract/chat';
import type { RealtimeClient, RealtimeStatus } from './realtime-client';

let loading: Promise<RealtimeClient> | null = null;

/**
 * The tab's realtime client, loaded on first use after hydration: the socket code is not part of any
 * page's first-load JavaScript (ADR 020), and guests never load it.
 */
export function loadRealtime(): Promise<RealtimeClient> {
  return (loading ??= import('./realtime-client').then((m) => m.realtime()));
}

/** Keeps the socket open while a signed-in user is on the page; closes it when they sign out. */
export function useRealtimeConnection(signedIn: boolean): void {
  useEffect(() => {
    if (!signedIn) {
      if (loading) void loading.then((client) => client.stop());
      return;
    }
    let cancelled = false;
    void loadRealtime().then((client) => {
      if (!cancelled) client.start();
    });
    return () => {
      cancelled = true;
    };
  }, [signedIn]);
}

/** Calls `handler` for every server frame of `type` while mounted (and `enabled`). */
export function useRealtimeEvent(type: string, handler: (frame: RealtimeServerFrame) => void, enabled = true): void {
  const latest = useRef(handler);
  latest.current = handler;
  useEffect(() => {
    if (!enabled) return;
    let off: (() => void) | undefined;
    let cancelled = false;
    void loadRealtime().then((client) => {
      if (!cancelled) off = client.on(type, (frame) => latest.current(frame));
    });
    return () => {
      cancelled = true;
      off?.();
    };
  }, [type, enabled]);
}

/**
 * The socket's state while mounted (and `enabled`): 'idle' until the client is loaded or while signed out,
 * then 'connecting', 'open' or 'closed' (reconnecting). A chat shows "connecting…" from it.
 */
export function useRealtimeStatus(enabled = true): RealtimeStatus {
  const [status, setStatus] = useState<RealtimeStatus>('idle');
  useEffect(() => {
    if (!enabled) return;
    let off: (() => void) | undefined;
    let cancelled = false;
    void loadRealtime().then((client) => {
      if (cancelled) return;
      setStatus(client.getStatus());
      off = client.onStatus(() => setStatus(client.getStatus()));
    });
    return () => {
      cancelled = true;
      off?.();
    };
  }, [enabled]);
  return status;
}
