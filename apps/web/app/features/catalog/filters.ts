import type { ProductsQuery } from '@apotek/contract/catalog';
import { DRUG_CLASSES, SORTS, type DrugClass, type ProductSort } from '@apotek/contract/catalog-vocabulary';
import { pageParam } from '~/lib/page-param';

/**
 * The catalogue's filters as they live in the address bar. The URL is the single source of truth:
 * GET forms write it (so filtering works without JavaScript and every result page can be shared),
 * loaders read it. Reading is lenient: a hand-edited or stale URL drops what it cannot use rather
 * than failing the page.
 */
export interface CatalogFilters {
  q: string;
  category: string;
  sub_category: string;
  segment: string;
  brand: string;
  min_price: number | null;
  max_price: number | null;
  drug_class: DrugClass[];
  /** Only what the chosen pharmacy has; ignored when no pharmacy was chosen. */
  in_stock: boolean;
  sort: ProductSort;
  page: number;
}

export const DEFAULT_FILTERS: CatalogFilters = {
  q: '',
  category: '',
  sub_category: '',
  segment: '',
  brand: '',
  min_price: null,
  max_price: null,
  drug_class: [],
  in_stock: false,
  sort: 'relevance',
  page: 1,
};

export const CATALOG_PAGE_SIZE = 20;
const MAX_PRICE = 1_000_000_000;
const SLUG = /^[a-z0-9][a-z0-9-]{0,159}$/i;

function slug(value: string | null): string {
  const v = value?.trim() ?? '';
  return SLUG.test(v) ? v : '';
}

function rupiah(value: string | null): number | null {
  // People type "25.000" or "Rp 25.000": keep the digits.
  const digits = value?.replace(/[^\d]/g, '') ?? '';
  if (!digits) return null;
  const n = Number(digits);
  return Number.isSafeInteger(n) && n <= MAX_PRICE ? n : null;
}

/** Reads filters from a URL query. Checkboxes arrive as repeated keys; a csv value is accepted too. */
export function parseFilters(params: URLSearchParams): CatalogFilters {
  const classes = params
    .getAll('drug_class')
    .flatMap((v) => v.split(','))
    .map((v) => v.trim())
    .filter((v): v is DrugClass => (DRUG_CLASSES as readonly string[]).includes(v));
  const sort = params.get('sort');
  let min = rupiah(params.get('min_price'));
  let max = rupiah(params.get('max_price'));
  if (min !== null && max !== null && min > max) [min, max] = [max, min];
  return {
    q: (params.get('q') ?? '').trim().slice(0, 200),
    category: slug(params.get('category')),
    sub_category: slug(params.get('sub_category')),
    segment: slug(params.get('segment')),
    brand: slug(params.get('brand')),
    min_price: min,
    max_price: max,
    drug_class: [...new Set(classes)],
    in_stock: ['1', 'true', 'on'].includes(params.get('in_stock') ?? ''),
    sort: (SORTS as readonly string[]).includes(sort ?? '') ? (sort as ProductSort) : 'relevance',
    page: pageParam(params),
  };
}

/**
 * Writes filters back as a URL query, leaving out defaults so addresses stay short and one set of
 * filters has one address. `omit` drops keys the page fixes itself (the brand on /brand/{id}).
 */
export function filtersToParams(filters: Partial<CatalogFilters>, omit: readonly (keyof CatalogFilters)[] = []): URLSearchParams {
  const f = { ...DEFAULT_FILTERS, ...filters };
  const params = new URLSearchParams();
  const put = (key: keyof CatalogFilters, value: string) => {
    if (value && !omit.includes(key)) params.append(key, value);
  };
  put('q', f.q);
  put('category', f.category);
  put('sub_category', f.sub_category);
  put('segment', f.segment);
  put('brand', f.brand);
  put('min_price', f.min_price === null ? '' : String(f.min_price));
  put('max_price', f.max_price === null ? '' : String(f.max_price));
  for (const c of f.drug_class) put('drug_class', c);
  put('in_stock', f.in_stock ? '1' : '');
  put('sort', f.sort === 'relevance' ? '' : f.sort);
  put('page', f.page > 1 ? String(f.page) : '');
  return params;
}

/** `path?query` for a change of filters; any change but paging starts again at page 1. */
export function filtersHref(path: string, current: CatalogFilters, change: Partial<CatalogFilters>, omit: readonly (keyof CatalogFilters)[] = []): string {
  const next = { ...current, page: 1, ...change };
  const query = filtersToParams(next, omit).toString();
  return query ? `${path}?${query}` : path;
}

/** The API query for these filters. Stock is asked for whenever a pharmacy is chosen, so cards can show it. */
export function toProductsQuery(filters: CatalogFilters, storeId: number | null, perPage = CATALOG_PAGE_SIZE): ProductsQuery {
  const query: ProductsQuery = { page: filters.page, perPage, sort: filters.sort };
  if (filters.q) query.q = filters.q;
  if (filters.category) query.category = filters.category;
  if (filters.sub_category) query.sub_category = filters.sub_category;
  if (filters.segment) query.segment = filters.segment;
  if (filters.brand) query.brand = filters.brand;
  if (filters.min_price !== null) query.min_price = filters.min_price;
  if (filters.max_price !== null) query.max_price = filters.max_price;
  if (filters.drug_class.length) query.drug_class = filters.drug_class.join(',');
  if (storeId !== null) {
    query.store_id = storeId;
    if (filters.in_stock) query.in_stock = '1';
  }
  return query;
}

/** A price-band facet key ("25000-50000", "250000-") as a price range; the upper bound is exclusive. */
export function priceBandRange(key: string): { min_price: number | null; max_price: number | null } | null {
  const m = /^(\d+)-(\d*)$/.exec(key);
  if (!m) return null;
  const min = Number(m[1]);
  const max = m[2] ? Number(m[2]) - 1 : null;
  return { min_price: min > 0 ? min : null, max_price: max };
}

/** How many filters narrow the list (for the mobile "Filter (n)" button and "clear all"). */
export function activeFilterCount(f: CatalogFilters, omit: readonly (keyof CatalogFilters)[] = []): number {
  const keys: (keyof CatalogFilters)[] = ['category', 'sub_category', 'segment', 'brand'];
  let n = keys.filter((k) => !omit.includes(k) && f[k]).length;
  if (f.min_price !== null || f.max_price !== null) n++;
  n += f.drug_class.length;
  if (f.in_stock) n++;
  return n;
}
