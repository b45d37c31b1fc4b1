import { useTranslation } from '~/i18n/translate';

/** Five stars for a whole-number rating, read as "4 dari 5 bintang". */
export function Stars({ value, className = '' }: { value: number; className?: string }) {
  const { t } = useTranslation();
  return (
    <span role="img" aria-label={t('consultations.review.starsOf', { n: value })} className={`inline-flex items-center gap-0.5 ${className}`}>
      {[1, 2, 3, 4, 5].map((n) => (
        <svg key={n} viewBox="0 0 20 20" aria-hidden="true" className="h-4 w-4">
          <path d="M10 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.5 7.7l5.9-.9z" fill={n <= value ? '#F59E0B' : '#E5E7EB'} />
        </svg>
      ))}
    </span>
  );
}
