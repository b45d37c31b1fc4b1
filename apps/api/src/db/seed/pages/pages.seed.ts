import type { Transaction } from 'kysely';
import { LEGAL_VERSIONS, type InfoPageSlug } from '@apotek/contract';
import type { Database } from '../../database.ts';
import { FAQ_ENTRIES, FAQ_TOPICS } from './faq.ts';
import { ABOUT_EN, ABOUT_ID, ADVERTISE_EN, ADVERTISE_ID, PORTAL_EN, PORTAL_ID, SHOPEE_EN, SHOPEE_ID } from './info.ts';
import { PRIVACY_EN, PRIVACY_ID } from './privacy.ts';
import { TERMS_EN, TERMS_ID } from './terms.ts';

interface SeedPage {
  slug: InfoPageSlug;
  version: string;
  title: { id: string; en: string };
  summary: { id: string; en: string };
  body: { id: string; en: string };
}

/** The day a version takes effect, at midnight in Jakarta. */
const effective = (version: string) => new Date(`${version}T00:00:00+07:00`).toISOString();

/**
 * The versions the pages are seeded with. The legal documents' versions are the ones registration records
 * (LEGAL_VERSIONS): a test holds the two together.
 */
export const SEED_PAGES: readonly SeedPage[] = [
  {
    slug: 'about-us',
    version: '2026-11-01',
    title: { id: 'Tentang Kami', en: 'About Us' },
    summary: { id: 'Apotek daring berizin untuk keluarga Indonesia: obat dari apotek terdekat, apoteker dan dokter.', en: 'A licensed online pharmacy for Indonesian families: medicines from the nearest pharmacy, pharmacists and doctors.' },
    body: { id: ABOUT_ID, en: ABOUT_EN },
  },
  {
    slug: 'term-condition',
    version: LEGAL_VERSIONS.terms,
    title: { id: 'Syarat & Ketentuan', en: 'Terms and Conditions' },
    summary: { id: 'Ketentuan penggunaan Platform Apotek: akun, pembelian obat dan resep, konsultasi, pembayaran, pengiriman dan pengembalian.', en: 'The terms of using the Apotek Platform: accounts, buying medicines and prescriptions, consultations, payment, delivery and returns.' },
    body: { id: TERMS_ID, en: TERMS_EN },
  },
  {
    slug: 'privacy',
    version: LEGAL_VERSIONS.privacy,
    title: { id: 'Kebijakan Privasi', en: 'Privacy Policy' },
    summary: { id: 'Bagaimana kami memproses data pribadi dan data kesehatan Anda sesuai UU Pelindungan Data Pribadi, dan cara menggunakan hak Anda.', en: 'How we process your personal and health data under the Personal Data Protection Law, and how to exercise your rights.' },
    body: { id: PRIVACY_ID, en: PRIVACY_EN },
  },
  {
    slug: 'advertise',
    version: '2026-11-01',
    title: { id: 'Beriklan di Apotek', en: 'Advertise with Apotek' },
    summary: { id: 'Tampilkan merek kesehatan Anda kepada keluarga Indonesia, secara bertanggung jawab.', en: 'Show your health brand to Indonesian families, responsibly.' },
    body: { id: ADVERTISE_ID, en: ADVERTISE_EN },
  },
  {
    slug: 'portal',
    version: '2026-11-01',
    title: { id: 'Apotek di Marketplace', en: 'Apotek on Marketplaces' },
    summary: { id: 'Toko resmi Apotek di Shopee, Tokopedia, Lazada dan TikTok Shop, dan apa yang dijual di sana.', en: "Apotek's official stores on Shopee, Tokopedia, Lazada and TikTok Shop, and what is sold there." },
    body: { id: PORTAL_ID, en: PORTAL_EN },
  },
  {
    slug: 'portal-shopee',
    version: '2026-11-01',
    title: { id: 'Apotek Official Shop di Shopee', en: 'Apotek Official Shop on Shopee' },
    summary: { id: 'Belanja obat bebas, vitamin dan alat kesehatan dari toko resmi kami di Shopee.', en: 'Buy over-the-counter medicines, vitamins and medical devices from our official store on Shopee.' },
    body: { id: SHOPEE_ID, en: SHOPEE_EN },
  },
];

/**
 * Demo data of issue 14 (pages); safe to run again. A version already there is never rewritten (a
 * consent may point at its words): a changed text needs a new version.
 */
export async function seedInfoPages(trx: Transaction<Database>, now: Date): Promise<void> {
  const at = now.toISOString();
  for (const page of SEED_PAGES) {
    await trx
      .insertInto('info_pages')
      .values({ slug: page.slug, current_version: page.version, updated_at: at })
      .onConflict((oc) => oc.column('slug').doNothing())
      .execute();
    await trx
      .insertInto('info_page_versions')
      .values({
        page_slug: page.slug,
        version: page.version,
        effective_at: effective(page.version),
        title_id: page.title.id,
        title_en: page.title.en,
        summary_id: page.summary.id,
        summary_en: page.summary.en,
        body_id: page.body.id,
        body_en: page.body.en,
        created_at: at,
      })
      .onConflict((oc) => oc.columns(['page_slug', 'version']).doNothing())
      .execute();
  }
  for (const [position, topic] of FAQ_TOPICS.entries()) {
    await trx
      .insertInto('faq_topics')
      .values({ slug: topic.slug, position, title_id: topic.title.id, title_en: topic.title.en })
      .onConflict((oc) => oc.column('slug').doNothing())
      .execute();
  }
  for (const [position, entry] of FAQ_ENTRIES.entries()) {
    await trx
      .insertInto('faq_entries')
      .values({
        slug: entry.slug,
        topic_slug: entry.topic,
        position,
        question_id: entry.question.id,
        question_en: entry.question.en,
        answer_id: entry.answer.id,
        answer_en: entry.answer.en,
        keywords: JSON.stringify(entry.keywords),
        popular: entry.popular ? 1 : 0,
        link_to: entry.link?.to ?? null,
        link_label_id: entry.link?.label.id ?? null,
        link_label_en: entry.link?.label.en ?? null,
        updated_at: at,
      })
      .onConflict((oc) => oc.column('slug').doNothing())
      .execute();
  }
}
