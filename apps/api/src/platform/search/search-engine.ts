import type { DrugClass, ProductSort } from '@apotek/contract';

/**
 * The search adapter of ARCHITECTURE §2. The catalogue module feeds it documents built from its tables;
 * the engine answers with ids, totals and facet counts, and the module loads the rows for those ids.
 * The embedded engine keeps its index in memory, built from the database at start and refreshed on
 * every catalogue write, so SQLite and PostgreSQL give the same results.
 */
export interface SearchDocument {
  id: number;
  /** Indonesian and English names. */
  name_id: string;
  name_en: string;
  sku: string;
  /** Other words the product is found by: brand, categories, active ingredients, manufacturer. */
  keywords: string[];
  /** Category ids at every level (category, sub-category, segment) the product sits in. */
  category_ids: number[];
  brand_id: number | null;
  drug_class: DrugClass;
  /** The price a buyer pays now (promo price when one runs), integer rupiah. */
  price: number;
  /** Units sold, for the best-selling sort and as a relevance tie-breaker. */
  sold: number;
  /** ISO time, for the newest sort. */
  created_at: string;
  /** Pharmacies holding at least one unit. */
  in_stock_at: number[];
}

export interface SearchFilters {
  category_ids?: number[];
  brand_id?: number;
  drug_classes?: DrugClass[];
  min_price?: number;
  max_price?: number;
  /** Only products that this pharmacy has in stock. */
  in_stock_at?: number;
}

export interface SearchRequest {
  q?: string;
  filters: SearchFilters;
  sort: ProductSort;
  page: number;
  perPage: number;
}

export interface FacetCount {
  key: string;
  count: number;
}

export interface SearchResult {
  ids: number[];
  total: number;
  facets: {
    category: FacetCount[];
    brand: FacetCount[];
    drug_class: FacetCount[];
    /** Keys are the bands of PRICE_BANDS. */
    price_band: FacetCount[];
  };
  /** The query after typo correction, when it differs from what was typed. */
  corrected_query: string | null;
}

export interface SuggestHit {
  id: number;
  score: number;
}

export interface SearchEngine {
  /** Replaces the whole index (start-up, re-seed). */
  replaceAll(docs: SearchDocument[]): void;
  upsert(doc: SearchDocument): void;
  remove(id: number): void;
  search(request: SearchRequest): SearchResult;
  /** Product ids for a prefix typed in the top bar, best first. */
  suggest(prefix: string, limit: number): SuggestHit[];
  readonly size: number;
}

/** Price bands for the facet, in rupiah: [key, min inclusive, max exclusive]. */
export const PRICE_BANDS: ReadonlyArray<readonly [string, number, number]> = [
  ['0-25000', 0, 25_000],
  ['25000-50000', 25_000, 50_000],
  ['50000-100000', 50_000, 100_000],
  ['100000-250000', 100_000, 250_000],
  ['250000-', 250_000, Number.MAX_SAFE_INTEGER],
];
