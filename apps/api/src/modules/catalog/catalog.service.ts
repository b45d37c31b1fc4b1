import type { Locale, ProductDetail, ProductFacets, ProductSummary, productsQuery, Suggestion } from '@apotek/contract';
import { lastPageOf, type Page } from '@apotek/contract';
import type { z } from 'zod';
import type { Executor } from '../../db/database.ts';
import { notFound } from '../../platform/api-error.ts';
import type { FacetCount, SearchFilters } from '../../platform/search/search-engine.ts';
import type { CatalogIndex } from './catalog.index.ts';
import { drugClassLabel, priceBandLabel } from './catalog.labels.ts';
import type { OrderLimit } from './catalog.ports.ts';
import { localized, toDetail, toSummary } from './catalog.mappers.ts';
import { findDetail, findImages, findPromoted, findRelated, findStockQuantity, findSummaries, type ProductKey, type SummaryRow } from './catalog.repository.ts';
import { type CategoryNode, parseIdOrSlug } from './catalog.snapshot.ts';
import { matchesPrefix } from './catalog.text.ts';
import { requestError } from './catalog.validation.ts';

export type ProductsFilters = z.output<typeof productsQuery>;
export type ProductPage = Page<ProductSummary> & { facets: ProductFacets; corrected_query: string | null };

const EMPTY_FACETS: ProductFacets = { category: [], brand: [], drug_class: [], price_band: [] };
/** At most this many brands and as many categories in the top-bar suggestions. */
const SUGGESTED_EXTRAS = 2;

export class CatalogService {
  constructor(private readonly deps: { db: Executor; index: CatalogIndex; orderLimit: OrderLimit }) {}

  private get snapshot() {
    return this.deps.index.snapshot;
  }

  /**
   * Rows for engine ids, back in the engine's order: from memory where held, the rest in one query.
   * In stock at the asked pharmacy is read from the index, which every stock move refreshes.
   */
  private async summaries(ids: number[], storeId: number | null, locale: Locale): Promise<ProductSummary[]> {
    const index = this.deps.index;
    const rows = index.rows;
    const missing = ids.filter((id) => rows.get(id) === undefined);
    if (missing.length > 0) for (const { stock_quantity: _stock, ...row } of await findSummaries(this.deps.db, missing, null)) rows.set(row);
    const snapshot = this.snapshot;
    return ids.flatMap((id) => {
      const row = rows.get(id);
      if (!row) return [];
      const stock_quantity = storeId !== null && index.inStockAt(id, storeId) ? 1 : 0;
      return [toSummary({ ...row, stock_quantity }, snapshot, locale, storeId !== null)];
    });
  }

  private toSummaries(rows: SummaryRow[], locale: Locale): ProductSummary[] {
    return rows.map((r) => toSummary(r, this.snapshot, locale, false));
  }

  /** GET /api/products and /api/brands/{id}/products: filters and sort go to the search engine. */
  async listProducts(query: ProductsFilters, locale: Locale, brandId?: number): Promise<ProductPage> {
    if (query.min_price !== undefined && query.max_price !== undefined && query.min_price > query.max_price) {
      throw requestError('max_price', { code: 'too_small', origin: 'number', minimum: query.min_price, inclusive: true, input: query.max_price });
    }
    if (query.in_stock && query.store_id === undefined) {
      throw requestError('store_id', { code: 'invalid_type', expected: 'number', input: undefined });
    }
    const empty: ProductPage = { data: [], page: query.page, perPage: query.perPage, total: 0, lastPage: 1, facets: EMPTY_FACETS, corrected_query: null };

    const filters: SearchFilters = {};
    const scope = this.categoryScope(query);
    if (scope === 'none') return empty;
    if (scope) filters.category_ids = [scope.id];
    if (brandId !== undefined) filters.brand_id = brandId;
    else if (query.brand !== undefined) {
      const brand = this.snapshot.brand(query.brand);
      if (!brand) return empty;
      filters.brand_id = brand.id;
    }
    if (query.drug_class?.length) filters.drug_classes = query.drug_class;
    if (query.min_price !== undefined) filters.min_price = query.min_price;
    if (query.max_price !== undefined) filters.max_price = query.max_price;
    if (query.in_stock && query.store_id !== undefined) filters.in_stock_at = query.store_id;

    const result = this.deps.index.search.search({
      ...(query.q !== undefined ? { q: query.q } : {}),
      filters,
      sort: query.sort,
      page: query.page,
      perPage: query.perPage,
    });
    return {
      data: await this.summaries(result.ids, query.store_id ?? null, locale),
      page: query.page,
      perPage: query.perPage,
      total: result.total,
      lastPage: lastPageOf(result.total, query.perPage),
      facets: {
        category: this.categoryFacet(result.facets.category, scope ?? null, locale),
        brand: result.facets.brand.flatMap(({ key, count }) => {
          const brand = this.snapshot.brandsById.get(Number(key));
          return brand ? [{ key: brand.slug, label: brand.name, count }] : [];
        }),
        drug_class: result.facets.drug_class.map(({ key, count }) => ({ key, label: drugClassLabel(key as never, locale), count })),
        price_band: result.facets.price_band.map(({ key, count }) => ({ key, label: priceBandLabel(key, locale), count })),
      },
      corrected_query: result.corrected_query,
    };
  }

  /**
   * The most specific category filter given, checked against the others (a sub-category outside the
   * chosen category matches nothing). Undefined when none was given, 'none' when nothing can match.
   */
  private categoryScope(query: ProductsFilters): CategoryNode | undefined | 'none' {
    let scope: CategoryNode | undefined;
    const levels = [
      ['category', query.category],
      ['sub_category', query.sub_category],
      ['segment', query.segment],
    ] as const;
    for (const [level, value] of levels) {
      if (value === undefined) continue;
      const node = this.snapshot.category(value);
      if (!node || node.level !== level) return 'none';
      if (scope && !this.isUnder(node, scope.id)) return 'none';
      scope = node;
    }
    return scope;
  }

  private isUnder(node: CategoryNode, ancestorId: number): boolean {
    let current: CategoryNode | undefined = node;
    while (current) {
      if (current.id === ancestorId) return true;
      current = current.parent_id !== null ? this.snapshot.categoriesById.get(current.parent_id) : undefined;
    }
    return false;
  }

  /**
   * The engine counts every level a product sits in; the facet shows the level below the current
   * category filter (top-level categories when there is none), so its buckets are the next choices.
   */
  private categoryFacet(counts: FacetCount[], scope: CategoryNode | null, locale: Locale) {
    const wanted = scope ? (scope.level === 'category' ? 'sub_category' : scope.level === 'sub_category' ? 'segment' : null) : 'category';
    return counts.flatMap(({ key, count }) => {
      const node = this.snapshot.categoriesById.get(Number(key));
      if (!node) return [];
      const fits = wanted === null ? node.id === scope!.id : node.level === wanted && (scope === null || node.parent_id === scope.id);
      return fits ? [{ key: node.slug, label: localized(node.name, node.name_en, locale), count }] : [];
    });
  }

  async product(key: ProductKey | null, storeId: number | null, locale: Locale): Promise<ProductDetail> {
    if (!key) throw notFound();
    const details = this.deps.index.details;
    let entry = details.get(key);
    if (entry === undefined) {
      const found = await findDetail(this.deps.db, key, null);
      if (!found) throw notFound();
      const { stock_quantity: _none, ...row } = found;
      entry = { row, images: await findImages(this.deps.db, row.id) };
      details.set(key, entry);
    }
    const { row, images } = entry;
    const [quantity, maxPerOrder] =
      storeId !== null
        ? await Promise.all([findStockQuantity(this.deps.db, storeId, row.id), this.deps.orderLimit(this.deps.db, storeId, row.drug_class)])
        : [null, 0];
    return toDetail({ ...row, stock_quantity: quantity }, images, this.snapshot, locale, storeId !== null ? { storeId, maxPerOrder } : null);
  }

  productByIdOrSlug(idOrSlug: string, storeId: number | null, locale: Locale): Promise<ProductDetail> {
    return this.product(parseIdOrSlug(idOrSlug), storeId, locale);
  }

  productBySku(sku: string, storeId: number | null, locale: Locale): Promise<ProductDetail> {
    return this.product({ sku: sku.toUpperCase() }, storeId, locale);
  }

  async related(idOrSlug: string, limit: number, locale: Locale): Promise<ProductSummary[]> {
    const key = parseIdOrSlug(idOrSlug);
    const row = key ? await findDetail(this.deps.db, key, null) : undefined;
    if (!row) throw notFound();
    return this.toSummaries(await findRelated(this.deps.db, row, limit), locale);
  }

  async promoted(limit: number, locale: Locale): Promise<ProductSummary[]> {
    return this.toSummaries(await findPromoted(this.deps.db, limit), locale);
  }

  /** Top-bar suggestions: a couple of matching brands and categories, then products from the engine. */
  async suggestions(q: string, limit: number, locale: Locale): Promise<Suggestion[]> {
    const typed = q.trim();
    if (!typed) return [];
    const snapshot = this.snapshot;
    const brands: Suggestion[] = snapshot.brands
      .filter((b) => matchesPrefix(b.name, typed))
      .slice(0, SUGGESTED_EXTRAS)
      .map((b) => ({ type: 'brand', id: b.id, slug: b.slug, label: b.name, url: `/brand/${b.slug}`, drug_class: null, price: null, image_url: b.logo_url }));
    const categories: Suggestion[] = snapshot.categories
      .filter((c) => c.product_count > 0 && (matchesPrefix(c.name, typed) || matchesPrefix(c.name_en, typed)))
      .slice(0, SUGGESTED_EXTRAS)
      .map((c) => ({
        type: 'category',
        id: c.id,
        slug: c.slug,
        label: localized(c.name, c.name_en, locale),
        url: `/product?${c.level}=${encodeURIComponent(c.slug)}`,
        drug_class: null,
        price: null,
        image_url: c.icon_url,
      }));
    const extras = [...brands, ...categories];
    // Products keep at least half the list.
    const productSlots = limit - Math.min(extras.length, Math.floor(limit / 2));
    const hits = this.deps.index.search.suggest(typed, productSlots);
    const products: Suggestion[] = (await this.summaries(hits.map((h) => h.id), null, locale)).map((p) => ({
      type: 'product',
      id: p.id,
      slug: p.slug,
      label: p.name,
      url: `/product/${p.slug}`,
      drug_class: p.drug_class,
      price: p.promo_price ?? p.price,
      image_url: p.image_url,
    }));
    return [...extras.slice(0, limit - products.length), ...products].slice(0, limit);
  }
}
