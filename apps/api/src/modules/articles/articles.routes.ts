import { type ArticleFilters, type ArticlesQuery, routes } from '@apotek/contract';
import { ok } from '../../platform/envelope.ts';
import type { RouteRegistrar } from '../../platform/routes.ts';
import type { ArticlesService } from './articles.service.ts';

/** Flat filters and `filter[key]=value` (SPEC §7's nested keys) mean the same; a nested one wins. */
export function articleFilters(query: ArticlesQuery): ArticleFilters {
  const nested = query.filter ?? {};
  return {
    search: nested.search ?? query.search ?? query.q,
    category: nested.category ?? query.category,
    tag: nested.tag ?? query.tag,
  };
}

export function articlesRoutes(define: RouteRegistrar, articles: ArticlesService): void {
  define(routes.articles, async ({ query, request, reply }) =>
    ok(reply, await articles.list({ ...articleFilters(query), page: query.page, perPage: query.perPage }, request.locale)),
  );
  define(routes.articleCategories, async ({ request, reply }) => ok(reply, await articles.categories(request.locale)));
  define(routes.article, async ({ params, request, reply }) => ok(reply, await articles.detail(params.id, request.locale)));
  define(routes.articleRelatedProducts, async ({ params, query, request, reply }) =>
    ok(reply, await articles.relatedProducts(params.id, query.limit, request.locale)),
  );
  define(routes.tags, async ({ request, reply }) => ok(reply, await articles.tags(request.locale)));
  define(routes.banners, async ({ query, request, reply }) => ok(reply, await articles.banners(query, request.locale)));
}
