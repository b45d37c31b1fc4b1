import { useTranslation } from '~/i18n/translate';
import { Breadcrumb } from '~/components/breadcrumb';
import { PageMeta } from '~/components/page-meta';
import { cardClass } from '~/components/ui/card';
import { Availability } from '~/features/doctors/availability';
import { DoctorFacts, DoctorProfileHeader } from '~/features/doctors/doctor-profile';
import { loadDoctor } from '~/features/doctors/doctors.server';
import { formatIdr } from '~/components/ui/price';
import { ReviewList } from '~/features/doctors/review-list';
import { ScheduleTable } from '~/features/doctors/schedule-table';
import type { Route } from './+types/doctor.$id';

export function loader({ request, context, params }: Route.LoaderArgs) {
  return loadDoctor(request, context, params.id);
}

const card = cardClass({ padding: 'lg' });

export default function DoctorIdPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { doctor, reviews, today } = loaderData;
  const specialty = t(`doctors.specialty.${doctor.specialty}`);
  return (
    <article aria-labelledby="page-title">
      <PageMeta
        title={`${doctor.name} – ${specialty}`}
        description={t('doctors.profile.metaDescription', { name: doctor.name, specialty, facility: doctor.facility.name, city: doctor.facility.city, str: doctor.str_number, fee: formatIdr(doctor.fee) })}
      />
      <Breadcrumb trail={[{ label: t('pages.doctor.title'), to: '/doctor' }, { label: doctor.name }]} />
      <DoctorProfileHeader doctor={doctor} />

      <div className="mt-6 grid items-start gap-6 lg:grid-cols-2">
        <section aria-labelledby="facts-title" className={card}>
          <h2 id="facts-title" className="mb-3 text-lg font-bold">
            {t('doctors.profile.about')}
          </h2>
          <DoctorFacts doctor={doctor} />
        </section>
        <section aria-labelledby="schedule-title" className={card}>
          <h2 id="schedule-title" className="mb-3 text-lg font-bold">
            {t('doctors.profile.schedule')}
          </h2>
          <ScheduleTable doctor={doctor} today={today} />
          <div className="mt-4 border-t border-gray-100 pt-4">
            <Availability doctor={doctor} />
          </div>
        </section>
      </div>

      <section id="reviews" aria-labelledby="reviews-title" className={`mt-6 ${card}`}>
        <h2 id="reviews-title" className="mb-4 text-lg font-bold">
          {t('doctors.profile.reviews')} <span className="text-base font-normal text-muted">({reviews.total})</span>
        </h2>
        <ReviewList reviews={reviews} path={`/doctor/${doctor.slug}`} />
      </section>
    </article>
  );
}
