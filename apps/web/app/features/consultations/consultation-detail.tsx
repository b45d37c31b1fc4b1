import type { Consultation } from '@apotek/contract/consultations';
import { formatDateTime } from '@apotek/contract/format/date';
import { useTranslation } from '~/i18n/translate';
import { Breadcrumb } from '~/components/breadcrumb';
import { LinkButton } from '~/components/ui/button';
import { Card } from '~/components/ui/card';
import { ChatIcon, ClockIcon } from '~/components/ui/icons';
import { useLocale } from '~/lib/root-data';
import { DoctorPhoto } from '~/components/doctors/doctor-photo';
import { ConsultationFacts } from './consultation-facts';
import { PrescriptionLinks, RefundNote } from './consultation-outcome';
import { formatRemaining } from '~/lib/countdown';
import { chatPathOf, deadlineOf, type ConsultationStage } from './consultation-stage';
import { CONSULTATIONS_PATH, startHref, tabHref, tabOf } from './consultation-tabs';
import type { WalletOption } from './consultation-types';
import { PayStep } from './pay-step';
import { ReviewForm } from './review-form';
import { ConsultationStatusBadge } from './status-badge';
import { useConsultationWatch, type ConsultationWatch } from './use-consultation-watch';
import { useCountdown } from './use-countdown';
import { Stars } from '~/components/ui/stars';

export interface ConsultationDetailProps {
  consultation: Consultation;
  stage: ConsultationStage;
  wallet: WalletOption | null;
  clientKey: string | null;
}

/** `/doctor/consultation?id=KNS-…`: the doctor, the state's own panel (pay, wait, chat, review, refund) and the facts. */
export function ConsultationDetail({ consultation: c, stage, wallet, clientKey }: ConsultationDetailProps) {
  const { t } = useTranslation();
  const watch = useConsultationWatch(c);
  return (
    <article aria-labelledby="page-title" className="space-y-4" data-testid="consultation-detail" data-id={c.id} data-status={c.status}>
      <Breadcrumb trail={[{ label: t('pages.doctorConsultation.title'), to: tabHref(tabOf(c.status)) }, { label: c.id }]} />
      {/* The state sits beside the name when there is room, under it on a phone. */}
      <Card as="header" padding="lg" className="grid grid-cols-[auto_minmax(0,1fr)] items-start gap-x-4 gap-y-2 sm:grid-cols-[auto_minmax(0,1fr)_auto]">
        <div className="row-span-2 sm:row-span-1">
          <DoctorPhoto src={c.doctor.photo_url} alt={c.doctor.name} size="md" />
        </div>
        <div className="min-w-0">
          <h1 id="page-title" className="text-xl font-bold text-ink">
            {c.doctor.name}
          </h1>
          <p className="text-sm font-medium text-primary-strong">{c.doctor.specialty_label}</p>
          <p className="mt-1 text-xs text-muted">
            {t('consultations.str', { str: c.doctor.str_number })} · <span className="font-mono">{c.id}</span>
          </p>
        </div>
        <div className="col-start-2 sm:col-start-3 sm:row-start-1">
          <ConsultationStatusBadge consultation={c} />
        </div>
      </Card>

      <div className="grid items-start gap-4 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="space-y-4">
          {stage === 'choose' || stage === 'charge' || stage === 'charge-ended' ? (
            <PayStep consultation={c} stage={stage} wallet={wallet} clientKey={clientKey} watch={watch} />
          ) : (
            <StagePanel consultation={c} stage={stage} watch={watch} />
          )}
        </div>
        <Card as="section" padding="lg" aria-labelledby="facts-title">
          <h2 id="facts-title" className="mb-3 text-lg font-bold">
            {t('consultations.facts.title')}
          </h2>
          <ConsultationFacts consultation={c} />
        </Card>
      </div>
    </article>
  );
}

function StagePanel({ consultation: c, stage, watch }: { consultation: Consultation; stage: Exclude<ConsultationStage, 'choose' | 'charge' | 'charge-ended'>; watch: ConsultationWatch }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const chat = chatPathOf(c);
  const deadline = deadlineOf(c);
  const chatButton = chat && (
    <LinkButton to={chat} data-testid="open-chat">
      <ChatIcon className="h-5 w-5" />
      {stage === 'waiting' || stage === 'active' ? t('consultations.actions.openChat') : t('consultations.actions.chatHistory')}
    </LinkButton>
  );
  return (
    <Card as="section" padding="lg" tone={stage === 'refunded' || stage === 'expired' ? 'default' : stage === 'active' ? 'success' : 'default'} className="space-y-3" aria-labelledby="stage-title" data-testid="stage-panel" data-stage={stage}>
      <h2 id="stage-title" className="text-lg font-bold">
        {t(`consultations.stage.${stage}.title`)}
      </h2>
      <p className="text-sm text-muted">
        {t(`consultations.stage.${stage}.body`, { time: deadline ? formatDateTime(deadline.at, locale) : '', ended: c.ended_at ? formatDateTime(c.ended_at, locale) : '' })}
      </p>
      {deadline && <Remaining at={deadline.at} kind={deadline.kind} onDue={watch.due} />}
      {stage === 'ended' && c.ended_by === 'system' && <p className="text-sm text-muted">{t('consultations.stage.ended.byClock')}</p>}
      {stage === 'refunded' && c.refund && <RefundNote refund={c.refund} />}
      <div className="flex flex-wrap gap-2">
        {chatButton}
        {(stage === 'expired' || stage === 'refunded') && (
          <LinkButton to={startHref(c.doctor.slug)} variant="outline">
            {t('consultations.actions.again')}
          </LinkButton>
        )}
      </div>
      {c.prescription_ids.length > 0 && (
        <div className="border-t border-gray-100 pt-3">
          <h3 className="text-sm font-semibold">{t('consultations.prescriptions.title')}</h3>
          <p className="text-sm text-muted">{t('consultations.prescriptions.body')}</p>
          <PrescriptionLinks ids={c.prescription_ids} />
        </div>
      )}
      {c.can.review && (
        <section id="review" aria-labelledby="review-title" className="scroll-mt-24 border-t border-gray-100 pt-3">
          <h3 id="review-title" className="mb-2 text-base font-semibold">
            {t('consultations.review.title')}
          </h3>
          <ReviewForm consultationId={c.id} doctorName={c.doctor.name} />
        </section>
      )}
      {c.review && (
        <section id="review" aria-labelledby="review-title" className="scroll-mt-24 border-t border-gray-100 pt-3" data-testid="my-review">
          <h3 id="review-title" className="text-base font-semibold">
            {t('consultations.review.yours')}
          </h3>
          <Stars value={c.review.rating} className="mt-1" />
          {c.review.text && <p className="mt-1 whitespace-pre-line text-sm">{c.review.text}</p>}
          <p className="mt-1 text-xs text-muted">{formatDateTime(c.review.created_at, locale)}</p>
        </section>
      )}
      <p className="text-xs text-muted">
        <a href={CONSULTATIONS_PATH} className="underline">
          {t('consultations.actions.backToList')}
        </a>
      </p>
    </Card>
  );
}

/** The time left on the running clock: until the doctor must answer, or until the chat closes. */
export function Remaining({ at, kind, onDue, compact = false }: { at: string; kind: 'pay' | 'answer' | 'ends'; onDue?: () => void; compact?: boolean }) {
  const { t } = useTranslation();
  const left = useCountdown(at, onDue);
  return (
    <p className={`inline-flex items-center gap-1.5 rounded-full bg-secondary-soft font-semibold text-secondary-strong ${compact ? 'px-2 py-0.5 text-xs' : 'px-3 py-1 text-sm'}`} data-testid="consultation-remaining">
      <ClockIcon className="h-4 w-4" />
      <span>{t(`consultations.remaining.${kind}`)}</span>{' '}
      <span className="font-mono tabular-nums" role="timer" aria-live="off">
        {left === null ? '--:--' : formatRemaining(left)}
      </span>
    </p>
  );
}
