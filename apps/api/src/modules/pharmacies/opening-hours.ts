import type { IndonesianTimeZone, OpeningHours } from '@apotek/contract';
import { instantOf, type Interval, layOutWeeks, minutesOf, toZonedIso, WEEK, weekdayIn, type WeeklyStretch, weekOf } from '../../platform/wall-clock.ts';

/**
 * Opening-hours arithmetic on the pharmacy's own clock: Asia/Jakarta (WIB), Asia/Makassar (WITA) or
 * Asia/Jayapura (WIT), read through @date-fns/tz rather than offsets written by hand
 * (docs/decisions/010-pharmacy-time-zones.md). Hours are wall-clock 'HH:mm' per ISO weekday in that zone;
 * a closing time not after the opening time runs into the next day, so '22:00'–'06:00' is overnight and
 * '00:00'–'24:00' (or '00:00'–'00:00') is 24 hours. The stretches are laid out on a wall-clock time line
 * (platform/wall-clock.ts).
 */
export interface Operation {
  is_open: boolean;
  /** The hours of `at`'s weekday in the pharmacy's zone; a day without a row reads as closed. */
  today: OpeningHours;
  /** Next moment it opens strictly after `at` (when open now: after this stretch closes); null if it never does. */
  next_opening: string | null;
  /** When the current open stretch ends; null when closed now or open around the clock. */
  next_closing: string | null;
}

/** Re-exported for the module's callers: the pharmacy's clock is a wall clock like any other. */
export { toZonedIso, weekdayIn };

/**
 * Open stretches, in wall-clock milliseconds of the pharmacy's zone, for the week before, the week of and the week after
 * `weekStart` (a Monday 00:00): enough to see an overnight stretch from last Sunday and the next opening up
 * to seven days ahead. A closing time not after the opening runs into the next day.
 */
function openStretches(hours: readonly OpeningHours[], weekStart: number): Interval[] {
  const days: WeeklyStretch[] = [];
  for (const h of hours) {
    if (h.closed || !h.opens_at || !h.closes_at) continue;
    const from = minutesOf(h.opens_at);
    const closes = minutesOf(h.closes_at);
    days.push({ weekday: h.weekday, from, to: closes <= from ? closes + 24 * 60 : closes });
  }
  return layOutWeeks(days, weekStart, [-1, 0, 1]);
}

/** Is the pharmacy open at `at` on its own clock (`zone`), and when does that change next. */
export function operationAt(hours: readonly OpeningHours[], at: Date, zone: IndonesianTimeZone): Operation {
  const { local, weekStart } = weekOf(at, zone);
  const weekday = weekdayIn(at, zone);
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
