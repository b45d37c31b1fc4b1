import { useTranslation } from '~/i18n/translate';

/** A five-point star, amber when filled. */
export function Star({ filled, className = 'h-4 w-4' }: { filled: boolean; className?: string }) {
  return (
    <svg viewBox="0 0 20 20" aria-hidden="true" className={className}>
      <path d="M10 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.5 7.7l5.9-.9z" fill={filled ? '#F59E0B' : '#E5E7EB'} />
    </svg>
  );
}

/** Five stars for a whole-number rating (a review), read as "4 dari 5 bintang". */
export function Stars({ value, className = '' }: { value: number; className?: string }) {
  const { t } = useTranslation();
  return (
    <span role="img" aria-label={t('doctors.stars', { n: value })} className={`inline-flex items-center gap-0.5 ${className}`}>
      {[1, 2, 3, 4, 5].map((n) => (
        <Star key={n} filled={n <= value} />
      ))}
    </span>
  );
}
