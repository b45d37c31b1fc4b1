import type { OpeningHours } from '@apotek/contract';
import { TIME_ZONE } from '@apotek/contract';
import { describe, expect, it } from 'vitest';
import { operationAt, toZonedIso, weekdayIn } from './opening-hours.ts';

const every = (opens: string, closes: string): OpeningHours[] =>
  [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, opens_at: opens, closes_at: closes, closed: false }));
const closedSunday = (opens: string, closes: string): OpeningHours[] => [
  ...every(opens, closes).slice(0, 6),
  { weekday: 7, opens_at: null, closes_at: null, closed: true },
];
/** A Jakarta wall-clock time, as the instant it names. 2026-01-15 is a Thursday. */
const wib = (local: string) => new Date(`${local}+07:00`);
const JAKARTA = 'Asia/Jakarta';

describe('Jakarta time', () => {
  it('is UTC+7 all year, as Intl says for the contract TIME_ZONE', () => {
    for (const iso of ['2026-01-15T12:00:00Z', '2026-07-15T12:00:00Z']) {
      const offset = new Intl.DateTimeFormat('en-US', { timeZone: TIME_ZONE, timeZoneName: 'longOffset' })
        .formatToParts(new Date(iso))
        .find((p) => p.type === 'timeZoneName')?.value;
      expect(offset).toBe('GMT+07:00');
    }
  });

  it('writes instants with a +07:00 offset and reads the weekday in Jakarta', () => {
    expect(toZonedIso(Date.parse('2026-01-17T20:30:00Z'), JAKARTA)).toBe('2026-01-18T03:30:00+07:00');
    // 20:30 UTC on Saturday is already Sunday in Jakarta.
    expect(weekdayIn(new Date('2026-01-17T20:30:00Z'), JAKARTA)).toBe(7);
    expect(weekdayIn(wib('2026-01-19T00:00:00'), JAKARTA)).toBe(1);
  });
});

describe('operationAt', () => {
  it('is open inside the day, with the closing time of today', () => {
    const op = operationAt(every('08:00', '21:00'), wib('2026-01-15T10:00:00'), JAKARTA);
    expect(op).toEqual({
      is_open: true,
      today: { weekday: 4, opens_at: '08:00', closes_at: '21:00', closed: false },
      next_opening: '2026-01-16T08:00:00+07:00',
      next_closing: '2026-01-15T21:00:00+07:00',
    });
  });

  it('is closed before opening and after closing; the closing minute itself is closed', () => {
    expect(operationAt(every('08:00', '21:00'), wib('2026-01-15T07:59:59'), JAKARTA).is_open).toBe(false);
    expect(operationAt(every('08:00', '21:00'), wib('2026-01-15T07:59:59'), JAKARTA).next_opening).toBe('2026-01-15T08:00:00+07:00');
    expect(operationAt(every('08:00', '21:00'), wib('2026-01-15T08:00:00'), JAKARTA).is_open).toBe(true);
    const late = operationAt(every('08:00', '21:00'), wib('2026-01-15T21:00:00'), JAKARTA);
    expect(late).toMatchObject({ is_open: false, next_closing: null, next_opening: '2026-01-16T08:00:00+07:00' });
  });

  it('handles overnight hours from both sides of midnight', () => {
    const night = every('22:00', '06:00');
    expect(operationAt(night, wib('2026-01-15T23:00:00'), JAKARTA)).toMatchObject({ is_open: true, next_closing: '2026-01-16T06:00:00+07:00' });
    expect(operationAt(night, wib('2026-01-15T02:00:00'), JAKARTA)).toMatchObject({ is_open: true, next_closing: '2026-01-15T06:00:00+07:00' });
    expect(operationAt(night, wib('2026-01-15T12:00:00'), JAKARTA)).toMatchObject({ is_open: false, next_opening: '2026-01-15T22:00:00+07:00' });
  });

  it("carries Sunday night's overnight stretch into Monday morning", () => {
    const op = operationAt(every('08:00', '02:00'), wib('2026-01-19T01:30:00'), JAKARTA);
    expect(op).toMatchObject({ is_open: true, next_closing: '2026-01-19T02:00:00+07:00', next_opening: '2026-01-19T08:00:00+07:00' });
    expect(op.today.weekday).toBe(1);
  });

  it('is closed all Sunday when Sunday is closed, and opens again on Monday', () => {
    const sunday = operationAt(closedSunday('08:00', '21:00'), wib('2026-01-18T10:00:00'), JAKARTA);
    expect(sunday).toEqual({
      is_open: false,
      today: { weekday: 7, opens_at: null, closes_at: null, closed: true },
      next_opening: '2026-01-19T08:00:00+07:00',
      next_closing: null,
    });
    // From Saturday night the next opening is two days away.
    expect(operationAt(closedSunday('08:00', '21:00'), wib('2026-01-17T22:00:00'), JAKARTA).next_opening).toBe('2026-01-19T08:00:00+07:00');
  });

  it('never closes when open 24 hours every day, whichever way 24 hours is written', () => {
    for (const hours of [every('00:00', '24:00'), every('00:00', '00:00')]) {
      for (const at of ['2026-01-15T10:00:00', '2026-01-18T23:59:00', '2026-01-19T00:00:00']) {
        expect(operationAt(hours, wib(at), JAKARTA)).toMatchObject({ is_open: true, next_closing: null, next_opening: null });
      }
    }
  });

  it('closes at Saturday midnight when 24 hours on weekdays only', () => {
    const hours = closedSunday('00:00', '24:00');
    expect(operationAt(hours, wib('2026-01-15T03:00:00'), JAKARTA)).toMatchObject({
      is_open: true,
      next_closing: '2026-01-18T00:00:00+07:00',
      next_opening: '2026-01-19T00:00:00+07:00',
    });
  });

  it('reads a week without hours, or a missing day, as closed', () => {
    expect(operationAt([], wib('2026-01-15T10:00:00'), JAKARTA)).toEqual({
      is_open: false,
      today: { weekday: 4, opens_at: null, closes_at: null, closed: true },
      next_opening: null,
      next_closing: null,
    });
    const mondayOnly: OpeningHours[] = [{ weekday: 1, opens_at: '09:00', closes_at: '17:00', closed: false }];
    expect(operationAt(mondayOnly, wib('2026-01-19T17:30:00'), JAKARTA).next_opening).toBe('2026-01-26T09:00:00+07:00');
  });
});

describe('operationAt on the pharmacy clock (WITA, WIT)', () => {
  const MAKASSAR = 'Asia/Makassar';

  it('writes instants with the offset of the zone, as the library reads it', () => {
    expect(toZonedIso(Date.parse('2026-01-17T20:30:00Z'), MAKASSAR)).toBe('2026-01-18T04:30:00+08:00');
    expect(toZonedIso(Date.parse('2026-01-17T20:30:00Z'), 'Asia/Jayapura')).toBe('2026-01-18T05:30:00+09:00');
    // 16:30 UTC on Saturday is Saturday 23:30 in Jakarta but already Sunday in Makassar.
    expect(weekdayIn(new Date('2026-01-17T16:30:00Z'), JAKARTA)).toBe(6);
    expect(weekdayIn(new Date('2026-01-17T16:30:00Z'), MAKASSAR)).toBe(7);
  });

  it('is open in Makassar at 08:30 WITA, when a Jakarta clock still says 07:30 and closed', () => {
    const at = wib('2026-01-15T07:30:00');
    expect(operationAt(every('08:00', '22:00'), at, MAKASSAR)).toEqual({
      is_open: true,
      today: { weekday: 4, opens_at: '08:00', closes_at: '22:00', closed: false },
      next_opening: '2026-01-16T08:00:00+08:00',
      next_closing: '2026-01-15T22:00:00+08:00',
    });
    expect(operationAt(every('08:00', '22:00'), at, JAKARTA).is_open).toBe(false);
  });

  it('is closed in Makassar at 22:30 WITA, when a Jakarta clock says 21:30 and open', () => {
    const at = wib('2026-01-15T21:30:00');
    expect(operationAt(every('08:00', '22:00'), at, MAKASSAR)).toMatchObject({ is_open: false, next_closing: null, next_opening: '2026-01-16T08:00:00+08:00' });
    expect(operationAt(every('08:00', '22:00'), at, JAKARTA).is_open).toBe(true);
  });

  it('runs overnight hours past midnight on the Makassar clock', () => {
    const night = every('22:00', '02:00');
    // 01:30 WITA on Friday: still Thursday night's stretch.
    expect(operationAt(night, new Date('2026-01-16T01:30:00+08:00'), MAKASSAR)).toMatchObject({
      is_open: true,
      today: { weekday: 5 },
      next_closing: '2026-01-16T02:00:00+08:00',
      next_opening: '2026-01-16T22:00:00+08:00',
    });
    // 02:30 WITA is past closing in Makassar, though only 01:30 in Jakarta.
    const after = new Date('2026-01-16T02:30:00+08:00');
    expect(operationAt(night, after, MAKASSAR)).toMatchObject({ is_open: false, next_opening: '2026-01-16T22:00:00+08:00' });
    expect(operationAt(night, after, JAKARTA).is_open).toBe(true);
  });

  it('reads Sunday on the Makassar clock: closed from 00:00 WITA, open again Monday 08:00 WITA', () => {
    const hours = closedSunday('08:00', '21:00');
    // Saturday 23:30 in Jakarta is Sunday 00:30 in Makassar.
    const sunday = operationAt(hours, wib('2026-01-17T23:30:00'), MAKASSAR);
    expect(sunday).toEqual({
      is_open: false,
      today: { weekday: 7, opens_at: null, closes_at: null, closed: true },
      next_opening: '2026-01-19T08:00:00+08:00',
      next_closing: null,
    });
    expect(operationAt(hours, wib('2026-01-17T23:30:00'), JAKARTA).today.weekday).toBe(6);
    // Monday 07:30 WIB is 08:30 WITA: open in Makassar, not yet in Jakarta.
    expect(operationAt(hours, wib('2026-01-19T07:30:00'), MAKASSAR)).toMatchObject({ is_open: true, today: { weekday: 1 }, next_closing: '2026-01-19T21:00:00+08:00' });
    expect(operationAt(hours, wib('2026-01-19T07:30:00'), JAKARTA).is_open).toBe(false);
  });

  it('reads WIT two hours ahead of Jakarta', () => {
    expect(operationAt(every('08:00', '22:00'), wib('2026-01-15T06:30:00'), 'Asia/Jayapura')).toMatchObject({
      is_open: true,
      next_closing: '2026-01-15T22:00:00+09:00',
    });
  });
});
