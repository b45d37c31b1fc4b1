import { useEffect, useRef, useState } from 'react';
import { Form, Link, useFetcher } from 'react-router';
import type { ArticleSummary } from '@apotek/contract/articles';
import type { Page } from '@apotek/contract/envelope';
import { useTranslation } from '~/i18n/translate';
import { buttonClass } from '~/components/ui/button';
import { inputClass } from '~/components/ui/field';
import { CloseIcon, SearchIcon } from '~/components/ui/icons';
import { ArticleCard } from '~/components/articles/article-card';
import { type ArticleListFilters, articleListHref } from './article-filters';

interface Named {
  slug: string;
  name: string;
  article_count: number;
}

const chip = (active: boolean) =>
  `inline-flex shrink-0 items-center gap-1 whitespace-nowrap rounded-full border px-3 py-1.5 text-sm font-medium transition-colors ${
    active ? 'border-primary-strong bg-primary-strong text-white' : 'border-gray-300 bg-white text-ink hover:border-primary'
  }`;

/** The search box: the category and tag chosen stay; the list starts over at page 1. */
function ArticleSearch({ filters }: { filters: ArticleListFilters }) {
  const { t } = useTranslation();
  return (
    <Form method="get" action="/articles" role="search" className="flex gap-2" data-testid="article-search">
      {filters.category && <input type="hidden" name="category" value={filters.category} />}
      {filters.tag && <input type="hidden" name="tag" value={filters.tag} />}
      <label className="relative flex-1">
        <span className="sr-only">{t('articles.search.label')}</span>
        <SearchIcon className="pointer-events-none absolute left-3 top-1/2 h-5 w-5 -translate-y-1/2 text-muted" />
        <input type="search" name="q" defaultValue={filters.q} maxLength={100} placeholder={t('articles.search.placeholder')} className={inputClass(false, 'py-2.5 pl-10')} />
      </label>
      <button type="submit" className={buttonClass('primary')}>
        {t('articles.search.submit')}
      </button>
    </Form>
  );
}

/** Categories as chips (links that keep the search), then the topics in use. */
function ArticleFiltersNav({ filters, categories, tags }: { filters: ArticleListFilters; categories: Named[]; tags: Named[] }) {
  const { t } = useTranslation();
  const activeTag = tags.find((tag) => tag.slug === filters.tag);
  return (
    <div className="space-y-3">
      <nav aria-label={t('articles.categories')} className="-mx-4 overflow-x-auto px-4 pb-1 lg:mx-0 lg:px-0">
        <ul className="flex gap-2 lg:flex-wrap">
          <li>
            <Link to={articleListHref({ q: filters.q, tag: filters.tag })} preventScrollReset aria-current={filters.category === '' ? 'true' : undefined} className={chip(filters.category === '')}>
              {t('articles.allCategories')}
            </Link>
          </li>
          {categories
            .filter((c) => c.article_count > 0)
            .map((c) => (
              <li key={c.slug}>
                <Link
                  to={articleListHref({ q: filters.q, tag: filters.tag, category: c.slug })}
                  preventScrollReset
                  aria-current={filters.category === c.slug ? 'true' : undefined}
                  className={chip(filters.category === c.slug)}
                  data-category={c.slug}
                >
                  {c.name}
                </Link>
              </li>
            ))}
        </ul>
      </nav>
      <nav aria-label={t('articles.tags')}>
        <ul className="flex flex-wrap gap-x-3 gap-y-1 text-sm">
          {activeTag && (
            <li>
              <Link to={articleListHref({ q: filters.q, category: filters.category })} preventScrollReset className="inline-flex items-center gap-1 rounded-full bg-primary-soft px-2.5 py-0.5 font-semibold text-primary-strong" aria-label={t('articles.clearTag', { name: activeTag.name })}>
                #{activeTag.name}
                <CloseIcon className="h-3.5 w-3.5" aria-hidden />
              </Link>
            </li>
          )}
          {tags
            .filter((tag) => tag.slug !== filters.tag)
            .map((tag) => (
              <li key={tag.slug}>
                <Link to={articleListHref({ q: filters.q, category: filters.category, tag: tag.slug })} preventScrollReset className="text-primary-strong hover:underline" data-tag={tag.slug}>
                  #{tag.name}
                </Link>
              </li>
            ))}
        </ul>
      </nav>
    </div>
  );
}

/**
 * The article list. "Load more" is a link to the next page (it works without scripts); with them, the next
 * page comes from this route's loader through a fetcher and is appended, the address kept as it is.
 */
export function ArticleList({ filters, list, categories, tags }: { filters: ArticleListFilters; list: Page<ArticleSummary>; categories: Named[]; tags: Named[] }) {
  const { t } = useTranslation();
  const fetcher = useFetcher<{ list: Page<ArticleSummary> }>();
  const [pages, setPages] = useState<{ key: string; items: ArticleSummary[]; page: number; lastPage: number; total: number }>(() => ({
    key: articleListHref({ ...filters, page: list.page }),
    items: list.data,
    page: list.page,
    lastPage: list.lastPage,
    total: list.total,
  }));
  const listRef = useRef<HTMLUListElement>(null);
  const focusFrom = useRef<number | null>(null);

  // A new search or filter (new loader data) starts the list over.
  const key = articleListHref({ ...filters, page: list.page });
  if (pages.key !== key) setPages({ key, items: list.data, page: list.page, lastPage: list.lastPage, total: list.total });

  useEffect(() => {
    if (fetcher.state !== 'idle' || !fetcher.data) return;
    const next = fetcher.data.list;
    setPages((p) => {
      if (next.page !== p.page + 1) return p;
      focusFrom.current = p.items.length;
      return { ...p, items: [...p.items, ...next.data], page: next.page, lastPage: next.lastPage, total: next.total };
    });
  }, [fetcher.state, fetcher.data]);

  // Keyboard and screen-reader users land on the first article just added, not back at the button.
  useEffect(() => {
    if (focusFrom.current === null) return;
    listRef.current?.querySelectorAll<HTMLAnchorElement>('li h2 a')[focusFrom.current]?.focus();
    focusFrom.current = null;
  }, [pages.items.length]);

  const nextHref = articleListHref({ ...filters, page: pages.page + 1 });
  const loading = fetcher.state !== 'idle';

  return (
    <div className="mt-4 space-y-6">
      <ArticleSearch filters={filters} />
      <ArticleFiltersNav filters={filters} categories={categories} tags={tags} />
      {filters.q && <p className="text-sm font-semibold text-ink">{t('articles.resultsFor', { q: filters.q })}</p>}
      {pages.items.length === 0 ? (
        <div className="rounded-2xl border border-dashed border-gray-300 p-8 text-center" data-testid="articles-empty">
          <p className="font-semibold">{t('articles.empty')}</p>
          <p className="mt-1 text-sm text-muted">{t('articles.emptyHint')}</p>
          <Link to="/articles" className={buttonClass('outline', 'mt-4')}>
            {t('articles.seeAll')}
          </Link>
        </div>
      ) : (
        <ul ref={listRef} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="article-list">
          {pages.items.map((a, i) => (
            <li key={a.id}>
              <ArticleCard article={a} eager={i < 3} readingTime={(count) => t('articles.readingTime', { count })} />
            </li>
          ))}
        </ul>
      )}
      <div className="flex flex-col items-center gap-3">
        <p className="text-sm text-muted" aria-live="polite" data-testid="articles-count">
          {pages.items.length > 0 ? t('articles.showing', { shown: pages.items.length, total: pages.total }) : ''}
        </p>
        {pages.page < pages.lastPage && (
          <Link
            to={nextHref}
            className={buttonClass('outline', 'min-w-48')}
            data-testid="articles-load-more"
            aria-disabled={loading || undefined}
            onClick={(e) => {
              e.preventDefault();
              if (loading) return;
              fetcher.load(nextHref);
            }}
          >
            {loading ? t('articles.loading') : t('articles.loadMore')}
          </Link>
        )}
      </div>
    </div>
  );
}
