import type { Locale } from '@apotek/contract/constants';
import { formatDate } from '@apotek/contract/format/date';
import { HEALTH_SOURCES } from '@apotek/contract/health-tracker-rules';
import type { HealthOverview } from '@apotek/contract/health-tracker';
import { Button } from '~/components/ui/button';
import { Card } from '~/components/ui/card';
import { useHydrated } from '~/lib/use-hydrated';
import { entryDate, entryDetail, entryValue } from './health-format';
import type { HealthT } from './health-i18n';
import { rangeText } from './range-text';

const RECENT = 5;

/**
 * The summary to take to a doctor: each tracker's latest value, its range and source, and its recent
 * entries. The page's print stylesheet (health-print.css) prints this section alone.
 */
export function HealthSummary({ overview, patient, today, locale, t }: { overview: HealthOverview; patient: string | null; today: string; locale: Locale; t: HealthT }) {
  const hydrated = useHydrated();
  const latestHeight = overview.trackers.find((tr) => tr.name === 'bmi')?.entries.at(-1)?.values.height ?? null;
  const used = overview.trackers.filter((tr) => tr.entries.length > 0);
  return (
    <Card as="section" id="health-summary" padding="roomy" aria-labelledby="health-summary-title" className="space-y-4" data-testid="health-summary">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <h2 id="health-summary-title" className="text-lg font-bold">
            {t('health.summary.title')}
          </h2>
          <p className="mt-1 text-sm text-muted print:hidden">{t('health.summary.lead')}</p>
          <p className="hidden text-sm print:block">
            {patient ? `${t('health.summary.patient', { name: patient })} · ` : ''}
            {t('health.summary.printed', { date: formatDate(`${today}T00:00:00+07:00`, locale) })}
          </p>
        </div>
        {hydrated && used.length > 0 && (
          <Button variant="outline" className="shrink-0 print:hidden" onClick={() => window.print()} data-testid="health-print">
            {t('health.summary.print')}
          </Button>
        )}
      </div>
      {used.length === 0 && <p className="text-sm text-muted">{t('health.summary.none')}</p>}
      {used.map((tracker) => {
        const latest = tracker.entries.at(-1)!;
        return (
          <section key={tracker.name} aria-labelledby={`summary-${tracker.name}`} className="break-inside-avoid space-y-1 border-t border-gray-100 pt-3">
            <h3 id={`summary-${tracker.name}`} className="flex flex-wrap items-baseline justify-between gap-2 font-semibold">
              <span>{t(`health.trackers.${tracker.name}` as never)}</span>
              <span className="text-sm font-normal">
                {t('health.summary.latest')}: <strong>{entryValue(latest, locale)}</strong> ({entryDate(latest, locale, t)})
              </span>
            </h3>
            <p className="text-xs text-muted">{rangeText(tracker.name, latestHeight, locale, t)}</p>
            <p className="text-sm">
              <span className="text-muted">{t('health.summary.recent')}: </span>
              {tracker.entries
                .slice(-RECENT)
                .map((e) => `${entryDate(e, locale, t)} ${entryValue(e, locale)}${entryDetail(e, locale, t) ? ` (${entryDetail(e, locale, t)})` : ''}`)
                .join('; ')}
            </p>
            <p className="text-[11px] text-muted">{t('health.source', { source: HEALTH_SOURCES[tracker.name] })}</p>
          </section>
        );
      })}
    </Card>
  );
}
