import type { OpeningHours } from '@apotek/contract';
import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../../test/clock.ts';
import { OpenNowCache } from './open-now-cache.ts';
import { operationAt } from './opening-hours.ts';

const week = (opens: string, closes: string): OpeningHours[] =>
  Array.from({ length: 7 }, (_, i) => ({ weekday: i + 1, opens_at: opens, closes_at: closes, closed: false }));
const DAY = week('08:00', '21:00');
const NIGHT = week('22:00', '06:00');
const jakarta = (local: string) => new Date(`${local}+07:00`);

describe('OpenNowCache', () => {
  it('answers what operationAt answers on both sides of every opening and closing, the clock moving forward and back', () => {
    const cache = new OpenNowCache();
    const clock = new ManualClock(jakarta('2026-01-15T07:58:00'));
    const seen: boolean[] = [];
    // Every minute for two days, across 08:00 and 21:00 each day, for a day and an overnight pharmacy.
    for (let minute = 0; minute < 2 * 24 * 60; minute++) {
      for (const [id, hours] of [[1, DAY], [2, NIGHT]] as const) {
        const now = clock.now();
        const open = cache.isOpen(id, hours, 'Asia/Jakarta', now);
        expect(open, `${id} at ${now.toISOString()}`).toBe(operationAt(hours, now, 'Asia/Jakarta').is_open);
        if (id === 1) seen.push(open);
      }
      clock.advance(60_000);
    }
    expect(seen).toContain(true);
    expect(seen).toContain(false);
    // Back before the window it was worked out in: closed at 07:59, though the cache last saw it open.
    expect(cache.isOpen(1, DAY, 'Asia/Jakarta', jakarta('2026-01-16T12:00:00'))).toBe(true);
    expect(cache.isOpen(1, DAY, 'Asia/Jakarta', jakarta('2026-01-16T07:59:00'))).toBe(false);
    expect(cache.isOpen(1, DAY, 'Asia/Jakarta', jakarta('2026-01-16T20:59:59'))).toBe(true);
    expect(cache.isOpen(1, DAY, 'Asia/Jakarta', jakarta('2026-01-16T21:00:00'))).toBe(false);
  });

  it('reads new hours at once and keeps each zone apart', () => {
    const cache = new OpenNowCache();
    const at = jakarta('2026-01-15T07:30:00');
    expect(cache.isOpen(1, DAY, 'Asia/Jakarta', at)).toBe(false);
    // Hours edited to open at 07:00: a different key, not the closed window cached a moment ago.
    expect(cache.isOpen(1, week('07:00', '21:00'), 'Asia/Jakarta', at)).toBe(true);
    // 07:30 in Jakarta is 08:30 in Makassar: open there.
    expect(cache.isOpen(1, DAY, 'Asia/Makassar', at)).toBe(true);
    // Never opening, and always open: windows without an end.
    expect(cache.isOpen(3, [], 'Asia/Jakarta', at)).toBe(false);
    expect(cache.isOpen(3, [], 'Asia/Jakarta', jakarta('2027-06-01T12:00:00'))).toBe(false);
    expect(cache.isOpen(4, week('00:00', '24:00'), 'Asia/Jakarta', at)).toBe(true);
  });

  it('answers by hours text as by parsed hours, and keeps the two kinds of key apart', () => {
    const cache = new OpenNowCache();
    const text = '1|08:00|21:00|0;2|08:00|21:00|0;3|08:00|21:00|0;4|08:00|21:00|0;5|08:00|21:00|0;6|08:00|21:00|0;7|08:00|21:00|0';
    for (const local of ['2026-01-15T07:59:00', '2026-01-15T08:00:00', '2026-01-15T20:59:00', '2026-01-15T21:00:00']) {
      const at = jakarta(local);
      expect(cache.isOpenByText(1, text, DAY, 'Asia/Jakarta', at), local).toBe(operationAt(DAY, at, 'Asia/Jakarta').is_open);
      expect(cache.isOpen(1, DAY, 'Asia/Jakarta', at), local).toBe(operationAt(DAY, at, 'Asia/Jakarta').is_open);
    }
    // New hours come with a new text: never the old window.
    expect(cache.isOpenByText(1, 'edited', week('07:00', '21:00'), 'Asia/Jakarta', jakarta('2026-01-16T07:30:00'))).toBe(true);
  });
});
