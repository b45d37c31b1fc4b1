import { useEffect } from 'react';
import type { Consultation } from '@apotek/contract/consultations';
import { useTranslation } from '~/i18n/translate';
import { LinkButton } from '~/components/ui/button';
import { quietBrowserApi } from '~/lib/api';
import { showSnackbar } from '~/lib/snackbar-store';
import { Remaining } from './consultation-detail';
import { PrescriptionLinks } from './consultation-outcome';
import { deadlineOf } from './consultation-stage';
import { consultationHref } from './consultation-tabs';
import { ConsultationStatusBadge } from './status-badge';
import { useConsultationWatch } from './use-consultation-watch';

/**
 * The strip under a doctor room's header: the consultation's state and the time left (until the doctor
 * must answer, until the chat closes), then "Beri ulasan" and "Tebus resep" once it has ended. The chat
 * reloads the page's data when SPEC §4's closing message arrives, which re-reads this consultation; a
 * running clock asks the server again when it reaches zero, and a waiting one notices the doctor's answer.
 */
export function ConsultationStrip({ consultation: c }: { consultation: Consultation }) {
  const { t } = useTranslation();
  const watch = useConsultationWatch(c);
  const deadline = deadlineOf(c);
  useMarkRead(c);
  const over = c.status === 'ended' || c.status === 'reviewed' || c.status === 'expired' || c.status === 'refunded';
  return (
    // A phone: the state and the buttons on one line, the clock or the words under them; wider, one line.
    <div className={`flex flex-wrap items-center gap-x-3 gap-y-1.5 border-b border-gray-200 px-3 py-2 text-sm ${over ? 'bg-gray-50' : 'bg-primary-soft/40'}`} data-testid="consultation-strip" data-status={c.status}>
      <ConsultationStatusBadge consultation={c} />
      <div className="order-3 w-full min-w-0 sm:order-2 sm:w-auto sm:flex-1">
        {deadline && deadline.kind !== 'pay' ? <Remaining at={deadline.at} kind={deadline.kind} onDue={watch.due} compact /> : <span className="text-xs text-muted">{t(`consultations.strip.${c.status}`)}</span>}
      </div>
      <div className="order-2 ml-auto flex flex-wrap items-center justify-end gap-2 sm:order-3">
        {c.can.pay && (
          <LinkButton to={consultationHref(c.id, 'pay')} className="px-3 py-1.5">
            {t('consultations.actions.pay')}
          </LinkButton>
        )}
        {c.can.review && (
          <LinkButton to={consultationHref(c.id, 'review')} className="px-3 py-1.5" data-testid="strip-review">
            {t('consultations.actions.review')}
          </LinkButton>
        )}
        {over && <PrescriptionLinks ids={c.prescription_ids} compact />}
        <LinkButton to={consultationHref(c.id)} variant="ghost" className="px-2 py-1.5">
          {t('consultations.actions.detail')}
        </LinkButton>
      </div>
    </div>
  );
}

/**
 * GET /api/consultation/{id}/read once the room is open on screen (SPEC §7), again when its state moves;
 * a failure shows in the snackbar (SPEC §8).
 */
function useMarkRead(c: Consultation) {
  const { t } = useTranslation();
  const { id, room_id: room, status } = c;
  useEffect(() => {
    if (room === null) return;
    let live = true;
    void quietBrowserApi()
      .call('consultationRead', { params: { id } })
      .then((result) => {
        if (live && !result.ok) showSnackbar({ content: result.status === 0 || result.status >= 500 ? t('consultations.errors.unavailable') : result.message, color: 'error' });
      });
    return () => {
      live = false;
    };
  }, [id, room, status, t]);
}
