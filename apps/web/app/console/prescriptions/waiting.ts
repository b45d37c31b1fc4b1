import type { BadgeTone } from '~/components/ui/badge';

export type WaitingUnit = 'minutes' | 'hours' | 'days';

/** How long a prescription has waited, in the largest whole unit, and how urgent that looks. */
export interface Waiting {
  unit: WaitingUnit;
  count: number;
  tone: BadgeTone;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * Thresholds of the queue's badge: a customer who sent a prescription expects an answer within the
 * hour while the pharmacy is open; past four hours the wait is one to act on first.
 */
export const WAIT_WARNING_MS = HOUR;
export const WAIT_DANGER_MS = 4 * HOUR;

/** From the API's `waiting_seconds` (its clock, so a browser's wrong clock cannot skew the badge). */
export function waitingFor(seconds: number): Waiting {
  const ms = Math.max(0, seconds * 1000);
  const tone: BadgeTone = ms >= WAIT_DANGER_MS ? 'danger' : ms >= WAIT_WARNING_MS ? 'warning' : 'success';
  if (ms >= DAY) return { unit: 'days', count: Math.floor(ms / DAY), tone };
  if (ms >= HOUR) return { unit: 'hours', count: Math.floor(ms / HOUR), tone };
  return { unit: 'minutes', count: Math.max(1, Math.floor(ms / MINUTE)), tone };
}
