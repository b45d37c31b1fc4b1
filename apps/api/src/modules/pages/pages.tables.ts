import type { Generated } from 'kysely';

/** A page and the version of its text in force. */
export interface InfoPagesTable {
  slug: string;
  current_version: string;
  updated_at: string;
}

/** One version of a page's text, Markdown per language; never rewritten once a consent may point at it. */
export interface InfoPageVersionsTable {
  id: Generated<number>;
  page_slug: string;
  version: string;
  effective_at: string;
  title_id: string;
  title_en: string;
  summary_id: string;
  summary_en: string;
  body_id: string;
  body_en: string;
  created_at: string;
}

export interface FaqTopicsTable {
  slug: string;
  position: number;
  title_id: string;
  title_en: string;
}

export interface FaqEntriesTable {
  id: Generated<number>;
  slug: string;
  topic_slug: string;
  position: number;
  question_id: string;
  question_en: string;
  answer_id: string;
  answer_en: string;
  /** JSON array of strings. */
  keywords: string;
  popular: number;
  link_to: string | null;
  link_label_id: string | null;
  link_label_en: string | null;
  updated_at: string;
}

export interface AdvertiseInquiriesTable {
  id: Generated<number>;
  reference: string;
  company: string;
  name: string;
  email: string;
  /** E.164. */
  phone: string;
  budget_range: string;
  message: string;
  locale: 'id' | 'en';
  created_at: string;
}

/** Tables of issue 14 (pages). */
export interface InfoPagesTables {
  info_pages: InfoPagesTable;
  info_page_versions: InfoPageVersionsTable;
  faq_topics: FaqTopicsTable;
  faq_entries: FaqEntriesTable;
  advertise_inquiries: AdvertiseInquiriesTable;
}
