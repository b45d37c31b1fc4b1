import type { ArticleSummary } from '@apotek/contract/articles';
import { useTranslation } from '~/i18n/translate';
import { ArticleCard } from '~/components/articles/article-card';
import { HomeSection } from './home-section';

/** The newest articles, three cards; the whole list is a link away. */
export function LatestArticles({ articles }: { articles: ArticleSummary[] }) {
  const { t } = useTranslation();
  if (articles.length === 0) return null;
  return (
    <HomeSection id="articles-title" title={t('home.articlesTitle')} more={{ to: '/articles', label: t('home.seeAllArticles') }}>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="home-articles">
        {articles.map((a) => (
          <li key={a.id}>
            <ArticleCard article={a} headingLevel={3} readingTime={(count) => t('home.readingTime', { count })} />
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}
