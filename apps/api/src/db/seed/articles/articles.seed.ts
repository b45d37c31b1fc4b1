import type { Kysely, Transaction } from 'kysely';
import type { Database, Executor } from '../../database.ts';
import { type MediaService, mediaUrl } from '../../../modules/media/index.ts';
import { SEED_DOCTORS } from '../doctors/doctors.seed-data.ts';
import { articleCoverSvg, homeBannerSvg } from './article-images.ts';
import { ARTICLES_1 } from './articles.seed-data-1.ts';
import { ARTICLES_2 } from './articles.seed-data-2.ts';
import { ARTICLES_3 } from './articles.seed-data-3.ts';
import type { SeedArticle } from './articles.seed-types.ts';

const DAY = 86_400_000;

export const ARTICLE_CATEGORIES = [
  { slug: 'anak', name_id: 'Kesehatan Anak', name_en: "Children's Health", colours: ['#0EA5E9', '#6366F1'] },
  { slug: 'penyakit', name_id: 'Penyakit', name_en: 'Conditions', colours: ['#E11D48', '#F97316'] },
  { slug: 'gizi', name_id: 'Gizi & Vitamin', name_en: 'Nutrition & Vitamins', colours: ['#16A34A', '#EAB308'] },
  { slug: 'obat', name_id: 'Info Obat', name_en: 'About Medicines', colours: ['#0F766E', '#0EA5E9'] },
  { slug: 'wanita', name_id: 'Kesehatan Wanita', name_en: "Women's Health", colours: ['#DB2777', '#A855F7'] },
  { slug: 'gaya-hidup', name_id: 'Hidup Sehat', name_en: 'Healthy Living', colours: ['#EA580C', '#16A34A'] },
] as const satisfies ReadonlyArray<{ slug: string; name_id: string; name_en: string; colours: [string, string] }>;

export const ARTICLE_TAGS: Readonly<Record<string, { id: string; en: string }>> = {
  demam: { id: 'Demam', en: 'Fever' },
  anak: { id: 'Anak', en: 'Children' },
  dbd: { id: 'DBD', en: 'Dengue' },
  nyamuk: { id: 'Nyamuk', en: 'Mosquitoes' },
  diabetes: { id: 'Diabetes', en: 'Diabetes' },
  'gula-darah': { id: 'Gula darah', en: 'Blood sugar' },
  hipertensi: { id: 'Hipertensi', en: 'Hypertension' },
  jantung: { id: 'Jantung', en: 'Heart' },
  kolesterol: { id: 'Kolesterol', en: 'Cholesterol' },
  vitamin: { id: 'Vitamin', en: 'Vitamins' },
  imunitas: { id: 'Imunitas', en: 'Immunity' },
  nutrisi: { id: 'Nutrisi', en: 'Nutrition' },
  pencernaan: { id: 'Pencernaan', en: 'Digestion' },
  pernapasan: { id: 'Pernapasan', en: 'Breathing' },
  'obat-bebas': { id: 'Obat bebas', en: 'Over-the-counter' },
  antibiotik: { id: 'Antibiotik', en: 'Antibiotics' },
  p3k: { id: 'P3K', en: 'First aid' },
  kehamilan: { id: 'Kehamilan', en: 'Pregnancy' },
  anemia: { id: 'Anemia', en: 'Anaemia' },
  menstruasi: { id: 'Menstruasi', en: 'Menstruation' },
  tulang: { id: 'Tulang', en: 'Bones' },
  kulit: { id: 'Kulit', en: 'Skin' },
  olahraga: { id: 'Olahraga', en: 'Exercise' },
  tidur: { id: 'Tidur', en: 'Sleep' },
  kebersihan: { id: 'Kebersihan', en: 'Hygiene' },
};

export const SEED_ARTICLES: readonly SeedArticle[] = [...ARTICLES_1, ...ARTICLES_2, ...ARTICLES_3];

/** Who wrote the demo articles: the shop's editorial team and its pharmacists, in turn. */
const AUTHORS = ['Tim Redaksi Apotek', 'apt. Dewi Lestari, S.Farm.', 'apt. Bayu Saputra, S.Farm.'] as const;

/** Closes every article: it informs, it does not diagnose (SPEC has no text; written for the demo). */
const NOTE = {
  id: '> **Catatan:** Artikel ini untuk edukasi dan tidak menggantikan pemeriksaan, diagnosis, atau pengobatan oleh dokter. Bila keluhan berat, tidak membaik, atau Anda ragu, konsultasikan dengan dokter atau apoteker.',
  en: '> **Note:** This article is for education and does not replace examination, diagnosis or treatment by a doctor. If symptoms are severe, do not improve, or you are unsure, consult a doctor or pharmacist.',
};

/** The home carousel: the first is the hero. Words are drawn into the pictures, so each has both languages. */
export const SEED_BANNERS = [
  {
    slug: 'konsultasi-dokter',
    glyph: 'penyakit',
    colours: ['#0F766E', '#0EA5E9'],
    link_url: '/doctor',
    id: { eyebrow: 'Apotek online terpercaya', title: 'Konsultasi dokter dari rumah', cta: 'Mulai konsultasi', alt: 'Konsultasi dokter dari rumah: chat dengan dokter berlisensi, mulai konsultasi' },
    en: { eyebrow: 'Your trusted online pharmacy', title: 'See a doctor from home', cta: 'Start a consultation', alt: 'See a doctor from home: chat with a licensed doctor, start a consultation' },
  },
  {
    slug: 'tebus-resep',
    glyph: 'obat',
    colours: ['#1D4ED8', '#0F766E'],
    link_url: '/prescription/upload',
    id: { eyebrow: 'Resep diperiksa apoteker', title: 'Unggah resep, obat diantar ke rumah', cta: 'Unggah resep', alt: 'Unggah resep dokter, diperiksa apoteker dan diantar ke rumah' },
    en: { eyebrow: 'Checked by a pharmacist', title: 'Upload a prescription, get it delivered', cta: 'Upload prescription', alt: "Upload your doctor's prescription, checked by a pharmacist and delivered home" },
  },
  {
    slug: 'sehat-musim-hujan',
    glyph: 'gizi',
    colours: ['#E21683', '#EE7421'],
    link_url: '/campaign/detail/sehat-musim-hujan',
    id: { eyebrow: 'Promo musim hujan', title: 'Tetap sehat di musim hujan', cta: 'Lihat promo', alt: 'Promo: tetap sehat di musim hujan dengan vitamin dan obat bebas' },
    en: { eyebrow: 'Rainy season offers', title: 'Stay healthy this rainy season', cta: 'See offers', alt: 'Offer: stay healthy this rainy season with vitamins and over-the-counter medicines' },
  },
  {
    slug: 'artikel-kesehatan',
    glyph: 'anak',
    colours: ['#6366F1', '#0EA5E9'],
    link_url: '/articles',
    id: { eyebrow: 'Ditinjau dokter', title: 'Baca artikel kesehatan terpercaya', cta: 'Baca artikel', alt: 'Artikel kesehatan yang ditinjau dokter: baca artikel' },
    en: { eyebrow: 'Reviewed by doctors', title: 'Read trusted health articles', cta: 'Read articles', alt: 'Health articles reviewed by doctors: read articles' },
  },
] as const satisfies ReadonlyArray<{
  slug: string;
  glyph: string;
  colours: [string, string];
  link_url: string;
  id: { eyebrow: string; title: string; cta: string; alt: string };
  en: { eyebrow: string; title: string; cta: string; alt: string };
}>;

/** The demo articles, their categories and tags, and the home banners; only what is missing is added. */
export async function seedArticles(trx: Transaction<Database> | Executor, now: Date): Promise<number> {
  const nowIso = now.toISOString();
  for (const [position, c] of ARTICLE_CATEGORIES.entries()) {
    await trx
      .insertInto('article_categories')
      .values({ slug: c.slug, name_id: c.name_id, name_en: c.name_en, position })
      .onConflict((oc) => oc.column('slug').doNothing())
      .execute();
  }
  for (const [slug, name] of Object.entries(ARTICLE_TAGS)) {
    await trx.insertInto('article_tags').values({ slug, name_id: name.id, name_en: name.en }).onConflict((oc) => oc.column('slug').doNothing()).execute();
  }
  const doctors = new Map(SEED_DOCTORS.map((d) => [d.slug, d]));
  const existing = new Set((await trx.selectFrom('articles').select('slug').execute()).map((r) => r.slug));
  let added = 0;
  for (const [i, a] of SEED_ARTICLES.entries()) {
    if (existing.has(a.slug)) continue;
    const reviewer = doctors.get(a.reviewer);
    if (!reviewer) throw new Error(`seed article ${a.slug}: no seed doctor ${a.reviewer}`);
    const published = new Date(now.getTime() - a.daysAgo * DAY - i * 60_000).toISOString();
    const { id } = await trx
      .insertInto('articles')
      .values({
        slug: a.slug,
        status: 'published',
        category_slug: a.category,
        title_id: a.title_id,
        title_en: a.title_en,
        summary_id: a.summary_id,
        summary_en: a.summary_en,
        body_id: `${a.body_id}\n\n${NOTE.id}\n`,
        body_en: `${a.body_en}\n\n${NOTE.en}\n`,
        cover_url: null,
        author_name: AUTHORS[i % AUTHORS.length]!,
        reviewer_name: reviewer.name,
        reviewer_str: reviewer.str,
        reviewer_doctor_slug: reviewer.slug,
        product_keywords: JSON.stringify(a.keywords),
        published_at: published,
        created_at: nowIso,
        updated_at: published,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('article_tag_links')
      .values(a.tags.map((tag_slug) => ({ article_id: id, tag_slug })))
      .execute();
    added += 1;
  }
  for (const [position, b] of SEED_BANNERS.entries()) {
    await trx
      .insertInto('banners')
      .values({
        slug: b.slug,
        title_id: b.id.title,
        title_en: b.en.title,
        alt_id: b.id.alt,
        alt_en: b.en.alt,
        img_url: null,
        img_url_en: null,
        link_url: b.link_url,
        position,
        active: 1,
        starts_at: null,
        ends_at: null,
        created_at: nowIso,
        updated_at: nowIso,
      })
      .onConflict((oc) => oc.column('slug').doNothing())
      .execute();
  }
  return added;
}

export const COVER_WIDTH = 1024;
export const BANNER_IMAGE_WIDTH = 1024;

/**
 * Draws a cover for every demo article and both pictures for every demo banner still without them, stores
 * them through media and points the rows at them. Only empty columns are filled, so an uploaded picture
 * stays and a second run does nothing. Kept out of seedArticles: it needs storage (as images.seed.ts).
 */
export async function seedDemoArticleImages(db: Kysely<Database>, media: MediaService): Promise<{ covers: number; banners: number }> {
  const colours = new Map<string, readonly [string, string]>(ARTICLE_CATEGORIES.map((c) => [c.slug, c.colours]));
  const seedSlugs = new Set(SEED_ARTICLES.map((a) => a.slug));
  const articles = await db.selectFrom('articles').select(['id', 'slug', 'category_slug']).where('cover_url', 'is', null).execute();
  const covers: { id: number; url: string }[] = [];
  for (const row of articles.filter((r) => seedSlugs.has(r.slug))) {
    const [from, to] = colours.get(row.category_slug) ?? ['#0F766E', '#0EA5E9'];
    const svg = articleCoverSvg({ category: row.category_slug, colours: [from, to], seed: row.id });
    covers.push({ id: row.id, url: mediaUrl((await media.ingestTrustedSvg(svg)).hash, COVER_WIDTH) });
  }
  const bySlug = new Map<string, (typeof SEED_BANNERS)[number]>(SEED_BANNERS.map((b) => [b.slug, b]));
  const banners = await db.selectFrom('banners').select(['id', 'slug']).where('img_url', 'is', null).where('slug', 'in', [...bySlug.keys()]).execute();
  const drawn: { id: number; id_url: string; en_url: string }[] = [];
  for (const row of banners) {
    const b = bySlug.get(row.slug)!;
    const draw = (words: { eyebrow: string; title: string; cta: string }) => homeBannerSvg({ ...words, colours: b.colours, glyph: b.glyph });
    drawn.push({
      id: row.id,
      id_url: mediaUrl((await media.ingestTrustedSvg(draw(b.id))).hash, BANNER_IMAGE_WIDTH),
      en_url: mediaUrl((await media.ingestTrustedSvg(draw(b.en))).hash, BANNER_IMAGE_WIDTH),
    });
  }
  await db.transaction().execute(async (trx) => {
    for (const { id, url } of covers) await trx.updateTable('articles').set({ cover_url: url }).where('id', '=', id).where('cover_url', 'is', null).execute();
    for (const b of drawn) await trx.updateTable('banners').set({ img_url: b.id_url, img_url_en: b.en_url }).where('id', '=', b.id).where('img_url', 'is', null).execute();
  });
  return { covers: covers.length, banners: drawn.length };
}
