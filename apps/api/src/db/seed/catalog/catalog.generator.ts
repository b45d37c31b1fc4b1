import { DRUG_CLASS_RULES } from '@apotek/contract';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../database.ts';
import { nieNumber } from '../../../modules/catalog/catalog.nie.ts';
import { seededRandom, slugify } from '../../../modules/catalog/catalog.random.ts';
import { FAMILIES } from './catalog.seed-families.ts';
import { leafletOf } from './catalog.seed-products.ts';
import { productName } from '../../../modules/catalog/catalog.text.ts';

/** Product lines that make synthetic variants read like real ones ("Panadol Extra Forte 10 Kaplet"). */
const LINES = ['Forte', 'Plus', 'Extra', 'Junior', 'Active', 'Max', 'Lite', 'Mint', 'Lemon', 'Jeruk', 'Madu', 'Herbal', 'Kids', 'Care', 'Fast', 'Duo', 'Neo', 'Pro', 'Soft', 'Cool'];
const BATCH = 500;

export interface GenerateResult {
  products: number;
  stock: number;
}

/**
 * Inserts `count` synthetic but plausible products for benchmarks: names, texts, brands and categories
 * drawn from the demo families (so search has real words to match), prices jittered around theirs, and
 * stock at every pharmacy (about one pair in eight at zero). The same count and seed give the same rows,
 * and running it again inserts nothing new. Needs the demo taxonomy (seedDemoData) in place.
 * Afterwards call rebuildCatalogIndex in a running process, or restart it.
 */
export async function generateProducts(count: number, seed: number, db: Kysely<Database>, now = new Date()): Promise<GenerateResult> {
  const random = seededRandom(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  const nowMs = now.getTime();

  return db.transaction().execute(async (trx) => {
    const categories = await trx.selectFrom('product_categories').select(['id', 'slug', 'parent_id']).execute();
    const brands = await trx.selectFrom('brands').select(['id', 'slug']).execute();
    const categoryId = new Map(categories.map((c) => [c.slug, c.id]));
    const parentOf = new Map(categories.map((c) => [c.id, c.parent_id]));
    const brandId = new Map(brands.map((b) => [b.slug, b.id]));
    if (brandId.size === 0) throw new Error('generateProducts needs the demo catalogue: run the seed first');
    const before = await trx.selectFrom('products').select((eb) => eb.fn.max('id').as('max')).executeTakeFirst();
    const maxIdBefore = Number(before?.max ?? 0);

    let products = 0;
    for (let start = 0; start < count; start += BATCH) {
      const rows = [];
      for (let n = start; n < Math.min(count, start + BATCH); n++) {
        const family = pick(FAMILIES);
        const variant = pick(family.v);
        const line = pick(LINES);
        const sku = `GEN-${seed}-${String(n + 1).padStart(7, '0')}`;
        const name = productName(family.name, line, variant.id);
        const sub = categoryId.get(family.sub) ?? null;
        const segment = categoryId.get(`${family.sub}-${variant.form.replace(/_/g, '-')}`) ?? null;
        const price = Math.max(1_000, Math.round((variant.price * (0.7 + random() * 0.8)) / 100) * 100);
        const promo = DRUG_CLASS_RULES[family.cls].mayBePromoted && random() < 0.15 ? Math.floor((price * 0.85) / 100) * 100 : null;
        rows.push({
          sku,
          slug: `${slugify(name)}-${sku.toLowerCase()}`,
          name,
          name_en: productName(family.en ?? family.name, line, variant.en),
          category_id: sub !== null ? (parentOf.get(sub) ?? sub) : categories[0]!.id,
          sub_category_id: sub,
          segment_id: segment,
          brand_id: brandId.get(family.brand) ?? null,
          price,
          promo_price: promo !== null && promo < price ? promo : null,
          drug_class: family.cls,
          requires_prescription: DRUG_CLASS_RULES[family.cls].needsPrescription ? 1 : 0,
          unit: variant.packaging.split(' ')[0]!.toLowerCase(),
          ...leafletOf(family),
          packaging: variant.packaging,
          packaging_en: variant.packaging_en,
          bpom_number: nieNumber({ brand: family.brand, cls: family.cls, reg: family.reg, narc: family.narc, hash: Math.floor(random() * 2 ** 32) }),
          weight_grams: variant.grams,
          sold_count: Math.floor(random() ** 3 * 5_000),
          image_url: null,
          created_at: new Date(nowMs - Math.floor(random() * 365 * 24 * 3_600_000)).toISOString(),
        });
      }
      const result = await trx.insertInto('products').values(rows).onConflict((oc) => oc.doNothing()).executeTakeFirst();
      products += Number(result.numInsertedOrUpdatedRows ?? 0);
    }

    // Stock for the new products at every pharmacy in one statement: far faster than rows from here.
    const stock = await trx
      .insertInto('product_stock')
      .columns(['pharmacy_id', 'product_id', 'quantity', 'updated_at'])
      .expression(
        trx
          .selectFrom(['products as p', 'pharmacies as ph'])
          .select([
            'ph.id as pharmacy_id',
            'p.id as product_id',
            sql<number>`case when (p.id * 31 + ph.id * 17) % 8 = 0 then 0 else 1 + (p.id * 7 + ph.id * 13) % 120 end`.as('quantity'),
            sql<string>`${now.toISOString()}`.as('updated_at'),
          ])
          .where('p.id', '>', maxIdBefore),
      )
      .onConflict((oc) => oc.columns(['pharmacy_id', 'product_id']).doNothing())
      .executeTakeFirst();
    return { products, stock: Number(stock.numInsertedOrUpdatedRows ?? 0) };
  });
}
