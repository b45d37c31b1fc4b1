import { Link } from 'react-router';
import { useTranslation } from '~/i18n/translate';
import { Card } from '~/components/ui/card';
import { EmptyState } from '~/components/ui/empty-state';
import { Availability } from '~/features/doctors/availability';
import { jakartaDate } from '~/features/doctors/format';
import { OnlineBadge } from '~/features/doctors/online-badge';
import { Stars } from '~/components/ui/stars';
import { RatingSummary } from '~/features/doctors/rating';
import { ScheduleTable } from '~/features/doctors/schedule-table';
import { useLocale } from '~/lib/root-data';
import type { DoctorOwnProfile } from './consult-queue.server';

/**
 * The doctor's own weekly schedule (on the shop's clock, as patients see it), whether they are online now
 * and their latest reviews; the public profile is one link away.
 */
export function DoctorOwnProfileView({ profile }: { profile: DoctorOwnProfile | null }) {
  const { t } = useTranslation();
  const locale = useLocale();
  if (!profile) return <EmptyState compact text={t('consoleConsult.schedule.noProfile')} />;
  const { doctor, reviews, today } = profile;
  return (
    <div className="grid items-start gap-4 lg:grid-cols-2" data-testid="doctor-own-profile">
      <Card as="section" aria-labelledby="schedule-title" padding="lg" className="space-y-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="schedule-title" className="text-lg font-bold">
            {t('consoleConsult.schedule.title')}
          </h2>
          <OnlineBadge online={doctor.is_online} accepting={doctor.accepting} />
        </div>
        <p className="text-sm text-muted">
          {doctor.name} · {doctor.specialty_label} · {t('consoleConsult.schedule.str', { str: doctor.str_number })}
        </p>
        <Availability doctor={doctor} />
        <ScheduleTable doctor={doctor} today={today} />
        <p className="text-xs text-muted">{t('consoleConsult.schedule.changeHint')}</p>
        <Link to={`/doctor/${doctor.slug}`} className="inline-block text-sm font-semibold text-primary-strong underline" target="_blank" rel="noopener">
          {t('consoleConsult.schedule.publicProfile')}
        </Link>
      </Card>
      <Card as="section" aria-labelledby="reviews-title" padding="lg" className="space-y-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="reviews-title" className="text-lg font-bold">
            {t('consoleConsult.schedule.reviews')}
          </h2>
          <RatingSummary rating={doctor.rating} />
        </div>
        {profile.reviewsFailed ? (
          <p className="text-sm text-muted">{t('consoleConsult.schedule.reviewsFailed')}</p>
        ) : reviews.length === 0 ? (
          <EmptyState compact text={t('consoleConsult.schedule.noReviews')} />
        ) : (
          <ul className="divide-y divide-gray-100" data-testid="doctor-own-reviews">
            {reviews.map((r) => (
              <li key={r.id} className="py-3 first:pt-0 last:pb-0">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <span className="flex items-center gap-2">
                    <span className="font-semibold">{r.author}</span>
                    <Stars value={r.rating} />
                  </span>
                  <time dateTime={r.created_at} className="text-xs text-muted">
                    {jakartaDate(r.created_at, locale)}
                  </time>
                </div>
                {r.text && <p className="mt-1 text-sm text-ink/90">{r.text}</p>}
              </li>
            ))}
          </ul>
        )}
      </Card>
    </div>
  );
}
