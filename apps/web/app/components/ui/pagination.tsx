import { Link } from 'react-router';
import { useTranslation } from '~/i18n/translate';

/** Page numbers to show: the first, the last and two either side of the current one, gaps as null. */
export function pageWindow(page: number, lastPage: number): (number | null)[] {
  const shown = new Set([1, lastPage, page - 2, page - 1, page, page + 1, page + 2].filter((n) => n >= 1 && n <= lastPage));
  const sorted = [...shown].sort((a, b) => a - b);
  const out: (number | null)[] = [];
  sorted.forEach((n, i) => {
    if (i > 0 && n - sorted[i - 1]! > 1) out.push(null);
    out.push(n);
  });
  return out;
}

/** Links, not buttons: every page has its own address, so paging works without JavaScript and can be shared. */
export function Pagination({ page, lastPage, hrefFor, label }: { page: number; lastPage: number; hrefFor: (page: number) => string; label?: string }) {
  const { t } = useTranslation();
  if (lastPage <= 1) return null;
  const cell = 'inline-flex h-10 min-w-10 items-center justify-center rounded-lg px-3 text-sm font-semibold';
  return (
    <nav aria-label={label ?? t('pagination.label')} className="mt-8 flex flex-wrap items-center justify-center gap-1">
      {page > 1 ? (
        <Link to={hrefFor(page - 1)} rel="prev" className={`${cell} border border-gray-300 bg-white hover:border-primary`}>
          {t('pagination.previous')}
        </Link>
      ) : null}
      {pageWindow(page, lastPage).map((n, i) =>
        n === null ? (
          <span key={`gap-${i}`} className={`${cell} text-muted`} aria-hidden="true">
            …
          </span>
        ) : n === page ? (
          <span key={n} aria-current="page" className={`${cell} bg-primary-strong text-white`}>
            <span className="sr-only">{t('pagination.page')} </span>
            {n}
          </span>
        ) : (
          <Link key={n} to={hrefFor(n)} className={`${cell} border border-gray-300 bg-white hover:border-primary`}>
            <span className="sr-only">{t('pagination.page')} </span>
            {n}
          </Link>
        ),
      )}
      {page < lastPage ? (
        <Link to={hrefFor(page + 1)} rel="next" className={`${cell} border border-gray-300 bg-white hover:border-primary`}>
          {t('pagination.next')}
        </Link>
      ) : null}
    </nav>
  );
}
