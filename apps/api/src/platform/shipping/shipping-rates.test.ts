import { describe, expect, it } from 'vitest';
import type { GeoPoint } from './courier.ts';
import { haversineKm, islandOf, quoteShipping, rateFor, regularBand, roundUpToRp500 } from './shipping-rates.ts';

const monas: GeoPoint = { lat: -6.1754, lng: 106.8272, postalCode: '10110' };
const bandung: GeoPoint = { lat: -6.9175, lng: 107.6191, postalCode: '40111' };
const medan: GeoPoint = { lat: 3.5952, lng: 98.6722, postalCode: '20111' };

describe('haversineKm', () => {
  it('measures one degree of latitude as about 111.2 km and Jakarta to Bandung as about 120 km', () => {
    expect(haversineKm({ lat: 0, lng: 0 }, { lat: 1, lng: 0 })).toBeCloseTo(111.195, 2);
    expect(haversineKm(monas, bandung)).toBeGreaterThan(115);
    expect(haversineKm(monas, bandung)).toBeLessThan(125);
    expect(haversineKm(monas, monas)).toBe(0);
  });
});

describe('roundUpToRp500', () => {
  it('rounds up to the next Rp 500 and leaves exact multiples alone', () => {
    expect(roundUpToRp500(18_000)).toBe(18_000);
    expect(roundUpToRp500(18_001)).toBe(18_500);
    expect(roundUpToRp500(18_499)).toBe(18_500);
    expect(roundUpToRp500(18_501)).toBe(19_000);
  });

  it('does not let float noise from km × tariff add Rp 500', () => {
    expect(0.1 + 0.2).not.toBe(0.3); // the noise is real
    expect(roundUpToRp500(18_000.000000000004)).toBe(18_000);
    expect(rateFor({ service: 'instant', distanceKm: 3.2, weightGrams: 1000 }).cost).toBe(18_000);
  });
});

describe('pickup', () => {
  it('is free and always available, however far or heavy', () => {
    expect(rateFor({ service: 'pickup', distanceKm: 900, weightGrams: 80_000 })).toEqual({ service: 'pickup', cost: 0, etaMinutes: 30, available: true });
  });
});

describe('instant (motorbike, ≤ 15 km, ≤ 5 kg, Rp 10.000 + Rp 2.500/km)', () => {
  it('prices base plus per km, rounded up to Rp 500', () => {
    expect(rateFor({ service: 'instant', distanceKm: 0, weightGrams: 500 })).toEqual({ service: 'instant', cost: 10_000, etaMinutes: 60, available: true });
    expect(rateFor({ service: 'instant', distanceKm: 4.1, weightGrams: 500 }).cost).toBe(20_500); // 20 250 → 20 500
  });

  it('takes exactly 15 km and exactly 5 kg, and refuses a metre or a gram more', () => {
    expect(rateFor({ service: 'instant', distanceKm: 15, weightGrams: 5_000 })).toMatchObject({ available: true, cost: 47_500 });
    expect(rateFor({ service: 'instant', distanceKm: 15.001, weightGrams: 5_000 })).toEqual({ service: 'instant', cost: 0, available: false, reason: 'too_far' });
    expect(rateFor({ service: 'instant', distanceKm: 15, weightGrams: 5_001 })).toEqual({ service: 'instant', cost: 0, available: false, reason: 'too_heavy' });
  });
});

describe('same day (≤ 40 km, ≤ 10 kg, Rp 15.000 + Rp 1.500/km)', () => {
  it('prices base plus per km, rounded up to Rp 500', () => {
    expect(rateFor({ service: 'same_day', distanceKm: 10, weightGrams: 2_000 })).toEqual({ service: 'same_day', cost: 30_000, etaMinutes: 360, available: true });
    expect(rateFor({ service: 'same_day', distanceKm: 10.1, weightGrams: 2_000 }).cost).toBe(30_500); // 30 150 → 30 500
  });

  it('takes exactly 40 km and 10 kg, and refuses beyond either', () => {
    expect(rateFor({ service: 'same_day', distanceKm: 40, weightGrams: 10_000 })).toMatchObject({ available: true, cost: 75_000 });
    expect(rateFor({ service: 'same_day', distanceKm: 40.01, weightGrams: 1 })).toMatchObject({ available: false, reason: 'too_far' });
    expect(rateFor({ service: 'same_day', distanceKm: 1, weightGrams: 10_001 })).toMatchObject({ available: false, reason: 'too_heavy' });
  });
});

describe('regular (per started kg, by distance band)', () => {
  it('charges per started kilogram', () => {
    expect(rateFor({ service: 'regular', distanceKm: 5, weightGrams: 1, band: 'city' })).toEqual({ service: 'regular', cost: 9_000, etaDays: 2, available: true });
    expect(rateFor({ service: 'regular', distanceKm: 5, weightGrams: 1_000, band: 'city' }).cost).toBe(9_000);
    expect(rateFor({ service: 'regular', distanceKm: 5, weightGrams: 1_001, band: 'city' }).cost).toBe(18_000);
  });

  it('charges more and promises later the further the band', () => {
    expect(rateFor({ service: 'regular', distanceKm: 120, weightGrams: 2_500, band: 'island' })).toMatchObject({ cost: 45_000, etaDays: 4 });
    expect(rateFor({ service: 'regular', distanceKm: 1400, weightGrams: 2_500, band: 'across' })).toMatchObject({ cost: 90_000, etaDays: 7 });
  });

  it('takes up to 50 kg', () => {
    expect(rateFor({ service: 'regular', distanceKm: 5, weightGrams: 50_000, band: 'city' })).toMatchObject({ available: true, cost: 450_000 });
    expect(rateFor({ service: 'regular', distanceKm: 5, weightGrams: 50_001, band: 'city' })).toMatchObject({ available: false, reason: 'too_heavy' });
  });
});

describe('bands and islands', () => {
  it('reads the island from the postcode', () => {
    expect(islandOf('10110')).toBe('java');
    expect(islandOf('40111')).toBe('java');
    expect(islandOf('20111')).toBe('sumatra');
    expect(islandOf('80361')).toBe('bali');
    expect(islandOf('99351')).toBe('papua');
    expect(islandOf('1011')).toBeUndefined();
    expect(islandOf('00000')).toBeUndefined();
  });

  it('is city within 30 km, island on one island, across otherwise', () => {
    expect(regularBand(30, '10110', '20111')).toBe('city');
    expect(regularBand(30.1, '10110', '40111')).toBe('island');
    expect(regularBand(30.1, '10110', '20111')).toBe('across');
  });

  it('falls back to distance when a postcode is unknown', () => {
    expect(regularBand(499, '10110', 'x')).toBe('island');
    expect(regularBand(501, '10110', 'x')).toBe('across');
  });
});

describe('quoteShipping', () => {
  it('quotes from coordinates: Jakarta to Bandung is too far for instant, regular within Java', () => {
    expect(quoteShipping({ origin: monas, destination: bandung, weightGrams: 1_200, service: 'instant' })).toMatchObject({ available: false, reason: 'too_far' });
    expect(quoteShipping({ origin: monas, destination: bandung, weightGrams: 1_200, service: 'regular' })).toMatchObject({ available: true, cost: 30_000, etaDays: 4 });
    expect(quoteShipping({ origin: monas, destination: medan, weightGrams: 1_200, service: 'regular' })).toMatchObject({ cost: 60_000, etaDays: 7 });
  });

  it('rejects a weight that is not a positive whole number of grams', () => {
    expect(() => quoteShipping({ origin: monas, destination: monas, weightGrams: 0, service: 'regular' })).toThrow(RangeError);
    expect(() => quoteShipping({ origin: monas, destination: monas, weightGrams: 1.5, service: 'regular' })).toThrow(RangeError);
  });
});
