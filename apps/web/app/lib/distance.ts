import type { Locale } from '@apotek/contract/constants';

const TAGS: Record<Locale, string> = { id: 'id-ID', en: 'en-GB' };

/** "850 m" under a kilometre, else "1,2 km" (one decimal under 10 km, whole kilometres beyond). */
export function formatDistance(km: number, locale: Locale): string {
  if (km < 1) return `${Math.max(10, Math.round((km * 1000) / 10) * 10)} m`;
  const digits = km < 10 ? 1 : 0;
  return `${new Intl.NumberFormat(TAGS[locale], { maximumFractionDigits: digits, minimumFractionDigits: digits }).format(km)} km`;
}
