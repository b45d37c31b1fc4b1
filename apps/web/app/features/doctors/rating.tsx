import type { DoctorRating } from '@apotek/contract/doctors';
import { useTranslation } from '~/i18n/translate';
import { useLocale } from '~/lib/root-data';
import { formatRating } from './format';
import { Star } from '~/components/ui/stars';

export { Stars } from '~/components/ui/stars';

/** One star, the average and how many reviews it stands on; "Belum ada ulasan" before the first. */
export function RatingSummary({ rating, className = '' }: { rating: DoctorRating; className?: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  if (rating.average === null || rating.count === 0) return <span className={`text-sm text-muted ${className}`}>{t('doctors.noReviews')}</span>;
  const average = formatRating(rating.average, locale);
  return (
    <span className={`inline-flex items-center gap-1 text-sm ${className}`} data-testid="doctor-rating">
      <Star filled />
      <span className="font-semibold text-ink">{average}</span>
      <span className="text-muted">({t('doctors.reviewCount', { count: rating.count })})</span>
    </span>
  );
}
