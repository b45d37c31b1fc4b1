import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCatalogTestApp, type CatalogTestApp } from '../../../test/catalog.ts';

interface Summary {
  id: number;
  slug: string;
  name: string;
  price: number;
  promo_price: number | null;
  drug_class: string;
  in_stock: boolean | null;
  brand: { id: number; slug: string } | null;
  category: { id: number; slug: string; name: string } | null;
}
interface Bucket {
  key: string;
  label: string;
  count: number;
}

let t: CatalogTestApp;
let total = 0;
beforeAll(async () => {
  t = await createCatalogTestApp();
  total = (await t.database.db.selectFrom('products').select('id').execute()).length;
});
afterAll(async () => {
  await t.close();
});

async function list(query: string, headers: Record<string, string> = {}) {
  const res = await t.call({ method: 'GET', url: `/api/products${query}`, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { data: Summary[]; page: number; perPage: number; total: number; lastPage: number; facets: Record<string, Bucket[]>; corrected_query: string | null };
}
const paid = (p: Summary) => p.promo_price ?? p.price;

describe('GET /api/products: paging', () => {
  it('pages the whole catalogue with meta, 20 by default', async () => {
    const page = await list('');
    expect(page.data).toHaveLength(20);
    expect(page).toMatchObject({ page: 1, perPage: 20, total, lastPage: Math.ceil(total / 20) });
    const last = await list(`?page=${page.lastPage}&perPage=20`);
    expect(last.data).toHaveLength(total - 20 * (page.lastPage - 1));
    const beyond = await list(`?page=${page.lastPage + 1}`);
    expect(beyond.data).toEqual([]);
    expect(beyond.total).toBe(total);
  });

  it('never repeats a product across pages', async () => {
    const seen = new Set<number>();
    for (let p = 1; p <= 4; p++) for (const item of (await list(`?page=${p}&perPage=50&sort=newest`)).data) seen.add(item.id);
    expect(seen.size).toBe(200);
  });
});

describe('GET /api/products: filters', () => {
  it('filters by category, sub-category and segment, by id or slug', async () => {
    const { db } = t.database;
    const cat = await db.selectFrom('product_categories').selectAll().where('slug', '=', 'batuk-flu').executeTakeFirstOrThrow();
    const inCat = await db.selectFrom('products').select('id').where('category_id', '=', cat.id).execute();
    const bySlug = await list('?category=batuk-flu&perPage=100');
    expect(bySlug.total).toBe(inCat.length);
    expect(bySlug.data.every((p) => p.category?.slug === 'batuk-flu')).toBe(true);
    expect((await list(`?category=${cat.id}&perPage=1`)).total).toBe(inCat.length);

    const sub = await db.selectFrom('product_categories').selectAll().where('slug', '=', 'obat-batuk').executeTakeFirstOrThrow();
    const inSub = await db.selectFrom('products').select('id').where('sub_category_id', '=', sub.id).execute();
    expect((await list('?sub_category=obat-batuk')).total).toBe(inSub.length);
    expect((await list('?category=batuk-flu&sub_category=obat-batuk')).total).toBe(inSub.length);
    // A sub-category outside the chosen category matches nothing.
    expect((await list('?category=pencernaan&sub_category=obat-batuk')).total).toBe(0);

    const seg = await db.selectFrom('product_categories').selectAll().where('slug', '=', 'obat-batuk-sirup').executeTakeFirstOrThrow();
    const inSeg = await db.selectFrom('products').select('id').where('segment_id', '=', seg.id).execute();
    expect(inSeg.length).toBeGreaterThan(0);
    expect((await list('?segment=obat-batuk-sirup')).total).toBe(inSeg.length);
    // Levels are not interchangeable; an unknown slug matches nothing rather than erroring.
    expect((await list('?category=obat-batuk')).total).toBe(0);
    expect((await list('?category=tidak-ada')).total).toBe(0);
  });

  it('filters by brand, price range and drug-class list', async () => {
    const panadol = await list('?brand=panadol&perPage=100');
    expect(panadol.total).toBeGreaterThan(3);
    expect(panadol.data.every((p) => p.brand?.slug === 'panadol')).toBe(true);

    const range = await list('?min_price=10000&max_price=20000&perPage=100');
    expect(range.total).toBeGreaterThan(0);
    for (const p of range.data) {
      expect(paid(p)).toBeGreaterThanOrEqual(10_000);
      expect(paid(p)).toBeLessThanOrEqual(20_000);
    }

    const otc = await list('?drug_class=bebas,bebas_terbatas&perPage=100');
    expect(otc.data.every((p) => p.drug_class === 'bebas' || p.drug_class === 'bebas_terbatas')).toBe(true);
    const keras = await list('?drug_class=keras&perPage=100');
    const kerasRows = await t.database.db.selectFrom('products').select('id').where('drug_class', '=', 'keras').execute();
    expect(keras.total).toBe(kerasRows.length);
    expect(otc.total + keras.total + (await list('?drug_class=dilarang_online')).total).toBe(total);
  });

  it('keeps only what a pharmacy has in stock with store_id and in_stock=1, and says so per product', async () => {
    const { db } = t.database;
    const store = await db.selectFrom('pharmacies').select('id').orderBy('id').executeTakeFirstOrThrow();
    const other = await db.selectFrom('pharmacies').select('id').orderBy('id', 'desc').executeTakeFirstOrThrow();
    const inStock = await db.selectFrom('product_stock').select('product_id').where('pharmacy_id', '=', store.id).where('quantity', '>', 0).execute();
    const available = new Set(inStock.map((r) => r.product_id));
    expect(available.size).toBeLessThan(total);

    const filtered = await list(`?store_id=${store.id}&in_stock=1&perPage=100`);
    expect(filtered.total).toBe(available.size);
    expect(filtered.data.every((p) => p.in_stock === true && available.has(p.id))).toBe(true);

    const all = await list(`?store_id=${store.id}&perPage=100&sort=price_asc`);
    expect(all.total).toBe(total);
    for (const p of all.data) expect(p.in_stock).toBe(available.has(p.id));
    expect(all.data.some((p) => p.in_stock === false)).toBe(true);
    expect((await list('?perPage=5')).data.every((p) => p.in_stock === null)).toBe(true);

    // Another pharmacy has a different shelf.
    const otherStock = await db.selectFrom('product_stock').select('product_id').where('pharmacy_id', '=', other.id).where('quantity', '>', 0).execute();
    expect((await list(`?store_id=${other.id}&in_stock=true`)).total).toBe(otherStock.length);
    // in_stock=0 does not filter.
    expect((await list(`?store_id=${store.id}&in_stock=0`)).total).toBe(total);
  });
});

describe('GET /api/products: sorting', () => {
  it('sorts by price both ways, newest and best-selling', async () => {
    const asc = (await list('?sort=price_asc&perPage=100')).data.map(paid);
    expect(asc).toEqual([...asc].sort((a, b) => a - b));
    const desc = (await list('?sort=price_desc&perPage=100')).data.map(paid);
    expect(desc).toEqual([...desc].sort((a, b) => b - a));
    expect(desc[0]).toBeGreaterThan(asc[0]!);

    const { db } = t.database;
    const rows = await db.selectFrom('products').select(['id', 'created_at', 'sold_count']).execute();
    const byId = new Map(rows.map((r) => [r.id, r]));
    const newest = (await list('?sort=newest&perPage=50')).data.map((p) => byId.get(p.id)!.created_at);
    expect(newest).toEqual([...newest].sort().reverse());
    const best = (await list('?sort=best_selling&perPage=50')).data.map((p) => byId.get(p.id)!.sold_count);
    expect(best).toEqual([...best].sort((a, b) => b - a));
    expect(best[0]).toBe(Math.max(...rows.map((r) => r.sold_count)));
  });

  it('ranks by relevance for a query, typos included, and reports the corrected query', async () => {
    const res = await list('?q=paracetmol');
    expect(res.total).toBeGreaterThan(0);
    expect(res.data[0]!.name.toLowerCase()).toContain('paracetamol');
    expect(res.corrected_query).toMatch(/paracetamol/i);
    const exact = await list('?q=amlodipine');
    expect(exact.data[0]!.name).toMatch(/^Amlodipine/);
    expect(exact.corrected_query).toBeNull();
  });
});

describe('GET /api/products: facets', () => {
  it('counts categories, brands, drug classes and price bands with labels in the locale', async () => {
    const page = await list('');
    const { db } = t.database;
    const rows = await db.selectFrom('products as p').innerJoin('product_categories as c', 'c.id', 'p.category_id').select(['c.slug', 'p.drug_class']).execute();
    const perCategory = new Map<string, number>();
    for (const r of rows) perCategory.set(r.slug, (perCategory.get(r.slug) ?? 0) + 1);
    expect(new Map(page.facets.category!.map((b) => [b.key, b.count]))).toEqual(perCategory);
    expect(page.facets.category!.find((b) => b.key === 'demam-nyeri')!.label).toBe('Demam & Nyeri');
    expect(page.facets.drug_class!.find((b) => b.key === 'keras')).toEqual({ key: 'keras', label: 'Obat Keras (Resep)', count: rows.filter((r) => r.drug_class === 'keras').length });
    expect(page.facets.brand!.find((b) => b.key === 'panadol')!.label).toBe('Panadol');
    expect(page.facets.price_band!.reduce((s, b) => s + b.count, 0)).toBe(total);
    expect(page.facets.price_band![0]!.label).toBe('Di bawah Rp 25.000');

    const en = await list('', { cookie: 'i18n_redirected=en' });
    expect(en.facets.category!.find((b) => b.key === 'demam-nyeri')!.label).toBe('Fever & Pain');
    expect(en.facets.drug_class!.find((b) => b.key === 'keras')!.label).toBe('Prescription only');
    expect(en.facets.price_band![0]!.label).toBe('Under Rp 25.000');
  });

  it('shows the sub-categories of a chosen category, and counts other brands while one is chosen', async () => {
    const page = await list('?category=demam-nyeri&brand=panadol');
    const subs = ['pereda-nyeri-dewasa', 'demam-anak', 'nyeri-otot-sendi', 'sakit-kepala-migrain'];
    expect(page.facets.category!.length).toBeGreaterThan(0);
    for (const bucket of page.facets.category!) expect(subs).toContain(bucket.key);
    expect(page.facets.brand!.length).toBeGreaterThan(1);
    const sanmol = page.facets.brand!.find((b) => b.key === 'sanmol')!;
    expect(sanmol.count).toBe((await list('?category=demam-nyeri&brand=sanmol')).total);
  });
});

describe('GET /api/products: locale', () => {
  it('names products in English when asked, in Indonesian by default', async () => {
    const id = await list('?q=panadol%20anak&perPage=1');
    expect(id.data[0]!.name).toMatch(/Panadol Anak/);
    const en = await list('?q=panadol%20anak&perPage=1', { 'accept-language': 'en-US,en;q=0.9' });
    expect(en.data[0]!.id).toBe(id.data[0]!.id);
    expect(en.data[0]!.name).toMatch(/Panadol Children's/);
    expect(en.data[0]!.category!.name).toBe('Fever & Pain');
  });
});

describe('GET /api/products: bad input', () => {
  const bad = async (query: string) => {
    const res = await t.call({ method: 'GET', url: `/api/products${query}` });
    expect(res.statusCode, query).toBe(422);
    return Object.keys(res.json().errors as Record<string, string[]>);
  };

  it('names the field of a malformed filter with 422', async () => {
    expect(await bad('?perPage=-1')).toEqual(['perPage']);
    expect(await bad('?perPage=0')).toEqual(['perPage']);
    expect(await bad('?perPage=100000')).toEqual(['perPage']);
    expect(await bad('?page=abc')).toEqual(['page']);
    expect(await bad('?min_price=-5')).toEqual(['min_price']);
    expect(await bad('?max_price=1e99')).toEqual(['max_price']);
    expect(await bad('?min_price=50000&max_price=1000')).toEqual(['max_price']);
    expect(await bad('?drug_class=keras,narkoba')).toEqual(['drug_class.1']);
    expect(await bad('?sort=cheapest')).toEqual(['sort']);
    expect(await bad('?store_id=0')).toEqual(['store_id']);
    expect(await bad('?store_id=99999999999')).toEqual(['store_id']);
    expect(await bad('?in_stock=1')).toEqual(['store_id']);
    expect(await bad('?in_stock=maybe&store_id=1')).toEqual(['in_stock']);
    expect(await bad('?category=../etc')).toEqual(['category']);
    expect(await bad(`?q=${'a'.repeat(201)}`)).toEqual(['q']);
  });

  it('never fails on strange search text', async () => {
    const queries = [
      "' OR 1=1; DROP TABLE products; --",
      '%00',
      '%E2%80%AE%F0%9F%92%8A%F0%9F%A7%AA',
      '%25%25%25_%5C',
      encodeURIComponent('парацетамол 扑热息痛 پاراستامول'),
      encodeURIComponent('\u0000\u0001\u001f\uFFFF'),
      '%ED%A0%80',
      encodeURIComponent('a'.repeat(200)),
      encodeURIComponent('   '),
      encodeURIComponent('1'.repeat(199)),
      'q[]=x',
    ];
    for (const q of queries) {
      const res = await t.call({ method: 'GET', url: `/api/products?q=${q}` });
      expect([200, 422], q).toContain(res.statusCode);
      const s = await t.call({ method: 'GET', url: `/api/products/search-suggestion?q=${q}` });
      expect([200, 422], q).toContain(s.statusCode);
    }
    const rows = await t.database.db.selectFrom('products').select('id').execute();
    expect(rows).toHaveLength(total);
  });
});
