import type { Generated } from 'kysely';

/** BPOM classes; `dilarang_online` may be listed for information but never sold online (ARCHITECTURE §4). */
export type DrugClass = 'bebas' | 'bebas_terbatas' | 'keras' | 'dilarang_online';

export interface ProductCategoriesTable {
  id: Generated<number>;
  slug: string;
  name: string;
  name_en: string;
  parent_id: number | null;
  sort_order: number;
}

export interface ProductsTable {
  id: Generated<number>;
  sku: string;
  slug: string;
  name: string;
  category_id: number;
  /** Integer rupiah. */
  price: number;
  drug_class: DrugClass;
  unit: string;
  manufacturer: string;
  description: string;
  created_at: string;
}

export interface CatalogTables {
  product_categories: ProductCategoriesTable;
  products: ProductsTable;
}
