import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCatalogTestApp, type CatalogTestApp } from '../../../test/catalog.ts';

interface Category {
  id: number;
  slug: string;
  name: string;
  level: string;
  parent_id: number | null;
  product_count: number;
}

let t: CatalogTestApp;
beforeAll(async () => {
  t = await createCatalogTestApp();
});
afterAll(async () => {
  await t.close();
});

const get = (url: string, headers: Record<string, string> = {}) => t.call({ method: 'GET', url, headers });
const data = async (url: string, headers: Record<string, string> = {}) => {
  const res = await get(url, headers);
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return res.json().data;
};

describe('GET /api/product-categories', () => {
  it('lists top-level categories with product counts by default', async () => {
    const list = (await data('/api/product-categories')) as Category[];
    expect(list.map((c) => c.slug)).toEqual(['demam-nyeri', 'batuk-flu', 'pencernaan', 'vitamin-suplemen', 'ibu-anak', 'perawatan-kulit', 'alat-kesehatan', 'obat-resep', 'herbal-jamu']);
    expect(list.every((c) => c.level === 'category' && c.parent_id === null)).toBe(true);
    const products = await t.database.db.selectFrom('products').select('category_id').execute();
    for (const c of list) expect(c.product_count, c.slug).toBe(products.filter((p) => p.category_id === c.id).length);
    expect(list[0]!.name).toBe('Demam & Nyeri');
    expect(((await data('/api/product-categories', { cookie: 'i18n_redirected=en' })) as Category[])[0]!.name).toBe('Fever & Pain');
  });

  it('filters with filter[key]=value on slug, name, parent_id and level', async () => {
    const bySlug = (await data('/api/product-categories?filter[slug]=obat-batuk')) as Category[];
    expect(bySlug).toHaveLength(1);
    expect(bySlug[0]).toMatchObject({ slug: 'obat-batuk', level: 'sub_category' });
    const parent = (await data('/api/product-categories?filter[slug]=batuk-flu')) as Category[];
    const children = (await data(`/api/product-categories?filter[parent_id]=${parent[0]!.id}`)) as Category[];
    expect(children.map((c) => c.slug)).toEqual(['obat-batuk', 'obat-flu', 'radang-tenggorokan', 'hidung-tersumbat']);
    const byName = (await data('/api/product-categories?filter[name]=batuk')) as Category[];
    expect(byName.map((c) => c.slug)).toEqual(expect.arrayContaining(['batuk-flu', 'obat-batuk']));
    const byEnglishName = (await data('/api/product-categories?filter[name]=cough')) as Category[];
    expect(byEnglishName.map((c) => c.slug)).toEqual(expect.arrayContaining(['batuk-flu', 'obat-batuk']));
    const segments = (await data('/api/product-categories?filter[level]=segment')) as Category[];
    expect(segments.length).toBeGreaterThan(20);
    expect(segments.every((c) => c.level === 'segment')).toBe(true);
    expect(await data('/api/product-categories?filter[slug]=tidak-ada')).toEqual([]);
  });

  it('refuses unknown or malformed filter keys with 422 naming the field', async () => {
    const unknown = await get('/api/product-categories?filter[colour]=red');
    expect(unknown.statusCode).toBe(422);
    expect(Object.keys(unknown.json().errors)).toEqual(['filter']);
    const level = await get('/api/product-categories?filter[level]=galaxy');
    expect(level.statusCode).toBe(422);
    expect(Object.keys(level.json().errors)).toEqual(['filter.level']);
    const parent = await get('/api/product-categories?filter[parent_id]=-1');
    expect(Object.keys(parent.json().errors)).toEqual(['filter.parent_id']);
  });
});

describe('GET /api/product-categories/{id}/sub-categories and /segments', () => {
  it('lists the sub-categories of a category by id or slug', async () => {
    const subs = (await data('/api/product-categories/pencernaan/sub-categories')) as Category[];
    expect(subs.map((c) => c.slug)).toEqual(['maag-asam-lambung', 'diare', 'sembelit', 'masuk-angin-mual']);
    expect(subs.every((c) => c.level === 'sub_category' && c.product_count > 0)).toBe(true);
    const id = subs[0]!.parent_id!;
    expect(await data(`/api/product-categories/${id}/sub-categories`)).toEqual(subs);
  });

  it('lists segments under a sub-category, or under a whole category', async () => {
    const sub = (await data('/api/product-categories/obat-batuk/segments')) as Category[];
    expect(sub.map((c) => c.slug)).toEqual(expect.arrayContaining(['obat-batuk-sirup', 'obat-batuk-tablet']));
    const parent = (await data('/api/product-categories?filter[slug]=obat-batuk')) as Category[];
    expect(sub.every((c) => c.level === 'segment' && c.parent_id === parent[0]!.id)).toBe(true);
    const all = (await data('/api/product-categories/batuk-flu/segments')) as Category[];
    expect(all.length).toBeGreaterThan(sub.length);
    expect(all.map((c) => c.slug)).toEqual(expect.arrayContaining(sub.map((c) => c.slug)));
    const en = (await data('/api/product-categories/obat-batuk/segments', { cookie: 'i18n_redirected=en' })) as Category[];
    expect(en.find((c) => c.slug === 'obat-batuk-sirup')!.name).toBe('Syrups');
  });

  it('answers 404 for an unknown category or the wrong level, 422 for a malformed id', async () => {
    expect((await get('/api/product-categories/tidak-ada/sub-categories')).statusCode).toBe(404);
    expect((await get('/api/product-categories/999999/segments')).statusCode).toBe(404);
    expect((await get('/api/product-categories/obat-batuk/sub-categories')).statusCode).toBe(404);
    expect((await get('/api/product-categories/obat-batuk-sirup/segments')).statusCode).toBe(404);
    expect((await get('/api/product-categories/%20/segments')).statusCode).toBe(422);
  });
});

describe('GET /api/brands', () => {
  interface Brand {
    id: number;
    slug: string;
    name: string;
    is_popular: boolean;
    product_count: number;
    description: string;
  }

  it('pages brands A–Z with meta and product counts', async () => {
    const first = await data('/api/brands?perPage=10');
    const total = (await t.database.db.selectFrom('brands').select('id').execute()).length;
    expect(first).toMatchObject({ page: 1, perPage: 10, total, lastPage: Math.ceil(total / 10) });
    const names = (first.data as Brand[]).map((b) => b.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'id', { sensitivity: 'base' })));
    const second = await data('/api/brands?perPage=10&page=2');
    expect((second.data as Brand[])[0]!.name.localeCompare(names.at(-1)!, 'id', { sensitivity: 'base' })).toBeGreaterThan(0);
    const panadol = ((await data('/api/brands?q=panadol')).data as Brand[])[0]!;
    const rows = await t.database.db.selectFrom('products').select('id').where('brand_id', '=', panadol.id).execute();
    expect(panadol.product_count).toBe(rows.length);
  });

  it('filters by q anywhere in the name and by first letter', async () => {
    const q = (await data('/api/brands?q=MAG')).data as Brand[];
    expect(q.map((b) => b.slug)).toEqual(['promag']);
    const letter = (await data('/api/brands?letter=b&perPage=100')).data as Brand[];
    expect(letter.length).toBeGreaterThan(1);
    expect(letter.every((b) => b.name.toLowerCase().startsWith('b'))).toBe(true);
    expect((await data('/api/brands?letter=%23')).data).toEqual([]);
    expect((await data(`/api/brands?q=${encodeURIComponent("%' or 1=1 --")}`)).total).toBe(0);
  });

  it('refuses bad paging and letters with 422', async () => {
    for (const [query, field] of [
      ['?perPage=-3', 'perPage'],
      ['?perPage=500', 'perPage'],
      ['?page=0', 'page'],
      ['?letter=ab', 'letter'],
      ['?letter=1', 'letter'],
      [`?q=${'x'.repeat(101)}`, 'q'],
    ] as const) {
      const res = await get(`/api/brands${query}`);
      expect(res.statusCode, query).toBe(422);
      expect(Object.keys(res.json().errors)).toEqual([field]);
    }
  });

  it('lists popular brands, most products first', async () => {
    const popular = (await data('/api/brands/popular')) as Brand[];
    expect(popular.length).toBeGreaterThanOrEqual(5);
    expect(popular.every((b) => b.is_popular)).toBe(true);
    const counts = popular.map((b) => b.product_count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    expect(await data('/api/brands/popular?limit=2')).toHaveLength(2);
  });

  it('answers a brand by id or slug in the locale, and 404 for an unknown one', async () => {
    const bySlug = (await data('/api/brands/tolak-angin')) as Brand;
    expect(bySlug).toMatchObject({ slug: 'tolak-angin', name: 'Tolak Angin', is_popular: true });
    expect(await data(`/api/brands/${bySlug.id}`)).toEqual(bySlug);
    expect(((await data('/api/brands/tolak-angin', { cookie: 'i18n_redirected=en' })) as Brand).description).toMatch(/Herbal remedy/);
    const missing = await get('/api/brands/tidak-ada');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().status).toBe(404);
  });

  it("lists a brand's products with the same filters, sorts and facets as /api/products", async () => {
    const page = await data('/api/brands/bodrex/products?perPage=5&sort=price_asc');
    expect(page.total).toBeGreaterThan(3);
    expect((page.data as Array<{ brand: { slug: string } }>).every((p) => p.brand.slug === 'bodrex')).toBe(true);
    const prices = (page.data as Array<{ price: number; promo_price: number | null }>).map((p) => p.promo_price ?? p.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(page.facets.brand).toEqual(expect.arrayContaining([expect.objectContaining({ key: 'bodrex' })]));
    const flu = await data('/api/brands/bodrex/products?sub_category=obat-flu');
    expect(flu.total).toBeGreaterThan(0);
    expect(flu.total).toBeLessThan(page.total);
    const viaProducts = await data('/api/products?brand=bodrex&sub_category=obat-flu');
    expect(flu.total).toBe(viaProducts.total);
    expect((await get('/api/brands/tidak-ada/products')).statusCode).toBe(404);
    expect((await get('/api/brands/bodrex/products?perPage=1000')).statusCode).toBe(422);
  });
});
