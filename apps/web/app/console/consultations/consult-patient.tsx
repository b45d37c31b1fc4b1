import type { ReactNode } from 'react';
import type { Consultation } from '@apotek/contract/consultations';
import { formatDateTime } from '@apotek/contract/format/date';
import { useTranslation } from '~/i18n/translate';
import { Card } from '~/components/ui/card';
import { formatIdr } from '~/components/ui/price';
import { useLocale } from '~/lib/root-data';
import { usePatientLine } from './consult-bits';

function Row({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <div className="grid grid-cols-[minmax(0,2fr)_minmax(0,3fr)] gap-3 py-2 first:pt-0 last:pb-0">
      <dt className="text-muted">{label}</dt>
      <dd className="min-w-0 break-words" data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}

/** "Not shared": the patient did not consent to showing this doctor their health data (the API hides it then). */
function Shared({ shared, value, testId }: { shared: boolean; value: string | null; testId: string }) {
  const { t } = useTranslation();
  if (!shared)
    return (
      <span className="italic text-muted" data-testid={testId} data-shared="false">
        {t('consoleConsult.patient.notShared')}
      </span>
    );
  return (
    <span className="whitespace-pre-line" data-testid={testId} data-shared="true">
      {value || t('consoleConsult.patient.none')}
    </span>
  );
}

/**
 * Who the doctor is talking to and what they told: the patient, the complaint, and — only with the
 * patient's consent (UU PDP 27/2022) — their allergies and medications; then the fee and the times.
 */
export function ConsultPatient({ consultation: c }: { consultation: Consultation }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const patientLine = usePatientLine();
  const when = (iso: string | null) => (iso ? formatDateTime(iso, locale) : null);
  const times: [string, string | null][] = [
    [t('consoleConsult.facts.paid'), when(c.paid_at)],
    [t('consoleConsult.facts.accepted'), when(c.accepted_at)],
    [t('consoleConsult.facts.ended'), when(c.ended_at)],
  ];
  return (
    <Card as="section" aria-labelledby="patient-title" padding="lg">
      <h2 id="patient-title" className="mb-3 text-lg font-bold">
        {t('consoleConsult.patient.title')}
      </h2>
      <dl className="divide-y divide-gray-100 text-sm" data-testid="consult-facts">
        <Row label={t('consoleConsult.patient.who')} testId="consult-patient-line">
          {patientLine(c.patient)}
        </Row>
        <Row label={t('consoleConsult.patient.account')}>{c.customer.name}</Row>
        <Row label={t('consoleConsult.patient.complaint')} testId="consult-complaint-full">
          <span className="whitespace-pre-line">{c.complaint}</span>
        </Row>
        <Row label={t('consoleConsult.patient.allergies')}>
          <Shared shared={c.share_health_data} value={c.allergies} testId="consult-allergies" />
        </Row>
        <Row label={t('consoleConsult.patient.medications')}>
          <Shared shared={c.share_health_data} value={c.medications} testId="consult-medications" />
        </Row>
        <Row label={t('consoleConsult.facts.fee')}>{formatIdr(c.fee)}</Row>
        {times
          .filter((row): row is [string, string] => row[1] !== null)
          .map(([label, value]) => (
            <Row key={label} label={label}>
              {value}
            </Row>
          ))}
        {c.refund && (
          <Row label={t('consoleConsult.facts.refunded')}>{t('consoleConsult.facts.refundedValue', { amount: formatIdr(c.refund.amount), time: formatDateTime(c.refund.at, locale) })}</Row>
        )}
        {c.review && (
          <Row label={t('consoleConsult.facts.review')}>
            <span className="font-semibold">{t('consoleConsult.facts.rating', { n: c.review.rating })}</span>
            {c.review.text && <span className="mt-1 block">{c.review.text}</span>}
          </Row>
        )}
      </dl>
    </Card>
  );
}
