import { PROMOTABLE_DRUG_CLASSES } from '@apotek/contract';
import type { Kysely } from 'kysely';
import type { Database, Executor } from '../../database.ts';
import { MediaService, mediaUrl, SharpImagePipeline } from '../../../modules/media/index.ts';
import { systemClock } from '../../../platform/clock.ts';
import { createStorage, type StorageConfig } from '../../../platform/storage/create-storage.ts';
import { campaignBannerSvg } from './campaign-banner.ts';

const DAY = 86_400_000;

export interface SeedCampaign {
  slug: string;
  title_id: string;
  title_en: string;
  body_id: string;
  body_en: string;
  /** Top-level categories its products come from, in order. */
  categories: string[];
  products: number;
  startsDaysAgo: number;
  endsInDays: number;
  colours: [string, string];
}

/** Two running campaigns (issue 11), so the campaign page and the bell have something on a fresh start. */
export const SEED_CAMPAIGNS: readonly SeedCampaign[] = [
  {
    slug: 'sehat-musim-hujan',
    title_id: 'Tetap Sehat di Musim Hujan',
    title_en: 'Stay Healthy in the Rainy Season',
    body_id:
      'Hujan turun hampir setiap hari dan badan gampang drop. Siapkan vitamin, obat batuk dan flu, serta pereda demam di rumah, supaya kamu dan keluarga tetap fit. Semua produk di sini obat bebas dan suplemen yang bisa langsung dibeli tanpa resep.',
    body_en:
      "It rains almost every day and it's easy to fall ill. Keep vitamins, cough and cold remedies and fever relief at home so you and your family stay fit. Everything here is over-the-counter medicine or a supplement you can buy without a prescription.",
    categories: ['vitamin-suplemen', 'batuk-flu', 'demam-nyeri'],
    products: 12,
    startsDaysAgo: 3,
    endsInDays: 30,
    colours: ['#E21683', '#EE7421'],
  },
  {
    slug: 'kotak-p3k-keluarga',
    title_id: 'Lengkapi Kotak P3K Keluarga',
    title_en: "Complete Your Family's First-Aid Kit",
    body_id:
      'Luka kecil, sakit perut atau demam bisa datang kapan saja. Cek lagi isi kotak P3K di rumah dan lengkapi dengan kebutuhan dasar: plester, antiseptik, obat maag, oralit dan termometer.',
    body_en:
      'Small cuts, an upset stomach or a fever can come at any time. Check the first-aid kit at home again and top it up with the basics: plasters, antiseptic, antacids, oral rehydration salts and a thermometer.',
    categories: ['alat-kesehatan', 'pencernaan', 'perawatan-kulit'],
    products: 10,
    startsDaysAgo: 1,
    endsInDays: 14,
    colours: ['#0F766E', '#EE7421'],
  },
];

/** Products of these categories that a campaign may show (never obat keras: ARCHITECTURE §4), spread over them. */
async function campaignProducts(db: Executor, categories: string[], count: number): Promise<number[]> {
  const perCategory = Math.ceil(count / categories.length);
  const ids: number[] = [];
  for (const slug of categories) {
    const rows = await db
      .selectFrom('products as p')
      .innerJoin('product_categories as c', 'c.id', 'p.category_id')
      .select('p.id')
      .where('c.slug', '=', slug)
      .where('p.drug_class', 'in', [...PROMOTABLE_DRUG_CLASSES])
      .orderBy('p.id')
      .limit(perCategory)
      .execute();
    ids.push(...rows.map((r) => r.id).filter((id) => !ids.includes(id)));
  }
  return ids.slice(0, count);
}

/** Inserts the demo campaigns that are not there yet, published and running around `now`; answers how many it added. */
export async function seedCampaigns(db: Executor, now: Date): Promise<number> {
  const nowIso = now.toISOString();
  let added = 0;
  for (const [i, c] of SEED_CAMPAIGNS.entries()) {
    const existing = await db.selectFrom('campaigns').select('id').where('slug', '=', c.slug).executeTakeFirst();
    if (existing) continue;
    const { id } = await db
      .insertInto('campaigns')
      .values({
        slug: c.slug,
        status: 'published',
        title_id: c.title_id,
        title_en: c.title_en,
        body_id: c.body_id,
        body_en: c.body_en,
        banner_url: null,
        starts_at: new Date(now.getTime() - c.startsDaysAgo * DAY).toISOString(),
        ends_at: new Date(now.getTime() + c.endsInDays * DAY).toISOString(),
        // Older first, so the newest campaign is the one the bell shows on top.
        published_at: new Date(now.getTime() - (SEED_CAMPAIGNS.length - i) * 60_000).toISOString(),
        created_at: nowIso,
        updated_at: nowIso,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const products = await campaignProducts(db, c.categories, c.products);
    if (products.length > 0) await db.insertInto('campaign_products').values(products.map((product_id, position) => ({ campaign_id: id, product_id, position }))).execute();
    added += 1;
  }
  return added;
}

export const BANNER_WIDTH = 1024;

/**
 * Draws a banner for every demo campaign still without one, stores it through media and points the row at
 * it. Kept out of seedDemoData for the reason images.seed.ts gives (it needs storage).
 */
export async function seedDemoCampaignBanners(db: Kysely<Database>, media: MediaService): Promise<number> {
  const bySlug = new Map(SEED_CAMPAIGNS.map((c) => [c.slug, c]));
  const rows = await db.selectFrom('campaigns').select(['id', 'slug', 'title_id']).where('banner_url', 'is', null).where('slug', 'in', [...bySlug.keys()]).execute();
  for (const row of rows) {
    const seed = bySlug.get(row.slug)!;
    const svg = campaignBannerSvg({ title: row.title_id, colours: seed.colours });
    const url = mediaUrl((await media.ingestTrustedSvg(svg)).hash, BANNER_WIDTH);
    await db.updateTable('campaigns').set({ banner_url: url }).where('id', '=', row.id).where('banner_url', 'is', null).execute();
  }
  return rows.length;
}

/** Runs `seed` with a media service over the configured storage, for a process with no app yet (server start). */
export async function withDemoMedia<T>(db: Kysely<Database>, options: { storage: StorageConfig; publicUrl: string }, seed: (media: MediaService) => Promise<T>): Promise<T> {
  const storage = await createStorage(options.storage, { clock: systemClock, publicUrl: options.publicUrl });
  try {
    return await seed(new MediaService({ db, clock: systemClock, storage: storage.objects, pipeline: new SharpImagePipeline() }));
  } finally {
    storage.close();
  }
}
