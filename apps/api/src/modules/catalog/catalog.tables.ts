import type { Generated } from 'kysely';

import type { DrugClass } from '@apotek/contract';

export type CategoryLevel = 'category' | 'sub_category' | 'segment';

/** Categories → sub-categories → segments in one table; `parent_id` points one level up. */
export interface ProductCategoriesTable {
  id: Generated<number>;
  slug: string;
  name: string;
  name_en: string;
  parent_id: number | null;
  sort_order: number;
  level: Generated<CategoryLevel>;
  icon_url: string | null;
}

export interface BrandsTable {
  id: Generated<number>;
  slug: string;
  name: string;
  logo_url: string | null;
  description: string;
  description_en: string;
  /** 0 or 1 (integers on both databases). */
  is_popular: number;
  created_at: string;
}

export interface ProductsTable {
  id: Generated<number>;
  sku: string;
  slug: string;
  /** Indonesian name; `name_en` may be empty, then the Indonesian one is shown. */
  name: string;
  name_en: Generated<string>;
  /** The top-level category; `sub_category_id` and `segment_id` refine it. */
  category_id: number;
  sub_category_id: number | null;
  segment_id: number | null;
  brand_id: number | null;
  /** Integer rupiah. */
  price: number;
  /** Integer rupiah while a promotion runs; never for keras / dilarang_online (a CHECK enforces it). */
  promo_price: number | null;
  drug_class: DrugClass;
  /** 0 or 1. */
  requires_prescription: Generated<number>;
  unit: string;
  manufacturer: string;
  description: string;
  description_en: Generated<string>;
  composition: Generated<string>;
  indications: Generated<string>;
  dosage: Generated<string>;
  contraindications: Generated<string>;
  side_effects: Generated<string>;
  storage: Generated<string>;
  packaging: Generated<string>;
  /** English leaflet text and pack size; '' where there is none (the Indonesian is shown, marked lang="id"). */
  composition_en: Generated<string>;
  indications_en: Generated<string>;
  dosage_en: Generated<string>;
  contraindications_en: Generated<string>;
  side_effects_en: Generated<string>;
  storage_en: Generated<string>;
  packaging_en: Generated<string>;
  /** BPOM registration number (NIE). */
  bpom_number: Generated<string>;
  weight_grams: Generated<number>;
  sold_count: Generated<number>;
  image_url: string | null;
  created_at: string;
  /** Set when the console archived it (issue 15, migration 0046): gone from search and lists. */
  archived_at: string | null;
}

export interface ProductImagesTable {
  id: Generated<number>;
  product_id: number;
  url: string;
  alt: string;
  sort_order: number;
}

/** Units of a product on a pharmacy's shelf; one row per pair. */
export interface ProductStockTable {
  pharmacy_id: number;
  product_id: number;
  quantity: number;
  updated_at: string;
}

export interface CatalogTables {
  product_categories: ProductCategoriesTable;
  brands: BrandsTable;
  products: ProductsTable;
  product_images: ProductImagesTable;
  product_stock: ProductStockTable;
}
