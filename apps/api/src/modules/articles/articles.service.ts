import { type ArticleDetail, type ArticleFilters, type ArticleSummary, type Banner, lastPageOf, type Locale, mayBePromoted, type Page, type ProductSummary } from '@apotek/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { notFound } from '../../platform/api-error.ts';
import type { Clock } from '../../platform/clock.ts';
import { readingMinutes, type RenderedArticle, renderArticle } from './articles.markdown.ts';
import type { ArticlePorts } from './articles.ports.ts';
import { type ArticleRow, categoryNames, findArticle, listArticles, listBanners, listCategories, listTags, tagsOf } from './articles.repository.ts';

export interface ArticlesServiceDeps {
  db: Kysely<Database>;
  clock: Clock;
  ports: ArticlePorts;
}

/** The banner images' drawn size (seed/articles/banner-image.ts): the page reserves it, so nothing shifts. */
export const BANNER_SIZE = { width: 1200, height: 400 } as const;

const iso = (value: string) => new Date(value).toISOString();

/** "12" is an id; anything else a slug. */
function articleKey(idOrSlug: string): { id: number } | { slug: string } {
  return /^\d{1,9}$/.test(idOrSlug) ? { id: Number(idOrSlug) } : { slug: idOrSlug.toLowerCase() };
}

/** Keeps at most this many rendered bodies: Markdown is rendered once per article, language and edit. */
const RENDERED_MAX = 200;

/**
 * Articles (SPEC §7 Articles; issue 14): published ones only, newest first. Bodies are Markdown rendered
 * on the server to escaped, link-checked HTML with heading anchors; reading time is counted from the words.
 */
export class ArticlesService {
  private readonly rendered = new Map<string, RenderedArticle>();

  constructor(private readonly deps: ArticlesServiceDeps) {}

  private nowIso(): string {
    return this.deps.clock.now().toISOString();
  }

  private render(row: ArticleRow, locale: Locale): RenderedArticle {
    const key = `${row.id}|${locale}|${row.updated_at}`;
    let out = this.rendered.get(key);
    if (!out) {
      out = renderArticle(locale === 'en' ? row.body_en : row.body_id);
      if (this.rendered.size >= RENDERED_MAX) this.rendered.delete(this.rendered.keys().next().value!);
      this.rendered.set(key, out);
    }
    return out;
  }

  private async summaries(rows: ArticleRow[], locale: Locale): Promise<ArticleSummary[]> {
    const [tags, categories] = await Promise.all([tagsOf(this.deps.db, rows.map((r) => r.id)), categoryNames(this.deps.db)]);
    return rows.map((row) => {
      const category = categories.get(row.category_slug);
      return {
        id: row.id,
        slug: row.slug,
        title: locale === 'en' ? row.title_en : row.title_id,
        summary: locale === 'en' ? row.summary_en : row.summary_id,
        category: { slug: row.category_slug, name: category ? (locale === 'en' ? category.name_en : category.name_id) : row.category_slug },
        tags: (tags.get(row.id) ?? []).map((t) => ({ slug: t.slug, name: locale === 'en' ? t.name_en : t.name_id })),
        cover_url: row.cover_url,
        author: { name: row.author_name },
        reviewer: { name: row.reviewer_name, str_number: row.reviewer_str, doctor_slug: row.reviewer_doctor_slug },
        published_at: iso(row.published_at!),
        updated_at: iso(row.updated_at),
        reading_minutes: readingMinutes(this.render(row, locale).words),
      };
    });
  }

  async list(query: ArticleFilters & { page: number; perPage: number }, locale: Locale): Promise<Page<ArticleSummary>> {
    const { rows, total } = await listArticles(this.deps.db, query, locale, query, this.nowIso());
    return { data: await this.summaries(rows, locale), page: query.page, perPage: query.perPage, total, lastPage: lastPageOf(total, query.perPage) };
  }

  private async row(idOrSlug: string): Promise<ArticleRow> {
    const row = await findArticle(this.deps.db, articleKey(idOrSlug), this.nowIso());
    if (!row) throw notFound();
    return row;
  }

  async detail(idOrSlug: string, locale: Locale): Promise<ArticleDetail> {
    const row = await this.row(idOrSlug);
    const [summary] = await this.summaries([row], locale);
    const { html, toc } = this.render(row, locale);
    return { ...summary!, body_html: html, toc, locale };
  }

  /** Catalogue products for the article's keywords; the class rules are checked here again (ARCHITECTURE §4). */
  async relatedProducts(idOrSlug: string, limit: number, locale: Locale): Promise<ProductSummary[]> {
    const row = await this.row(idOrSlug);
    const keywords = parseKeywords(row.product_keywords);
    if (keywords.length === 0) return [];
    const products = await this.deps.ports.productsFor(keywords, limit, locale);
    return products.filter((p) => mayBePromoted(p.drug_class) && p.sellable_online && !p.requires_prescription).slice(0, limit);
  }

  async categories(locale: Locale) {
    return (await listCategories(this.deps.db, this.nowIso())).map((c) => ({ slug: c.slug, name: locale === 'en' ? c.name_en : c.name_id, article_count: c.article_count }));
  }

  async tags(locale: Locale) {
    return (await listTags(this.deps.db, this.nowIso())).map((t) => ({ slug: t.slug, name: locale === 'en' ? t.name_en : t.name_id, article_count: t.article_count }));
  }

  async banners(paging: { page: number; perPage: number }, locale: Locale): Promise<Page<Banner>> {
    const { rows, total } = await listBanners(this.deps.db, this.nowIso(), paging);
    const data = rows.flatMap((r) =>
      r.img_url
        ? [{ id: r.id, title: locale === 'en' ? r.title_en : r.title_id, alt: locale === 'en' ? r.alt_en : r.alt_id, img_url: (locale === 'en' ? r.img_url_en : null) ?? r.img_url, link_url: r.link_url, ...BANNER_SIZE }]
        : [],
    );
    return { data, page: paging.page, perPage: paging.perPage, total, lastPage: lastPageOf(total, paging.perPage) };
  }
}

function parseKeywords(json: string): string[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string' && v.trim() !== '') : [];
  } catch {
    return [];
  }
}
