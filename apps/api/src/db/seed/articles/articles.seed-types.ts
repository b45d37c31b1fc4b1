/** One demo article (issue 14): both languages under one slug, the reviewing doctor by their seed slug. */
export interface SeedArticle {
  slug: string;
  category: string;
  tags: string[];
  /** Catalogue search words for the related products (only promotable classes are ever shown). */
  keywords: string[];
  /** A doctor of seed/doctors/doctors.seed-data.ts. */
  reviewer: string;
  /** Published this many days before the seed's `now`. */
  daysAgo: number;
  title_id: string;
  title_en: string;
  summary_id: string;
  summary_en: string;
  body_id: string;
  body_en: string;
}
