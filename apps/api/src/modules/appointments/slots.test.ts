import { describe, expect, it } from 'vitest';
import { slotAt, slotsBetween } from './slots.ts';

const at = (iso: string) => Date.parse(iso);
/** Slot starts as Jakarta wall-clock text. */
const starts = (list: Array<{ start: number }>) => list.map((s) => new Date(s.start + 7 * 3_600_000).toISOString().slice(0, 16).replace('T', ' '));

describe('slotsBetween', () => {
  it('runs a shift past midnight on as one stretch', () => {
    // Monday 20:00–24:00 and Tuesday 00:00–01:00 WIB: the slots cross midnight without a gap.
    const schedule = [
      { weekday: 1, starts_at: '20:00', ends_at: '24:00' },
      { weekday: 2, starts_at: '00:00', ends_at: '01:00' },
    ];
    const list = slotsBetween(schedule, 'Asia/Jakarta', at('2026-01-19T23:00:00+07:00'), at('2026-01-20T06:00:00+07:00'), 30);
    expect(starts(list)).toEqual(['2026-01-19 23:00', '2026-01-19 23:30', '2026-01-20 00:00', '2026-01-20 00:30']);
    expect(list.at(-1)!.end).toBe(at('2026-01-20T01:00:00+07:00'));
  });

  it('leaves out a rest shorter than a slot, and cuts from each stretch start', () => {
    const schedule = [{ weekday: 4, starts_at: '08:15', ends_at: '09:30' }];
    const list = slotsBetween(schedule, 'Asia/Jakarta', at('2026-01-15T00:00:00+07:00'), at('2026-01-16T00:00:00+07:00'), 30);
    expect(starts(list)).toEqual(['2026-01-15 08:15', '2026-01-15 08:45']);
  });

  it("reads the schedule on the doctor's own clock", () => {
    const schedule = [{ weekday: 4, starts_at: '07:00', ends_at: '08:00' }];
    const list = slotsBetween(schedule, 'Asia/Makassar', at('2026-01-15T00:00:00+08:00'), at('2026-01-16T00:00:00+08:00'), 30);
    expect(list.map((s) => s.start)).toEqual([at('2026-01-15T07:00:00+08:00'), at('2026-01-15T07:30:00+08:00')]);
  });

  it('finds a slot only at its exact start', () => {
    const schedule = [{ weekday: 4, starts_at: '08:00', ends_at: '10:00' }];
    expect(slotAt(schedule, 'Asia/Jakarta', at('2026-01-15T09:30:00+07:00'), 30)).toEqual({ start: at('2026-01-15T09:30:00+07:00'), end: at('2026-01-15T10:00:00+07:00') });
    expect(slotAt(schedule, 'Asia/Jakarta', at('2026-01-15T09:45:00+07:00'), 30)).toBeUndefined();
    expect(slotAt(schedule, 'Asia/Jakarta', at('2026-01-15T10:00:00+07:00'), 30)).toBeUndefined();
    expect(slotAt(schedule, 'Asia/Jakarta', at('2026-01-22T08:00:00+07:00'), 30)).toBeDefined();
  });
});
