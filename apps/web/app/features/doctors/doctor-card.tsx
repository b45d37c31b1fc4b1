import { Link } from 'react-router';
import type { DoctorSummary } from '@apotek/contract/doctors';
import { useTranslation } from '~/i18n/translate';
import { Card } from '~/components/ui/card';
import { formatIdr } from '~/components/ui/price';
import { DoctorPhoto } from '~/components/doctors/doctor-photo';
import { OnlineBadge } from './online-badge';
import { RatingSummary } from './rating';

/** One doctor in the list: photo, name, specialty, years, where, rating, fee and whether online now. */
export function DoctorCard({ doctor, eager = false }: { doctor: DoctorSummary; eager?: boolean }) {
  const { t } = useTranslation();
  return (
    <Card as="article" interactive data-testid="doctor-card" className="group relative flex h-full flex-col gap-3 focus-within:ring-2 focus-within:ring-primary-strong">
      <div className="flex items-start gap-3">
        <DoctorPhoto src={doctor.photo_url} alt={doctor.name} size="card" eager={eager} />
        <div className="min-w-0 flex-1">
          <h3 className="font-semibold leading-snug text-ink">
            {/* The whole card is the link's target, for a large touch area; the name stays the link's text. */}
            <Link to={`/doctor/${doctor.slug}`} className="outline-none after:absolute after:inset-0 after:rounded-2xl">
              {doctor.name}
            </Link>
          </h3>
          <p className="mt-0.5 text-sm font-medium text-primary-strong">{t(`doctors.specialty.${doctor.specialty}`)}</p>
          <p className="mt-0.5 text-xs text-muted">{t('doctors.years', { count: doctor.years_of_practice })}</p>
        </div>
      </div>
      <p className="text-sm text-ink/90">
        {doctor.facility.name}, {doctor.facility.city}
      </p>
      <div className="mt-auto space-y-2 border-t border-gray-100 pt-3">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <OnlineBadge online={doctor.is_online} />
          <RatingSummary rating={doctor.rating} />
        </div>
        <p className="flex items-baseline justify-between gap-2 text-sm">
          <span className="text-muted">{t('doctors.filters.fee')}</span>
          <span className="font-bold text-ink" data-testid="doctor-fee">
            {formatIdr(doctor.fee)}
          </span>
        </p>
      </div>
    </Card>
  );
}

export function DoctorGrid({ doctors, label }: { doctors: DoctorSummary[]; label: string }) {
  return (
    <ul aria-label={label} className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
      {doctors.map((d, i) => (
        <li key={d.id}>
          <DoctorCard doctor={d} eager={i < 4} />
        </li>
      ))}
    </ul>
  );
}
