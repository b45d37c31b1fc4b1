import { Link } from 'react-router';
import type { Appointment } from '@apotek/contract/appointments';
import type { Locale } from '@apotek/contract/constants';
import { useTranslation } from '~/i18n/translate';
import { Card } from '~/components/ui/card';
import { formatIdr } from '~/components/ui/price';
import { wibDay, wibTime } from './appointment-format';
import { AppointmentStatusBadge } from './appointment-status';
import { appointmentHref } from './appointment-tabs';

/** One appointment in the list: the doctor, the slot in WIB, the status and the fee; the whole card opens it. */
export function AppointmentCard({ appointment: a }: { appointment: Appointment }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language as Locale;
  return (
    <Card as="li" padding="md" interactive className="relative" data-testid="appointment-card" data-id={a.id}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="text-xs text-muted">{a.id}</p>
          <h2 className="font-bold text-ink">
            <Link to={appointmentHref(a.id)} className="after:absolute after:inset-0 focus-visible:outline-none">
              {a.doctor.name}
            </Link>
          </h2>
          <p className="text-sm text-primary-strong">{a.doctor.specialty_label}</p>
        </div>
        <AppointmentStatusBadge status={a.status} label={a.status_label} />
      </div>
      <p className="mt-3 text-sm font-semibold text-ink">
        {wibDay(a.starts_at, locale)} · {wibTime(a.starts_at, locale)}–{wibTime(a.ends_at, locale)} WIB
      </p>
      <div className="mt-1 flex flex-wrap justify-between gap-2 text-sm text-muted">
        <span>{t('appointments.card.patient', { name: a.patient.name })}</span>
        <span className="font-semibold text-ink">{formatIdr(a.fee)}</span>
      </div>
    </Card>
  );
}
