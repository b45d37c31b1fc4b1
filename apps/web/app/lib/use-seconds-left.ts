import { useEffect, useState } from 'react';

/**
 * Seconds left from a server-given start. Counted from the moment the page shows it (not from the
 * server's clock), so a skewed device clock cannot shorten or stretch the wait.
 */
export function useSecondsLeft(seconds: number): number {
  const [left, setLeft] = useState(seconds);
  useEffect(() => {
    setLeft(seconds);
    if (seconds <= 0) return;
    const end = performance.now() + seconds * 1000;
    const timer = setInterval(() => {
      const next = Math.max(0, Math.ceil((end - performance.now()) / 1000));
      setLeft(next);
      if (next === 0) clearInterval(timer);
    }, 250);
    return () => clearInterval(timer);
  }, [seconds]);
  return left;
}
