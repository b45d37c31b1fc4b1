import type { DoctorScheduleSlot, IndonesianTimeZone } from '@apotek/contract';
import { DAY, instantOf, layOutWeeks, MINUTE, minutesOf, weekOf } from '../../platform/wall-clock.ts';

/**
 * Bookable slots cut from a doctor's weekly schedule, on the doctor's own clock (docs/decisions/027-doctors.md,
 * 030-appointments.md). Each stretch of the schedule (touching ones merged, so a shift past midnight is one)
 * is cut into slots of `slotMinutes` from its start; a rest shorter than a slot is no slot. The cutting is
 * done on the wall-clock line and each slot turned into instants by the zone, so a slot is the same instant
 * however the caller writes it.
 */
export interface SlotInstant {
  /** Epoch milliseconds. */
  start: number;
  end: number;
}

/** Every slot that starts in [fromMs, toMs), in time order. */
export function slotsBetween(schedule: readonly DoctorScheduleSlot[], zone: IndonesianTimeZone, fromMs: number, toMs: number, slotMinutes: number): SlotInstant[] {
  if (toMs <= fromMs || schedule.length === 0) return [];
  const { weekStart } = weekOf(new Date(fromMs), zone);
  // The week before (a stretch that began then may run into the range) up to the weeks the range reaches.
  const weeks = Array.from({ length: Math.ceil((toMs - fromMs) / (7 * DAY)) + 2 }, (_, i) => i - 1);
  const days = schedule.map((s) => ({ weekday: s.weekday, from: minutesOf(s.starts_at), to: minutesOf(s.ends_at) }));
  const step = slotMinutes * MINUTE;
  const out: SlotInstant[] = [];
  for (const stretch of layOutWeeks(days, weekStart, weeks)) {
    for (let wall = stretch.start; wall + step <= stretch.end; wall += step) {
      const start = instantOf(wall, zone);
      if (start < fromMs) continue;
      if (start >= toMs) break;
      out.push({ start, end: instantOf(wall + step, zone) });
    }
  }
  return out;
}

/** The slot starting exactly at `startMs`, if the schedule has one. */
export function slotAt(schedule: readonly DoctorScheduleSlot[], zone: IndonesianTimeZone, startMs: number, slotMinutes: number): SlotInstant | undefined {
  return slotsBetween(schedule, zone, startMs, startMs + 1, slotMinutes).find((s) => s.start === startMs);
}
