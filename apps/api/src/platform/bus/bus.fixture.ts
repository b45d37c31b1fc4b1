import type { BusLog } from './bus.ts';

/** A logger that keeps what the bus reported, for tests that check errors are logged, not thrown. */
export function recordingLog(): BusLog & { errors: unknown[]; warnings: unknown[] } {
  const errors: unknown[] = [];
  const warnings: unknown[] = [];
  return {
    errors,
    warnings,
    error: (obj) => void errors.push(obj),
    warn: (obj) => void warnings.push(obj),
  };
}

/** Polls until check() stops throwing; delivery is asynchronous on every twin. */
export async function eventually(check: () => void | Promise<void>, timeoutMs = 2000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      await check();
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  }
}

/** Resolves once the event loop has run pending immediates (where handlers are delivered). */
export function settle(ms = 20): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
