import type { ProductSort } from '@apotek/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { MemorySearchEngine } from './memory-search-engine.ts';
import { PRICE_BANDS, type FacetCount, type SearchDocument, type SearchFilters, type SearchRequest } from './search-engine.ts';
import { BRAND, CATEGORY, FIXTURE } from './search.fixture.ts';

const engine = new MemorySearchEngine();
beforeAll(() => engine.replaceAll(FIXTURE));

const byId = new Map(FIXTURE.map((d) => [d.id, d]));
const doc = (id: number) => byId.get(id)!;
function search(q: string | undefined, filters: SearchFilters = {}, extra: Partial<SearchRequest> = {}) {
  return engine.search({ q, filters, sort: 'relevance', page: 1, perPage: 100, ...extra });
}

// Plain re-statements of the filters, to check the engine against.
const passes: Record<'category' | 'brand' | 'drug_class' | 'price' | 'stock', (d: SearchDocument, f: SearchFilters) => boolean> = {
  category: (d, f) => !f.category_ids?.length || d.category_ids.some((c) => f.category_ids!.includes(c)),
  brand: (d, f) => f.brand_id === undefined || d.brand_id === f.brand_id,
  drug_class: (d, f) => !f.drug_classes?.length || f.drug_classes.includes(d.drug_class),
  price: (d, f) => (f.min_price === undefined || d.price >= f.min_price) && (f.max_price === undefined || d.price <= f.max_price),
  stock: (d, f) => f.in_stock_at === undefined || d.in_stock_at.includes(f.in_stock_at),
};
const passesAll = (d: SearchDocument, f: SearchFilters, except?: keyof typeof passes) =>
  (Object.keys(passes) as Array<keyof typeof passes>).every((k) => k === except || passes[k](d, f));

function expectedFacets(matched: SearchDocument[], f: SearchFilters) {
  const count = (except: keyof typeof passes, keys: (d: SearchDocument) => string[]) => {
    const m = new Map<string, number>();
    for (const d of matched) if (passesAll(d, f, except)) for (const k of keys(d)) m.set(k, (m.get(k) ?? 0) + 1);
    return m;
  };
  return {
    category: count('category', (d) => d.category_ids.map(String)),
    brand: count('brand', (d) => (d.brand_id === null ? [] : [String(d.brand_id)])),
    drug_class: count('drug_class', (d) => [d.drug_class]),
    price_band: count('price', (d) => [PRICE_BANDS.find(([, lo, hi]) => d.price >= lo && d.price < hi)![0]]),
  };
}
const asMap = (list: FacetCount[]) => new Map(list.map((b) => [b.key, b.count]));

describe('filters', () => {
  it('category_ids is any-of, at any level', () => {
    const r = search(undefined, { category_ids: [CATEGORY.sirupAnak, CATEGORY.antibiotik] });
    expect(r.ids.map(doc).map((d) => d.name_id).sort()).toEqual(
      ['Amoksisilin 500 mg 10 Kapsul', 'Amoxicillin Sirup Kering 125 mg/5 ml 60 ml', 'Sanmol Sirup Paracetamol Anak 60 ml'].sort(),
    );
  });

  it('brand, drug classes, price range (inclusive) and stock at a pharmacy', () => {
    expect(search(undefined, { brand_id: BRAND.promag }).total).toBe(2);
    expect(search(undefined, { brand_id: 9999 }).total).toBe(0);
    const keras = search(undefined, { drug_classes: ['keras'] });
    expect(keras.ids.every((id) => doc(id).drug_class === 'keras')).toBe(true);
    expect(keras.total).toBe(FIXTURE.filter((d) => d.drug_class === 'keras').length);
    const band = search(undefined, { min_price: 8_000, max_price: 9_000 });
    expect(band.ids.map((id) => doc(id).price).sort()).toEqual([8_000, 8_500, 9_000]);
    const atThree = search(undefined, { in_stock_at: 3 });
    expect(atThree.ids.sort()).toEqual(FIXTURE.filter((d) => d.in_stock_at.includes(3)).map((d) => d.id).sort());
    expect(search(undefined, { in_stock_at: 999 }).total).toBe(0);
  });

  it('applies filters to query matches before paging', () => {
    const r = search('paracetamol', { in_stock_at: 1 }, { perPage: 1 });
    const expected = FIXTURE.filter((d) => d.in_stock_at.includes(1) && /paracetamol/i.test(d.name_id + d.keywords.join(' ')));
    expect(r.total).toBe(expected.length);
    expect(r.ids).toHaveLength(1);
  });

  it('an empty query lists everything the filters let through', () => {
    expect(search(undefined).total).toBe(FIXTURE.length);
    expect(search('').total).toBe(FIXTURE.length);
    expect(search('   ').total).toBe(FIXTURE.length);
    expect(search('', { drug_classes: ['bebas'] }).total).toBe(FIXTURE.filter((d) => d.drug_class === 'bebas').length);
  });
});

describe('facets: each facet ignores its own filter and applies the others', () => {
  const cases: Array<[string, string | undefined, SearchFilters]> = [
    ['no query, no filter', undefined, {}],
    ['brand filter', undefined, { brand_id: BRAND.indofarma }],
    ['query and class filter', 'tablet', { drug_classes: ['keras'] }],
    ['category and price', undefined, { category_ids: [CATEGORY.demamNyeri], max_price: 10_000 }],
    ['everything at once', 'obat', { category_ids: [CATEGORY.resep, CATEGORY.batukFlu], brand_id: BRAND.indofarma, drug_classes: ['keras', 'bebas_terbatas'], min_price: 1_000, max_price: 100_000, in_stock_at: 1 }],
  ];

  it.each(cases)('%s', (_label, q, filters) => {
    const matched = search(q, {}, { perPage: 1000 }).ids.map(doc);
    const r = search(q, filters, { perPage: 1000 });
    expect(r.total).toBe(matched.filter((d) => passesAll(d, filters)).length);
    const want = expectedFacets(matched, filters);
    expect(asMap(r.facets.category)).toEqual(want.category);
    expect(asMap(r.facets.brand)).toEqual(want.brand);
    expect(asMap(r.facets.drug_class)).toEqual(want.drug_class);
    expect(asMap(r.facets.price_band)).toEqual(want.price_band);
  });

  it('lists categories and brands most first, classes and price bands in their order', () => {
    const r = search(undefined);
    const counts = r.facets.brand.map((b) => b.count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    const bands = r.facets.price_band.map((b) => b.key);
    expect(bands).toEqual(PRICE_BANDS.map(([k]) => k).filter((k) => bands.includes(k)));
    expect(r.facets.drug_class.map((b) => b.key)).toEqual(['bebas', 'bebas_terbatas', 'keras', 'dilarang_online']);
  });
});

describe('sorts override relevance', () => {
  const sorted = (sort: ProductSort, q?: string) => search(q, {}, { sort }).ids.map(doc);

  it('price ascending and descending', () => {
    const asc = sorted('price_asc').map((d) => d.price);
    expect(asc).toEqual([...asc].sort((a, b) => a - b));
    const desc = sorted('price_desc', 'tablet').map((d) => d.price);
    expect(desc).toEqual([...desc].sort((a, b) => b - a));
  });

  it('newest first', () => {
    const times = sorted('newest').map((d) => Date.parse(d.created_at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('best selling, and relevance without a query, by units sold', () => {
    for (const sort of ['best_selling', 'relevance'] as const) {
      const sold = sorted(sort).map((d) => d.sold);
      expect(sold).toEqual([...sold].sort((a, b) => b - a));
    }
    const paracetamol = sorted('best_selling', 'paracetamol').map((d) => d.sold);
    expect(paracetamol).toEqual([...paracetamol].sort((a, b) => b - a));
  });
});

describe('paging', () => {
  it('pages partition the ordered result and keep the same total', () => {
    for (const [q, sort] of [[undefined, 'relevance'], ['tablet', 'relevance'], ['tablet', 'price_asc'], ['', 'newest']] as const) {
      const all = search(q, {}, { sort, perPage: 1000 });
      const seen: number[] = [];
      for (let page = 1; page <= Math.ceil(all.total / 4) + 1; page++) {
        const r = search(q, {}, { sort, page, perPage: 4 });
        expect(r.total).toBe(all.total);
        seen.push(...r.ids);
      }
      expect(seen).toEqual(all.ids);
    }
  });

  it('a page past the end is empty but still counts', () => {
    const r = search(undefined, {}, { page: 99, perPage: 20 });
    expect(r.ids).toEqual([]);
    expect(r.total).toBe(FIXTURE.length);
    expect(r.facets.brand.length).toBeGreaterThan(0);
  });

  it('clamps nonsense page sizes instead of failing', () => {
    expect(search(undefined, {}, { page: 0, perPage: 5 }).ids).toHaveLength(5);
    expect(search(undefined, {}, { page: -3, perPage: 0 }).ids).toHaveLength(1);
    expect(search(undefined, {}, { page: Number.NaN, perPage: Number.POSITIVE_INFINITY }).ids).toHaveLength(20);
    expect(search(undefined, {}, { page: 1e300, perPage: 10 }).ids).toEqual([]);
  });
});
