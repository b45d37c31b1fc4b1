import { useEffect, useState } from 'react';
import type { HealthTrackerView as TrackerView } from '@apotek/contract/health-tracker';
import { createI18n, loadMessagePack } from '~/i18n/i18n';
import { Alert } from '~/components/ui/alert';
import { Button } from '~/components/ui/button';
import { Card } from '~/components/ui/card';
import { browserApi } from '~/lib/api';
import { useLocale } from '~/lib/root-data';
import { useHydrated } from '~/lib/use-hydrated';
import { EntriesTable } from './entries-table';
import { healthT } from './health-i18n';

type State = { kind: 'idle' } | { kind: 'loading' } | { kind: 'shown'; trackers: TrackerView[] } | { kind: 'refused'; message: string };

/**
 * For the doctor of a consultation (/console/consultations/{id}): the patient's tracker entries, read
 * only when the doctor asks (each read is logged for the patient, ADR 035) and only while the API allows
 * it — the patient's consultation, under way, shared, with the health-data consent. Drawn after the page
 * runs its scripts, once the `health` messages are here (the console's pages do not load them first).
 */
export function ConsultHealthPanel({ consultationId }: { consultationId: string }) {
  const hydrated = useHydrated();
  const locale = useLocale();
  const [ready, setReady] = useState(false);
  const [state, setState] = useState<State>({ kind: 'idle' });
  useEffect(() => {
    let live = true;
    void loadMessagePack('health', locale)
      .then(() => live && setReady(true))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [locale]);
  useEffect(() => setState({ kind: 'idle' }), [consultationId]);
  if (!hydrated || !ready) return null;
  const t = healthT(createI18n(locale).t as never);

  async function show() {
    setState({ kind: 'loading' });
    const read = await browserApi().call('consultationHealth', { params: { id: consultationId } });
    if (read.ok) setState({ kind: 'shown', trackers: read.body.data.trackers.filter((tr) => tr.entries.length > 0) });
    else setState({ kind: 'refused', message: read.status === 0 || read.status >= 500 ? t('health.errors.unavailable') : read.message });
  }

  return (
    <Card as="section" padding="lg" aria-labelledby="consult-health-title" className="space-y-3" data-testid="consult-health">
      <h2 id="consult-health-title" className="text-lg font-bold">
        {t('health.doctor.title')}
      </h2>
      <p className="text-sm text-muted">{t('health.doctor.hint')}</p>
      {(state.kind === 'idle' || state.kind === 'loading') && (
        <Button variant="outline" onClick={() => void show()} disabled={state.kind === 'loading'} data-testid="consult-health-show">
          {state.kind === 'loading' ? t('health.doctor.loading') : t('health.doctor.show')}
        </Button>
      )}
      {state.kind === 'refused' && <Alert tone="warning">{state.message}</Alert>}
      {state.kind === 'shown' && state.trackers.length === 0 && <p className="text-sm">{t('health.doctor.empty')}</p>}
      {state.kind === 'shown' &&
        state.trackers.map((tracker) => (
          <section key={tracker.name} aria-labelledby={`consult-health-${tracker.name}`} className="space-y-2">
            <h3 id={`consult-health-${tracker.name}`} className="text-sm font-semibold">
              {t(`health.trackers.${tracker.name}` as never)} <span className="font-normal text-muted">· {t('health.doctor.entries', { count: tracker.entries.length })}</span>
            </h3>
            <EntriesTable tracker={tracker.name} entries={tracker.entries.slice(-8)} locale={locale} t={t} canDelete={false} />
          </section>
        ))}
    </Card>
  );
}
