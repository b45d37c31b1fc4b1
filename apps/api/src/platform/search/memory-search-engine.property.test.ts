import { DRUG_CLASSES, type DrugClass } from '@apotek/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MemorySearchEngine } from './memory-search-engine.ts';
import { PRICE_BANDS, type FacetCount, type SearchDocument, type SearchFilters, type SearchRequest, type SearchResult } from './search-engine.ts';

// The list without a query is answered from kept per-value bits (filter-bits.ts). These properties compare
// every answer — ids in order, total, each facet's buckets in order — with the rules written out naively,
// over random catalogues, random filters, sorts and pages, and random writes between asks.

const SORTS = ['relevance', 'price_asc', 'price_desc', 'newest', 'best_selling'] as const;
const CATEGORIES = [1, 2, 3, 11, 12, 21, 31];
const BRANDS = [100, 101, 102, 103];
const PHARMACIES = [1, 2, 3];

const doc = (id: number): fc.Arbitrary<SearchDocument> =>
  fc.record({
    id: fc.constant(id),
    name_id: fc.constant(`produk ${id}`),
    name_en: fc.constant(`product ${id}`),
    sku: fc.constant(`SKU-${id}`),
    keywords: fc.constant([] as string[]),
    category_ids: fc.uniqueArray(fc.constantFrom(...CATEGORIES), { maxLength: 3 }),
    brand_id: fc.option(fc.constantFrom(...BRANDS), { nil: null }),
    drug_class: fc.constantFrom(...DRUG_CLASSES) as fc.Arbitrary<DrugClass>,
    // Few distinct prices, sales and dates so ties (broken by id) are common; band edges included.
    price: fc.constantFrom(0, 5_000, 24_999, 25_000, 49_999, 50_000, 99_000, 100_000, 250_000, 400_000),
    sold: fc.integer({ min: 0, max: 3 }),
    created_at: fc.constantFrom('2026-01-01T00:00:00Z', '2026-02-01T00:00:00Z', '2026-03-01T00:00:00Z'),
    in_stock_at: fc.uniqueArray(fc.constantFrom(...PHARMACIES), { maxLength: 3 }),
  });

const catalogue: fc.Arbitrary<SearchDocument[]> = fc.integer({ min: 0, max: 60 }).chain((n) => fc.tuple(...Array.from({ length: n }, (_, i) => doc(i + 1))));

const filters: fc.Arbitrary<SearchFilters> = fc.record(
  {
    category_ids: fc.uniqueArray(fc.constantFrom(...CATEGORIES, 999), { maxLength: 2 }),
    brand_id: fc.constantFrom(...BRANDS, 999),
    drug_classes: fc.uniqueArray(fc.constantFrom(...DRUG_CLASSES), { maxLength: 2 }),
    min_price: fc.constantFrom(0, 1, 5_001, 25_000, 30_000, 50_000, 100_000),
    max_price: fc.constantFrom(24_998, 24_999, 25_000, 49_999, 60_000, 98_999, 249_999, 500_000),
    in_stock_at: fc.constantFrom(...PHARMACIES, 9),
  },
  { requiredKeys: [] },
);

const request: fc.Arbitrary<SearchRequest> = fc.record({
  // No words to search by: listed as an empty query is.
  q: fc.constantFrom(undefined, '', '  ', '!!'),
  filters,
  sort: fc.constantFrom(...SORTS),
  page: fc.integer({ min: 1, max: 4 }),
  perPage: fc.integer({ min: 1, max: 25 }),
});

function band(price: number): string {
  return PRICE_BANDS.find(([, min, max]) => price >= min && price < max)![0];
}

/** The answer by the rules of search-engine.ts, with nothing kept. */
function reference(docs: readonly SearchDocument[], r: SearchRequest): SearchResult {
  const f = r.filters;
  const checks = {
    category: (d: SearchDocument) => !f.category_ids?.length || d.category_ids.some((c) => f.category_ids!.includes(c)),
    brand: (d: SearchDocument) => f.brand_id === undefined || d.brand_id === f.brand_id,
    drug_class: (d: SearchDocument) => !f.drug_classes?.length || f.drug_classes.includes(d.drug_class),
    price_band: (d: SearchDocument) => (f.min_price === undefined || d.price >= f.min_price) && (f.max_price === undefined || d.price <= f.max_price),
  };
  const stocked = docs.filter((d) => f.in_stock_at === undefined || d.in_stock_at.includes(f.in_stock_at));
  const but = (own: keyof typeof checks | null) => stocked.filter((d) => Object.entries(checks).every(([k, ok]) => k === own || ok(d)));
  const byCount = (keys: number[]): FacetCount[] => {
    const counts = new Map<number, number>();
    for (const k of keys) counts.set(k, (counts.get(k) ?? 0) + 1);
    return [...counts].sort((a, b) => b[1] - a[1] || a[0] - b[0]).map(([key, count]) => ({ key: String(key), count }));
  };
  const inOrder = (values: string[], order: readonly string[]): FacetCount[] =>
    order.map((key) => ({ key, count: values.filter((v) => v === key).length })).filter((b) => b.count > 0);
  const time = (d: SearchDocument) => Date.parse(d.created_at);
  const bestSelling = (a: SearchDocument, b: SearchDocument) => b.sold - a.sold || a.id - b.id;
  const compare: Record<(typeof SORTS)[number], (a: SearchDocument, b: SearchDocument) => number> = {
    relevance: bestSelling,
    best_selling: bestSelling,
    price_asc: (a, b) => a.price - b.price || bestSelling(a, b),
    price_desc: (a, b) => b.price - a.price || bestSelling(a, b),
    newest: (a, b) => time(b) - time(a) || b.id - a.id,
  };
  const passing = but(null).sort(compare[r.sort]);
  const offset = (r.page - 1) * r.perPage;
  return {
    ids: passing.slice(offset, offset + r.perPage).map((d) => d.id),
    total: passing.length,
    facets: {
      category: byCount(but('category').flatMap((d) => d.category_ids)),
      brand: byCount(but('brand').flatMap((d) => (d.brand_id === null ? [] : [d.brand_id]))),
      drug_class: inOrder(
        but('drug_class').map((d) => d.drug_class),
        DRUG_CLASSES,
      ),
      price_band: inOrder(
        but('price_band').map((d) => band(d.price)),
        PRICE_BANDS.map(([key]) => key),
      ),
    },
    corrected_query: null,
  };
}

/** A write between asks: a price or class change, a stock move, a removal, or a product put back. */
const write = fc.record({
  kind: fc.constantFrom('price', 'stock', 'remove', 'restore', 'class'),
  at: fc.nat(),
  value: fc.constantFrom(0, 24_999, 60_000, 300_000),
  pharmacy: fc.constantFrom(...PHARMACIES),
});

for (const held of [undefined, 0, 3])
  describe(`lists without a query${held === undefined ? '' : `, sets over ${held} walked as bits`}`, () => {
    it('answer as the naive filter, count and sort do, through random writes', () => {
      fc.assert(
        fc.property(catalogue, fc.array(fc.tuple(write, fc.array(request, { minLength: 1, maxLength: 6 })), { maxLength: 6 }), (start, steps) => {
          const engine = new MemorySearchEngine(undefined, held);
          engine.replaceAll(start);
          const docs = new Map(start.map((d) => [d.id, { ...d }]));
          const removed: SearchDocument[] = [];
          for (const [w, asks] of steps) {
            const live = [...docs.values()];
            const target = live.length > 0 ? live[w.at % live.length]! : undefined;
            if (w.kind === 'restore' && removed.length > 0) {
              const back = removed.pop()!;
              docs.set(back.id, back);
              engine.upsert(back);
            } else if (target !== undefined) {
              const next = { ...target };
              if (w.kind === 'price') next.price = w.value;
              if (w.kind === 'class') next.drug_class = DRUG_CLASSES[w.at % DRUG_CLASSES.length]!;
              if (w.kind === 'stock')
                next.in_stock_at = target.in_stock_at.includes(w.pharmacy) ? target.in_stock_at.filter((p) => p !== w.pharmacy) : [...target.in_stock_at, w.pharmacy];
              if (w.kind === 'remove') {
                docs.delete(target.id);
                removed.push(target);
                engine.remove(target.id);
              } else {
                docs.set(next.id, next);
                engine.upsert(next);
              }
            }
            const now = [...docs.values()];
            for (const r of asks) expect(engine.search(r), JSON.stringify(r)).toEqual(reference(now, r));
          }
        }),
        { numRuns: 150 },
      );
    });
  });
