import { z } from 'zod';
import { pageTocEntry } from './info-pages.ts';
import { envelope, page, pagingQuery } from './envelope.ts';

/** Schemas of issue 14 (articles and banners; docs/decisions/033-articles-and-banners.md). */

export const ARTICLE_PAGE_SIZE = 9;

const slugText = z
  .string()
  .trim()
  .max(80)
  .regex(/^[a-z0-9-]*$/);

/** What a list can be narrowed by; sent flat (`search=…`) or with nested keys (`filter[search]=…`, SPEC §7). */
export const articleFilters = z
  .object({
    search: z.string().trim().max(100).optional(),
    category: slugText.optional(),
    tag: slugText.optional(),
  })
  .strict();
export type ArticleFilters = z.infer<typeof articleFilters>;

/** GET /api/articles: paging (`perPage` at most 50) and the filters, flat or as `filter[key]=value`. */
export const articlesQuery = pagingQuery.extend({
  perPage: z.coerce.number().int().min(1).max(50).default(ARTICLE_PAGE_SIZE),
  search: articleFilters.shape.search,
  q: articleFilters.shape.search,
  category: articleFilters.shape.category,
  tag: articleFilters.shape.tag,
  filter: articleFilters.optional(),
});
export type ArticlesQuery = z.infer<typeof articlesQuery>;

export const articleCategory = z.object({ slug: z.string(), name: z.string() });
export const articleTag = z.object({ slug: z.string(), name: z.string() });
export type ArticleCategory = z.infer<typeof articleCategory>;
export type ArticleTag = z.infer<typeof articleTag>;

/** The doctor who checked an article's medical content: name, STR number and, when listed, their page. */
export const articleReviewer = z.object({ name: z.string(), str_number: z.string(), doctor_slug: z.string().nullable() });

export const articleSummary = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  category: articleCategory,
  tags: z.array(articleTag),
  cover_url: z.string().nullable(),
  author: z.object({ name: z.string() }),
  reviewer: articleReviewer,
  published_at: z.string(),
  updated_at: z.string(),
  /** Minutes at about 200 words a minute, at least 1. */
  reading_minutes: z.number().int().min(1),
});
export type ArticleSummary = z.infer<typeof articleSummary>;

/** A heading of the article body, for the table of contents; `id` is the heading's anchor. */
export const tocEntry = pageTocEntry;
export type TocEntry = z.infer<typeof tocEntry>;

export const articleDetail = articleSummary.extend({
  /** The body rendered from Markdown on the server; raw HTML in the source is escaped, links are checked. */
  body_html: z.string(),
  toc: z.array(tocEntry),
  /** The other language's slug is the same: one slug per article. */
  locale: z.enum(['id', 'en']),
});
export type ArticleDetail = z.infer<typeof articleDetail>;

export const articleParams = z.object({ id: z.string().trim().min(1).max(160) });
export const relatedProductsQuery = z.object({ limit: z.coerce.number().int().min(1).max(12).default(4) });

export const articlesResponse = envelope(page(articleSummary));
export const articleResponse = envelope(articleDetail);
export const tagsResponse = envelope(z.array(articleTag.extend({ article_count: z.number().int() })));
export const articleCategoriesResponse = envelope(z.array(articleCategory.extend({ article_count: z.number().int() })));

/** A home-carousel banner. Only banners with an image are listed (SPEC §3 Banner). */
export const banner = z.object({
  id: z.number().int(),
  title: z.string(),
  /** The image's text alternative: what the banner says. */
  alt: z.string(),
  img_url: z.string(),
  /** Where it leads, a path in the shop. */
  link_url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type Banner = z.infer<typeof banner>;
export const bannersQuery = pagingQuery.extend({ perPage: z.coerce.number().int().min(1).max(20).default(8) });
export const bannersResponse = envelope(page(banner));
