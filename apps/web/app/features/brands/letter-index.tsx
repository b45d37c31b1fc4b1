import { Link } from 'react-router';
import { useTranslation } from '~/i18n/translate';
import { BRAND_LETTERS, brandIndexHref, type BrandIndexQuery } from './brand-query';
import { Card } from '~/components/ui/card';

/** The A–Z index: one link per letter, "#" for names starting with a digit. */
export function LetterIndex({ query }: { query: BrandIndexQuery }) {
  const { t } = useTranslation();
  const cell = 'inline-flex h-9 min-w-9 items-center justify-center rounded-lg px-2 text-sm font-bold uppercase';
  return (
    <Card as="nav" aria-label={t('brands.letterIndex')} padding="sm">
      <ul className="flex flex-wrap gap-1">
        <li>
          <Link to={brandIndexHref(query, { letter: '', q: '' })} aria-current={!query.letter ? 'page' : undefined} className={`${cell} ${!query.letter ? 'bg-primary-strong text-white' : 'hover:bg-gray-100'}`}>
            {t('brands.all')}
          </Link>
        </li>
        {BRAND_LETTERS.map((letter) => (
          <li key={letter}>
            <Link
              to={brandIndexHref(query, { letter, q: '' })}
              aria-current={query.letter === letter ? 'page' : undefined}
              aria-label={letter === '#' ? t('brands.digits') : t('brands.letter', { letter: letter.toUpperCase() })}
              className={`${cell} ${query.letter === letter ? 'bg-primary-strong text-white' : 'hover:bg-gray-100'}`}
            >
              {letter}
            </Link>
          </li>
        ))}
      </ul>
    </Card>
  );
}
