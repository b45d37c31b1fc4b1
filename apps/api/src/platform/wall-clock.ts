import { TZDate } from '@date-fns/tz';
import type { IndonesianTimeZone } from '@apotek/contract';

/**
 * Weekly hours on a place's or a person's own clock (a pharmacy's opening hours, a doctor's schedule),
 * read through @date-fns/tz rather than offsets written by hand (docs/decisions/010-pharmacy-time-zones.md).
 * Hours are wall-clock 'HH:mm' per ISO weekday; they are laid out on a wall-clock time line (the zone's
 * calendar date and time read as if UTC), touching stretches merged, and turned back into instants by the
 * library.
 */
export const MINUTE = 60_000;
export const DAY = 24 * 60 * MINUTE;
export const WEEK = 7 * DAY;

/** A stretch on the wall-clock line, in milliseconds. */
export interface Interval {
  start: number;
  end: number;
}

/** One day's stretch of a weekly timetable, in minutes after that day's midnight (`to` may pass 24 × 60). */
export interface WeeklyStretch {
  /** ISO weekday, 1 Monday … 7 Sunday. */
  weekday: number;
  from: number;
  to: number;
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

/** The zone's calendar date and time of an instant, as milliseconds on the wall-clock line. */
export function wallClockOf(at: Date, zone: IndonesianTimeZone): number {
  const z = new TZDate(at.getTime(), zone);
  return Date.UTC(z.getFullYear(), z.getMonth(), z.getDate(), z.getHours(), z.getMinutes(), z.getSeconds(), z.getMilliseconds());
}

/** The instant (epoch milliseconds) a wall-clock time in `zone` names. */
export function instantOf(wallMs: number, zone: IndonesianTimeZone): number {
  const w = new Date(wallMs);
  return new TZDate(w.getUTCFullYear(), w.getUTCMonth(), w.getUTCDate(), w.getUTCHours(), w.getUTCMinutes(), w.getUTCSeconds(), zone).getTime();
}

/** Minutes after midnight of 'HH:mm'. */
export function minutesOf(hhmm: string): number {
  const [h, m] = hhmm.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
}

/** Where `at` stands on `zone`'s wall-clock line, and the Monday 00:00 of its week there. */
export function weekOf(at: Date, zone: IndonesianTimeZone): { local: number; weekStart: number } {
  const local = wallClockOf(at, zone);
  return { local, weekStart: Math.floor(local / DAY) * DAY - (weekdayIn(at, zone) - 1) * DAY };
}

/**
 * A weekly timetable laid out for the given weeks around `weekStart` (-1 the week before, 0 its own, …),
 * sorted and merged where stretches touch, so midnight between two 24-hour days is no break.
 */
export function layOutWeeks(days: readonly WeeklyStretch[], weekStart: number, weeks: readonly number[]): Interval[] {
  const raw: Interval[] = [];
  for (const week of weeks) {
    for (const d of days) {
      const dayStart = weekStart + week * WEEK + (d.weekday - 1) * DAY;
      raw.push({ start: dayStart + d.from * MINUTE, end: dayStart + d.to * MINUTE });
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
