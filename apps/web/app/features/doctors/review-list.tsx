import type { DoctorReview } from '@apotek/contract/doctors';
import type { Page } from '@apotek/contract/envelope';
import { useTranslation } from '~/i18n/translate';
import { EmptyState } from '~/components/ui/empty-state';
import { Pagination } from '~/components/ui/pagination';
import { useLocale } from '~/lib/root-data';
import { jakartaDate } from './format';
import { Stars } from './rating';

/** A page of reviews, newest first; the reviewers' names come masked from the API. Pages are links (?reviews=n). */
export function ReviewList({ reviews, path }: { reviews: Page<DoctorReview>; path: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  if (reviews.total === 0) return <EmptyState compact text={t('doctors.noReviews')} />;
  return (
    <>
      <ul className="divide-y divide-gray-100" data-testid="doctor-reviews">
        {reviews.data.map((r) => (
          <li key={r.id} className="py-4 first:pt-0" data-testid="doctor-review">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <div className="flex items-center gap-2">
                <span className="font-semibold text-ink" data-testid="review-author">
                  {r.author}
                </span>
                <Stars value={r.rating} />
              </div>
              <time dateTime={r.created_at} className="text-xs text-muted">
                {jakartaDate(r.created_at, locale)}
              </time>
            </div>
            <p className="mt-1.5 text-sm text-ink/90">{r.text}</p>
          </li>
        ))}
      </ul>
      <Pagination page={reviews.page} lastPage={reviews.lastPage} label={t('doctors.profile.reviewsPaging')} hrefFor={(page) => (page > 1 ? `${path}?reviews=${page}#reviews` : `${path}#reviews`)} />
    </>
  );
}
