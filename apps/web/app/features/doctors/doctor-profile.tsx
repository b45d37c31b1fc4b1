import type { DoctorDetail } from '@apotek/contract/doctors';
import { useTranslation } from '~/i18n/translate';
import { LinkButton } from '~/components/ui/button';
import { cardClass } from '~/components/ui/card';
import { formatIdr } from '~/components/ui/price';
import { ChatIcon, ClockIcon } from '~/components/ui/icons';
import { DoctorPhoto } from '~/components/doctors/doctor-photo';
import { OnlineBadge } from './online-badge';
import { RatingSummary } from './rating';

const card = cardClass({ padding: 'lg' });

/**
 * The profile's head: photo, name, specialty, online state, rating, fee, and the two ways to consult.
 * "Chat sekarang" opens the consultation's start form for this doctor and "Buat janji" the appointment
 * page; nothing is started or charged from here.
 */
export function DoctorProfileHeader({ doctor }: { doctor: DoctorDetail }) {
  const { t } = useTranslation();
  return (
    <header className={`mt-3 flex flex-col gap-5 sm:flex-row sm:items-start ${card}`}>
      <DoctorPhoto src={doctor.photo_url} alt={doctor.name} size="profile" eager />
      <div className="min-w-0 flex-1 space-y-2">
        <h1 id="page-title" className="text-2xl font-bold text-ink">
          {doctor.name}
        </h1>
        <p className="font-medium text-primary-strong">{t(`doctors.specialty.${doctor.specialty}`)}</p>
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <OnlineBadge online={doctor.is_online} accepting={doctor.accepting} />
          <RatingSummary rating={doctor.rating} />
          <span className="text-sm text-muted">{t('doctors.years', { count: doctor.years_of_practice })}</span>
        </div>
        <p className="text-sm">
          <span className="text-muted">{t('doctors.filters.fee')}: </span>
          <span className="text-lg font-bold text-ink" data-testid="doctor-fee">
            {formatIdr(doctor.fee)}
          </span>
        </p>
        <div className="flex flex-col gap-2 pt-2 sm:flex-row">
          <LinkButton to={`/doctor/consultation?doctor=${encodeURIComponent(doctor.slug)}`} className="py-2.5" data-testid="chat-now">
            <ChatIcon className="h-5 w-5" />
            {t('doctors.profile.chatNow')}
          </LinkButton>
          <LinkButton to={`/doctor/appointment?doctor=${encodeURIComponent(doctor.slug)}`} variant="outline" className="py-2.5" data-testid="book-appointment">
            <ClockIcon className="h-5 w-5" />
            {t('doctors.profile.book')}
          </LinkButton>
        </div>
      </div>
    </header>
  );
}

/** STR, where they practise, since when and the languages they consult in. */
export function DoctorFacts({ doctor }: { doctor: DoctorDetail }) {
  const { t } = useTranslation();
  const row = 'grid grid-cols-[minmax(0,2fr)_minmax(0,3fr)] gap-3 py-2.5 first:pt-0 last:pb-0';
  return (
    <dl className="divide-y divide-gray-100 text-sm" data-testid="doctor-facts">
      <div className={row}>
        <dt className="text-muted">
          {t('doctors.profile.str')}
        </dt>
        <dd className="font-semibold tabular-nums text-ink" data-testid="doctor-str">
          {doctor.str_number}
        </dd>
      </div>
      <div className={row}>
        <dt className="text-muted">{t('doctors.profile.facility')}</dt>
        <dd className="text-ink">
          {doctor.facility.name}, {doctor.facility.city}
        </dd>
      </div>
      <div className={row}>
        <dt className="text-muted">{t('doctors.profile.experience')}</dt>
        <dd className="text-ink">{t('doctors.profile.since', { count: doctor.years_of_practice, year: doctor.practising_since })}</dd>
      </div>
      <div className={row}>
        <dt className="text-muted">{t('doctors.filters.language')}</dt>
        <dd className="text-ink">{doctor.languages.map((l) => t(`doctors.language.${l}`)).join(', ')}</dd>
      </div>
      <div className={row}>
        <dt className="text-muted">{t('doctors.filters.gender')}</dt>
        <dd className="text-ink">{t(`doctors.gender.${doctor.gender}`)}</dd>
      </div>
    </dl>
  );
}
