import type { ReactNode } from 'react';
import type { Consultation } from '@apotek/contract/consultations';
import { formatDateTime } from '@apotek/contract/format/date';
import { useTranslation } from '~/i18n/translate';
import { formatIdr } from '~/components/ui/price';
import { useLocale } from '~/lib/root-data';

function Row({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <div className="grid grid-cols-[minmax(0,2fr)_minmax(0,3fr)] gap-3 py-2 first:pt-0 last:pb-0">
      <dt className="text-muted">{label}</dt>
      <dd className="min-w-0 break-words text-ink" data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}

/** The patient in one line: name, age, weight when given, sex; "(Anda)" / "(keluarga)". */
export function usePatientLine() {
  const { t } = useTranslation();
  return (p: Consultation['patient']) =>
    [p.name, t('consultations.patient.ageYears', { count: p.age }), p.weight_kg !== null ? t('consultations.patient.weightKg', { kg: p.weight_kg }) : null, t(`consultations.patient.gender.${p.gender}`)].filter(Boolean).join(' · ') +
    ` (${t(`consultations.patient.relation.${p.relation}`)})`;
}

/** What the customer told the doctor, what it costs, and when each step happened. */
export function ConsultationFacts({ consultation: c }: { consultation: Consultation }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const patientLine = usePatientLine();
  const when = (iso: string | null) => (iso ? formatDateTime(iso, locale) : null);
  const times: [string, string | null][] = [
    [t('consultations.times.created'), when(c.created_at)],
    [t('consultations.times.paid'), when(c.paid_at)],
    [t('consultations.times.accepted'), when(c.accepted_at)],
    [c.status === 'active' ? t('consultations.times.endsAt') : t('consultations.times.ended'), when(c.status === 'active' ? c.ends_at : c.ended_at)],
  ];
  return (
    <dl className="divide-y divide-gray-100 text-sm" data-testid="consultation-facts">
      <Row label={t('consultations.facts.patient')} testId="consultation-patient">
        {patientLine(c.patient)}
      </Row>
      <Row label={t('consultations.facts.complaint')}>
        <span className="whitespace-pre-line">{c.complaint}</span>
      </Row>
      <Row label={t('consultations.facts.allergies')}>{c.allergies || t('consultations.facts.none')}</Row>
      <Row label={t('consultations.facts.medications')}>{c.medications || t('consultations.facts.none')}</Row>
      <Row label={t('consultations.facts.sharing')}>{c.share_health_data ? t('consultations.facts.sharingOn') : t('consultations.facts.sharingOff')}</Row>
      <Row label={t('consultations.facts.fee')}>
        <span className="font-semibold">{formatIdr(c.fee)}</span>
      </Row>
      {times
        .filter((row): row is [string, string] => row[1] !== null)
        .map(([label, value]) => (
          <Row key={label} label={label}>
            {value}
          </Row>
        ))}
      {c.extended && <Row label={t('consultations.facts.extended')}>{t('consultations.facts.extendedYes')}</Row>}
    </dl>
  );
}
