import { describe, expect, it } from 'vitest';
import { boundingBox, distanceKm, roundKm } from './geo.ts';

const monas = { lat: -6.1754, lng: 106.8272 };

describe('distanceKm', () => {
  it('matches known distances', () => {
    expect(distanceKm(monas, monas)).toBe(0);
    // Monas to Bandung's Gedung Sate is about 118 km as the crow flies.
    expect(distanceKm(monas, { lat: -6.9025, lng: 107.6188 })).toBeGreaterThan(110);
    expect(distanceKm(monas, { lat: -6.9025, lng: 107.6188 })).toBeLessThan(125);
    // One degree of latitude is about 111.2 km.
    expect(roundKm(distanceKm({ lat: 0, lng: 0 }, { lat: 1, lng: 0 }))).toBe(111.2);
  });
});

describe('boundingBox', () => {
  it('contains every point of the radius', () => {
    const box = boundingBox(monas, 10);
    for (const [dLat, dLng] of [[0.089, 0], [-0.089, 0], [0, 0.09], [0, -0.09]] as const) {
      const p = { lat: monas.lat + dLat, lng: monas.lng + dLng };
      expect(distanceKm(monas, p)).toBeLessThan(10);
      expect(p.lat).toBeGreaterThanOrEqual(box.minLat);
      expect(p.lat).toBeLessThanOrEqual(box.maxLat);
      expect(p.lng).toBeGreaterThanOrEqual(box.minLng!);
      expect(p.lng).toBeLessThanOrEqual(box.maxLng!);
    }
  });

  it('drops the longitude bounds near a pole or across the antimeridian', () => {
    expect(boundingBox({ lat: 89.9, lng: 0 }, 50).minLng).toBeUndefined();
    expect(boundingBox({ lat: 0, lng: 179.9 }, 50).maxLng).toBeUndefined();
  });
});
