import { describe, expect, it } from 'vitest';
import { weeklySlotsIn } from './doctor-schedule.ts';
import { maskReviewerName } from './doctor-vocabulary.ts';

describe('weeklySlotsIn', () => {
  it('keeps slots as they are within one zone and between WIB zones', () => {
    const slots = [{ weekday: 3, starts_at: '08:00', ends_at: '12:00' }];
    expect(weeklySlotsIn(slots, 'Asia/Jakarta', 'Asia/Jakarta')).toEqual(slots);
    expect(weeklySlotsIn(slots, 'Asia/Pontianak', 'Asia/Jakarta')).toEqual(slots);
  });

  it('moves WITA and WIT hours to Jakarta time', () => {
    expect(weeklySlotsIn([{ weekday: 1, starts_at: '07:00', ends_at: '11:00' }], 'Asia/Makassar', 'Asia/Jakarta')).toEqual([{ weekday: 1, starts_at: '06:00', ends_at: '10:00' }]);
    expect(weeklySlotsIn([{ weekday: 5, starts_at: '08:00', ends_at: '24:00' }], 'Asia/Jayapura', 'Asia/Jakarta')).toEqual([{ weekday: 5, starts_at: '06:00', ends_at: '22:00' }]);
  });

  it('cuts a slot pushed over midnight in two, Monday into Sunday too', () => {
    expect(weeklySlotsIn([{ weekday: 1, starts_at: '00:30', ends_at: '03:00' }], 'Asia/Jayapura', 'Asia/Jakarta')).toEqual([
      { weekday: 1, starts_at: '00:00', ends_at: '01:00' },
      { weekday: 7, starts_at: '22:30', ends_at: '24:00' },
    ]);
    expect(weeklySlotsIn([{ weekday: 7, starts_at: '22:00', ends_at: '24:00' }], 'Asia/Jakarta', 'Asia/Makassar')).toEqual([
      { weekday: 1, starts_at: '00:00', ends_at: '01:00' },
      { weekday: 7, starts_at: '23:00', ends_at: '24:00' },
    ]);
  });

  it('keeps a whole day whole', () => {
    const day = [{ weekday: 2, starts_at: '00:00', ends_at: '24:00' }];
    expect(weeklySlotsIn(day, 'Asia/Jakarta', 'Asia/Jakarta')).toEqual(day);
  });
});

describe('maskReviewerName', () => {
  it('shows the first name first and last letter only', () => {
    expect(maskReviewerName('Budi Santoso')).toBe('B***i');
    expect(maskReviewerName('  Sri Wahyuni ')).toBe('S***i');
    expect(maskReviewerName('Al')).toBe('A***');
    expect(maskReviewerName('Ñoño')).toBe('Ñ***o');
    expect(maskReviewerName('')).toBe('***');
  });
});
