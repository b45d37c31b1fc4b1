import { type ArticleDetail, type ArticleSummary, type Banner, mayBePromoted, type Page, type ProductSummary } from '@apotek/contract';
import { mediaHash } from '@apotek/contract/media';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CommerceTestApp, createCommerceTestApp } from '../../../test/commerce.ts';
import { createMediaTestApp, type MediaTestApp } from '../../../test/media.ts';
import { SEED_ARTICLES, SEED_BANNERS, seedArticles, seedDemoArticleImages } from '../../db/seed/articles/articles.seed.ts';
import { SEED_DOCTORS } from '../../db/seed/doctors/doctors.seed-data.ts';

let t: CommerceTestApp;
const EN = { 'accept-language': 'en' };

beforeAll(async () => {
  t = await createCommerceTestApp();
});
afterAll(async () => t.close());

const get = (url: string, headers: Record<string, string> = {}) => t.call({ method: 'GET', url, headers });
async function data<T>(url: string, headers: Record<string, string> = {}): Promise<T> {
  const res = await get(url, headers);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as T;
}

describe('GET /api/articles', () => {
  it('pages the published articles newest first at data.data.{data,lastPage,page,perPage,total}, publicly cacheable', async () => {
    const res = await get('/api/articles?perPage=5');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('public');
    const page = res.json().data as Page<ArticleSummary>;
    expect(page).toMatchObject({ page: 1, perPage: 5, total: SEED_ARTICLES.length, lastPage: Math.ceil(SEED_ARTICLES.length / 5) });
    expect(page.data).toHaveLength(5);
    const times = page.data.map((a) => Date.parse(a.published_at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const first = page.data[0]!;
    expect(first.reviewer.str_number).toMatch(/^\d{16}$/);
    expect(SEED_DOCTORS.some((d) => d.name === first.reviewer.name && d.str === first.reviewer.str_number)).toBe(true);
    expect(first.reading_minutes).toBeGreaterThanOrEqual(1);
    expect(first.tags.length).toBeGreaterThan(0);

    const second = await data<Page<ArticleSummary>>('/api/articles?perPage=5&page=2');
    expect(second.page).toBe(2);
    expect(second.data.map((a) => a.id)).not.toContain(first.id);
    const past = await data<Page<ArticleSummary>>('/api/articles?perPage=5&page=99');
    expect(past.data).toEqual([]);
  });

  it('filters by search, category and tag, flat or with nested keys filter[key]=value, in the reader language', async () => {
    const flat = await data<Page<ArticleSummary>>('/api/articles?search=dengue');
    const nested = await data<Page<ArticleSummary>>('/api/articles?filter[search]=dengue');
    expect(flat.total).toBeGreaterThanOrEqual(2);
    expect(nested.data.map((a) => a.slug)).toEqual(flat.data.map((a) => a.slug));
    expect(flat.data.map((a) => a.slug)).toContain('mengenal-demam-berdarah-dengue');

    const anak = await data<Page<ArticleSummary>>('/api/articles?filter[category]=anak&perPage=50');
    expect(anak.total).toBe(SEED_ARTICLES.filter((a) => a.category === 'anak').length);
    expect(anak.data.every((a) => a.category.slug === 'anak' && a.category.name === 'Kesehatan Anak')).toBe(true);

    const dbd = await data<Page<ArticleSummary>>('/api/articles?tag=dbd&perPage=50');
    expect(dbd.data.map((a) => a.slug).sort()).toEqual(SEED_ARTICLES.filter((a) => a.tags.includes('dbd')).map((a) => a.slug).sort());

    const both = await data<Page<ArticleSummary>>('/api/articles?filter[category]=penyakit&filter[tag]=diabetes&filter[search]=insulin');
    expect(both.data.map((a) => a.slug)).toEqual(['diabetes-melitus-tipe-2']);

    const english = await data<Page<ArticleSummary>>('/api/articles?search=handwashing', EN);
    expect(english.data[0]).toMatchObject({ slug: 'cuci-tangan-pakai-sabun', title: 'Handwashing with Soap: Six Steps, 20 Seconds' });
    expect((await data<Page<ArticleSummary>>(`/api/articles?search=${encodeURIComponent("%' or 1=1 --")}`)).total).toBe(0);
    expect((await data<Page<ArticleSummary>>('/api/articles?search=100%25')).total).toBe(0);
  });

  it('leaves out drafts and articles published in the future', async () => {
    const now = t.clock.now().getTime();
    const base = {
      category_slug: 'obat',
      title_id: 'Rahasia',
      title_en: 'Secret',
      summary_id: 'x',
      summary_en: 'x',
      body_id: 'x',
      body_en: 'x',
      cover_url: null,
      author_name: 'A',
      reviewer_name: 'dr. B',
      reviewer_str: '1234567890123456',
      reviewer_doctor_slug: null,
      created_at: new Date(now).toISOString(),
      updated_at: new Date(now).toISOString(),
    };
    await t.database.db
      .insertInto('articles')
      .values([
        { ...base, slug: 'draf-rahasia', status: 'draft', published_at: new Date(now - 1000).toISOString() },
        { ...base, slug: 'besok-rahasia', status: 'published', published_at: new Date(now + 86_400_000).toISOString() },
      ])
      .execute();
    expect((await data<Page<ArticleSummary>>('/api/articles?search=rahasia')).total).toBe(0);
    expect((await get('/api/articles/draf-rahasia')).statusCode).toBe(404);
    expect((await get('/api/articles/besok-rahasia')).statusCode).toBe(404);
  });

  it('refuses bad paging and filters with the localised 422 envelope', async () => {
    for (const [query, field] of [
      ['?perPage=0', 'perPage'],
      ['?perPage=51', 'perPage'],
      ['?page=0', 'page'],
      ['?page=abc', 'page'],
      [`?search=${'x'.repeat(101)}`, 'search'],
      ['?filter[category]=Bad%20Slug', 'filter.category'],
      ['?filter[unknown]=1', 'filter'],
    ] as const) {
      const res = await get(`/api/articles${query}`);
      expect(res.statusCode, query).toBe(422);
      expect(res.json().status).toBe(422);
      expect(res.json().message).toBe('Data yang dikirim tidak valid');
      expect(Object.keys(res.json().errors), query).toEqual([field]);
    }
    const en = await get('/api/articles?perPage=500', EN);
    expect(en.statusCode).toBe(422);
    expect(en.json().message).toBe('The given data was invalid');
  });
});

describe('GET /api/articles/{id}', () => {
  it('answers by slug and by id the same article, its Markdown rendered to HTML with a table of contents', async () => {
    const bySlug = await data<ArticleDetail>('/api/articles/demam-pada-anak');
    const byId = await data<ArticleDetail>(`/api/articles/${bySlug.id}`);
    expect(byId).toEqual(bySlug);
    expect(bySlug).toMatchObject({ slug: 'demam-pada-anak', locale: 'id', category: { slug: 'anak' } });
    expect(bySlug.reviewer).toEqual({ name: 'dr. Siti Rahmawati, Sp.A', str_number: SEED_DOCTORS.find((d) => d.slug === 'dr-siti-rahmawati-sp-a')!.str, doctor_slug: 'dr-siti-rahmawati-sp-a' });
    expect(bySlug.toc.map((h) => h.text)).toEqual(['Cara mengukur suhu yang benar', 'Perawatan di rumah', 'Tanda bahaya: segera ke dokter atau IGD']);
    for (const h of bySlug.toc) expect(bySlug.body_html).toContain(`<h2 id="${h.id}">`);
    expect(bySlug.body_html).toContain('<strong>38 °C atau lebih</strong>');
    expect(bySlug.body_html).toContain('<blockquote>');
    expect(bySlug.body_html).toMatch(/konsultasikan dengan dokter/);
    expect(bySlug.reading_minutes).toBeGreaterThanOrEqual(1);

    const en = await data<ArticleDetail>('/api/articles/demam-pada-anak', EN);
    expect(en).toMatchObject({ locale: 'en', title: 'Fever in Children: When Home Care Is Enough and When to See a Doctor', category: { name: "Children's Health" } });
    expect(en.toc[0]!.text).toBe('Taking a temperature properly');
    expect(en.body_html).toMatch(/consult a doctor/);
  });

  it('drops raw HTML stored in an article body', async () => {
    const row = await t.database.db.selectFrom('articles').select(['id', 'body_id']).where('slug', '=', 'tidur-cukup-untuk-kesehatan').executeTakeFirstOrThrow();
    await t.database.db
      .updateTable('articles')
      .set({ body_id: `${row.body_id}\n\n<script>alert(1)</script>\n\nKlik [di sini](javascript:alert(1)) <img src=x onerror=alert(1)>`, updated_at: new Date().toISOString() })
      .where('id', '=', row.id)
      .execute();
    const a = await data<ArticleDetail>(`/api/articles/${row.id}`);
    expect(a.body_html).not.toMatch(/<script|alert\(1\)<\/script|href="javascript|<img|onerror/);
    // The link's words stay; its javascript: address does not.
    expect(a.body_html).toContain('<p>Klik <a>di sini</a> </p>');
  });

  it('answers 404 in the envelope for an unknown id or slug', async () => {
    for (const key of ['999999', 'tidak-ada']) {
      const res = await get(`/api/articles/${key}`);
      expect(res.statusCode).toBe(404);
      expect(res.json().status).toBe(404);
    }
    expect((await get('/api/articles/tidak-ada/related-products')).statusCode).toBe(404);
  });
});

describe('GET /api/articles/{id}/related-products', () => {
  it('answers real catalogue products for the topic, never obat keras or prescription-only', async () => {
    const products = await data<ProductSummary[]>('/api/articles/demam-pada-anak/related-products');
    expect(products.length).toBeGreaterThan(0);
    expect(products.length).toBeLessThanOrEqual(4);
    expect(products.some((p) => /paracetamol|termometer/i.test(p.name))).toBe(true);
    const ids = await t.database.db.selectFrom('products').select('id').where('id', 'in', products.map((p) => p.id)).execute();
    expect(ids).toHaveLength(products.length);
    for (const p of products) expect(mayBePromoted(p.drug_class) && p.sellable_online && !p.requires_prescription, p.name).toBe(true);
    expect((await data<ProductSummary[]>('/api/articles/demam-pada-anak/related-products?limit=2')).length).toBeLessThanOrEqual(2);
    expect((await get('/api/articles/demam-pada-anak/related-products?limit=13')).statusCode).toBe(422);
  });

  it('drops obat keras even when the keywords find them', async () => {
    const row = await t.database.db.selectFrom('articles').select('id').where('slug', '=', 'antibiotik-harus-dengan-resep').executeTakeFirstOrThrow();
    await t.database.db.updateTable('articles').set({ product_keywords: JSON.stringify(['amoxicillin', 'amlodipine', 'vitamin c']) }).where('id', '=', row.id).execute();
    const products = await data<ProductSummary[]>(`/api/articles/${row.id}/related-products?limit=12`);
    expect(products.length).toBeGreaterThan(0);
    expect(products.every((p) => p.drug_class !== 'keras' && !/amoxicillin|amlodipine/i.test(p.name))).toBe(true);
  });

  it('answers an empty list for an article without keywords', async () => {
    expect(await data<ProductSummary[]>('/api/articles/arti-logo-pada-kemasan-obat/related-products')).toEqual([]);
  });
});

describe('GET /api/tags and /api/article-categories', () => {
  it('lists the tags in use with their counts, in the reader language', async () => {
    const tags = await data<Array<{ slug: string; name: string; article_count: number }>>('/api/tags');
    const dbd = tags.find((tag) => tag.slug === 'dbd')!;
    expect(dbd).toEqual({ slug: 'dbd', name: 'DBD', article_count: SEED_ARTICLES.filter((a) => a.tags.includes('dbd')).length });
    expect(tags.every((tag) => tag.article_count > 0)).toBe(true);
    const en = await data<Array<{ slug: string; name: string }>>('/api/tags', EN);
    expect(en.find((tag) => tag.slug === 'dbd')!.name).toBe('Dengue');
  });

  it('lists the categories in order with their counts', async () => {
    const categories = await data<Array<{ slug: string; name: string; article_count: number }>>('/api/article-categories');
    expect(categories.map((c) => c.slug)).toEqual(['anak', 'penyakit', 'gizi', 'obat', 'wanita', 'gaya-hidup']);
    expect(categories.reduce((n, c) => n + c.article_count, 0)).toBe(SEED_ARTICLES.length);
  });
});

describe('GET /api/banners', () => {
  it('lists at data.data.data only running, active banners that have img_url, in their order, with the English picture in English', async () => {
    const db = t.database.db;
    expect((await data<Page<Banner>>('/api/banners')).data).toEqual([]);
    const rows = await db.selectFrom('banners').select(['id', 'slug']).orderBy('position').execute();
    expect(rows.map((r) => r.slug)).toEqual(SEED_BANNERS.map((b) => b.slug));
    const [a, b, c, d] = rows;
    await db.updateTable('banners').set({ img_url: '/api/media/aa/1024', img_url_en: '/api/media/ab/1024' }).where('id', '=', a!.id).execute();
    await db.updateTable('banners').set({ img_url: '/api/media/bb/1024' }).where('id', '=', b!.id).execute();
    await db.updateTable('banners').set({ img_url: '/api/media/cc/1024', active: 0 }).where('id', '=', c!.id).execute();
    const past = new Date(t.clock.now().getTime() - 1000).toISOString();
    await db.updateTable('banners').set({ img_url: '/api/media/dd/1024', ends_at: past }).where('id', '=', d!.id).execute();

    const res = await get('/api/banners');
    expect(res.headers['cache-control']).toContain('public');
    const list = res.json().data as Page<Banner>;
    expect(list).toMatchObject({ page: 1, total: 2, lastPage: 1 });
    expect(list.data.map((x) => [x.id, x.img_url])).toEqual([
      [a!.id, '/api/media/aa/1024'],
      [b!.id, '/api/media/bb/1024'],
    ]);
    expect(list.data[0]).toMatchObject({ title: SEED_BANNERS[0].id.title, alt: SEED_BANNERS[0].id.alt, link_url: '/doctor', width: 1200, height: 400 });
    const en = await data<Page<Banner>>('/api/banners', EN);
    expect(en.data.map((x) => x.img_url)).toEqual(['/api/media/ab/1024', '/api/media/bb/1024']);
    expect(en.data[0]!.title).toBe(SEED_BANNERS[0].en.title);
    expect((await get('/api/banners?perPage=21')).statusCode).toBe(422);
  });
});

describe('cities and suggestions under the SPEC names', () => {
  it('GET /api/cities honours ?search= as well as ?q=', async () => {
    const all = await data<unknown[]>('/api/cities');
    const bySearch = await data<Array<{ name: string }>>('/api/cities?search=bandung');
    const byQ = await data<Array<{ name: string }>>('/api/cities?q=bandung');
    expect(all.length).toBeGreaterThan(500);
    expect(bySearch.length).toBeGreaterThan(0);
    expect(bySearch.length).toBeLessThan(5);
    expect(bySearch.every((c) => c.name.toLowerCase().includes('bandung'))).toBe(true);
    expect(bySearch).toEqual(byQ);
    expect((await get(`/api/cities?search=${'x'.repeat(101)}`)).statusCode).toBe(422);
  });

  it('GET /api/products/search-suggestion accepts keyword as well as q', async () => {
    const byKeyword = await data<Array<{ label: string }>>('/api/products/search-suggestion?keyword=panadol');
    const byQ = await data<Array<{ label: string }>>('/api/products/search-suggestion?q=panadol');
    expect(byKeyword.length).toBeGreaterThan(0);
    expect(byKeyword).toEqual(byQ);
    expect(await data<unknown[]>('/api/products/search-suggestion')).toEqual([]);
    expect((await get(`/api/products/search-suggestion?keyword=${'x'.repeat(201)}`)).statusCode).toBe(422);
  });
});

describe('demo seed', () => {
  let m: MediaTestApp;
  beforeAll(async () => {
    m = await createMediaTestApp();
  });
  afterAll(async () => m.close());

  it('adds the articles and banners once, and draws covers and both banner pictures once, as real stored images', async () => {
    const now = new Date('2026-01-10T03:00:00Z');
    expect(await seedArticles(m.database.db, now)).toBe(SEED_ARTICLES.length);
    expect(await seedArticles(m.database.db, now)).toBe(0);
    expect(SEED_ARTICLES.length).toBeGreaterThanOrEqual(30);
    const first = await seedDemoArticleImages(m.database.db, m.media);
    expect(first).toEqual({ covers: SEED_ARTICLES.length, banners: SEED_BANNERS.length });
    expect(await seedDemoArticleImages(m.database.db, m.media)).toEqual({ covers: 0, banners: 0 });
    const banner = await m.database.db.selectFrom('banners').selectAll().where('slug', '=', SEED_BANNERS[0].slug).executeTakeFirstOrThrow();
    expect(mediaHash(banner.img_url!)).toBeDefined();
    expect(banner.img_url_en).not.toBe(banner.img_url);
    const image = await m.call({ method: 'GET', url: banner.img_url!, headers: { accept: 'image/webp' } });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
    const listed = (await m.call({ method: 'GET', url: '/api/banners' })).json().data as Page<Banner>;
    expect(listed.data.map((b) => b.img_url)[0]).toBe(banner.img_url);
    const cover = (await m.call({ method: 'GET', url: '/api/articles/demam-pada-anak' })).json().data as ArticleDetail;
    expect(mediaHash(cover.cover_url!)).toBeDefined();
  });
});
