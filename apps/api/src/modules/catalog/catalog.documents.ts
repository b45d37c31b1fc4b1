import type { SearchDocument } from '../../platform/search/search-engine.ts';
import type { Executor } from '../../db/database.ts';
import { loadIndexRows, loadTaxonomyRows } from './catalog.repository.ts';
import { type BrandNode, CatalogSnapshot, type CategoryNode } from './catalog.snapshot.ts';

/** Active ingredients from a composition line: "Paracetamol 500 mg, Kafein 65 mg" → Paracetamol, Kafein. */
export function ingredientsOf(composition: string): string[] {
  const out: string[] = [];
  for (const part of composition.split(/[,;+]|\bdan\b/)) {
    const name = part.replace(/\(.*?\)/g, '').split(/\d/)[0]!.trim();
    if (name.length >= 3 && name.length <= 60) out.push(name);
    if (out.length >= 6) break;
  }
  return out;
}

/**
 * Reads the catalogue once and gives back both what the search engine indexes and the in-memory
 * categories and brands (with product counts) that lists, facets and suggestions label from.
 */
export async function loadCatalog(db: Executor): Promise<{ docs: SearchDocument[]; snapshot: CatalogSnapshot }> {
  const [{ categories, brands }, { products, stock }] = await Promise.all([loadTaxonomyRows(db), loadIndexRows(db)]);
  const { docs, categoryCount, brandCount } = buildDocuments(products, stock, new Map(categories.map((c) => [c.id, c])), new Map(brands.map((b) => [b.id, b])));
  const categoryNodes: CategoryNode[] = categories.map((c) => ({ ...c, product_count: categoryCount.get(c.id) ?? 0 }));
  const brandNodes: BrandNode[] = brands.map((b) => ({ ...b, is_popular: b.is_popular === 1, product_count: brandCount.get(b.id) ?? 0 }));
  return { docs, snapshot: new CatalogSnapshot(categoryNodes, brandNodes) };
}

/**
 * Fresh documents for some products (their stock moved), naming categories and brands from the current
 * snapshot: those do not change with stock, so they are not read again.
 */
export async function loadDocuments(db: Executor, productIds: readonly number[], snapshot: CatalogSnapshot): Promise<SearchDocument[]> {
  const { products, stock } = await loadIndexRows(db, productIds);
  return buildDocuments(products, stock, snapshot.categoriesById, snapshot.brandsById).docs;
}

type IndexRows = Awaited<ReturnType<typeof loadIndexRows>>;

function buildDocuments(
  products: IndexRows['products'],
  stock: IndexRows['stock'],
  categoryById: ReadonlyMap<number, { name: string; name_en: string }>,
  brandById: ReadonlyMap<number, { name: string }>,
) {
  const categoryCount = new Map<number, number>();
  const brandCount = new Map<number, number>();
  const bump = (map: Map<number, number>, id: number | null) => {
    if (id !== null) map.set(id, (map.get(id) ?? 0) + 1);
  };

  const inStockAt = new Map<number, number[]>();
  for (const s of stock) inStockAt.set(s.product_id, String(s.pharmacies).split(',').map(Number));

  const docs: SearchDocument[] = products.map((p) => {
    const categoryIds = [p.category_id, p.sub_category_id, p.segment_id].filter((id): id is number => id !== null);
    for (const id of categoryIds) bump(categoryCount, id);
    bump(brandCount, p.brand_id);
    const brand = p.brand_id !== null ? brandById.get(p.brand_id) : undefined;
    const keywords: string[] = [];
    if (brand) keywords.push(brand.name);
    for (const id of categoryIds) {
      const c = categoryById.get(id);
      if (c) keywords.push(c.name, c.name_en);
    }
    keywords.push(p.manufacturer, ...ingredientsOf(p.composition));
    return {
      id: p.id,
      name_id: p.name,
      name_en: p.name_en || p.name,
      sku: p.sku,
      keywords,
      category_ids: categoryIds,
      brand_id: p.brand_id,
      drug_class: p.drug_class,
      price: p.promo_price ?? p.price,
      sold: p.sold_count,
      created_at: p.created_at,
      in_stock_at: inStockAt.get(p.id) ?? [],
    };
  });

  return { docs, categoryCount, brandCount };
}
