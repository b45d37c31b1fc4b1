import { data, type AppLoadContext } from 'react-router';
import { ARTICLE_PAGE_SIZE } from '@apotek/contract/articles';
import { serverApi } from '~/lib/session.server';
import { failPage } from '~/lib/page-errors.server';
import { ARTICLE_SLUG, articleFilters } from './article-filters';

/**
 * /articles: one page of articles (the `page` asked; "load more" fetches the next through this same loader
 * and appends it), with the categories and tags to narrow by. The filters go out as `filter[key]=value`.
 */
export async function loadArticles(request: Request, context: AppLoadContext) {
  const filters = articleFilters(new URL(request.url));
  const api = serverApi(request, context);
  const filter = { ...(filters.q ? { search: filters.q } : {}), ...(filters.category ? { category: filters.category } : {}), ...(filters.tag ? { tag: filters.tag } : {}) };
  const [list, categories, tags] = await Promise.all([
    api.call('articles', { query: { page: filters.page, perPage: ARTICLE_PAGE_SIZE, ...(Object.keys(filter).length ? { filter } : {}) } }),
    api.call('articleCategories'),
    api.call('tags'),
  ]);
  if (!list.ok) failPage(list);
  return {
    filters,
    list: list.body.data,
    categories: categories.ok ? categories.body.data : [],
    tags: tags.ok ? tags.body.data : [],
  };
}

/** /articles/{slug}: the article, its related products (a failure only hides them) and its absolute address. */
export async function loadArticle(request: Request, context: AppLoadContext, slug: string) {
  if (!ARTICLE_SLUG.test(slug)) throw data(null, { status: 404 });
  const api = serverApi(request, context);
  const [article, related] = await Promise.all([
    api.call('article', { params: { id: slug } }),
    api.call('articleRelatedProducts', { params: { id: slug }, query: { limit: 4 } }),
  ]);
  if (!article.ok) failPage(article);
  const origin = context.publicUrl;
  return {
    article: article.body.data,
    related: related.ok ? related.body.data : [],
    origin,
    canonical: `${origin}/articles/${article.body.data.slug}`,
  };
}
