import type { Locale } from '@apotek/contract/constants';

const TAGS: Record<Locale, string> = { id: 'id-ID', en: 'en-GB' };

/** "850 m" under a kilometre, else "1,2 km" (one decimal under 10 km, whole kilometres beyond). */
export function formatDistance(km: number, locale: Locale): string {
  if (km < 1) return `${Math.max(10, Math.round((km * 1000) / 10) * 10)} m`;
  const digits = km < 10 ? 1 : 0;
  return `${new Intl.NumberFormat(TAGS[locale], { maximumFractionDigits: digits, minimumFractionDigits: digits }).format(km)} km`;
}

/** Coordinates as people read them, five decimals (about a metre). */
export function formatCoordinates(lat: number, lng: number): string {
  return `${lat.toFixed(5)}, ${lng.toFixed(5)}`;
}

/** A link to the point on OpenStreetMap: a plain link, no map tiles are loaded by the page. */
export function osmUrl(lat: number, lng: number): string {
  return `https://www.openstreetmap.org/?mlat=${lat.toFixed(6)}&mlon=${lng.toFixed(6)}#map=17/${lat.toFixed(6)}/${lng.toFixed(6)}`;
}
