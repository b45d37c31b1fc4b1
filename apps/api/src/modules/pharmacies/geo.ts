/** Great-circle distances for "nearest pharmacy"; metre precision is plenty, so a spherical Earth will do. */
const EARTH_RADIUS_KM = 6371.0088;
const rad = (deg: number) => (deg * Math.PI) / 180;

export interface Point {
  lat: number;
  lng: number;
}

/** Haversine distance in kilometres. */
export function distanceKm(a: Point, b: Point): number {
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

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
