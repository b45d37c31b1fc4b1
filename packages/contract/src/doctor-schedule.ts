import type { IndonesianTimeZone } from './time-zones.ts';

/**
 * A doctor's weekly hours moved from their own clock to another Indonesian one (the shop shows Asia/Jakarta,
 * SPEC §1). Indonesia keeps no daylight saving, so each zone is a fixed offset and a weekly slot moves by
 * whole hours; a slot pushed over midnight is cut in two at it (docs/decisions/027-doctors.md).
 */
const OFFSET_MINUTES: Record<IndonesianTimeZone, number> = {
  'Asia/Jakarta': 420,
  'Asia/Pontianak': 420,
  'Asia/Makassar': 480,
  'Asia/Jayapura': 540,
};

/** ISO weekday (1 Monday … 7 Sunday) and wall-clock 'HH:mm' times; an end of '24:00' is midnight after the day. */
export interface WeeklySlot {
  weekday: number;
  starts_at: string;
  ends_at: string;
}

const DAY = 24 * 60;
const WEEK = 7 * DAY;

function minutes(hhmm: string): number {
  const [h, m] = hhmm.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
}

function clock(total: number): string {
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}

/** The slots as `to`'s clock reads them, ordered by weekday and start. */
export function weeklySlotsIn(slots: readonly WeeklySlot[], from: IndonesianTimeZone, to: IndonesianTimeZone): WeeklySlot[] {
  const shift = OFFSET_MINUTES[to] - OFFSET_MINUTES[from];
  const out: WeeklySlot[] = [];
  for (const slot of slots) {
    const start = (slot.weekday - 1) * DAY + minutes(slot.starts_at) + shift;
    const length = minutes(slot.ends_at) - minutes(slot.starts_at);
    let at = ((start % WEEK) + WEEK) % WEEK;
    let left = length;
    while (left > 0) {
      const dayStart = Math.floor(at / DAY) * DAY;
      const piece = Math.min(left, dayStart + DAY - at);
      out.push({ weekday: dayStart / DAY + 1, starts_at: clock(at - dayStart), ends_at: clock(at - dayStart + piece) });
      left -= piece;
      at = (at + piece) % WEEK;
    }
  }
  return out.sort((a, b) => a.weekday - b.weekday || a.starts_at.localeCompare(b.starts_at));
}
