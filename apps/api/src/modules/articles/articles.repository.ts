import type { ArticleFilters } from '@apotek/contract';
import { sql } from 'kysely';
import type { Executor } from '../../db/database.ts';

export const ARTICLE_COLUMNS = [
  'a.id',
  'a.slug',
  'a.category_slug',
  'a.title_id',
  'a.title_en',
  'a.summary_id',
  'a.summary_en',
  'a.body_id',
  'a.body_en',
  'a.cover_url',
  'a.author_name',
  'a.reviewer_name',
  'a.reviewer_str',
  'a.reviewer_doctor_slug',
  'a.product_keywords',
  'a.published_at',
  'a.updated_at',
] as const;

export interface ArticleRow {
  id: number;
  slug: string;
  category_slug: string;
  title_id: string;
  title_en: string;
  summary_id: string;
  summary_en: string;
  body_id: string;
  body_en: string;
  cover_url: string | null;
  author_name: string;
  reviewer_name: string;
  reviewer_str: string;
  reviewer_doctor_slug: string | null;
  product_keywords: string;
  published_at: string | null;
  updated_at: string;
}

/** `%`, `_` and `\` typed by a reader match themselves. */
const likePattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function published(db: Executor, nowIso: string) {
  return db.selectFrom('articles as a').where('a.status', '=', 'published').where('a.published_at', 'is not', null).where('a.published_at', '<=', nowIso);
}

/** Published articles matching the filters, newest first; the search looks at title and summary in both languages, and the body in the reader's. */
export async function listArticles(
  db: Executor,
  filters: ArticleFilters,
  locale: 'id' | 'en',
  paging: { page: number; perPage: number },
  nowIso: string,
): Promise<{ rows: ArticleRow[]; total: number }> {
  let q = published(db, nowIso);
  if (filters.category) q = q.where('a.category_slug', '=', filters.category);
  if (filters.tag) {
    const tag = filters.tag;
    q = q.where((eb) => eb.exists(eb.selectFrom('article_tag_links as l').select('l.article_id').whereRef('l.article_id', '=', 'a.id').where('l.tag_slug', '=', tag)));
  }
  const search = filters.search?.trim();
  if (search) {
    const pattern = likePattern(search);
    const body = locale === 'en' ? 'a.body_en' : 'a.body_id';
    q = q.where((eb) =>
      eb.or(
        (['a.title_id', 'a.title_en', 'a.summary_id', 'a.summary_en', body] as const).map((col) => eb(sql`lower(${sql.ref(col)})`, 'like', sql`${pattern} escape '\\'`)),
      ),
    );
  }
  const { total } = await q.select((eb) => eb.fn.countAll<number | string>().as('total')).executeTakeFirstOrThrow();
  const rows = await q
    .select([...ARTICLE_COLUMNS])
    .orderBy('a.published_at', 'desc')
    .orderBy('a.id', 'desc')
    .limit(paging.perPage)
    .offset((paging.page - 1) * paging.perPage)
    .execute();
  return { rows, total: Number(total) };
}

export async function findArticle(db: Executor, key: { id: number } | { slug: string }, nowIso: string): Promise<ArticleRow | undefined> {
  let q = published(db, nowIso).select([...ARTICLE_COLUMNS]);
  q = 'id' in key ? q.where('a.id', '=', key.id) : q.where('a.slug', '=', key.slug);
  return q.executeTakeFirst();
}

export async function tagsOf(db: Executor, articleIds: number[]): Promise<Map<number, { slug: string; name_id: string; name_en: string }[]>> {
  const out = new Map<number, { slug: string; name_id: string; name_en: string }[]>();
  if (articleIds.length === 0) return out;
  const rows = await db
    .selectFrom('article_tag_links as l')
    .innerJoin('article_tags as t', 't.slug', 'l.tag_slug')
    .select(['l.article_id', 't.slug', 't.name_id', 't.name_en'])
    .where('l.article_id', 'in', articleIds)
    .orderBy('t.slug')
    .execute();
  for (const r of rows) {
    const list = out.get(r.article_id) ?? [];
    list.push({ slug: r.slug, name_id: r.name_id, name_en: r.name_en });
    out.set(r.article_id, list);
  }
  return out;
}

export async function listCategories(db: Executor, nowIso: string) {
  const counts = await published(db, nowIso).select(['a.category_slug', (eb) => eb.fn.countAll<number | string>().as('n')]).groupBy('a.category_slug').execute();
  const bySlug = new Map(counts.map((c) => [c.category_slug, Number(c.n)]));
  const rows = await db.selectFrom('article_categories').selectAll().orderBy('position').execute();
  return rows.map((r) => ({ ...r, article_count: bySlug.get(r.slug) ?? 0 }));
}

export async function listTags(db: Executor, nowIso: string) {
  const counts = await published(db, nowIso)
    .innerJoin('article_tag_links as l', 'l.article_id', 'a.id')
    .select(['l.tag_slug', (eb) => eb.fn.countAll<number | string>().as('n')])
    .groupBy('l.tag_slug')
    .execute();
  const bySlug = new Map(counts.map((c) => [c.tag_slug, Number(c.n)]));
  const rows = await db.selectFrom('article_tags').selectAll().orderBy('slug').execute();
  return rows.map((r) => ({ ...r, article_count: bySlug.get(r.slug) ?? 0 })).filter((r) => r.article_count > 0);
}

export async function categoryNames(db: Executor): Promise<Map<string, { name_id: string; name_en: string }>> {
  const rows = await db.selectFrom('article_categories').select(['slug', 'name_id', 'name_en']).execute();
  return new Map(rows.map((r) => [r.slug, r]));
}

/** Banners running now that have an image, in their order. */
export async function listBanners(db: Executor, nowIso: string, paging: { page: number; perPage: number }) {
  const q = db
    .selectFrom('banners')
    .where('active', '=', 1)
    .where('img_url', 'is not', null)
    .where((eb) => eb.or([eb('starts_at', 'is', null), eb('starts_at', '<=', nowIso)]))
    .where((eb) => eb.or([eb('ends_at', 'is', null), eb('ends_at', '>', nowIso)]));
  const { total } = await q.select((eb) => eb.fn.countAll<number | string>().as('total')).executeTakeFirstOrThrow();
  const rows = await q
    .select(['id', 'title_id', 'title_en', 'alt_id', 'alt_en', 'img_url', 'img_url_en', 'link_url'])
    .orderBy('position')
    .orderBy('id')
    .limit(paging.perPage)
    .offset((paging.page - 1) * paging.perPage)
    .execute();
  return { rows, total: Number(total) };
}
