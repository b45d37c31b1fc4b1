import type { Consultation } from '@apotek/contract/consultations';
import { useTranslation } from '~/i18n/translate';
import { Button } from '~/components/ui/button';
import { Card } from '~/components/ui/card';
import { inputClass } from '~/components/ui/field';
import { useConsultAction } from './use-consult-action';

/** The doctor's private notes on the consultation: never shown to the patient; kept at any time after payment. */
export function ConsultNotes({ consultation: c }: { consultation: Consultation }) {
  const { t } = useTranslation();
  const fetcher = useConsultAction('notes');
  const busy = fetcher.state !== 'idle';
  return (
    <Card as="section" aria-labelledby="notes-title" padding="lg">
      <h2 id="notes-title" className="text-lg font-bold">
        {t('consoleConsult.notes.title')}
      </h2>
      <p id="notes-hint" className="mb-2 text-xs text-muted">
        {t('consoleConsult.notes.private')}
      </p>
      {/* A new consultation (or notes saved with the ending) starts the field again. */}
      <fetcher.Form method="post" className="space-y-2" key={`${c.id}:${c.doctor_notes ?? ''}`}>
        <input type="hidden" name="intent" value="notes" />
        <label htmlFor="consult-notes" className="sr-only">
          {t('consoleConsult.notes.title')}
        </label>
        <textarea id="consult-notes" name="notes" rows={4} maxLength={4000} defaultValue={c.doctor_notes ?? ''} placeholder={t('consoleConsult.notes.placeholder')} aria-describedby="notes-hint" className={inputClass(false)} data-testid="consult-notes" />
        <Button type="submit" variant="outline" disabled={busy} data-testid="consult-notes-save">
          {busy ? t('consoleConsult.working') : t('consoleConsult.notes.save')}
        </Button>
      </fetcher.Form>
    </Card>
  );
}
