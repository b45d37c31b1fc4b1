import { type Brand, type Category, DRUG_CLASS_RULES, type Locale, type ProductDetail, type ProductSummary, type Ref, type TranslatableText } from '@apotek/contract';
import type { DetailRow, SummaryRow } from './catalog.repository.ts';
import type { BrandNode, CatalogSnapshot, CategoryNode } from './catalog.snapshot.ts';

/** The request's language; English falls back to Indonesian where a text has no translation. */
export function localized(id: string, en: string, locale: Locale): string {
  return locale === 'en' && en ? en : id;
}

function categoryRef(node: CategoryNode | undefined, locale: Locale): Ref | null {
  return node ? { id: node.id, slug: node.slug, name: localized(node.name, node.name_en, locale) } : null;
}

function brandRef(node: BrandNode | undefined): Ref | null {
  return node ? { id: node.id, slug: node.slug, name: node.name } : null;
}

export function toSummary(row: SummaryRow, snapshot: CatalogSnapshot, locale: Locale, storeAsked: boolean): ProductSummary {
  return {
    id: row.id,
    slug: row.slug,
    sku: row.sku,
    name: localized(row.name, row.name_en, locale),
    price: row.price,
    promo_price: row.promo_price,
    drug_class: row.drug_class,
    requires_prescription: row.requires_prescription === 1,
    sellable_online: DRUG_CLASS_RULES[row.drug_class].sellableOnline,
    image_url: row.image_url,
    packaging: localized(row.packaging, row.packaging_en, locale),
    brand: row.brand_id !== null ? brandRef(snapshot.brandsById.get(row.brand_id)) : null,
    category: categoryRef(snapshot.categoriesById.get(row.category_id), locale),
    in_stock: storeAsked ? (row.stock_quantity ?? 0) > 0 : null,
  };
}

export function toDetail(
  row: DetailRow,
  images: Array<{ url: string; alt: string }>,
  snapshot: CatalogSnapshot,
  locale: Locale,
  store: { storeId: number; maxPerOrder: number } | null,
): ProductDetail {
  const quantity = row.stock_quantity ?? 0;
  const untranslated: TranslatableText[] = [];
  /** Picks the English where asked and stored; notes a field that falls back to Indonesian. */
  const text = (field: TranslatableText, id: string, en: string): string => {
    if (locale === 'en' && !en.trim() && id.trim()) untranslated.push(field);
    return localized(id, en, locale);
  };
  const name = text('name', row.name, row.name_en);
  const packaging = text('packaging', row.packaging, row.packaging_en);
  const leaflet = {
    description: text('description', row.description, row.description_en),
    composition: text('composition', row.composition, row.composition_en),
    indications: text('indications', row.indications, row.indications_en),
    dosage: text('dosage', row.dosage, row.dosage_en),
    contraindications: text('contraindications', row.contraindications, row.contraindications_en),
    side_effects: text('side_effects', row.side_effects, row.side_effects_en),
    storage: text('storage', row.storage, row.storage_en),
  };
  return {
    ...toSummary(row, snapshot, locale, store !== null),
    name_id: row.name,
    name_en: row.name_en || row.name,
    name,
    packaging,
    ...leaflet,
    manufacturer: row.manufacturer,
    bpom_number: row.bpom_number,
    weight_grams: row.weight_grams,
    images: images.length > 0 ? images : row.image_url ? [{ url: row.image_url, alt: localized(row.name, row.name_en, locale) }] : [],
    sub_category: row.sub_category_id !== null ? categoryRef(snapshot.categoriesById.get(row.sub_category_id), locale) : null,
    segment: row.segment_id !== null ? categoryRef(snapshot.categoriesById.get(row.segment_id), locale) : null,
    stock: store !== null ? { store_id: store.storeId, quantity, in_stock: quantity > 0, max_per_order: store.maxPerOrder } : null,
    created_at: row.created_at,
    untranslated,
  };
}

export function toCategory(node: CategoryNode, locale: Locale): Category {
  return {
    id: node.id,
    slug: node.slug,
    name: localized(node.name, node.name_en, locale),
    level: node.level,
    parent_id: node.parent_id,
    icon_url: node.icon_url,
    product_count: node.product_count,
  };
}

export function toBrand(node: BrandNode, locale: Locale): Brand {
  return {
    id: node.id,
    slug: node.slug,
    name: node.name,
    logo_url: node.logo_url,
    description: localized(node.description, node.description_en, locale),
    is_popular: node.is_popular,
    product_count: node.product_count,
  };
}
