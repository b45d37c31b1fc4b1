import { useEffect, useRef, useState } from 'react';
import { remainingMs } from '~/lib/countdown';

/**
 * Milliseconds left until `at`, ticking each second, or null until the page runs scripts (the server's
 * second and the browser's would never match). `onDue` runs once when it reaches zero.
 */
export function useCountdown(at: string | null, onDue?: () => void): number | null {
  const [now, setNow] = useState<number | null>(null);
  const due = useRef(onDue);
  due.current = onDue;
  useEffect(() => {
    if (!at) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [at]);
  const left = at && now !== null ? remainingMs(at, now) : null;
  const fired = useRef<string | null>(null);
  useEffect(() => {
    if (left !== 0 || !at || fired.current === at) return;
    fired.current = at;
    due.current?.();
  }, [left, at]);
  return left;
}
