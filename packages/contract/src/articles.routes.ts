import * as articles from './articles.ts';
import { productListResponse } from './catalog.ts';
import { route } from './route-def.ts';

/** Routes of issue 14 (articles); spread into the route table in routes.ts. */
export const articleRoutes = {
  articles: route({ method: 'GET', path: '/api/articles', query: articles.articlesQuery, response: articles.articlesResponse, auth: 'guest', cache: 'public', tags: ['articles'], summary: 'Health articles, newest first: search, category and tag (flat or filter[key]=value), paged' }),
  articleCategories: route({ method: 'GET', path: '/api/article-categories', response: articles.articleCategoriesResponse, auth: 'guest', cache: 'public', tags: ['articles'], summary: 'Article categories with how many articles each has' }),
  article: route({ method: 'GET', path: '/api/articles/:id', params: articles.articleParams, response: articles.articleResponse, auth: 'guest', cache: 'public', tags: ['articles'], summary: 'An article by id or slug, its body as sanitised HTML with a table of contents' }),
  articleRelatedProducts: route({ method: 'GET', path: '/api/articles/:id/related-products', params: articles.articleParams, query: articles.relatedProductsQuery, response: productListResponse, auth: 'guest', cache: 'public', tags: ['articles'], summary: "Products an article's topic calls for (never obat keras or prescription-only)" }),
  tags: route({ method: 'GET', path: '/api/tags', response: articles.tagsResponse, auth: 'guest', cache: 'public', tags: ['articles'], summary: 'Article tags with how many articles each has' }),
  banners: route({ method: 'GET', path: '/api/banners', query: articles.bannersQuery, response: articles.bannersResponse, auth: 'guest', cache: 'public', tags: ['content'], summary: 'Home-carousel banners running now (only those with an image)' }),
} as const satisfies Record<string, ReturnType<typeof route>>;
