import type { OperationCheck } from '@apotek/contract/pharmacies';
import { describe, expect, it } from 'vitest';
import { formatClock, formatCoordinates, formatDistance, nextChange, osmUrl } from './format';

describe('pharmacy formatting', () => {
  it('shows metres under a kilometre and kilometres in the page locale beyond', () => {
    expect(formatDistance(0.234, 'id')).toBe('230 m');
    expect(formatDistance(0.001, 'id')).toBe('10 m');
    expect(formatDistance(1.26, 'id')).toBe('1,3 km');
    expect(formatDistance(1.26, 'en')).toBe('1.3 km');
    expect(formatDistance(42.4, 'id')).toBe('42 km');
  });

  it('gives coordinates and an OpenStreetMap link for a point', () => {
    expect(formatCoordinates(-6.1754, 106.8272)).toBe('-6.17540, 106.82720');
    expect(osmUrl(-6.1754, 106.8272)).toBe('https://www.openstreetmap.org/?mlat=-6.175400&mlon=106.827200#map=17/-6.175400/106.827200');
  });
});

describe('formatClock', () => {
  it('writes opening hours the way the status line does: a dot in Indonesian, a colon in English', () => {
    expect(formatClock('08:00', 'id')).toBe('08.00');
    expect(formatClock('22:30', 'en')).toBe('22:30');
  });
});

describe('nextChange', () => {
  // Wednesday 25 November 2026 in Jakarta.
  const check = (checked_at: string, is_open: boolean, next: string | null): OperationCheck => ({
    pharmacy_id: 1,
    is_open,
    time_zone: 'Asia/Jakarta',
    checked_at,
    today: { weekday: 3, opens_at: '08:00', closes_at: '02:00', closed: false },
    next_opening: is_open ? null : next,
    next_closing: is_open ? next : null,
  });

  it('says only the hour of a closing later today, or tonight past midnight, never the date', () => {
    expect(nextChange(check('2026-11-25T10:00:00+07:00', true, '2026-11-25T21:00:00+07:00'), 'id')).toEqual({ key: 'pharmacy.closesAt', values: { time: '21.00' } });
    expect(nextChange(check('2026-11-25T23:10:00+07:00', true, '2026-11-26T02:00:00+07:00'), 'id')).toEqual({ key: 'pharmacy.closesAt', values: { time: '02.00' } });
    expect(nextChange(check('2026-11-25T23:10:00+07:00', true, '2026-11-26T02:00:00+07:00'), 'en')).toEqual({ key: 'pharmacy.closesAt', values: { time: '02:00' } });
    // Past midnight already: the closing is on the same calendar day.
    expect(nextChange(check('2026-11-26T00:30:00+07:00', true, '2026-11-26T02:00:00+07:00'), 'id')).toEqual({ key: 'pharmacy.closesAt', values: { time: '02.00' } });
  });

  it('says only the hour of an opening later today', () => {
    expect(nextChange(check('2026-11-25T06:00:00+07:00', false, '2026-11-25T08:00:00+07:00'), 'id')).toEqual({ key: 'pharmacy.opensAt', values: { time: '08.00' } });
    expect(nextChange(check('2026-11-25T06:00:00+07:00', false, '2026-11-25T08:00:00+07:00'), 'en')).toEqual({ key: 'pharmacy.opensAt', values: { time: '08:00' } });
  });

  it('names the day of an opening on another day, and adds the date a week or more away', () => {
    expect(nextChange(check('2026-11-25T22:00:00+07:00', false, '2026-11-26T08:00:00+07:00'), 'id')).toEqual({ key: 'pharmacy.opensOn', values: { day: 'Kamis', time: '08.00' } });
    expect(nextChange(check('2026-11-28T21:00:00+07:00', false, '2026-11-30T08:00:00+07:00'), 'id')).toEqual({ key: 'pharmacy.opensOn', values: { day: 'Senin', time: '08.00' } });
    expect(nextChange(check('2026-11-28T21:00:00+07:00', false, '2026-11-30T08:00:00+07:00'), 'en')).toEqual({ key: 'pharmacy.opensOn', values: { day: 'Monday', time: '08:00' } });
    expect(nextChange(check('2026-11-25T09:00:00+07:00', false, '2026-12-02T08:00:00+07:00'), 'id')).toEqual({ key: 'pharmacy.opensOn', values: { day: 'Rabu, 2 Desember', time: '08.00' } });
    expect(nextChange(check('2026-11-25T09:00:00+07:00', false, '2026-12-02T08:00:00+07:00'), 'en')).toEqual({ key: 'pharmacy.opensOn', values: { day: 'Wednesday 2 December', time: '08:00' } });
  });

  it('names the day of a closing more than a day away, and says nothing when there is no change ahead', () => {
    expect(nextChange(check('2026-11-25T07:00:00+07:00', true, '2026-11-26T08:00:00+07:00'), 'id')).toEqual({ key: 'pharmacy.closesOn', values: { day: 'Kamis', time: '08.00' } });
    expect(nextChange(check('2026-11-25T07:00:00+07:00', true, null), 'id')).toBeNull();
  });
});
