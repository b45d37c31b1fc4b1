import { TZDate } from '@date-fns/tz';
import { INDONESIAN_TIME_ZONES, type DoctorScheduleSlot, type DoctorWindow, type IndonesianTimeZone } from '@apotek/contract';
import { instantOf, type Interval, layOutWeeks, minutesOf, toZonedIso, weekOf } from '../../platform/wall-clock.ts';

/**
 * Weekly-schedule arithmetic on the doctor's own clock (doctors.time_zone), read through @date-fns/tz as the
 * pharmacies' opening hours are (docs/decisions/010-pharmacy-time-zones.md, 027-doctors.md). Slots are
 * wall-clock 'HH:mm' per ISO weekday, laid out on the wall-clock line of platform/wall-clock.ts.
 */

/** How many coming stretches a profile lists. */
export const NEXT_WINDOWS = 3;

export interface ZoneClock {
  zone: IndonesianTimeZone;
  /** ISO weekday, 1 Monday … 7 Sunday. */
  weekday: number;
  /** 'HH:mm', comparable as text with the schedule's times. */
  time: string;
}

/** The weekday and 'HH:mm' an instant reads as in `zone`. */
export function clockIn(at: Date, zone: IndonesianTimeZone): ZoneClock {
  const z = new TZDate(at.getTime(), zone);
  const day = z.getDay();
  return { zone, weekday: day === 0 ? 7 : day, time: `${String(z.getHours()).padStart(2, '0')}:${String(z.getMinutes()).padStart(2, '0')}` };
}

/** `at` on every Indonesian clock: what the list query compares each doctor's slots with, by their zone. */
export function clocksAt(at: Date): ZoneClock[] {
  return INDONESIAN_TIME_ZONES.map((zone) => clockIn(at, zone));
}

/** The calendar year of an instant in Jakarta (SPEC §1's time zone): years of practice count by it. */
export function jakartaYear(at: Date): number {
  return new TZDate(at.getTime(), 'Asia/Jakarta').getFullYear();
}

/** Stretches for the week before `weekStart` (a Monday 00:00 on the wall-clock line) up to two weeks after, merged where they touch. */
function stretches(slots: readonly DoctorScheduleSlot[], weekStart: number): Interval[] {
  const days = slots.map((s) => ({ weekday: s.weekday, from: minutesOf(s.starts_at), to: minutesOf(s.ends_at) }));
  return layOutWeeks(days, weekStart, [-1, 0, 1, 2]);
}

export interface Availability {
  /** Inside a stretch now (schedule only: whether the doctor is accepting is the caller's to add). */
  inSchedule: boolean;
  /** The end of the current stretch, when inside one. */
  until: string | null;
  /** The next stretches starting after `at`. */
  next: DoctorWindow[];
}

/** Where `at` falls in the weekly schedule kept on `zone`'s clock, and the stretches that follow. */
export function availabilityAt(slots: readonly DoctorScheduleSlot[], at: Date, zone: IndonesianTimeZone, count = NEXT_WINDOWS): Availability {
  const { local, weekStart } = weekOf(at, zone);
  const all = stretches(slots, weekStart);
  const current = all.find((s) => s.start <= local && local < s.end);
  const toIso = (wallMs: number) => toZonedIso(instantOf(wallMs, zone), zone);
  return {
    inSchedule: current !== undefined,
    until: current ? toIso(current.end) : null,
    next: all
      .filter((s) => s.start > local)
      .slice(0, count)
      .map((s) => ({ starts_at: toIso(s.start), ends_at: toIso(s.end) })),
  };
}
