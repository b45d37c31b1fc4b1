import type { ReactNode } from 'react';
import { Form, Link, useNavigation } from 'react-router';
import { useTranslation } from '~/i18n/translate';
import type { ConsolePrescriptionDetail } from '@apotek/contract/prescriptions';
import { formatDate, formatDateTime } from '@apotek/contract/format/date';
import { formatRupiah } from '@apotek/contract/format/money';
import { DrugClassBadge } from '~/components/catalog/drug-class-badge';
import { Alert } from '~/components/ui/alert';
import { Badge } from '~/components/ui/badge';
import { Button } from '~/components/ui/button';
import { Card, CardHeader } from '~/components/ui/card';
import { ClockIcon } from '~/components/ui/icons';
import { PrescriptionStatusBadge } from '~/features/prescriptions/prescription-status-badge';
import { useLocale } from '~/lib/root-data';
import { RxImageViewer } from './image-viewer';
import type { RxActionResult } from './prescriptions.server';
import { RxApproveForm } from './rx-approve-form';
import { RxDecisionDialogs } from './rx-decision-dialogs';
import { waitingFor } from './waiting';

export interface RxPrefill {
  pharmacistName: string;
  sipa: string;
}

/** /console/prescriptions/{id}: the paper on the left, what the customer said and the decision on the right. */
export function RxReview({ prescription: rx, prefill, result }: { prescription: ConsolePrescriptionDetail; prefill: RxPrefill; result?: RxActionResult }) {
  const { t } = useTranslation();
  const waiting = waitingFor(rx.waiting_seconds);
  const can = (action: 'review' | 'approve' | 'reject' | 'clarify') => rx.next_actions.includes(action);
  return (
    <section aria-labelledby="page-title" className="space-y-4" data-testid="rx-review" data-status={rx.status}>
      <Link to="/console/prescriptions" className="text-sm font-semibold text-primary-strong hover:underline">
        ← {t('consoleRx.review.back')}
      </Link>
      <div className="flex flex-wrap items-center gap-2">
        <h1 id="page-title" className="font-mono text-xl font-bold sm:text-2xl">
          {t('consoleRx.review.title', { id: rx.id })}
        </h1>
        <PrescriptionStatusBadge status={rx.status} />
        {(rx.status === 'submitted' || rx.status === 'in_review') && (
          <Badge tone={waiting.tone}>
            <ClockIcon className="h-3.5 w-3.5" />
            {t(`consoleRx.queue.waiting.${waiting.unit}`, { count: waiting.count })}
          </Badge>
        )}
      </div>
      {result?.success && <Alert tone="success">{result.intent === 'review' ? t('consoleRx.review.decided.in_review', { id: rx.id }) : result.success}</Alert>}
      {result && !result.success && result.intent === 'review' && <Alert tone="error">{result.message ?? t('auth.errors.unavailable')}</Alert>}
      <div className="grid gap-4 lg:grid-cols-[minmax(0,1.2fr)_minmax(0,1fr)]">
        <Card as="section" aria-labelledby="rx-files" padding="sm" className="h-fit lg:sticky lg:top-4">
          <h2 id="rx-files" className="mb-2 text-base font-bold">
            {t('consoleRx.review.files')}
          </h2>
          <RxImageViewer files={rx.files} />
        </Card>
        <div className="space-y-4">
          <RxDetails rx={rx} />
          {can('review') && (
            <Card as="section" aria-labelledby="rx-take" padding="sm">
              <h2 id="rx-take" className="text-base font-bold">
                {t('consoleRx.review.decide')}
              </h2>
              <p className="mt-1 text-sm text-muted">{t('consoleRx.review.takeHint')}</p>
              <Form method="post" className="mt-3">
                <input type="hidden" name="intent" value="review" />
                <TakeButton />
              </Form>
            </Card>
          )}
          {can('approve') && <RxApproveForm rx={rx} prefill={prefill} result={result?.intent === 'approve' ? result : undefined} />}
          {(can('reject') || can('clarify')) && <RxDecisionDialogs rx={rx} canReject={can('reject')} canClarify={can('clarify')} result={result} />}
          {rx.items.length > 0 && <RxApprovedItems rx={rx} />}
          {rx.next_actions.length === 0 && <p className="rounded-xl bg-gray-100 p-3 text-sm text-muted">{t('consoleRx.review.closed')}</p>}
        </div>
      </div>
    </section>
  );
}

function TakeButton() {
  const { t } = useTranslation();
  const busy = useNavigation().state !== 'idle';
  return (
    <Button type="submit" disabled={busy} className="px-4 py-2">
      {t('consoleRx.review.take')}
    </Button>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-[9rem_1fr] gap-2 py-1.5 text-sm">
      <dt className="text-muted">{label}</dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </div>
  );
}

function RxDetails({ rx }: { rx: ConsolePrescriptionDetail }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const none = <span className="text-muted">{t('consoleRx.review.notProvided')}</span>;
  return (
    <Card as="section" aria-labelledby="rx-details" padding="sm">
      <CardHeader title={t('consoleRx.review.details')} titleId="rx-details" />
      <dl className="divide-y divide-gray-100">
        <Row label={t('consoleRx.review.customer')}>{rx.customer_name}</Row>
        <Row label={t('consoleRx.review.patient')}>
          <span className="font-semibold" data-testid="rx-patient">
            {rx.patient.name}
          </span>
          <span className="text-muted">
            {' '}
            · {t(`consoleRx.review.${rx.patient.relation}`)} · {t('consoleRx.review.age', { count: rx.patient.age })}
            {rx.patient.weight_kg !== null && ` · ${t('consoleRx.review.weight', { kg: rx.patient.weight_kg })}`}
          </span>
        </Row>
        <Row label={t('consoleRx.review.doctor')}>{rx.doctor.name}</Row>
        <Row label={t('consoleRx.review.doctorSip')}>{rx.doctor.sip ?? none}</Row>
        <Row label={t('consoleRx.review.writtenOn')}>{formatDate(rx.date, locale)}</Row>
        <Row label={t('consoleRx.review.notes')}>{rx.notes || none}</Row>
        <Row label={t('consoleRx.review.pharmacy')}>{rx.pharmacy.name}</Row>
        {rx.clarification && (
          <>
            <Row label={t('consoleRx.review.clarification')}>
              {rx.clarification.question} <span className="text-xs text-muted">({formatDateTime(rx.clarification.asked_at, locale)})</span>
            </Row>
            <Row label={t('consoleRx.review.answer')}>{rx.clarification.answer ?? <span className="text-muted">{t('consoleRx.review.noAnswer')}</span>}</Row>
          </>
        )}
        {rx.rejection_reason && <Row label={t('consoleRx.review.reason')}>{rx.rejection_reason}</Row>}
        {rx.pharmacist && (
          <Row label={t('consoleRx.review.reviewer')}>
            {rx.pharmacist.name} · SIPA {rx.pharmacist.sipa}
          </Row>
        )}
        {rx.valid_until && <Row label={t('consoleRx.review.validUntil')}>{formatDate(rx.valid_until, locale)}</Row>}
      </dl>
    </Card>
  );
}

function RxApprovedItems({ rx }: { rx: ConsolePrescriptionDetail }) {
  const { t } = useTranslation();
  return (
    <Card as="section" aria-labelledby="rx-approved" padding="sm">
      <CardHeader title={t('consoleRx.review.approvedItems')} titleId="rx-approved" />
      <ul className="divide-y divide-gray-100">
        {rx.items.map((item) => (
          <li key={item.id} className="flex items-start gap-2 py-2 text-sm" data-testid="rx-approved-item">
            <DrugClassBadge drugClass={item.product.drug_class} compact />
            <div className="min-w-0 flex-1">
              <p className="font-semibold">
                {item.quantity} × {item.product.name}
              </p>
              <p className="text-muted">{item.signa}</p>
            </div>
            <div className="text-right text-xs text-muted">
              <p>{formatRupiah(item.product.price)}</p>
              <p>{t('consoleRx.review.redeemed', { redeemed: item.redeemed_quantity, quantity: item.quantity })}</p>
            </div>
          </li>
        ))}
      </ul>
    </Card>
  );
}
