import { Link } from 'react-router';
import type { ArticleDetail } from '@apotek/contract/articles';
import type { ProductSummary } from '@apotek/contract/catalog';
import { formatDate } from '@apotek/contract/format/date';
import { mediaSrcSet } from '@apotek/contract/media';
import { useTranslation } from '~/i18n/translate';
import { Breadcrumb } from '~/components/breadcrumb';
import { HeadTags } from '~/components/head-tags';
import { ProductGrid } from '~/components/catalog/product-card';
import { ClockIcon } from '~/components/ui/icons';
import { useLocale } from '~/lib/root-data';
import { articleJsonLd, jsonForScript } from './article-json-ld';
import { ShareButtons } from './share-buttons';

/**
 * The article body as the API rendered it (escaped, link-checked HTML: articles.markdown.ts), styled here:
 * no client Markdown library, no typography plugin.
 */
const BODY =
  'text-[15px] leading-relaxed text-ink sm:text-base ' +
  '[&_h2]:mt-8 [&_h2]:scroll-mt-24 [&_h2]:text-xl [&_h2]:font-bold ' +
  '[&_h3]:mt-6 [&_h3]:scroll-mt-24 [&_h3]:text-lg [&_h3]:font-bold ' +
  '[&_p]:mt-3 [&_ul]:mt-3 [&_ul]:list-disc [&_ul]:space-y-1.5 [&_ul]:pl-6 [&_ol]:mt-3 [&_ol]:list-decimal [&_ol]:space-y-1.5 [&_ol]:pl-6 ' +
  '[&_a]:font-semibold [&_a]:text-primary-strong [&_a]:underline [&_strong]:font-semibold ' +
  '[&_blockquote]:mt-8 [&_blockquote]:rounded-xl [&_blockquote]:border-l-4 [&_blockquote]:border-secondary [&_blockquote]:bg-secondary-soft [&_blockquote]:px-4 [&_blockquote]:py-3 [&_blockquote]:text-sm [&_blockquote_p]:mt-0';

function clip(text: string, max = 160): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1).trimEnd()}…` : flat;
}

function ArticleSeo({ article, canonical, origin }: { article: ArticleDetail; canonical: string; origin: string }) {
  const { t, i18n } = useTranslation();
  const description = clip(article.summary);
  return (
    <>
      <HeadTags>
        <title>{t('meta.titleTemplate', { title: article.title })}</title>
        <meta name="description" content={description} />
        <link rel="canonical" href={canonical} />
        <meta property="og:type" content="article" />
        <meta property="og:site_name" content="Apotek" />
        <meta property="og:title" content={article.title} />
        <meta property="og:description" content={description} />
        <meta property="og:url" content={canonical} />
        <meta property="og:locale" content={i18n.language === 'en' ? 'en_GB' : 'id_ID'} />
        {article.cover_url && <meta property="og:image" content={new URL(article.cover_url, origin).toString()} />}
        <meta property="article:published_time" content={article.published_at} />
        <meta property="article:modified_time" content={article.updated_at} />
        <meta name="twitter:card" content="summary_large_image" />
      </HeadTags>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonForScript(articleJsonLd(article, canonical, origin)) }} />
    </>
  );
}

function Toc({ article }: { article: ArticleDetail }) {
  const { t } = useTranslation();
  if (article.toc.length === 0) return null;
  return (
    <nav aria-labelledby="toc-title" className="rounded-2xl border border-gray-200 bg-white p-4 lg:sticky lg:top-24" data-testid="article-toc">
      <h2 id="toc-title" className="text-sm font-bold uppercase tracking-wide text-muted">
        {t('articles.toc')}
      </h2>
      <ol className="mt-2 space-y-1.5 text-sm">
        {article.toc.map((h) => (
          <li key={h.id} className={h.level === 3 ? 'pl-4' : ''}>
            <a href={`#${h.id}`} className="text-primary-strong hover:underline">
              {h.text}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}

/** Author and the reviewing doctor with their STR (a link to the doctor's page when listed), dates, reading time. */
function Byline({ article }: { article: ArticleDetail }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { reviewer } = article;
  return (
    <div className="mt-4 grid gap-3 rounded-2xl bg-primary-soft/60 p-4 text-sm sm:grid-cols-2" data-testid="article-byline">
      <p>
        <span className="block text-xs text-muted">{t('articles.by')}</span>
        <span className="font-semibold">{article.author.name}</span>
      </p>
      <p data-testid="article-reviewer">
        <span className="block text-xs text-muted">{t('articles.reviewedBy')}</span>
        {reviewer.doctor_slug ? (
          <Link to={`/doctor/${reviewer.doctor_slug}`} className="font-semibold text-primary-strong hover:underline">
            {reviewer.name}
          </Link>
        ) : (
          <span className="font-semibold">{reviewer.name}</span>
        )}
        <span className="block text-xs text-muted">{t('articles.str', { number: reviewer.str_number })}</span>
      </p>
      <p className="flex flex-wrap gap-x-3 gap-y-1 text-xs text-muted sm:col-span-2">
        <time dateTime={article.published_at}>{t('articles.published', { date: formatDate(article.published_at, locale) })}</time>
        {article.updated_at.slice(0, 10) !== article.published_at.slice(0, 10) && (
          <time dateTime={article.updated_at}>{t('articles.updated', { date: formatDate(article.updated_at, locale) })}</time>
        )}
        <span className="inline-flex items-center gap-1" data-testid="article-reading-time">
          <ClockIcon className="h-3.5 w-3.5" aria-hidden />
          {t('articles.readingTime', { count: article.reading_minutes })}
        </span>
      </p>
    </div>
  );
}

export function ArticleView({ article, related, canonical, origin }: { article: ArticleDetail; related: ProductSummary[]; canonical: string; origin: string }) {
  const { t } = useTranslation();
  return (
    <article aria-labelledby="page-title" data-testid="article" data-slug={article.slug}>
      <ArticleSeo article={article} canonical={canonical} origin={origin} />
      <Breadcrumb trail={[{ label: t('articles.title'), to: '/articles' }, { label: article.category.name, to: `/articles?category=${article.category.slug}` }]} />
      <header className="mt-3 max-w-3xl">
        <p className="text-xs font-semibold uppercase tracking-wide text-primary-strong">{article.category.name}</p>
        <h1 id="page-title" className="mt-1 text-2xl font-extrabold leading-tight text-ink sm:text-3xl">
          {article.title}
        </h1>
        <p className="mt-3 text-base text-muted">{article.summary}</p>
        <Byline article={article} />
      </header>
      {article.cover_url && (
        <img
          src={article.cover_url}
          srcSet={mediaSrcSet(article.cover_url)}
          sizes="(min-width: 1200px) 768px, (min-width: 1024px) 64vw, 100vw"
          alt=""
          width={1200}
          height={675}
          fetchPriority="high"
          decoding="async"
          className="mt-6 aspect-video w-full max-w-3xl rounded-2xl bg-primary-soft object-cover"
        />
      )}
      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,1fr)] lg:gap-10">
        <div className="order-2 min-w-0 lg:order-1">
          <div className={BODY} data-testid="article-body" dangerouslySetInnerHTML={{ __html: article.body_html }} />
          <ul className="mt-6 flex flex-wrap gap-2 text-sm" aria-label={t('articles.tags')}>
            {article.tags.map((tag) => (
              <li key={tag.slug}>
                <Link to={`/articles?tag=${tag.slug}`} className="rounded-full bg-gray-100 px-3 py-1 text-ink hover:bg-primary-soft">
                  #{tag.name}
                </Link>
              </li>
            ))}
          </ul>
          <div className="mt-6 border-t border-gray-200 pt-4">
            <ShareButtons url={canonical} title={article.title} />
          </div>
        </div>
        <aside className="order-1 lg:order-2">
          <Toc article={article} />
        </aside>
      </div>
      {related.length > 0 && (
        <section aria-labelledby="related-title" className="mt-10" data-testid="article-related">
          <h2 id="related-title" className="text-xl font-bold">
            {t('articles.related')}
          </h2>
          <p className="mb-4 mt-1 text-sm text-muted">{t('articles.relatedLead')}</p>
          <ProductGrid products={related} />
        </section>
      )}
    </article>
  );
}
