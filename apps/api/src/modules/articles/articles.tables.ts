import type { Generated } from 'kysely';

/** Tables of issue 14 (articles and banners; migration 20251125_0041). */
export interface ArticleCategoriesTable {
  slug: string;
  name_id: string;
  name_en: string;
  position: number;
}

export interface ArticleTagsTable {
  slug: string;
  name_id: string;
  name_en: string;
}

export interface ArticlesTable {
  id: Generated<number>;
  slug: string;
  status: Generated<'draft' | 'published'>;
  category_slug: string;
  title_id: string;
  title_en: string;
  summary_id: string;
  summary_en: string;
  /** Markdown. */
  body_id: string;
  body_en: string;
  cover_url: string | null;
  author_name: string;
  reviewer_name: string;
  reviewer_str: string;
  reviewer_doctor_slug: string | null;
  /** JSON array of search words for the related products. */
  product_keywords: Generated<string>;
  published_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface ArticleTagLinksTable {
  article_id: number;
  tag_slug: string;
}

export interface BannersTable {
  id: Generated<number>;
  slug: string;
  title_id: string;
  title_en: string;
  alt_id: string;
  alt_en: string;
  img_url: string | null;
  img_url_en: string | null;
  link_url: string;
  position: number;
  active: Generated<number>;
  starts_at: string | null;
  ends_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface ArticlesTables {
  article_categories: ArticleCategoriesTable;
  article_tags: ArticleTagsTable;
  articles: ArticlesTable;
  article_tag_links: ArticleTagLinksTable;
  banners: BannersTable;
}
