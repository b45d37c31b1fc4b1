import { Link } from 'react-router';
import type { Consultation } from '@apotek/contract/consultations';
import { formatDateTime } from '@apotek/contract/format/date';
import { useTranslation } from '~/i18n/translate';
import { LinkButton } from '~/components/ui/button';
import { Card } from '~/components/ui/card';
import { ChatIcon } from '~/components/ui/icons';
import { formatIdr } from '~/components/ui/price';
import { useLocale } from '~/lib/root-data';
import { DoctorPhoto } from '~/components/doctors/doctor-photo';
import { usePatientLine } from './consultation-facts';
import { PrescriptionLinks, RefundNote } from './consultation-outcome';
import { chatPathOf } from './consultation-stage';
import { consultationHref } from './consultation-tabs';
import { ReviewForm } from './review-form';
import { Stars } from '~/components/ui/stars';
import { ConsultationStatusBadge } from './status-badge';

/** The time that matters for the state, in words: until when to pay, when the doctor must answer, when it ended… */
function useTimeLine() {
  const { t } = useTranslation();
  const locale = useLocale();
  const at = (iso: string) => formatDateTime(iso, locale);
  return (c: Consultation): string | null => {
    switch (c.status) {
      case 'awaiting_payment':
        return c.payment_due_at ? t('consultations.card.payBy', { time: at(c.payment_due_at) }) : null;
      case 'waiting':
        return c.answer_due_at ? t('consultations.card.answerBy', { time: at(c.answer_due_at) }) : null;
      case 'active':
        return c.ends_at ? t('consultations.card.endsAt', { time: at(c.ends_at) }) : null;
      case 'ended':
      case 'reviewed':
        return c.ended_at ? t('consultations.card.endedAt', { time: at(c.ended_at) }) : null;
      case 'expired':
        return c.payment_due_at ? t('consultations.card.expiredAt', { time: at(c.payment_due_at) }) : null;
      case 'refunded':
        return null;
    }
  };
}

/** One consultation in the list: doctor, patient, state, fee, times, and what can be done with it now. */
export function ConsultationCard({ consultation: c }: { consultation: Consultation }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const patientLine = usePatientLine();
  const timeLine = useTimeLine()(c);
  const chat = chatPathOf(c);
  const titleId = `consultation-${c.id}`;
  return (
    <Card as="li" className="space-y-3" aria-labelledby={titleId} data-testid="consultation-card" data-id={c.id} data-status={c.status}>
      <div className="grid grid-cols-[auto_minmax(0,1fr)] items-start gap-x-3 gap-y-1 sm:grid-cols-[auto_minmax(0,1fr)_auto]">
        <div className="row-span-2 sm:row-span-1">
          <DoctorPhoto src={c.doctor.photo_url} alt="" size="md" />
        </div>
        <div className="min-w-0">
          <h2 id={titleId} className="font-bold text-ink">
            <Link to={consultationHref(c.id)} className="hover:underline">
              {c.doctor.name}
            </Link>
          </h2>
          <p className="text-sm text-primary-strong">{c.doctor.specialty_label}</p>
          <p className="mt-0.5 font-mono text-xs text-muted">{c.id}</p>
        </div>
        <div className="col-start-2 sm:col-start-3 sm:row-start-1">
          <ConsultationStatusBadge consultation={c} />
        </div>
      </div>
      <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-2">
        <div className="min-w-0">
          <dt className="inline text-muted">{t('consultations.facts.patient')}: </dt>
          <dd className="inline text-ink">{patientLine(c.patient)}</dd>
        </div>
        <div>
          <dt className="inline text-muted">{t('consultations.facts.fee')}: </dt>
          <dd className="inline font-semibold text-ink" data-testid="consultation-fee">
            {formatIdr(c.fee)}
          </dd>
        </div>
        <div>
          <dt className="inline text-muted">{t('consultations.times.created')}: </dt>
          <dd className="inline text-ink">{formatDateTime(c.created_at, locale)}</dd>
        </div>
      </dl>
      {timeLine && <p className="text-sm text-ink">{timeLine}</p>}
      {c.refund && <RefundNote refund={c.refund} />}
      {c.review && (
        <p className="flex items-center gap-2 text-sm">
          <Stars value={c.review.rating} />
          <span className="text-muted">{t('consultations.review.done')}</span>
        </p>
      )}
      <div className="flex flex-wrap items-center gap-2 border-t border-gray-100 pt-3">
        {c.can.pay && (
          <LinkButton to={consultationHref(c.id, 'pay')} data-testid="pay-consultation">
            {t('consultations.actions.pay')}
          </LinkButton>
        )}
        {chat && (
          <LinkButton to={chat} variant={c.status === 'waiting' || c.status === 'active' ? 'primary' : 'outline'} data-testid="open-chat">
            <ChatIcon className="h-4 w-4" />
            {c.status === 'waiting' || c.status === 'active' ? t('consultations.actions.openChat') : t('consultations.actions.chatHistory')}
          </LinkButton>
        )}
        <PrescriptionLinks ids={c.prescription_ids} compact />
        <LinkButton to={consultationHref(c.id)} variant="ghost">
          {t('consultations.actions.detail')}
        </LinkButton>
      </div>
      {c.can.review && (
        <details className="group rounded-xl bg-gray-50 px-3 py-2" data-testid="review-disclosure">
          <summary className="cursor-pointer list-none py-1 text-sm font-semibold text-primary-strong marker:hidden">
            <span aria-hidden="true" className="mr-1 inline-block transition group-open:rotate-90">
              ›
            </span>
            {t('consultations.actions.review')}
          </summary>
          <div className="pt-2">
            <ReviewForm consultationId={c.id} doctorName={c.doctor.name} />
          </div>
        </details>
      )}
    </Card>
  );
}
