import { describe, expect, it } from 'vitest';
import { MemorySearchEngine } from './memory-search-engine.ts';
import type { SearchDocument, SearchRequest } from './search-engine.ts';
import { FIXTURE } from './search.fixture.ts';

function fresh(): MemorySearchEngine {
  const engine = new MemorySearchEngine();
  engine.replaceAll(FIXTURE);
  return engine;
}
const request = (q: string | undefined, extra: Partial<SearchRequest> = {}): SearchRequest => ({ q, filters: {}, sort: 'relevance', page: 1, perPage: 100, ...extra });
const promag = FIXTURE.find((d) => d.name_id === 'Promag 10 Tablet Kunyah')!;

describe('upsert and remove keep the index consistent', () => {
  it('a removed product never appears: not in results, totals, facets or suggestions', () => {
    const engine = fresh();
    engine.remove(promag.id);
    expect(engine.size).toBe(FIXTURE.length - 1);
    expect(engine.search(request('promag')).ids).not.toContain(promag.id);
    expect(engine.search(request('promag')).total).toBe(1);
    expect(engine.search(request(undefined)).total).toBe(FIXTURE.length - 1);
    expect(engine.search(request('APT-' + String(promag.id).padStart(4, '0'))).ids).not.toContain(promag.id);
    expect(engine.suggest('prom', 10).map((h) => h.id)).not.toContain(promag.id);
    const brand = engine.search(request(undefined)).facets.brand.find((b) => b.key === String(promag.brand_id));
    expect(brand?.count).toBe(1);
    engine.remove(promag.id); // removing twice is harmless
    engine.remove(123_456);
    expect(engine.size).toBe(FIXTURE.length - 1);
  });

  it('a removed product comes back when upserted again', () => {
    const engine = fresh();
    engine.remove(promag.id);
    engine.upsert(promag);
    expect(engine.search(request('promag')).ids).toContain(promag.id);
    expect(engine.size).toBe(FIXTURE.length);
  });

  it('an updated price re-sorts and moves price band', () => {
    const engine = fresh();
    const cheapestBefore = engine.search(request(undefined, { sort: 'price_asc' })).ids[0];
    expect(cheapestBefore).not.toBe(promag.id);
    engine.upsert({ ...promag, price: 100 });
    expect(engine.search(request(undefined, { sort: 'price_asc' })).ids[0]).toBe(promag.id);
    engine.upsert({ ...promag, price: 999_000 });
    expect(engine.search(request(undefined, { sort: 'price_desc' })).ids[0]).toBe(promag.id);
    expect(engine.search(request(undefined, { filters: { min_price: 250_000 } })).ids).toContain(promag.id);
    expect(engine.size).toBe(FIXTURE.length);
  });

  it('updated stock, category, brand and class take effect', () => {
    const engine = fresh();
    engine.upsert({ ...promag, in_stock_at: [9], category_ids: [999], brand_id: 77, drug_class: 'keras', sold: 0 });
    const q = (filters: SearchRequest['filters']) => engine.search(request('promag', { filters })).ids;
    expect(q({ in_stock_at: 1 })).not.toContain(promag.id);
    expect(q({ in_stock_at: 9 })).toContain(promag.id);
    expect(q({ category_ids: [999] })).toEqual([promag.id]);
    expect(q({ brand_id: 77 })).toEqual([promag.id]);
    expect(q({ drug_classes: ['keras'] })).toEqual([promag.id]);
    expect(q({ category_ids: promag.category_ids })).not.toContain(promag.id);
    // Growing the category list moves it; the old and new lists must both read right.
    engine.upsert({ ...promag, category_ids: [...promag.category_ids, 997, 998, 996] });
    expect(q({ category_ids: [999] })).toEqual([]);
    expect(q({ category_ids: [996] })).toEqual([promag.id]);
    expect(q({ category_ids: promag.category_ids })).toContain(promag.id);
    const facet = engine.search(request('promag')).facets.category.map((c) => c.key);
    expect(facet).toEqual(expect.arrayContaining(['996', '997', '998', ...promag.category_ids.map(String)]));
    expect(facet).not.toContain('999');
  });

  it('a renamed product is found by its new words only', () => {
    const engine = fresh();
    engine.upsert({ ...promag, name_id: 'Polysilane Tablet Kunyah', name_en: 'Polysilane Chewable Tablets', keywords: ['Polysilane'] });
    expect(engine.search(request('promag')).ids).not.toContain(promag.id);
    expect(engine.search(request('polysilane')).ids).toEqual([promag.id]);
    expect(engine.search(request('polysilan')).ids).toEqual([promag.id]);
  });

  it('does not let a caller mutate indexed documents behind its back', () => {
    const engine = new MemorySearchEngine();
    const doc: SearchDocument = { ...promag, keywords: [...promag.keywords], in_stock_at: [1] };
    engine.replaceAll([doc]);
    doc.in_stock_at.push(5);
    doc.keywords.push('zebra');
    expect(engine.search(request(undefined, { filters: { in_stock_at: 5 } })).total).toBe(0);
    expect(engine.search(request('zebra')).total).toBe(0);
  });

  it('replaceAll replaces, and stays consistent through many writes (compaction included)', () => {
    const engine = new MemorySearchEngine();
    const many: SearchDocument[] = [];
    for (let i = 1; i <= 3_000; i++) {
      many.push({ ...promag, id: i, sku: `GEN-${i}`, name_id: `Produk Uji ${i} Tablet`, name_en: `Test Product ${i} Tablets`, price: i, sold: i });
    }
    engine.replaceAll(many);
    expect(engine.size).toBe(3_000);
    // Rename most of them (each rename retires a slot) and remove a third: compaction kicks in.
    for (let i = 1; i <= 2_500; i++) engine.upsert({ ...many[i - 1]!, name_id: `Barang Baru ${i}`, name_en: `New Item ${i}` });
    for (let i = 1; i <= 3_000; i += 3) engine.remove(i);
    expect(engine.size).toBe(2_000);
    expect(engine.search(request(undefined)).total).toBe(2_000);
    expect(engine.search(request('barang baru')).total).toBe(2_500 - Math.ceil(2_500 / 3));
    expect(engine.search(request('produk uji')).total).toBe(500 - (Math.ceil(3_000 / 3) - Math.ceil(2_500 / 3)));
    expect(engine.search(request('barang baru 4')).ids).not.toContain(4);
    expect(engine.search(request('barang baru 5')).ids[0]).toBe(5);
    const cheapest = engine.search(request(undefined, { sort: 'price_asc', perPage: 3 })).ids;
    expect(cheapest).toEqual([2, 3, 5]);

    engine.replaceAll(FIXTURE);
    expect(engine.size).toBe(FIXTURE.length);
    expect(engine.search(request('barang')).total).toBe(0);
  });
});

describe('any input gives a normal result', () => {
  const engine = fresh();
  const inputs = [
    '',
    ' ',
    '!!!???...,,,',
    '🙂💊🤒',
    'парацетамол',
    '扑热息痛',
    'بنادول',
    "'; DROP TABLE products; --",
    '" OR 1=1 --',
    '<script>alert(1)</script>',
    '%00%ff\u0000\u0007',
    '\ud800\udfff\ud800',
    'a'.repeat(100_000),
    'paracetamol '.repeat(10_000),
    '1'.repeat(5_000),
    'ÀÉÎÕÜ çñ ß',
    '(((((((((',
    '.*+?^${}()|[]\\',
    'constructor __proto__ toString hasOwnProperty',
  ];

  it.each(inputs.map((q) => [q.slice(0, 40), q]))('search %j', (_label, q) => {
    const r = engine.search(request(q, { perPage: 10 }));
    expect(Array.isArray(r.ids)).toBe(true);
    expect(r.ids.length).toBeLessThanOrEqual(10);
    expect(Number.isInteger(r.total)).toBe(true);
    expect(r.total).toBeGreaterThanOrEqual(r.ids.length);
    expect(r.facets).toHaveProperty('category');
    expect(() => engine.suggest(q, 8)).not.toThrow();
  });

  it('survives random strings of any code points', () => {
    let seed = 12345;
    const rnd = () => ((seed = (seed * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff);
    for (let i = 0; i < 300; i++) {
      const length = Math.floor(rnd() * 60);
      let q = '';
      for (let j = 0; j < length; j++) q += String.fromCharCode(Math.floor(rnd() * 0xffff));
      expect(() => engine.search(request(q))).not.toThrow();
      expect(() => engine.suggest(q, 5)).not.toThrow();
    }
  });

  it('treats punctuation, emoji and other scripts as no query at all', () => {
    expect(engine.search(request('🙂💊')).total).toBe(FIXTURE.length);
    expect(engine.search(request('🙂💊')).corrected_query).toBeNull();
  });

  it('odd filters and sorts do not throw', () => {
    const odd = {
      category_ids: [Number.NaN, -1, 1e20],
      brand_id: Number.NaN,
      drug_classes: ['bogus' as never],
      min_price: Number.NaN,
      max_price: -5,
      in_stock_at: Number.NaN,
    };
    expect(() => engine.search({ q: 'tablet', filters: odd, sort: 'bogus' as never, page: 1, perPage: 10 })).not.toThrow();
    expect(engine.search({ q: 'promag', filters: { max_price: -5 }, sort: 'relevance', page: 1, perPage: 10 }).total).toBe(0);
  });

  it('an empty engine answers too', () => {
    const empty = new MemorySearchEngine();
    expect(empty.search(request('paracetamol')).total).toBe(0);
    expect(empty.search(request(undefined)).ids).toEqual([]);
    expect(empty.suggest('para', 5)).toEqual([]);
    expect(empty.size).toBe(0);
  });
});
