import { Link } from 'react-router';
import type { ArticleSummary } from '@apotek/contract/articles';
import { formatDate } from '@apotek/contract/format/date';
import { mediaSrcSet } from '@apotek/contract/media';
import { ClockIcon } from '~/components/ui/icons';
import { useLocale } from '~/lib/root-data';

/** Cover widths a card can use: at most about a third of 1200 px, twice for sharp screens. */
const CARD_WIDTHS = [320, 640] as const;

/**
 * An article in a list: cover (16:9, space reserved), category, title, summary, date and reading time. The
 * caller words the reading time: the article list from its pack, the home page from its own messages.
 */
export function ArticleCard({
  article,
  readingTime,
  eager = false,
  headingLevel = 2,
}: {
  article: ArticleSummary;
  readingTime: (minutes: number) => string;
  eager?: boolean;
  headingLevel?: 2 | 3;
}) {
  const locale = useLocale();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-gray-200 bg-white shadow-sm transition-shadow focus-within:ring-2 focus-within:ring-primary-strong hover:shadow-md" data-testid="article-card" data-slug={article.slug}>
      <div className="aspect-video w-full bg-primary-soft">
        {article.cover_url && (
          <img
            src={article.cover_url}
            srcSet={mediaSrcSet(article.cover_url, CARD_WIDTHS)}
            sizes="(min-width: 1024px) 380px, (min-width: 640px) 50vw, 100vw"
            alt=""
            width={1200}
            height={675}
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
            className="h-full w-full object-cover"
          />
        )}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <p className="text-xs font-semibold uppercase tracking-wide text-primary-strong">{article.category.name}</p>
        <Heading className="text-base font-bold leading-snug text-ink">
          <Link to={`/articles/${article.slug}`} className="after:absolute after:inset-0 focus:outline-none group-hover:underline">
            {article.title}
          </Link>
        </Heading>
        <p className="line-clamp-3 text-sm text-muted">{article.summary}</p>
        <p className="mt-auto flex flex-wrap items-center gap-x-3 gap-y-1 pt-2 text-xs text-muted">
          <time dateTime={article.published_at}>{formatDate(article.published_at, locale)}</time>
          <span className="inline-flex items-center gap-1">
            <ClockIcon className="h-3.5 w-3.5" aria-hidden />
            {readingTime(article.reading_minutes)}
          </span>
        </p>
      </div>
    </article>
  );
}
