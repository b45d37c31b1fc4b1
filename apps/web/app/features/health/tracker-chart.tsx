import { lazy, Suspense } from 'react';
import type { Locale } from '@apotek/contract/constants';
import { HEALTH_CHART_FIELDS, type HealthTrackerName, normalWeightFor, REFERENCE_BANDS } from '@apotek/contract/health-tracker-rules';
import type { HealthEntry } from '@apotek/contract/health-tracker';
import { useHydrated } from '~/lib/use-hydrated';
import type { ChartBand, ChartSeries } from './health-chart';
import { entryDate, entryTime, entryValue, formatNumber } from './health-format';
import type { HealthT } from './health-i18n';

// The chart's code comes only with the health pages, after the page runs its scripts (ADR 020).
const HealthChart = lazy(() => import('./health-chart'));

const COLORS = ['#0e7490', '#dc2626', '#7c3aed', '#d97706'];
const SHORT_DATE: Record<Locale, Intl.DateTimeFormat> = {
  id: new Intl.DateTimeFormat('id-ID', { day: 'numeric', month: 'short', timeZone: 'Asia/Jakarta' }),
  en: new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'Asia/Jakarta' }),
};

/** The lines of a tracker: one per field (blood pressure, cholesterol), or per kind or child (by label). */
export function seriesOf(tracker: HealthTrackerName, entries: readonly HealthEntry[], locale: Locale, t: HealthT): ChartSeries[] {
  const point = (e: HealthEntry, y: number) => ({ x: entryTime(e), y, title: `${entryDate(e, locale, t)}: ${entryValue(e, locale)}${e.label && tracker === 'blood_sugar' ? ` (${t(`health.kinds.${e.label}` as never)})` : ''}` });
  // An entry without a date sorts as 1970-01-01 (SPEC §4) but is left off the time axis: it is in the table.
  entries = entries.filter((e) => e.tracker === 'bmi' || e.date !== null);
  if (tracker === 'blood_sugar' || tracker === 'child_temperature') {
    const field = HEALTH_CHART_FIELDS[tracker][0]!;
    const labels = [...new Set(entries.map((e) => e.label ?? ''))];
    return labels.map((label, i) => ({
      name: tracker === 'blood_sugar' ? t(`health.kinds.${label}` as never) : label || t('health.trackers.child_temperature'),
      color: COLORS[i % COLORS.length]!,
      points: entries.filter((e) => (e.label ?? '') === label && e.values[field] !== undefined).map((e) => point(e, e.values[field]!)),
    }));
  }
  return HEALTH_CHART_FIELDS[tracker]
    .map((field, i) => ({
      name: t(`health.short.${field}` as never),
      color: COLORS[i % COLORS.length]!,
      points: entries.filter((e) => e.values[field] !== undefined).map((e) => ({ ...point(e, e.values[field]!), title: `${entryDate(e, locale, t)}: ${t(`health.short.${field}` as never)} ${formatNumber(e.values[field]!, locale)}` })),
    }))
    .filter((s) => s.points.length > 0);
}

/** The normal bands shaded: the tracker's own, or for weight the BMI range at the latest height. */
export function bandsOf(tracker: HealthTrackerName, latestHeight: number | null): ChartBand[] {
  if (tracker === 'weight') return latestHeight ? [normalWeightFor(latestHeight)] : [];
  // One band where the fields' ranges would stack: fasting sugar, total cholesterol (the text names the rest).
  if (tracker === 'blood_sugar') return [REFERENCE_BANDS.blood_sugar.find((b) => b.kind === 'fasting')!];
  if (tracker === 'cholesterol') return [REFERENCE_BANDS.cholesterol.find((b) => b.field === 'total')!];
  return REFERENCE_BANDS[tracker].map(({ low, high }) => ({ low, high }));
}

/** The chart of a tracker, drawn once scripts run (a box of its size before); nothing without entries. */
export function TrackerChart({ tracker, entries, latestHeight, locale, t }: { tracker: HealthTrackerName; entries: readonly HealthEntry[]; latestHeight: number | null; locale: Locale; t: HealthT }) {
  const hydrated = useHydrated();
  if (entries.length === 0) return <p className="rounded-lg bg-gray-50 p-4 text-sm text-muted">{t('health.chart.empty')}</p>;
  const name = t(`health.trackers.${tracker}` as never);
  const placeholder = (
    <div className="flex h-[268px] items-center justify-center rounded-lg bg-gray-50 text-sm text-muted" aria-hidden="true">
      {t('health.chart.loading')}
    </div>
  );
  if (!hydrated) return placeholder;
  const dated = entries.filter((e) => e.tracker === 'bmi' || e.date !== null);
  if (dated.length === 0) return <p className="rounded-lg bg-gray-50 p-4 text-sm text-muted">{t('health.chart.empty')}</p>;
  const first = dated[0]!;
  const last = dated.at(-1)!;
  return (
    <Suspense fallback={placeholder}>
      <HealthChart
        series={seriesOf(tracker, entries, locale, t)}
        bands={bandsOf(tracker, latestHeight)}
        label={t('health.chart.label', { tracker: name, count: dated.length, from: entryDate(first, locale, t), to: entryDate(last, locale, t) })}
        normalLabel={t(tracker === 'cholesterol' ? 'health.chart.normalTotal' : tracker === 'blood_sugar' ? 'health.chart.normalFasting' : 'health.chart.normal')}
        formatX={(x) => SHORT_DATE[locale].format(new Date(x))}
        formatY={(y) => formatNumber(y, locale)}
      />
    </Suspense>
  );
}

