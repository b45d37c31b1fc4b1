import type { OpeningHours } from '@apotek/contract';

/**
 * Opening-hours arithmetic in Asia/Jakarta (the contract's TIME_ZONE). Jakarta has kept UTC+7 without
 * daylight saving since 1964, so a fixed offset is exact and needs no zone database; the test checks it
 * against Intl. Hours are wall-clock 'HH:mm' per ISO weekday; a closing time not after the opening time
 * runs into the next day, so '22:00'–'06:00' is overnight and '00:00'–'24:00' (or '00:00'–'00:00') is 24 hours.
 */
export const JAKARTA_OFFSET_MS = 7 * 60 * 60 * 1000;
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const WEEK = 7 * DAY;

export interface Operation {
  is_open: boolean;
  /** The hours of `at`'s Jakarta weekday; a day without a row reads as closed. */
  today: OpeningHours;
  /** Next moment it opens strictly after `at` (when open now: after this stretch closes); null if it never does. */
  next_opening: string | null;
  /** When the current open stretch ends; null when closed now or open around the clock. */
  next_closing: string | null;
}

/** An instant as ISO 8601 in Jakarta time with an explicit +07:00 offset, to the second. */
export function toJakartaIso(utcMs: number): string {
  return new Date(utcMs + JAKARTA_OFFSET_MS).toISOString().slice(0, 19) + '+07:00';
}

/** ISO weekday (1 Monday … 7 Sunday) of an instant in Jakarta. */
export function jakartaWeekday(at: Date): number {
  const day = new Date(at.getTime() + JAKARTA_OFFSET_MS).getUTCDay();
  return day === 0 ? 7 : day;
}

function minutesOf(hhmm: string): number {
  const [h, m] = hhmm.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
}

type Interval = { start: number; end: number };

/**
 * Open stretches, in Jakarta wall-clock milliseconds, for the week before, the week of and the week after
 * `weekStart` (a Monday 00:00): enough to see an overnight stretch from last Sunday and the next opening up
 * to seven days ahead. Touching stretches are merged so midnight between two 24-hour days is no closing.
 */
function openStretches(hours: readonly OpeningHours[], weekStart: number): Interval[] {
  const raw: Interval[] = [];
  for (const week of [-1, 0, 1]) {
    for (const h of hours) {
      if (h.closed || !h.opens_at || !h.closes_at) continue;
      const dayStart = weekStart + week * WEEK + (h.weekday - 1) * DAY;
      const opens = minutesOf(h.opens_at);
      let closes = minutesOf(h.closes_at);
      if (closes <= opens) closes += 24 * 60;
      raw.push({ start: dayStart + opens * MINUTE, end: dayStart + closes * MINUTE });
    }
  }
  raw.sort((a, b) => a.start - b.start);
  const merged: Interval[] = [];
  for (const r of raw) {
    const last = merged.at(-1);
    if (last && r.start <= last.end) last.end = Math.max(last.end, r.end);
    else merged.push({ ...r });
  }
  return merged;
}

/** Is the pharmacy open at `at`, and when does that change next. */
export function operationAt(hours: readonly OpeningHours[], at: Date): Operation {
  const local = at.getTime() + JAKARTA_OFFSET_MS;
  const weekday = jakartaWeekday(at);
  const weekStart = Math.floor(local / DAY) * DAY - (weekday - 1) * DAY;
  const stretches = openStretches(hours, weekStart);
  const current = stretches.find((s) => s.start <= local && local < s.end);
  // A stretch covering all three generated weeks is a pharmacy that never closes.
  const aroundTheClock = current !== undefined && current.start <= weekStart - WEEK && current.end >= weekStart + 2 * WEEK;
  const next = stretches.find((s) => s.start > local);
  const toIso = (localMs: number) => toJakartaIso(localMs - JAKARTA_OFFSET_MS);
  return {
    is_open: current !== undefined,
    today: hours.find((h) => h.weekday === weekday) ?? { weekday, opens_at: null, closes_at: null, closed: true },
    next_opening: next ? toIso(next.start) : null,
    next_closing: current && !aroundTheClock ? toIso(current.end) : null,
  };
}
