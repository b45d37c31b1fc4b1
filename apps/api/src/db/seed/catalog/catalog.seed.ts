import type { Executor } from '../../database.ts';
import { hashOf } from '../../../modules/catalog/catalog.random.ts';
import { SEED_BRANDS } from './catalog.seed-brands.ts';
import { SEED_CATEGORIES } from './catalog.seed-categories.ts';
import { FORMS } from './catalog.seed-forms.ts';
import { buildSeedProducts, type SeedProduct } from './catalog.seed-products.ts';

/** Rows per INSERT: well under SQLite's 32,766 and PostgreSQL's 65,535 bound parameters. */
const CHUNK = 200;

function chunks<T>(rows: T[], size = CHUNK): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += size) out.push(rows.slice(i, i + size));
  return out;
}

const segmentSlug = (sub: string, form: string) => `${sub}-${form.replace(/_/g, '-')}`;

const SUB_PARENT = new Map(SEED_CATEGORIES.flatMap((c) => c.subs.map(([slug]) => [slug, c.slug] as const)));

export function demoProducts(): SeedProduct[] {
  return buildSeedProducts((sub) => {
    const parent = SUB_PARENT.get(sub);
    if (!parent) throw new Error(`unknown sub-category ${sub}`);
    return parent;
  });
}

async function idsBySlug(db: Executor, table: 'product_categories' | 'brands'): Promise<Map<string, number>> {
  const rows = await db.selectFrom(table).select(['id', 'slug']).execute();
  return new Map(rows.map((r) => [r.slug, r.id]));
}

/**
 * Category tree and brands. Names are updated on conflict so a database seeded by an earlier version
 * gets the current tree; running it twice changes nothing.
 */
async function seedTaxonomy(db: Executor, products: SeedProduct[], nowIso: string): Promise<void> {
  const upsertCategories = async (rows: Array<{ slug: string; name: string; name_en: string; parent_id: number | null; level: 'category' | 'sub_category' | 'segment'; sort_order: number }>) => {
    for (const part of chunks(rows)) {
      await db
        .insertInto('product_categories')
        .values(part)
        .onConflict((oc) =>
          oc.column('slug').doUpdateSet((eb) => ({
            name: eb.ref('excluded.name'),
            name_en: eb.ref('excluded.name_en'),
            parent_id: eb.ref('excluded.parent_id'),
            level: eb.ref('excluded.level'),
          })),
        )
        .execute();
    }
  };

  await upsertCategories(SEED_CATEGORIES.map((c, i) => ({ slug: c.slug, name: c.name, name_en: c.name_en, parent_id: null, level: 'category', sort_order: i + 1 })));
  let ids = await idsBySlug(db, 'product_categories');
  await upsertCategories(
    SEED_CATEGORIES.flatMap((c) =>
      c.subs.map(([slug, name, name_en], i) => ({ slug, name, name_en, parent_id: ids.get(c.slug)!, level: 'sub_category' as const, sort_order: i + 1 })),
    ),
  );
  ids = await idsBySlug(db, 'product_categories');
  const segments = new Map<string, { slug: string; name: string; name_en: string; parent_id: number; level: 'segment'; sort_order: number }>();
  for (const p of products) {
    const slug = segmentSlug(p.sub_category, p.form);
    if (segments.has(slug)) continue;
    const [name, name_en] = FORMS[p.form];
    segments.set(slug, { slug, name, name_en, parent_id: ids.get(p.sub_category)!, level: 'segment', sort_order: Object.keys(FORMS).indexOf(p.form) + 1 });
  }
  await upsertCategories([...segments.values()]);

  await db
    .insertInto('brands')
    .values(
      SEED_BRANDS.map((b) => ({
        slug: b.slug,
        name: b.name,
        logo_url: null,
        description: b.description,
        description_en: b.description_en,
        is_popular: b.popular ? 1 : 0,
        created_at: nowIso,
      })),
    )
    .onConflict((oc) => oc.column('slug').doNothing())
    .execute();
}

/** Loads the demo catalogue (300+ products); returns how many products were new. */
export async function seedCatalog(db: Executor, nowIso: string): Promise<number> {
  const products = demoProducts();
  await seedTaxonomy(db, products, nowIso);
  const categoryIds = await idsBySlug(db, 'product_categories');
  const brandIds = await idsBySlug(db, 'brands');
  const now = new Date(nowIso).getTime();

  let inserted = 0;
  for (const part of chunks(products)) {
    const result = await db
      .insertInto('products')
      .values(
        part.map(({ brand, category, sub_category, form, requires_prescription, age_hours, ...p }) => ({
          ...p,
          category_id: categoryIds.get(category)!,
          sub_category_id: categoryIds.get(sub_category)!,
          segment_id: categoryIds.get(segmentSlug(sub_category, form))!,
          brand_id: brandIds.get(brand)!,
          requires_prescription: requires_prescription ? 1 : 0,
          image_url: null,
          created_at: new Date(now - age_hours * 3_600_000).toISOString(),
        })),
      )
      .onConflict((oc) => oc.doNothing())
      .executeTakeFirst();
    inserted += Number(result.numInsertedOrUpdatedRows ?? 0);
  }
  // db/seed/seed.ts seeds the pharmacies first, so stock can be laid out for each of them.
  await seedCatalogStock(db, nowIso);
  return inserted;
}

/**
 * Stock of every product at every pharmacy (run after the pharmacies are seeded). About one pair in
 * eight is out of stock so the in-stock filter has something to do. Existing rows are left alone.
 */
export async function seedCatalogStock(db: Executor, nowIso: string): Promise<number> {
  const pharmacies = await db.selectFrom('pharmacies').select(['id', 'slug']).orderBy('id').execute();
  const products = await db.selectFrom('products').select(['id', 'sku']).orderBy('id').execute();
  const rows = pharmacies.flatMap((ph) =>
    products.map((p) => {
      const h = hashOf(`${ph.slug}:${p.sku}`);
      return { pharmacy_id: ph.id, product_id: p.id, quantity: h % 8 === 0 ? 0 : 1 + ((h >>> 3) % 120), updated_at: nowIso };
    }),
  );
  let inserted = 0;
  for (const part of chunks(rows, 1000)) {
    const result = await db.insertInto('product_stock').values(part).onConflict((oc) => oc.columns(['pharmacy_id', 'product_id']).doNothing()).executeTakeFirst();
    inserted += Number(result.numInsertedOrUpdatedRows ?? 0);
  }
  return inserted;
}
