import { describe, expect, it } from 'vitest';
import { formatCoordinates, formatDistance, osmUrl } from './format';

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
