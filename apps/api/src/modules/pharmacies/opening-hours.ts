import { TZDate } from '@date-fns/tz';
import type { IndonesianTimeZone, OpeningHours } from '@apotek/contract';

/**
 * Opening-hours arithmetic on the pharmacy's own clock: Asia/Jakarta (WIB), Asia/Makassar (WITA) or
 * Asia/Jayapura (WIT), read through @date-fns/tz rather than offsets written by hand
 * (docs/decisions/010-pharmacy-time-zones.md). Hours are wall-clock 'HH:mm' per ISO weekday in that zone;
 * a closing time not after the opening time runs into the next day, so '22:00'–'06:00' is overnight and
 * '00:00'–'24:00' (or '00:00'–'00:00') is 24 hours. The stretches are laid out on a wall-clock time line
 * (the zone's calendar date and time read as if it were UTC) and turned back into instants by the library.
 */
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const WEEK = 7 * DAY;

export interface Operation {
  is_open: boolean;
  /** The hours of `at`'s weekday in the pharmacy's zone; a day without a row reads as closed. */
  today: OpeningHours;
  /** Next moment it opens strictly after `at` (when open now: after this stretch closes); null if it never does. */
  next_opening: string | null;
  /** When the current open stretch ends; null when closed now or open around the clock. */
  next_closing: string | null;
}

/** An instant as ISO 8601 in `zone` with its offset (+07:00 WIB, +08:00 WITA, +09:00 WIT), to the second. */
export function toZonedIso(at: Date | number, zone: IndonesianTimeZone): string {
  return new TZDate(typeof at === 'number' ? at : at.getTime(), zone).toISOString().replace(/\.\d{3}(?=[+-]|Z)/, '');
}

/** ISO weekday (1 Monday … 7 Sunday) of an instant on the clock of `zone`. */
export function weekdayIn(at: Date, zone: IndonesianTimeZone): number {
  const day = new TZDate(at.getTime(), zone).getDay();
  return day === 0 ? 7 : day;
}

/** The zone's calendar date and time of an instant, as milliseconds on a wall-clock line (read as UTC). */
function wallClockOf(at: Date, zone: IndonesianTimeZone): number {
  const z = new TZDate(at.getTime(), zone);
  return Date.UTC(z.getFullYear(), z.getMonth(), z.getDate(), z.getHours(), z.getMinutes(), z.getSeconds(), z.getMilliseconds());
}

/** The instant a wall-clock time in `zone` names. */
function instantOf(wallMs: number, zone: IndonesianTimeZone): TZDate {
  const w = new Date(wallMs);
  return new TZDate(w.getUTCFullYear(), w.getUTCMonth(), w.getUTCDate(), w.getUTCHours(), w.getUTCMinutes(), w.getUTCSeconds(), zone);
}

function minutesOf(hhmm: string): number {
  const [h, m] = hhmm.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
}

type Interval = { start: number; end: number };

/**
 * Open stretches, in wall-clock milliseconds of the pharmacy's zone, for the week before, the week of and the week after
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

/** Is the pharmacy open at `at` on its own clock (`zone`), and when does that change next. */
export function operationAt(hours: readonly OpeningHours[], at: Date, zone: IndonesianTimeZone): Operation {
  const local = wallClockOf(at, zone);
  const weekday = weekdayIn(at, zone);
  const weekStart = Math.floor(local / DAY) * DAY - (weekday - 1) * DAY;
  const stretches = openStretches(hours, weekStart);
  const current = stretches.find((s) => s.start <= local && local < s.end);
  // A stretch covering all three generated weeks is a pharmacy that never closes.
  const aroundTheClock = current !== undefined && current.start <= weekStart - WEEK && current.end >= weekStart + 2 * WEEK;
  const next = stretches.find((s) => s.start > local);
  const toIso = (wallMs: number) => toZonedIso(instantOf(wallMs, zone), zone);
  return {
    is_open: current !== undefined,
    today: hours.find((h) => h.weekday === weekday) ?? { weekday, opens_at: null, closes_at: null, closed: true },
    next_opening: next ? toIso(next.start) : null,
    next_closing: current && !aroundTheClock ? toIso(current.end) : null,
  };
}
