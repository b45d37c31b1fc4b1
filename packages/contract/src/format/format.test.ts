import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, jakartaDate } from './date.ts';
import { formatRupiah } from './money.ts';

describe('rupiah', () => {
  it.each([
    [0, 'Rp 0'],
    [500, 'Rp 500'],
    [15000, 'Rp 15.000'],
    [1250000, 'Rp 1.250.000'],
    [-7500, '-Rp 7.500'],
  ])('%d → %s', (n, s) => expect(formatRupiah(n)).toBe(s));
  it('uses a comma for decimals', () => expect(formatRupiah(1250.5, 2)).toBe('Rp 1.250,50'));
});

describe('Asia/Jakarta dates', () => {
  // 2026-11-21T18:30Z is 22 November 01:30 in Jakarta (UTC+7): the day must roll over.
  const late = '2026-11-21T18:30:00Z';
  it('rolls the day over at Jakarta midnight', () => {
    expect(jakartaDate(late)).toBe('2026-11-22');
    expect(formatDate(late, 'id')).toBe('22 November 2026');
    expect(formatDate('2026-08-17T03:00:00Z', 'en')).toBe('17 August 2026');
  });
  it('shows the time in WIB', () => {
    expect(formatDateTime(late, 'id')).toMatch(/^22 November 2026.*01[.:]30 WIB$/);
    expect(formatDateTime(late, 'en')).toMatch(/^22 November 2026.*01:30 WIB$/);
  });
});
