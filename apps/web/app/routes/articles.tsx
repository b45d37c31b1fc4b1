import { useTranslation } from '~/i18n/translate';
import { PageHeader } from '~/components/page-header';
import { PageMeta } from '~/components/page-meta';
import { ArticleList } from '~/features/articles/article-list';
import { loadArticles } from '~/features/articles/articles.server';
import type { Route } from './+types/articles';

export function loader({ request, context }: Route.LoaderArgs) {
  return loadArticles(request, context);
}

export default function ArticlesPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { filters, list, categories, tags } = loaderData;
  const category = categories.find((c) => c.slug === filters.category);
  const title = category ? `${category.name} · ${t('articles.title')}` : t('articles.title');
  return (
    <>
      <PageMeta title={title} description={t('articles.metaDescription')} />
      <PageHeader title={t('articles.title')}>
        <p className="mt-1 max-w-2xl text-sm text-muted">{t('articles.lead')}</p>
      </PageHeader>
      <ArticleList filters={filters} list={list} categories={categories} tags={tags} />
    </>
  );
}
