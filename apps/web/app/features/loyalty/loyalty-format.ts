import type { Locale } from '@apotek/contract/constants';
import type { LoyaltyTransaction } from '@apotek/contract/loyalty';

const TAGS: Record<Locale, string> = { id: 'id-ID', en: 'en-GB' };

/** A whole number of points or coins as the language groups it: 35.000 (id), 35,000 (en). */
export function formatUnits(n: number, locale: Locale): string {
  return new Intl.NumberFormat(TAGS[locale], { maximumFractionDigits: 0 }).format(n);
}

/** "November 2026" for the Asia/Jakarta month YYYY-MM the API names (the day does not matter). */
export function formatMonth(month: string, locale: Locale): string {
  if (!/^\d{4}-\d{2}$/.test(month)) return month;
  return new Intl.DateTimeFormat(TAGS[locale], { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${month}-15T00:00:00Z`));
}

/**
 * The label of a movement. A reversal reads by its direction: coming back (a hold released when an
 * order closed or the points were taken off it) or going out (points taken back from a refunded order).
 */
export type MovementLabel = Exclude<LoyaltyTransaction['kind'], 'reversal'> | 'reversalIn' | 'reversalOut';

export function movementLabel(row: Pick<LoyaltyTransaction, 'kind' | 'amount'>): MovementLabel {
  if (row.kind !== 'reversal') return row.kind;
  return row.amount >= 0 ? 'reversalIn' : 'reversalOut';
}
