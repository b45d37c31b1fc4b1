import type { Locale } from '@apotek/contract';

/**
 * Delivery promises are stored as "m:<minutes>" or "d:<days>" (what a courier quote gives) and put in
 * words when shown, so an order reads right in either language.
 */
export function encodeEta(quote: { etaMinutes?: number | undefined; etaDays?: number | undefined }): string | null {
  if (quote.etaMinutes !== undefined) return `m:${quote.etaMinutes}`;
  if (quote.etaDays !== undefined) return `d:${quote.etaDays}`;
  return null;
}

export function formatEta(eta: string | null, locale: Locale): string | null {
  if (!eta) return null;
  const [unit, raw] = eta.split(':');
  const n = Number(raw);
  if (!Number.isFinite(n)) return null;
  if (unit === 'm') {
    if (n >= 120) {
      const hours = Math.round(n / 60);
      return locale === 'en' ? `within ${hours} hours` : `dalam ${hours} jam`;
    }
    return locale === 'en' ? `within ${n} minutes` : `dalam ${n} menit`;
  }
  if (n <= 0) return locale === 'en' ? 'today' : 'hari ini';
  if (n === 1) return locale === 'en' ? '1 day' : '1 hari';
  return locale === 'en' ? `1-${n} days` : `1-${n} hari`;
}
