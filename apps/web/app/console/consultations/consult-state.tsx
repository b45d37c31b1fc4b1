import { useState } from 'react';
import type { Consultation } from '@apotek/contract/consultations';
import { formatDateTime } from '@apotek/contract/format/date';
import { useTranslation } from '~/i18n/translate';
import { Button } from '~/components/ui/button';
import { Card } from '~/components/ui/card';
import { Dialog } from '~/components/ui/dialog';
import { inputClass } from '~/components/ui/field';
import { ConsultationStatusBadge } from '~/features/consultations/status-badge';
import { useLocale } from '~/lib/root-data';
import { TimeLeft } from './consult-bits';
import { doctorDeadline } from './consult-time';
import { useConsultAction } from './use-consult-action';

/** The chat composer of the consultation's room (features/chat's id), focused once the doctor has accepted. */
function focusComposer(roomId: number | null) {
  if (roomId !== null) document.getElementById(`chat-text-${roomId}`)?.focus();
}

/** "Akhiri konsultasi": asked once more, with the private notes kept beside the ending. */
function EndDialog({ consultation: c, open, onOpenChange, fetcher }: { consultation: Consultation; open: boolean; onOpenChange: (open: boolean) => void; fetcher: ReturnType<typeof useConsultAction> }) {
  const { t } = useTranslation();
  const busy = fetcher.state !== 'idle';
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t('consoleConsult.end.title')} description={t('consoleConsult.end.body')} closeLabel={t('consoleConsult.close')} testId="consult-end-dialog">
      <fetcher.Form method="post" className="space-y-3">
        <input type="hidden" name="intent" value="end" />
        <label className="block text-sm font-semibold" htmlFor="end-notes">
          {t('consoleConsult.end.notes')}
        </label>
        <textarea id="end-notes" name="notes" rows={4} maxLength={4000} defaultValue={c.doctor_notes ?? ''} className={inputClass(false)} aria-describedby="end-notes-hint" />
        <p id="end-notes-hint" className="text-xs text-muted">
          {t('consoleConsult.notes.private')}
        </p>
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="ghost" onClick={() => onOpenChange(false)}>
            {t('consoleConsult.end.cancel')}
          </Button>
          <Button type="submit" className="bg-danger hover:bg-danger/90" disabled={busy} data-testid="consult-end-confirm">
            {busy ? t('consoleConsult.working') : t('consoleConsult.end.confirm')}
          </Button>
        </div>
      </fetcher.Form>
    </Dialog>
  );
}

/**
 * Where the consultation stands and what the doctor can do now: accept a waiting one (its answer
 * deadline counting down), extend once and end an active one (its remaining time counting down), or
 * read how it ended.
 */
export function ConsultState({ consultation: c, now, onDue }: { consultation: Consultation; now: number | null; onDue: () => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const accept = useConsultAction('accept', () => setTimeout(() => focusComposer(c.room_id), 0));
  const extend = useConsultAction('extend');
  const [ending, setEnding] = useState(false);
  // Held here, not in the dialog: the ending removes the dialog, and its outcome must still be told.
  const end = useConsultAction('end', () => setEnding(false));
  const deadline = doctorDeadline(c);
  const tone = c.status === 'waiting' ? 'danger' : c.status === 'active' ? 'success' : 'default';
  return (
    <Card as="section" aria-labelledby="state-title" padding="lg" tone={tone} className="space-y-3" data-testid="consult-state" data-status={c.status}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="state-title" className="text-lg font-bold">
          {t(`consoleConsult.state.${c.status}.title`)}
        </h2>
        <ConsultationStatusBadge consultation={c} />
      </div>
      <p className="text-sm">
        {t(`consoleConsult.state.${c.status}.body`, { time: c.ended_at ? formatDateTime(c.ended_at, locale) : '' })}
        {c.status === 'ended' && c.ended_by === 'system' && ` ${t('consoleConsult.state.ended.byClock')}`}
      </p>
      {deadline && (
        <p className="text-base">
          <TimeLeft kind={deadline.kind} at={deadline.at} now={now} onDue={onDue} />
        </p>
      )}
      {c.status === 'active' && c.extended && <p className="text-xs text-muted">{t('consoleConsult.state.active.extended')}</p>}
      <div className="flex flex-wrap gap-2">
        {c.status === 'waiting' && (
          <accept.Form method="post">
            <input type="hidden" name="intent" value="accept" />
            <Button type="submit" disabled={accept.state !== 'idle'} data-testid="consult-accept">
              {accept.state !== 'idle' ? t('consoleConsult.working') : t('consoleConsult.accept')}
            </Button>
          </accept.Form>
        )}
        {c.can.extend && (
          <extend.Form method="post">
            <input type="hidden" name="intent" value="extend" />
            <Button type="submit" variant="outline" disabled={extend.state !== 'idle'} data-testid="consult-extend">
              {t('consoleConsult.extend')}
            </Button>
          </extend.Form>
        )}
        {c.can.end && (
          <Button variant="outline" className="border-danger text-danger hover:bg-red-50" onClick={() => setEnding(true)} data-testid="consult-end">
            {t('consoleConsult.end.open')}
          </Button>
        )}
      </div>
      <EndDialog consultation={c} open={ending && c.can.end} onOpenChange={setEnding} fetcher={end} />
    </Card>
  );
}
