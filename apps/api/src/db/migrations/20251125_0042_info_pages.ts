import { type Kysely, sql } from 'kysely';
import { timestampType, withId } from './_columns.ts';

/**
 * Information pages, the help centre and advertising enquiries (modules/pages, issue 14;
 * docs/decisions/034-information-pages.md). A page's text is Markdown per language, one row per version:
 * a version once published is never rewritten, so a consent recorded against a version (accounts'
 * `consents.version`) can always be traced to the exact words the user was shown.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const ts = timestampType(db);

  await db.schema
    .createTable('info_pages')
    .addColumn('slug', 'text', (c) => c.primaryKey())
    // The version in force; a row of info_page_versions.
    .addColumn('current_version', 'text', (c) => c.notNull())
    .addColumn('updated_at', ts, (c) => c.notNull())
    .execute();

  await withId(db, db.schema.createTable('info_page_versions'))
    .addColumn('page_slug', 'text', (c) => c.notNull().references('info_pages.slug').onDelete('cascade'))
    .addColumn('version', 'text', (c) => c.notNull())
    .addColumn('effective_at', ts, (c) => c.notNull())
    .addColumn('title_id', 'text', (c) => c.notNull())
    .addColumn('title_en', 'text', (c) => c.notNull())
    .addColumn('summary_id', 'text', (c) => c.notNull())
    .addColumn('summary_en', 'text', (c) => c.notNull())
    .addColumn('body_id', 'text', (c) => c.notNull())
    .addColumn('body_en', 'text', (c) => c.notNull())
    .addColumn('created_at', ts, (c) => c.notNull())
    .addUniqueConstraint('info_page_versions_page_version', ['page_slug', 'version'])
    .execute();

  await db.schema
    .createTable('faq_topics')
    .addColumn('slug', 'text', (c) => c.primaryKey())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('title_id', 'text', (c) => c.notNull())
    .addColumn('title_en', 'text', (c) => c.notNull())
    .execute();

  await withId(db, db.schema.createTable('faq_entries'))
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('topic_slug', 'text', (c) => c.notNull().references('faq_topics.slug'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('question_id', 'text', (c) => c.notNull())
    .addColumn('question_en', 'text', (c) => c.notNull())
    .addColumn('answer_id', 'text', (c) => c.notNull())
    .addColumn('answer_en', 'text', (c) => c.notNull())
    // A JSON array of words and phrases, both languages together.
    .addColumn('keywords', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('popular', 'integer', (c) => c.notNull().defaultTo(0).check(sql`popular in (0, 1)`))
    .addColumn('link_to', 'text')
    .addColumn('link_label_id', 'text')
    .addColumn('link_label_en', 'text')
    .addColumn('updated_at', ts, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('faq_entries_topic_idx').on('faq_entries').columns(['topic_slug', 'position']).execute();

  await withId(db, db.schema.createTable('advertise_inquiries'))
    .addColumn('reference', 'text', (c) => c.notNull().unique())
    .addColumn('company', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('budget_range', 'text', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('locale', 'text', (c) => c.notNull())
    .addColumn('created_at', ts, (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('advertise_inquiries').execute();
  await db.schema.dropTable('faq_entries').execute();
  await db.schema.dropTable('faq_topics').execute();
  await db.schema.dropTable('info_page_versions').execute();
  await db.schema.dropTable('info_pages').execute();
}
