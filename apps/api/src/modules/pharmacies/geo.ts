import { distanceKm, EARTH_RADIUS_KM, type Point, rad } from '../../platform/geo.ts';

export { distanceKm, type Point };

/** Kilometres to one decimal, as the list shows them. */
export function roundKm(km: number): number {
  return Math.round(km * 10) / 10;
}

export interface BoundingBox {
  minLat: number;
  maxLat: number;
  /** Absent when the box would wrap the antimeridian or a pole: then only latitude narrows the search. */
  minLng?: number;
  maxLng?: number;
}

/**
 * A box that surely contains every point within `radiusKm`, so SQL can discard far rows by an index-friendly
 * range before the exact distance is computed in code (SQLite has no trigonometry to do it in SQL).
 */
export function boundingBox(center: Point, radiusKm: number): BoundingBox {
  const dLat = (radiusKm / EARTH_RADIUS_KM) * (180 / Math.PI);
  const minLat = Math.max(-90, center.lat - dLat);
  const maxLat = Math.min(90, center.lat + dLat);
  const cosLat = Math.min(Math.cos(rad(minLat)), Math.cos(rad(maxLat)));
  if (cosLat <= 1e-6) return { minLat, maxLat };
  const dLng = dLat / cosLat;
  if (dLng >= 180 || center.lng - dLng < -180 || center.lng + dLng > 180) return { minLat, maxLat };
  return { minLat, maxLat, minLng: center.lng - dLng, maxLng: center.lng + dLng };
}
