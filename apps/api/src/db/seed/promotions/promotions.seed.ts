import { PROMOTABLE_DRUG_CLASSES, type VoucherDiscountType, type VoucherTarget } from '@apotek/contract';
import type { Kysely } from 'kysely';
import type { Database, Executor } from '../../database.ts';
import { type MediaService, mediaUrl } from '../../../modules/media/index.ts';
import { campaignBannerSvg } from '../campaigns/campaign-banner.ts';
import { BANNER_WIDTH } from '../campaigns/campaigns.seed.ts';

const DAY = 86_400_000;

export interface SeedPromotion {
  slug: string;
  title_id: string;
  title_en: string;
  summary_id: string;
  summary_en: string;
  body_id: string;
  body_en: string;
  /** Top-level category slugs its products come from; empty: products already carrying a promo price. */
  categories: string[];
  products: number;
  startsDaysAgo: number;
  endsInDays: number;
  colours: [string, string];
}

export const SEED_PROMOTIONS: readonly SeedPromotion[] = [
  {
    slug: 'promo-akhir-tahun',
    title_id: 'Promo Akhir Tahun',
    title_en: 'Year-End Sale',
    summary_id: 'Harga spesial untuk kebutuhan kesehatan keluarga, plus voucher hemat 10%.',
    summary_en: "Special prices on your family's health needs, plus a 10% voucher.",
    body_id:
      'Tutup tahun dengan sehat. Produk pilihan di bawah ini sedang berharga spesial, dan voucher HEMAT10 memotong 10% (maksimal Rp 25.000) untuk belanja minimal Rp 50.000. Obat keras tidak termasuk promo, sesuai aturan BPOM.',
    body_en:
      'End the year healthy. The products below are on special prices, and the HEMAT10 voucher takes 10% off (up to Rp 25.000) when you spend Rp 50.000 or more. Prescription drugs (obat keras) are not part of any promotion, as BPOM rules require.',
    categories: [],
    products: 16,
    startsDaysAgo: 5,
    endsInDays: 45,
    colours: ['#E21683', '#EE7421'],
  },
  {
    slug: 'vitamin-sehat',
    title_id: 'Pekan Vitamin Sehat',
    title_en: 'Healthy Vitamin Week',
    summary_id: 'Diskon 20% vitamin dan suplemen dengan voucher VITAMIN20.',
    summary_en: '20% off vitamins and supplements with the VITAMIN20 voucher.',
    body_id:
      'Jaga daya tahan tubuh dengan vitamin dan suplemen pilihan. Pakai voucher VITAMIN20 untuk potongan 20% (maksimal Rp 40.000) khusus produk kategori Vitamin & Suplemen.',
    body_en: 'Keep your immune system strong with selected vitamins and supplements. Use the VITAMIN20 voucher for 20% off (up to Rp 40.000) on Vitamins & Supplements.',
    categories: ['vitamin-suplemen'],
    products: 12,
    startsDaysAgo: 2,
    endsInDays: 30,
    colours: ['#EE7421', '#E21683'],
  },
  {
    slug: 'gratis-ongkir',
    title_id: 'Gratis Ongkir Sampai Rp 15.000',
    title_en: 'Free Delivery up to Rp 15.000',
    summary_id: 'Voucher ONGKIR15 untuk pengiriman ke seluruh kota, minimal belanja Rp 30.000.',
    summary_en: 'The ONGKIR15 voucher for delivery to every city, minimum spend Rp 30.000.',
    body_id: 'Belanja dari rumah tanpa pusing ongkir. Voucher ONGKIR15 memotong biaya kirim sampai Rp 15.000 untuk belanja minimal Rp 30.000 di semua apotek.',
    body_en: 'Shop from home without worrying about delivery. The ONGKIR15 voucher takes up to Rp 15.000 off delivery when you spend Rp 30.000 or more at any pharmacy.',
    categories: ['batuk-flu', 'demam-nyeri'],
    products: 8,
    startsDaysAgo: 1,
    endsInDays: 60,
    colours: ['#0F766E', '#EE7421'],
  },
];

export interface SeedVoucher {
  code: string;
  title_id: string;
  title_en: string;
  description_id: string;
  description_en: string;
  target: VoucherTarget;
  discount_type: VoucherDiscountType;
  discount_value: number;
  max_discount: number | null;
  min_spend: number;
  quota_total: number | null;
  per_user_limit: number;
  new_customers_only?: boolean;
  /** Category slugs; empty: all. */
  categories?: string[];
  /** Only the first pharmacy. */
  firstPharmacyOnly?: boolean;
  is_public?: boolean;
  promotion?: string;
  startsDaysAgo: number;
  endsInDays: number;
}

export const SEED_VOUCHERS: readonly SeedVoucher[] = [
  {
    code: 'HEMAT10',
    title_id: 'Hemat 10% Akhir Tahun',
    title_en: '10% Year-End Saver',
    description_id: 'Diskon 10% hingga Rp 25.000, minimal belanja Rp 50.000. Tidak berlaku untuk obat keras.',
    description_en: '10% off up to Rp 25.000, minimum spend Rp 50.000. Not valid on prescription drugs.',
    target: 'items',
    discount_type: 'percent',
    discount_value: 10,
    max_discount: 25_000,
    min_spend: 50_000,
    quota_total: 1_000,
    per_user_limit: 3,
    promotion: 'promo-akhir-tahun',
    startsDaysAgo: 5,
    endsInDays: 45,
  },
  {
    code: 'VITAMIN20',
    title_id: 'Diskon 20% Vitamin & Suplemen',
    title_en: '20% off Vitamins & Supplements',
    description_id: 'Potongan 20% hingga Rp 40.000 untuk produk Vitamin & Suplemen, minimal belanja Rp 75.000.',
    description_en: '20% off up to Rp 40.000 on Vitamins & Supplements, minimum spend Rp 75.000.',
    target: 'items',
    discount_type: 'percent',
    discount_value: 20,
    max_discount: 40_000,
    min_spend: 75_000,
    quota_total: 500,
    per_user_limit: 2,
    categories: ['vitamin-suplemen'],
    promotion: 'vitamin-sehat',
    startsDaysAgo: 2,
    endsInDays: 30,
  },
  {
    code: 'ONGKIR15',
    title_id: 'Gratis Ongkir Rp 15.000',
    title_en: 'Rp 15.000 Off Delivery',
    description_id: 'Potongan ongkos kirim hingga Rp 15.000, minimal belanja Rp 30.000.',
    description_en: 'Up to Rp 15.000 off delivery, minimum spend Rp 30.000.',
    target: 'shipping',
    discount_type: 'fixed',
    discount_value: 15_000,
    max_discount: null,
    min_spend: 30_000,
    quota_total: null,
    per_user_limit: 5,
    promotion: 'gratis-ongkir',
    startsDaysAgo: 1,
    endsInDays: 60,
  },
  {
    code: 'PENGGUNABARU',
    title_id: 'Rp 20.000 untuk Pelanggan Baru',
    title_en: 'Rp 20.000 for New Customers',
    description_id: 'Potongan Rp 20.000 untuk pesanan pertamamu, minimal belanja Rp 60.000.',
    description_en: 'Rp 20.000 off your first order, minimum spend Rp 60.000.',
    target: 'items',
    discount_type: 'fixed',
    discount_value: 20_000,
    max_discount: null,
    min_spend: 60_000,
    quota_total: 2_000,
    per_user_limit: 1,
    new_customers_only: true,
    startsDaysAgo: 30,
    endsInDays: 90,
  },
  {
    code: 'MENTENG5',
    title_id: 'Rp 5.000 di Apotek Pilihan',
    title_en: 'Rp 5.000 at a Selected Pharmacy',
    description_id: 'Potongan Rp 5.000 tanpa minimal belanja, khusus di apotek pilihan.',
    description_en: 'Rp 5.000 off with no minimum spend, at a selected pharmacy only.',
    target: 'items',
    discount_type: 'fixed',
    discount_value: 5_000,
    max_discount: null,
    min_spend: 0,
    quota_total: 300,
    per_user_limit: 2,
    firstPharmacyOnly: true,
    startsDaysAgo: 3,
    endsInDays: 20,
  },
];

async function productsFor(db: Executor, categories: string[], count: number): Promise<number[]> {
  const base = db.selectFrom('products as p').select('p.id').where('p.drug_class', 'in', [...PROMOTABLE_DRUG_CLASSES]).where('p.requires_prescription', '=', 0);
  if (categories.length === 0) return (await base.where('p.promo_price', 'is not', null).orderBy('p.id').limit(count).execute()).map((r) => r.id);
  const rows = await base.innerJoin('product_categories as c', 'c.id', 'p.category_id').where('c.slug', 'in', categories).orderBy('p.id').limit(count).execute();
  return rows.map((r) => r.id);
}

/** The demo promotions and vouchers not there yet, running around `now` (issue 13); answers how many rows it added. */
export async function seedPromotions(db: Executor, now: Date): Promise<number> {
  const nowIso = now.toISOString();
  const at = (days: number) => new Date(now.getTime() + days * DAY).toISOString();
  let added = 0;
  const promotionIds = new Map<string, number>();
  for (const p of SEED_PROMOTIONS) {
    const existing = await db.selectFrom('promotions').select('id').where('slug', '=', p.slug).executeTakeFirst();
    if (existing) {
      promotionIds.set(p.slug, existing.id);
      continue;
    }
    const { id } = await db
      .insertInto('promotions')
      .values({
        slug: p.slug,
        title_id: p.title_id,
        title_en: p.title_en,
        summary_id: p.summary_id,
        summary_en: p.summary_en,
        body_id: p.body_id,
        body_en: p.body_en,
        banner_url: null,
        valid_from: at(-p.startsDaysAgo),
        valid_to: at(p.endsInDays),
        created_at: nowIso,
        updated_at: nowIso,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    promotionIds.set(p.slug, id);
    const products = await productsFor(db, p.categories, p.products);
    if (products.length > 0) await db.insertInto('promotion_products').values(products.map((product_id, position) => ({ promotion_id: id, product_id, position }))).execute();
    added += 1;
  }
  const firstPharmacy = await db.selectFrom('pharmacies').select('id').orderBy('id').limit(1).executeTakeFirst();
  for (const v of SEED_VOUCHERS) {
    const existing = await db.selectFrom('vouchers').select('id').where('code', '=', v.code).executeTakeFirst();
    if (existing) continue;
    const categoryIds = v.categories?.length
      ? (await db.selectFrom('product_categories').select('id').where('slug', 'in', v.categories).execute()).map((r) => r.id)
      : [];
    await db
      .insertInto('vouchers')
      .values({
        code: v.code,
        title_id: v.title_id,
        title_en: v.title_en,
        description_id: v.description_id,
        description_en: v.description_en,
        target: v.target,
        discount_type: v.discount_type,
        discount_value: v.discount_value,
        max_discount: v.max_discount,
        min_spend: v.min_spend,
        valid_from: at(-v.startsDaysAgo),
        valid_to: at(v.endsInDays),
        quota_total: v.quota_total,
        quota_used: 0,
        per_user_limit: v.per_user_limit,
        new_customers_only: v.new_customers_only ? 1 : 0,
        store_ids: JSON.stringify(v.firstPharmacyOnly && firstPharmacy ? [firstPharmacy.id] : []),
        category_ids: JSON.stringify(categoryIds),
        is_public: v.is_public === false ? 0 : 1,
        promotion_id: v.promotion ? (promotionIds.get(v.promotion) ?? null) : null,
        created_at: nowIso,
        updated_at: nowIso,
      })
      .execute();
    added += 1;
  }
  return added;
}

/** Draws a banner for every demo promotion still without one (as campaigns do; needs storage, so run at start). */
export async function seedDemoPromotionBanners(db: Kysely<Database>, media: MediaService): Promise<number> {
  const bySlug = new Map(SEED_PROMOTIONS.map((p) => [p.slug, p]));
  const rows = await db.selectFrom('promotions').select(['id', 'slug', 'title_id']).where('banner_url', 'is', null).where('slug', 'in', [...bySlug.keys()]).execute();
  for (const row of rows) {
    const svg = campaignBannerSvg({ title: row.title_id, colours: bySlug.get(row.slug)!.colours });
    const url = mediaUrl((await media.ingestTrustedSvg(svg)).hash, BANNER_WIDTH);
    await db.updateTable('promotions').set({ banner_url: url }).where('id', '=', row.id).where('banner_url', 'is', null).execute();
  }
  return rows.length;
}
