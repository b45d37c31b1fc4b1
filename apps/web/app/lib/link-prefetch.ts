import { useSyncExternalStore } from 'react';
import type { PrefetchBehavior } from 'react-router';

/** The Network Information API's part we read (Chromium-based browsers; absent elsewhere). */
export interface ConnectionInfo {
  saveData?: boolean;
  effectiveType?: string;
  addEventListener?(type: 'change', listener: () => void): void;
  removeEventListener?(type: 'change', listener: () => void): void;
}

const SLOW = new Set(['slow-2g', '2g']);

/**
 * SPEC §9: link prefetch is skipped on 2g or with data saver on. Where the browser does not say (no
 * `navigator.connection`), links prefetch as usual.
 */
export function prefetchAllowed(connection: ConnectionInfo | undefined): boolean {
  if (!connection) return true;
  return connection.saveData !== true && !SLOW.has(connection.effectiveType ?? '');
}

const currentConnection = (): ConnectionInfo | undefined =>
  typeof navigator === 'undefined' ? undefined : (navigator as Navigator & { connection?: ConnectionInfo }).connection;

function subscribe(onChange: () => void): () => void {
  const connection = currentConnection();
  connection?.addEventListener?.('change', onChange);
  return () => connection?.removeEventListener?.('change', onChange);
}

const allowedNow = () => prefetchAllowed(currentConnection());

/**
 * The `prefetch` of a Link: `wanted`, or `none` on a slow or metered connection. Follows the connection
 * as it changes. The server renders `wanted`; prefetching only starts in the browser anyway.
 */
export function useLinkPrefetch(wanted: PrefetchBehavior = 'intent'): PrefetchBehavior {
  const allowed = useSyncExternalStore(subscribe, allowedNow, () => true);
  return allowed ? wanted : 'none';
}
