import type { Executor } from '../../db/database.ts';
import { DEMO_CATEGORIES, DEMO_PRODUCTS } from './catalog.seed-data.ts';

function slugify(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

export async function seedCatalog(db: Executor, nowIso: string): Promise<number> {
  await db
    .insertInto('product_categories')
    .values(DEMO_CATEGORIES.map((c, i) => ({ slug: c.slug, name: c.name, name_en: c.name_en, parent_id: null, sort_order: i + 1 })))
    .onConflict((oc) => oc.column('slug').doNothing())
    .execute();
  const categories = await db.selectFrom('product_categories').select(['id', 'slug']).execute();
  const idOf = new Map(categories.map((c) => [c.slug, c.id]));

  const result = await db
    .insertInto('products')
    .values(
      DEMO_PRODUCTS.map((p) => ({
        sku: p.sku,
        slug: slugify(p.name),
        name: p.name,
        category_id: idOf.get(p.category)!,
        price: p.price,
        drug_class: p.drugClass,
        unit: p.unit,
        manufacturer: p.manufacturer,
        description: p.description,
        created_at: nowIso,
      })),
    )
    .onConflict((oc) => oc.doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0);
}
