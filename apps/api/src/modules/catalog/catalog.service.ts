import type { Locale, ProductDetail, ProductFacets, ProductSummary, productsQuery, Suggestion } from '@apotek/contract';
import { lastPageOf, mayBePromoted, type Page } from '@apotek/contract';
import type { z } from 'zod';
import type { Executor } from '../../db/database.ts';
import { notFound } from '../../platform/api-error.ts';
import type { FacetCount, SearchFilters, SearchResult } from '../../platform/search/search-engine.ts';
import type { CatalogIndex } from './catalog.index.ts';
import { drugClassLabel, priceBandLabel } from './catalog.labels.ts';
import type { OrderLimit } from './catalog.ports.ts';
import { localized, toDetail, toSummary } from './catalog.mappers.ts';
import { findDetail, findImages, findPromoted, findRelated, findStockQuantity, findSummaries, type ProductKey, type SummaryRow } from './catalog.repository.ts';
import { type CategoryNode, parseIdOrSlug } from './catalog.snapshot.ts';
import { matchesPrefix } from './catalog.text.ts';
import { requestError } from './catalog.validation.ts';
import { CardPrints, FacetPrints, type Printed } from './catalog.printed.ts';
import type { CatalogRow } from './catalog.summary-rows.ts';

export type ProductsFilters = z.output<typeof productsQuery>;
export type ProductPage = Page<ProductSummary> & { facets: ProductFacets; corrected_query: string | null };

const EMPTY_FACETS: ProductFacets = { category: [], brand: [], drug_class: [], price_band: [] };
/** At most this many brands and as many categories in the top-bar suggestions. */
const SUGGESTED_EXTRAS = 2;
/**
 * How long a pharmacy's per-order limits are reused on product pages. They are the console's setting and
 * change rarely; checkout reads them afresh, so a page may show a limit a few seconds old, as the public
 * pharmacy list does its outlets (pharmacies/list-snapshot.ts).
 */
const ORDER_LIMIT_MS = 5_000;

/** What a list page is made of before it is printed or mapped: the engine's answer and the rows it shows. */
interface ListParts {
  query: ProductsFilters;
  rows: CatalogRow[];
  storeId: number | null;
  result: SearchResult;
  scope: CategoryNode | null;
}

export class CatalogService {
  /** The product ids of the promotions running now, in their order (workflows/vouchers.ts sets it). */
  promotedFirst?: () => Promise<number[]>;

  constructor(private readonly deps: { db: Executor; index: CatalogIndex; orderLimit: OrderLimit }) {}

  private get snapshot() {
    return this.deps.index.snapshot;
  }

  private readonly cards = new CardPrints();
  private readonly facetPrints = new FacetPrints();
  private readonly orderLimits = new Map<string, { value: Promise<number>; until: number }>();

  /**
   * Rows for engine ids, back in the engine's order: from memory where held, the rest in one query.
   * In stock at the asked pharmacy is read from the index, which every stock move refreshes.
   */
  private async rowsFor(ids: number[]): Promise<CatalogRow[]> {
    const rows = this.deps.index.rows;
    const missing = ids.filter((id) => rows.get(id) === undefined);
    if (missing.length > 0) for (const { stock_quantity: _stock, ...row } of await findSummaries(this.deps.db, missing, null)) rows.set(row);
    return ids.flatMap((id) => rows.peek(id) ?? []);
  }

  private inStock(row: CatalogRow, storeId: number | null): number {
    return storeId !== null && this.deps.index.inStockAt(row.id, storeId) ? 1 : 0;
  }

  private summary(row: CatalogRow, storeId: number | null, locale: Locale): ProductSummary {
    return toSummary({ ...row, stock_quantity: this.inStock(row, storeId) }, this.snapshot, locale, storeId !== null);
  }

  /** A list card's JSON, from its kept print (catalog.printed.ts). */
  private cardJson(row: CatalogRow, storeId: number | null, locale: Locale): string {
    const inStock = storeId === null ? null : this.inStock(row, storeId) === 1;
    return this.cards.card(row, locale, inStock, () => JSON.stringify(toSummary({ ...row, stock_quantity: null }, this.snapshot, locale, false)));
  }

  private async summaries(ids: number[], storeId: number | null, locale: Locale): Promise<ProductSummary[]> {
    return (await this.rowsFor(ids)).map((row) => this.summary(row, storeId, locale));
  }

  private toSummaries(rows: SummaryRow[], locale: Locale): ProductSummary[] {
    return rows.map((r) => toSummary(r, this.snapshot, locale, false));
  }

  /** GET /api/products and /api/brands/{id}/products as an object (the printed answer's contract check). */
  async listProducts(query: ProductsFilters, locale: Locale, brandId?: number): Promise<ProductPage> {
    return (await this.listProductsPrinted(query, locale, brandId)).value();
  }

  /**
   * GET /api/products and /api/brands/{id}/products: filters and sort go to the search engine, and the page
   * is printed from kept card and facet prints (the object is built only when a contract check asks).
   */
  async listProductsPrinted(query: ProductsFilters, locale: Locale, brandId?: number): Promise<Printed<ProductPage>> {
    const parts = await this.listParts(query, locale, brandId);
    if (parts === null) {
      const empty: ProductPage = { data: [], page: query.page, perPage: query.perPage, total: 0, lastPage: 1, facets: EMPTY_FACETS, corrected_query: null };
      return { json: JSON.stringify(empty), value: () => empty, tags: { products: [] } };
    }
    const { rows, storeId, result, scope } = parts;
    const facets = this.facetPrints.get(result.facets, `${locale}|${scope?.id ?? ''}`, () => this.facets(result.facets, scope, locale));
    const lastPage = lastPageOf(result.total, query.perPage);
    const cards = rows.map((row) => this.cardJson(row, storeId, locale)).join(',');
    return {
      json:
        `{"data":[${cards}],"page":${query.page},"perPage":${query.perPage},"total":${result.total},"lastPage":${lastPage},` +
        `"facets":${facets.json},"corrected_query":${JSON.stringify(result.corrected_query)}}`,
      value: () => ({
        data: rows.map((row) => this.summary(row, storeId, locale)),
        page: query.page,
        perPage: query.perPage,
        total: result.total,
        lastPage,
        facets: facets.facets,
        corrected_query: result.corrected_query,
      }),
      // A page shows its products; filtered by a pharmacy's stock, it also depends on that shelf.
      tags: { products: rows.map((r) => r.id), stockAt: query.in_stock ? query.store_id : undefined },
    };
  }

  /** The engine's answer and the rows of the page; null when the filters cannot match anything. */
  private async listParts(query: ProductsFilters, _locale: Locale, brandId?: number): Promise<ListParts | null> {
    if (query.min_price !== undefined && query.max_price !== undefined && query.min_price > query.max_price) {
      throw requestError('max_price', { code: 'too_small', origin: 'number', minimum: query.min_price, inclusive: true, input: query.max_price });
    }
    if (query.in_stock && query.store_id === undefined) {
      throw requestError('store_id', { code: 'invalid_type', expected: 'number', input: undefined });
    }
    const filters: SearchFilters = {};
    const scope = this.categoryScope(query);
    if (scope === 'none') return null;
    if (scope) filters.category_ids = [scope.id];
    if (brandId !== undefined) filters.brand_id = brandId;
    else if (query.brand !== undefined) {
      const brand = this.snapshot.brand(query.brand);
      if (!brand) return null;
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
    return { query, rows: await this.rowsFor(result.ids), storeId: query.store_id ?? null, result, scope: scope ?? null };
  }

  /** The engine's facet counts with their slugs and labels in the request's language. */
  private facets(raw: SearchResult['facets'], scope: CategoryNode | null, locale: Locale): ProductFacets {
    return {
      category: this.categoryFacet(raw.category, scope, locale),
      brand: raw.brand.flatMap(({ key, count }) => {
        const brand = this.snapshot.brandsById.get(Number(key));
        return brand ? [{ key: brand.slug, label: brand.name, count }] : [];
      }),
      drug_class: raw.drug_class.map(({ key, count }) => ({ key, label: drugClassLabel(key as never, locale), count })),
      price_band: raw.price_band.map(({ key, count }) => ({ key, label: priceBandLabel(key, locale), count })),
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

  /**
   * A product page, printed from its kept text: without a pharmacy the kept print is the answer; with one,
   * the kept object gets the shelf's stock and is printed (1–2 KB). Kept per product and language in the
   * detail rows, which a stock move of the product or a catalogue write drops.
   */
  async productPrinted(key: ProductKey | null, storeId: number | null, locale: Locale): Promise<Printed<ProductDetail>> {
    if (!key) throw notFound();
    const details = this.deps.index.details;
    let entry = details.get(key);
    if (entry === undefined) {
      const found = await findDetail(this.deps.db, key, null);
      if (!found) throw notFound();
      const { stock_quantity: _none, ...row } = found;
      entry = { row, images: await findImages(this.deps.db, row.id), shown: {} };
      details.set(key, entry);
    }
    const { row, images, shown } = entry;
    let base = shown[locale];
    if (base === undefined) {
      const detail = toDetail({ ...row, stock_quantity: null }, images, this.snapshot, locale, null);
      base = shown[locale] = { detail, json: JSON.stringify(detail) };
    }
    const tags = { products: [row.id] };
    if (storeId === null) {
      const { detail, json } = base;
      return { json, value: () => detail, tags };
    }
    const [quantity, maxPerOrder] = await Promise.all([findStockQuantity(this.deps.db, storeId, row.id), this.orderLimit(storeId, row.drug_class)]);
    // The same fields in the same order as toDetail with a store: only the two stock fields differ.
    const detail: ProductDetail = {
      ...base.detail,
      in_stock: quantity > 0,
      stock: { store_id: storeId, quantity, in_stock: quantity > 0, max_per_order: maxPerOrder },
    };
    return { json: JSON.stringify(detail), value: () => detail, tags };
  }

  async product(key: ProductKey | null, storeId: number | null, locale: Locale): Promise<ProductDetail> {
    return (await this.productPrinted(key, storeId, locale)).value();
  }

  /** The pharmacy's per-order limit for a drug class, reused for ORDER_LIMIT_MS; a failed read is not kept. */
  private orderLimit(storeId: number, drugClass: ProductDetail['drug_class']): Promise<number> {
    const key = `${storeId}|${drugClass}`;
    const now = performance.now();
    const held = this.orderLimits.get(key);
    if (held !== undefined && now < held.until) return held.value;
    const value = this.deps.orderLimit(this.deps.db, storeId, drugClass);
    if (this.orderLimits.size > 10_000) this.orderLimits.clear();
    this.orderLimits.set(key, { value, until: now + ORDER_LIMIT_MS });
    value.catch(() => {
      if (this.orderLimits.get(key)?.value === value) this.orderLimits.delete(key);
    });
    return value;
  }

  productByIdOrSlug(idOrSlug: string, storeId: number | null, locale: Locale): Promise<Printed<ProductDetail>> {
    return this.productPrinted(parseIdOrSlug(idOrSlug), storeId, locale);
  }

  productBySku(sku: string, storeId: number | null, locale: Locale): Promise<Printed<ProductDetail>> {
    return this.productPrinted({ sku: sku.toUpperCase() }, storeId, locale);
  }

  async related(idOrSlug: string, limit: number, locale: Locale): Promise<ProductSummary[]> {
    const key = parseIdOrSlug(idOrSlug);
    const row = key ? await findDetail(this.deps.db, key, null) : undefined;
    if (!row) throw notFound();
    return this.toSummaries(await findRelated(this.deps.db, row, limit), locale);
  }

  /**
   * GET /api/products/promoted: the products of the promotions running now first (issue 13; set at wiring
   * by the promotions module's port), then other products with a promo price. Never obat keras, a
   * prescription-only product or one not sold online, whatever a promotion lists.
   */
  async promoted(limit: number, locale: Locale): Promise<ProductSummary[]> {
    const fromPromotions = (await this.promotedFirst?.()) ?? [];
    const first = (await this.rowsFor(fromPromotions)).filter((row) => mayBePromoted(row.drug_class) && !row.requires_prescription);
    const rest = first.length >= limit ? [] : (await findPromoted(this.deps.db, limit)).filter((row) => !fromPromotions.includes(row.id));
    const listed = [...first.map((row) => ({ ...row, stock_quantity: 0 })), ...rest].slice(0, limit);
    return this.toSummaries(listed, locale).filter((p) => p.sellable_online);
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
