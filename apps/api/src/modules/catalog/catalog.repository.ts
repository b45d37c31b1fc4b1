import { type CompiledQuery, sql } from 'kysely';
import type { Executor } from '../../db/database.ts';
import { isPostgres } from '../../db/dialect.ts';
import { type DrugClass, PROMOTABLE_DRUG_CLASSES } from '@apotek/contract';

/** No pharmacy has id 0: joining stock on it yields no row, so one query shape serves with and without a store. */
const NO_STORE = 0;

const SUMMARY_COLUMNS = [
  'p.id',
  'p.slug',
  'p.sku',
  'p.name',
  'p.name_en',
  'p.price',
  'p.promo_price',
  'p.drug_class',
  'p.requires_prescription',
  'p.image_url',
  'p.packaging',
  'p.packaging_en',
  'p.brand_id',
  'p.category_id',
  's.quantity as stock_quantity',
] as const;

function productsWithStock(db: Executor, storeId: number | null) {
  return db
    .selectFrom('products as p')
    .leftJoin('product_stock as s', (join) => join.onRef('s.product_id', '=', 'p.id').on('s.pharmacy_id', '=', storeId ?? NO_STORE));
}

export interface SummaryRow {
  id: number;
  slug: string;
  sku: string;
  name: string;
  name_en: string;
  price: number;
  promo_price: number | null;
  drug_class: DrugClass;
  requires_prescription: number;
  image_url: string | null;
  packaging: string;
  packaging_en: string;
  brand_id: number | null;
  category_id: number;
  stock_quantity: number | null;
}

/** The rows for the ids the search engine returned, in one query; the caller restores the engine's order. */
export async function findSummaries(db: Executor, ids: number[], storeId: number | null): Promise<SummaryRow[]> {
  if (ids.length === 0) return [];
  return productsWithStock(db, storeId).select(SUMMARY_COLUMNS).where('p.id', 'in', ids).execute();
}

export type ProductKey = { id: number } | { slug: string } | { sku: string };

export async function findDetail(db: Executor, key: ProductKey, storeId: number | null) {
  let query = productsWithStock(db, storeId).select([
    ...SUMMARY_COLUMNS,
    'p.sub_category_id',
    'p.segment_id',
    'p.description',
    'p.description_en',
    'p.composition',
    'p.indications',
    'p.dosage',
    'p.contraindications',
    'p.side_effects',
    'p.storage',
    'p.composition_en',
    'p.indications_en',
    'p.dosage_en',
    'p.contraindications_en',
    'p.side_effects_en',
    'p.storage_en',
    'p.manufacturer',
    'p.bpom_number',
    'p.weight_grams',
    'p.created_at',
  ]);
  if ('id' in key) query = query.where('p.id', '=', key.id);
  else if ('slug' in key) query = query.where('p.slug', '=', key.slug);
  else query = query.where('p.sku', '=', key.sku);
  return query.executeTakeFirst();
}
export type DetailRow = NonNullable<Awaited<ReturnType<typeof findDetail>>>;

/**
 * The shelf query compiled once per dialect with stand-ins swapped for the asked pharmacy and product on
 * each call: building and compiling it through Kysely cost more than the primary-key read itself on a
 * product page asked with a pharmacy (docs/decisions/018-catalogue-read-speed.md).
 */
const STORE_STAND_IN = -7_100_001;
const PRODUCT_STAND_IN = -7_100_002;
const shelfQueries = new Map<boolean, CompiledQuery<{ quantity: number }>>();

/** Units of a product on one pharmacy's shelf (0 without a stock row): one primary-key read. */
export async function findStockQuantity(db: Executor, storeId: number, productId: number): Promise<number> {
  const pg = isPostgres(db);
  let compiled = shelfQueries.get(pg);
  if (compiled === undefined) {
    compiled = db.selectFrom('product_stock').select('quantity').where('pharmacy_id', '=', STORE_STAND_IN).where('product_id', '=', PRODUCT_STAND_IN).compile() as CompiledQuery<{ quantity: number }>;
    shelfQueries.set(pg, compiled);
  }
  const parameters = compiled.parameters.map((p) => (p === STORE_STAND_IN ? storeId : p === PRODUCT_STAND_IN ? productId : p));
  const row = (await db.executeQuery<{ quantity: number }>({ ...compiled, parameters })).rows[0];
  return Number(row?.quantity ?? 0);
}

export function findImages(db: Executor, productId: number) {
  return db.selectFrom('product_images').select(['url', 'alt']).where('product_id', '=', productId).orderBy('sort_order').orderBy('id').execute();
}

/** Products sharing the segment, sub-category or brand, closest first (segment beats sub-category beats brand). */
export function findRelated(
  db: Executor,
  product: { id: number; segment_id: number | null; sub_category_id: number | null; brand_id: number | null },
  limit: number,
): Promise<SummaryRow[]> {
  const { id, segment_id, sub_category_id, brand_id } = product;
  const closeness = sql<number>`(case when p.segment_id = ${segment_id} then 4 else 0 end)
    + (case when p.sub_category_id = ${sub_category_id} then 2 else 0 end)
    + (case when p.brand_id = ${brand_id} then 1 else 0 end)`;
  return productsWithStock(db, null)
    .select(SUMMARY_COLUMNS)
    .where('p.id', '!=', id)
    .where((eb) => {
      const ors = [];
      if (segment_id !== null) ors.push(eb('p.segment_id', '=', segment_id));
      if (sub_category_id !== null) ors.push(eb('p.sub_category_id', '=', sub_category_id));
      if (brand_id !== null) ors.push(eb('p.brand_id', '=', brand_id));
      return ors.length > 0 ? eb.or(ors) : eb.val(false);
    })
    .orderBy(closeness, 'desc')
    .orderBy('p.sold_count', 'desc')
    .orderBy('p.id')
    .limit(limit)
    .execute();
}

/** Products on promotion. Obat keras and dilarang_online never are (ARCHITECTURE §4); the filter says so twice. */
export function findPromoted(db: Executor, limit: number): Promise<SummaryRow[]> {
  return productsWithStock(db, null)
    .select(SUMMARY_COLUMNS)
    .where('p.promo_price', 'is not', null)
    .where('p.drug_class', 'in', PROMOTABLE_DRUG_CLASSES)
    .orderBy('p.sold_count', 'desc')
    .orderBy('p.id')
    .limit(limit)
    .execute();
}

/** The categories and brands the snapshot is built from. */
export async function loadTaxonomyRows(db: Executor) {
  const [categories, brands] = await Promise.all([
    db.selectFrom('product_categories').select(['id', 'slug', 'name', 'name_en', 'level', 'parent_id', 'icon_url', 'sort_order']).execute(),
    db.selectFrom('brands').select(['id', 'slug', 'name', 'logo_url', 'description', 'description_en', 'is_popular']).execute(),
  ]);
  return { categories, brands };
}

/** The products (with the pharmacies holding each) the search index is built from; `productIds` narrows it. */
export async function loadIndexRows(db: Executor, productIds?: readonly number[]) {
  const [products, stock] = await Promise.all([
    db
      .selectFrom('products')
      .select([
        'id',
        'sku',
        'name',
        'name_en',
        'category_id',
        'sub_category_id',
        'segment_id',
        'brand_id',
        'drug_class',
        'price',
        'promo_price',
        'sold_count',
        'created_at',
        'manufacturer',
        'composition',
      ])
      .$if(productIds !== undefined, (qb) => qb.where('id', 'in', [...productIds!]))
      // Archived products (console, issue 15) are not indexed: search and lists no longer show them.
      .where('archived_at', 'is', null)
      .orderBy('id')
      .execute(),
    // One row per product, not per pair: 100,000 products at 20 pharmacies would be 2 million rows.
    db
      .selectFrom('product_stock')
      .select(['product_id', isPostgres(db) ? sql<string>`string_agg(pharmacy_id::text, ',')`.as('pharmacies') : sql<string>`group_concat(pharmacy_id)`.as('pharmacies')])
      .where('quantity', '>', 0)
      .$if(productIds !== undefined, (qb) => qb.where('product_id', 'in', [...productIds!]))
      .groupBy('product_id')
      .execute(),
  ]);
  return { products, stock };
}
