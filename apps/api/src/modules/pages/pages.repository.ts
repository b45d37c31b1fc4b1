import type { Executor } from '../../db/database.ts';
import type { AdvertiseInquiriesTable } from './pages.tables.ts';

export function findPage(db: Executor, slug: string) {
  return db.selectFrom('info_pages').select(['slug', 'current_version']).where('slug', '=', slug).executeTakeFirst();
}

/** Every version of a page, newest first (by effective date, then insertion). */
export function listVersions(db: Executor, slug: string) {
  return db.selectFrom('info_page_versions').select(['id', 'version', 'effective_at']).where('page_slug', '=', slug).orderBy('effective_at', 'desc').orderBy('id', 'desc').execute();
}

export function findVersion(db: Executor, slug: string, version: string) {
  return db
    .selectFrom('info_page_versions')
    .select(['id', 'version', 'effective_at', 'title_id', 'title_en', 'summary_id', 'summary_en', 'body_id', 'body_en'])
    .where('page_slug', '=', slug)
    .where('version', '=', version)
    .executeTakeFirst();
}

export function listFaqTopics(db: Executor) {
  return db.selectFrom('faq_topics').select(['slug', 'title_id', 'title_en']).orderBy('position').orderBy('slug').execute();
}

export function listFaqEntries(db: Executor) {
  return db
    .selectFrom('faq_entries')
    .select(['slug', 'topic_slug', 'question_id', 'question_en', 'answer_id', 'answer_en', 'keywords', 'popular', 'link_to', 'link_label_id', 'link_label_en'])
    .orderBy('position')
    .orderBy('id')
    .execute();
}

export async function insertInquiry(db: Executor, row: Omit<AdvertiseInquiriesTable, 'id'>): Promise<void> {
  await db.insertInto('advertise_inquiries').values(row).execute();
}
