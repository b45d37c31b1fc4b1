import { type Kysely, sql } from 'kysely';
import { timestampType, withId } from './_columns.ts';

/**
 * Articles and home banners (modules/articles, issue 14; docs/decisions/033-articles-and-banners.md).
 * An article is Markdown in Indonesian and English under one slug, in one category with tags, written by
 * an author and checked by a doctor (name and STR kept on the row, as printed on the page). Banners are
 * the home carousel; one without an image is kept but never listed.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const ts = timestampType(db);

  await db.schema
    .createTable('article_categories')
    .addColumn('slug', 'text', (c) => c.primaryKey())
    .addColumn('name_id', 'text', (c) => c.notNull())
    .addColumn('name_en', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('article_tags')
    .addColumn('slug', 'text', (c) => c.primaryKey())
    .addColumn('name_id', 'text', (c) => c.notNull())
    .addColumn('name_en', 'text', (c) => c.notNull())
    .execute();

  await withId(db, db.schema.createTable('articles'))
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('draft').check(sql`status in ('draft', 'published')`))
    .addColumn('category_slug', 'text', (c) => c.notNull().references('article_categories.slug'))
    .addColumn('title_id', 'text', (c) => c.notNull())
    .addColumn('title_en', 'text', (c) => c.notNull())
    .addColumn('summary_id', 'text', (c) => c.notNull())
    .addColumn('summary_en', 'text', (c) => c.notNull())
    .addColumn('body_id', 'text', (c) => c.notNull())
    .addColumn('body_en', 'text', (c) => c.notNull())
    // A media URL (/api/media/{hash}/{width}); null until a cover is stored.
    .addColumn('cover_url', 'text')
    .addColumn('author_name', 'text', (c) => c.notNull())
    .addColumn('reviewer_name', 'text', (c) => c.notNull())
    .addColumn('reviewer_str', 'text', (c) => c.notNull())
    .addColumn('reviewer_doctor_slug', 'text')
    // Words the catalogue is searched by for the related products, as a JSON array of strings.
    .addColumn('product_keywords', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('published_at', ts)
    .addColumn('created_at', ts, (c) => c.notNull())
    .addColumn('updated_at', ts, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('articles_published_idx').on('articles').columns(['status', 'published_at']).execute();
  await db.schema.createIndex('articles_category_idx').on('articles').columns(['category_slug']).execute();

  await db.schema
    .createTable('article_tag_links')
    .addColumn('article_id', 'integer', (c) => c.notNull().references('articles.id').onDelete('cascade'))
    .addColumn('tag_slug', 'text', (c) => c.notNull().references('article_tags.slug').onDelete('cascade'))
    .addPrimaryKeyConstraint('article_tag_links_pk', ['article_id', 'tag_slug'])
    .execute();
  await db.schema.createIndex('article_tag_links_tag_idx').on('article_tag_links').columns(['tag_slug']).execute();

  await withId(db, db.schema.createTable('banners'))
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('title_id', 'text', (c) => c.notNull())
    .addColumn('title_en', 'text', (c) => c.notNull())
    .addColumn('alt_id', 'text', (c) => c.notNull())
    .addColumn('alt_en', 'text', (c) => c.notNull())
    // A media URL; a banner without one is not listed (SPEC §3 Banner).
    .addColumn('img_url', 'text')
    // The English picture (its words are drawn in); null shows the Indonesian one.
    .addColumn('img_url_en', 'text')
    .addColumn('link_url', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('starts_at', ts)
    .addColumn('ends_at', ts)
    .addColumn('created_at', ts, (c) => c.notNull())
    .addColumn('updated_at', ts, (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('banners').execute();
  await db.schema.dropTable('article_tag_links').execute();
  await db.schema.dropTable('articles').execute();
  await db.schema.dropTable('article_tags').execute();
  await db.schema.dropTable('article_categories').execute();
}
