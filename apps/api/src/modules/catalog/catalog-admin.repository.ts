import { type ConsoleProductsQuery, LEAFLET_FIELDS } from '@apotek/contract';
import { type Insertable, type Selectable, sql, type Updateable } from 'kysely';
import type { Executor } from '../../db/database.ts';
import { isPostgres } from '../../db/dialect.ts';
import type { BrandsTable, ProductCategoriesTable, ProductsTable } from './catalog.tables.ts';

/** The console's reads and writes of the catalogue tables (issue 15). Every function takes `db | trx`. */

export type ProductRow = Selectable<ProductsTable>;
export type NewProduct = Insertable<ProductsTable>;
export type ProductPatch = Updateable<ProductsTable>;

/** Columns the console edits, besides id/slug/created_at/archived_at. */
export const EDITABLE_COLUMNS = [
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
  'unit',
  'manufacturer',
  'description',
  'description_en',
  ...LEAFLET_FIELDS.flatMap((f) => [f, `${f}_en`] as const),
  'bpom_number',
  'weight_grams',
  'image_url',
] as const;
export type EditableColumn = (typeof EDITABLE_COLUMNS)[number];

type Filters = Omit<ConsoleProductsQuery, 'page' | 'perPage'>;

function filtered(db: Executor, f: Filters) {
  let q = db.selectFrom('products as p');
  if (f.status === 'active') q = q.where('p.archived_at', 'is', null);
  if (f.status === 'archived') q = q.where('p.archived_at', 'is not', null);
  if (f.drug_class) q = q.where('p.drug_class', '=', f.drug_class);
  if (f.category_id) {
    const cid = f.category_id;
    q = q.where((eb) => eb.or([eb('p.category_id', '=', cid), eb('p.sub_category_id', '=', cid), eb('p.segment_id', '=', cid)]));
  }
  if (f.brand_id) q = q.where('p.brand_id', '=', f.brand_id);
  if (f.q) {
    const like = `%${f.q.toLowerCase().replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
    q = q.where((eb) =>
      eb.or([
        eb(sql`lower(p.name)`, 'like', sql`${like} escape '\\'`),
        eb(sql`lower(p.sku)`, 'like', sql`${like} escape '\\'`),
        eb(sql`lower(p.bpom_number)`, 'like', sql`${like} escape '\\'`),
      ]),
    );
  }
  return q;
}

const LIST_COLUMNS = ['p.id', 'p.sku', 'p.slug', 'p.name', 'p.drug_class', 'p.price', 'p.promo_price', 'p.bpom_number', 'p.image_url', 'p.archived_at', 'p.created_at', 'p.category_id', 'p.brand_id'] as const;

export async function listProducts(db: Executor, query: ConsoleProductsQuery) {
  const base = filtered(db, query);
  const { total } = await base.select((eb) => eb.fn.countAll<number | string>().as('total')).executeTakeFirstOrThrow();
  const rows = await base
    .select(LIST_COLUMNS)
    .orderBy(`p.${query.sort}`, query.dir)
    .orderBy('p.id', query.dir)
    .limit(query.perPage)
    .offset((query.page - 1) * query.perPage)
    .execute();
  return { rows, total: Number(total) };
}

/** Every product the filters match, whole, for the export (sorted as the table is). */
export function exportProducts(db: Executor, filters: Filters) {
  return filtered(db, filters).selectAll('p').orderBy(`p.${filters.sort}`, filters.dir).orderBy('p.id', filters.dir).execute();
}

export function findProduct(db: Executor, id: number): Promise<ProductRow | undefined> {
  return db.selectFrom('products').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function skuOwner(db: Executor, sku: string): Promise<number | undefined> {
  return (await db.selectFrom('products').select('id').where(sql`lower(sku)`, '=', sku.toLowerCase()).executeTakeFirst())?.id;
}

export async function slugOwner(db: Executor, slug: string): Promise<number | undefined> {
  return (await db.selectFrom('products').select('id').where('slug', '=', slug).executeTakeFirst())?.id;
}

export async function insertProduct(db: Executor, row: NewProduct): Promise<number> {
  const { id } = await db.insertInto('products').values(row).returning('id').executeTakeFirstOrThrow();
  return id;
}

export async function updateProduct(db: Executor, id: number, patch: ProductPatch): Promise<void> {
  await db.updateTable('products').set(patch).where('id', '=', id).execute();
}

/** The product's picture list follows its main image: one row, or none. */
export async function replaceImages(db: Executor, productId: number, url: string | null, alt: string): Promise<void> {
  await db.deleteFrom('product_images').where('product_id', '=', productId).execute();
  if (url) await db.insertInto('product_images').values({ product_id: productId, url, alt, sort_order: 0 }).execute();
}

/** Every product, for the import's comparison: by lower-cased SKU. */
export async function allProductsBySku(db: Executor): Promise<Map<string, ProductRow>> {
  const rows = await db.selectFrom('products').selectAll().execute();
  return new Map(rows.map((r) => [r.sku.toLowerCase(), r]));
}

export async function allSlugs(db: Executor): Promise<Set<string>> {
  return new Set((await db.selectFrom('products').select('slug').execute()).map((r) => r.slug));
}

/** Inserts in chunks that stay under SQLite's bound-variable limit; answers the new ids in order. */
export async function insertProducts(db: Executor, rows: NewProduct[]): Promise<number[]> {
  const ids: number[] = [];
  const chunk = isPostgres(db) ? 1000 : 400;
  for (let i = 0; i < rows.length; i += chunk) {
    const part = rows.slice(i, i + chunk);
    const out = await db.insertInto('products').values(part).returning('id').execute();
    ids.push(...out.map((r) => r.id));
  }
  return ids;
}

// ── Categories and brands ───────────────────────────────────────────────────────────────────────────

export type CategoryRow = Selectable<ProductCategoriesTable>;
export type BrandRow = Selectable<BrandsTable>;

export async function listCategories(db: Executor) {
  const [rows, counts] = await Promise.all([
    db.selectFrom('product_categories').selectAll().orderBy('sort_order').orderBy('id').execute(),
    categoryCounts(db),
  ]);
  return rows.map((r) => ({ ...r, product_count: counts.get(r.id) ?? 0 }));
}

async function categoryCounts(db: Executor): Promise<Map<number, number>> {
  const counts = new Map<number, number>();
  for (const column of ['category_id', 'sub_category_id', 'segment_id'] as const) {
    const rows = await db
      .selectFrom('products')
      .select([column, (eb) => eb.fn.countAll<number | string>().as('n')])
      .where(column, 'is not', null)
      .where('archived_at', 'is', null)
      .groupBy(column)
      .execute();
    for (const r of rows) {
      const key = r[column] as number;
      counts.set(key, (counts.get(key) ?? 0) + Number(r.n));
    }
  }
  return counts;
}

export function findCategory(db: Executor, id: number): Promise<CategoryRow | undefined> {
  return db.selectFrom('product_categories').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function categoryUse(db: Executor, id: number): Promise<number> {
  const products = await db
    .selectFrom('products')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where((eb) => eb.or([eb('category_id', '=', id), eb('sub_category_id', '=', id), eb('segment_id', '=', id)]))
    .executeTakeFirstOrThrow();
  const children = await db.selectFrom('product_categories').select((eb) => eb.fn.countAll<number | string>().as('n')).where('parent_id', '=', id).executeTakeFirstOrThrow();
  return Number(products.n) + Number(children.n);
}

export async function brandUse(db: Executor, id: number): Promise<number> {
  const r = await db.selectFrom('products').select((eb) => eb.fn.countAll<number | string>().as('n')).where('brand_id', '=', id).executeTakeFirstOrThrow();
  return Number(r.n);
}

export async function listBrands(db: Executor) {
  const [rows, counts] = await Promise.all([
    db.selectFrom('brands').selectAll().orderBy('name').orderBy('id').execute(),
    db.selectFrom('products').select(['brand_id', (eb) => eb.fn.countAll<number | string>().as('n')]).where('brand_id', 'is not', null).where('archived_at', 'is', null).groupBy('brand_id').execute(),
  ]);
  const byId = new Map(counts.map((c) => [c.brand_id as number, Number(c.n)]));
  return rows.map((r) => ({ ...r, product_count: byId.get(r.id) ?? 0 }));
}

export function findBrand(db: Executor, id: number): Promise<BrandRow | undefined> {
  return db.selectFrom('brands').selectAll().where('id', '=', id).executeTakeFirst();
}
