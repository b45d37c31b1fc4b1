import { formatDate } from '@apotek/contract/format/date';
import { HEALTH_SOURCES, HEALTH_TRACKERS } from '@apotek/contract/health-tracker-rules';
import { useLocation } from 'react-router';
import { Alert } from '~/components/ui/alert';
import { Badge } from '~/components/ui/badge';
import { Card } from '~/components/ui/card';
import { LinkTabs } from '~/components/ui/tabs';
import { useLocale, useSessionUser } from '~/lib/root-data';
import { BmiCalculator, CATEGORY_TONE } from './bmi-calculator';
import { ConsentCard } from './consent-card';
import { EntriesTable } from './entries-table';
import { EntryForm } from './entry-form';
import { entryDate, entryValue } from './health-format';
import { useHealthT } from './health-i18n';
import type { HealthActionResult, HealthLoaderData } from './health.server';
import { HealthSummary } from './health-summary';
import { rangeText } from './range-text';
import { TrackerChart } from './tracker-chart';

/**
 * /health-tracker (with the BMI calculator) and /profile/health: the consent card until the health-data
 * consent is given, the trackers as tabs (?tracker=), each with its chart and shaded normal range, its
 * entries as a table, and an entry form; then the summary to print for a doctor visit.
 */
export function HealthTrackerView({ data, result, withCalculator }: { data: HealthLoaderData; result: HealthActionResult | undefined; withCalculator: boolean }) {
  const t = useHealthT();
  const locale = useLocale();
  const user = useSessionUser();
  const { pathname } = useLocation();
  const { overview, tracker, today, notice } = data;
  const consent = overview.consent;
  const view = overview.trackers.find((tr) => tr.name === tracker) ?? { name: tracker, entries: [], source: HEALTH_SOURCES[tracker] };
  const latestHeight = overview.trackers.find((tr) => tr.name === 'bmi')?.entries.at(-1)?.values.height ?? null;
  const latest = view.entries.at(-1);
  const askConsent = !consent.given || result?.consentRequired === true;
  const lastChild = overview.trackers.find((tr) => tr.name === 'child_temperature')?.entries.at(-1)?.label ?? null;
  const trackerName = t(`health.trackers.${tracker}` as never);

  return (
    <div className="space-y-6">
      {notice && (
        <Alert tone="success">
          <span data-testid="health-notice">{notice === 'consented' ? t('health.consent.given', { date: consent.consented_at ? formatDate(consent.consented_at, locale) : '', version: consent.version }) : t(`health.form.${notice}` as never)}</span>
        </Alert>
      )}
      {withCalculator && <BmiCalculator result={result} canSave={!askConsent} />}
      {askConsent && (
        <ConsentCard
          tracker={tracker}
          missing={result?.intent === 'consent' && result.errors?.consent !== undefined}
          message={result?.consentRequired ? result.message : result?.intent === 'consent' ? (result.unavailable ? t('health.errors.unavailable') : result.message) : undefined}
          withdrawnAt={consent.withdrawn_at ? t('health.consent.withdrawn', { date: formatDate(consent.withdrawn_at, locale) }) : null}
        />
      )}

      <Card as="section" id="tracker-panel" padding="roomy" aria-labelledby="tracker-title" className="space-y-4 scroll-mt-24">
        <LinkTabs
          label={t('health.trackersLabel')}
          bleed
          items={HEALTH_TRACKERS.map((name) => ({ href: `${pathname}?tracker=${name}#tracker-panel`, label: t(`health.trackers.${name}` as never), current: name === tracker }))}
        />
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="tracker-title" className="text-lg font-bold">
            {t('health.chart.title', { tracker: trackerName })}
          </h2>
          {latest && (
            <p className="flex items-center gap-2 text-sm" data-testid="health-latest">
              {t('health.latest', { value: `${entryValue(latest, locale)} · ${entryDate(latest, locale, t)}` })}
              {latest.category && (
                <Badge tone={CATEGORY_TONE[latest.category]} data-testid="health-category">
                  {t(`health.categories.${latest.category}` as never)}
                </Badge>
              )}
            </p>
          )}
        </div>
        <p className="text-sm text-muted" data-testid="health-range">
          {rangeText(tracker, latestHeight, locale, t)}
        </p>
        <TrackerChart key={tracker} tracker={tracker} entries={view.entries} latestHeight={latestHeight} locale={locale} t={t} />
        <p className="text-xs text-muted">{t('health.source', { source: view.source })}</p>
        <EntriesTable tracker={tracker} entries={view.entries} locale={locale} t={t} />
        {!askConsent && (
          <div className="border-t border-gray-100 pt-4">
            <EntryForm key={`${tracker}-${view.entries.length}`} tracker={tracker} today={today} result={result} lastChild={lastChild} />
          </div>
        )}
      </Card>

      <HealthSummary overview={overview} patient={user?.Cust_Name ?? null} today={today} locale={locale} t={t} />
      <p className="text-xs text-muted">{t('health.disclaimer')}</p>
    </div>
  );
}
