import type { Locale } from '@apotek/contract/constants';
import { type HealthTrackerName, normalWeightFor } from '@apotek/contract/health-tracker-rules';
import { formatNumber } from './health-format';
import type { HealthT } from './health-i18n';

/** The tracker's reference ranges in words; weight's from the latest height by the BMI range. */
export function rangeText(tracker: HealthTrackerName, latestHeight: number | null, locale: Locale, t: HealthT): string {
  if (tracker !== 'weight') return t(`health.ranges.${tracker}` as never);
  if (!latestHeight) return t('health.ranges.weightNoHeight');
  const { low, high } = normalWeightFor(latestHeight);
  return t('health.ranges.weight', { height: formatNumber(latestHeight, locale), low: formatNumber(low, locale), high: formatNumber(high, locale) });
}
