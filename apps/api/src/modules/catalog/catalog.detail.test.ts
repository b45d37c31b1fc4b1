import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCatalogTestApp, type CatalogTestApp } from '../../../test/catalog.ts';

let t: CatalogTestApp;
beforeAll(async () => {
  t = await createCatalogTestApp();
});
afterAll(async () => {
  await t.close();
});

const get = (url: string, headers: Record<string, string> = {}) => t.call({ method: 'GET', url, headers });

async function productRow(namePrefix: string) {
  return t.database.db.selectFrom('products').selectAll().where('name', 'like', `${namePrefix}%`).orderBy('id').executeTakeFirstOrThrow();
}

describe('GET /api/products/{id}', () => {
  it('answers by id and by slug with the whole leaflet', async () => {
    const row = await productRow('Amoxicillin 500 mg');
    const byId = await get(`/api/products/${row.id}`);
    expect(byId.statusCode).toBe(200);
    expect(byId.headers['content-type']).toBe('application/json; charset=utf-8');
    const body = byId.json();
    expect(body.status).toBe(200);
    const p = body.data;
    expect(p).toMatchObject({
      id: row.id,
      slug: row.slug,
      sku: row.sku,
      name: row.name,
      name_id: row.name,
      name_en: row.name_en,
      drug_class: 'keras',
      requires_prescription: true,
      sellable_online: true,
      promo_price: null,
      composition: row.composition,
      dosage: row.dosage,
      bpom_number: row.bpom_number,
      manufacturer: row.manufacturer,
      weight_grams: row.weight_grams,
      category: { slug: 'obat-resep', name: 'Obat Resep' },
      sub_category: { slug: 'antibiotik', name: 'Antibiotik' },
      segment: { slug: 'antibiotik-kapsul', name: 'Kapsul' },
      brand: { slug: 'indofarma', name: 'Indofarma' },
      stock: null,
      in_stock: null,
      images: [],
    });
    expect(p.created_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    const bySlug = await get(`/api/products/${row.slug}`);
    expect(bySlug.json().data).toEqual(p);
    expect((await get(`/api/products/${row.slug.toUpperCase()}`)).json().data.id).toBe(row.id);
  });

  it('speaks English when asked, falling back to Indonesian where there is no translation', async () => {
    const row = await productRow('Panadol Anak');
    const en = (await get(`/api/products/${row.id}`, { cookie: 'i18n_redirected=en' })).json().data;
    expect(en.name).toBe(row.name_en);
    expect(en.description).toBe(row.description_en);
    expect(en.category.name).toBe('Fever & Pain');
    await t.database.db.updateTable('products').set({ name_en: '', description_en: '' }).where('id', '=', row.id).execute();
    await t.reindex();
    const fallback = (await get(`/api/products/${row.id}`, { cookie: 'i18n_redirected=en' })).json().data;
    expect(fallback.name).toBe(row.name);
    expect(fallback.name_en).toBe(row.name);
    expect(fallback.description).toBe(row.description);
    await t.database.db.updateTable('products').set({ name_en: row.name_en, description_en: row.description_en }).where('id', '=', row.id).execute();
    await t.reindex();
  });

  it('answers the leaflet sections and the pack size in English when asked, in Indonesian otherwise', async () => {
    const row = await t.database.db.selectFrom('products').selectAll().where('packaging', '=', 'Dus isi 10 strip @ 10 tablet').orderBy('id').executeTakeFirstOrThrow();
    const en = (await get(`/api/products/${row.id}`, { cookie: 'i18n_redirected=en' })).json().data;
    expect(en.packaging).toBe('Box of 10 Strips x 10 Tablets');
    expect(en).toMatchObject({ indications: row.indications_en, dosage: row.dosage_en, contraindications: row.contraindications_en, side_effects: row.side_effects_en, storage: row.storage_en, composition: row.composition_en });
    expect(en.storage).toBe('Store in a cool, dry place below 30 °C, away from light. Keep out of the reach of children.');
    expect(en.dosage).not.toMatch(/\b(sehari|kali|Dewasa|Anak)\b/);
    expect(en.untranslated).toEqual([]);
    const list = (await get(`/api/products?q=${encodeURIComponent(row.name_en)}`, { 'accept-language': 'en' })).json().data.data;
    expect(list.find((p: { id: number }) => p.id === row.id)?.packaging).toBe('Box of 10 Strips x 10 Tablets');

    const id = (await get(`/api/products/${row.id}`)).json().data;
    expect(id).toMatchObject({ packaging: 'Dus isi 10 strip @ 10 tablet', indications: row.indications, dosage: row.dosage, storage: row.storage, untranslated: [] });
    expect(id.storage).toMatch(/^Simpan di tempat sejuk/);
  });

  it('names the fields it answers in Indonesian because no English is stored', async () => {
    const row = await productRow('Amoxicillin 500 mg');
    await t.database.db.updateTable('products').set({ indications_en: '', packaging_en: '' }).where('id', '=', row.id).execute();
    await t.reindex();
    const en = (await get(`/api/products/${row.id}`, { cookie: 'i18n_redirected=en' })).json().data;
    expect(en.indications).toBe(row.indications);
    expect(en.packaging).toBe(row.packaging);
    expect(en.dosage).toBe(row.dosage_en);
    expect(en.untranslated).toEqual(['packaging', 'indications']);
    expect((await get(`/api/products/${row.id}`)).json().data.untranslated).toEqual([]);
    await t.database.db.updateTable('products').set({ indications_en: row.indications_en, packaging_en: row.packaging_en }).where('id', '=', row.id).execute();
    await t.reindex();
  });

  it('shows stock at the pharmacy asked for', async () => {
    const { db } = t.database;
    const empty = await db.selectFrom('product_stock').selectAll().where('quantity', '=', 0).orderBy('product_id').executeTakeFirstOrThrow();
    const full = await db.selectFrom('product_stock').selectAll().where('quantity', '>', 0).orderBy('product_id').executeTakeFirstOrThrow();
    // With the stock comes the pharmacy's per-order limit for the product's class (the demo defaults).
    const limitOf = async (productId: number) => {
      const { drug_class } = await db.selectFrom('products').select('drug_class').where('id', '=', productId).executeTakeFirstOrThrow();
      return { bebas: 10, bebas_terbatas: 5, keras: 5, dilarang_online: 0 }[drug_class];
    };
    const out = (await get(`/api/products/${empty.product_id}?store_id=${empty.pharmacy_id}`)).json().data;
    expect(out.stock).toEqual({ store_id: empty.pharmacy_id, quantity: 0, in_stock: false, max_per_order: await limitOf(empty.product_id) });
    expect(out.in_stock).toBe(false);
    const has = (await get(`/api/products/${full.product_id}?store_id=${full.pharmacy_id}`)).json().data;
    expect(has.stock).toEqual({ store_id: full.pharmacy_id, quantity: full.quantity, in_stock: true, max_per_order: await limitOf(full.product_id) });
    // A pharmacy that does not exist simply has nothing, and sells nothing.
    expect((await get(`/api/products/${full.product_id}?store_id=999999`)).json().data.stock).toEqual({ store_id: 999999, quantity: 0, in_stock: false, max_per_order: 0 });
  });

  it('lists gallery images in order', async () => {
    const row = await productRow('Betadine Solution');
    await t.database.db
      .insertInto('product_images')
      .values([
        { product_id: row.id, url: '/media/products/betadine-2.svg', alt: 'Belakang kemasan', sort_order: 2 },
        { product_id: row.id, url: '/media/products/betadine-1.svg', alt: 'Depan kemasan', sort_order: 1 },
      ])
      .execute();
    await t.reindex();
    const p = (await get(`/api/products/${row.slug}`)).json().data;
    expect(p.images).toEqual([
      { url: '/media/products/betadine-1.svg', alt: 'Depan kemasan' },
      { url: '/media/products/betadine-2.svg', alt: 'Belakang kemasan' },
    ]);
  });

  it('marks dilarang_online products as not sellable', async () => {
    const row = await productRow('Diazepam');
    const p = (await get(`/api/products/${row.id}`)).json().data;
    expect(p).toMatchObject({ drug_class: 'dilarang_online', sellable_online: false, requires_prescription: true });
  });

  it('answers an unknown id or slug with a 404 envelope, a bad one with 422', async () => {
    for (const id of ['999999', 'tidak-ada-produk', '99999999999999999999', '0']) {
      const res = await get(`/api/products/${id}`);
      expect(res.statusCode, id).toBe(404);
      expect(res.json()).toMatchObject({ status: 404, message: 'Data tidak ditemukan' });
    }
    const en = await get('/api/products/tidak-ada', { cookie: 'i18n_redirected=en' });
    expect(en.json().message).toBe('Not found');
    // Longer than Fastify's path-parameter limit: no route matches, which is a 404 too.
    expect((await get(`/api/products/${'a'.repeat(161)}`)).statusCode).toBe(404);
    for (const id of ['a%20b', '-abc', '%27%3B--', 'para%00cetamol']) {
      const res = await get(`/api/products/${id}`);
      expect(res.statusCode, id).toBe(422);
      expect(Object.keys(res.json().errors)).toEqual(['id']);
    }
    expect(Object.keys((await get('/api/products/1?store_id=abc')).json().errors)).toEqual(['store_id']);
  });
});

describe('GET /api/products/sku/{sku}', () => {
  it('answers by SKU, in any case, and 404 for an unknown one', async () => {
    const row = await productRow('Promag');
    const res = await get(`/api/products/sku/${row.sku}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.id).toBe(row.id);
    expect((await get(`/api/products/sku/${row.sku.toLowerCase()}`)).json().data.id).toBe(row.id);
    expect((await get('/api/products/sku/APT-XXXX')).statusCode).toBe(404);
    expect((await get(`/api/products/sku/${encodeURIComponent("' or 1=1 --")}`)).statusCode).toBe(404);
    expect((await get(`/api/products/sku/${'X'.repeat(65)}`)).statusCode).toBe(422);
  });
});

describe('GET /api/products/{id}/related', () => {
  it('lists products of the same segment, sub-category or brand, closest first, never the product itself', async () => {
    const row = await productRow('Panadol Paracetamol 500 mg');
    const res = await get(`/api/products/${row.slug}/related?limit=12`);
    expect(res.statusCode).toBe(200);
    const related = res.json().data as Array<{ id: number; brand: { slug: string } | null }>;
    expect(related.length).toBeGreaterThan(0);
    expect(related.length).toBeLessThanOrEqual(12);
    expect(related.some((p) => p.id === row.id)).toBe(false);
    const rows = await t.database.db.selectFrom('products').selectAll().where('id', 'in', related.map((p) => p.id)).execute();
    for (const r of rows) {
      expect(r.segment_id === row.segment_id || r.sub_category_id === row.sub_category_id || r.brand_id === row.brand_id).toBe(true);
    }
    const first = rows.find((r) => r.id === related[0]!.id)!;
    expect(first.segment_id).toBe(row.segment_id);
    expect((await get(`/api/products/${row.id}/related?limit=2`)).json().data).toHaveLength(2);
    expect((await get('/api/products/tidak-ada/related')).statusCode).toBe(404);
    expect((await get(`/api/products/${row.id}/related?limit=51`)).statusCode).toBe(422);
  });
});

describe('GET /api/products/promoted', () => {
  it('lists products on promotion and never obat keras or dilarang_online', async () => {
    const res = await get('/api/products/promoted?limit=50');
    expect(res.statusCode).toBe(200);
    const list = res.json().data as Array<{ id: number; drug_class: string; promo_price: number | null; price: number }>;
    expect(list.length).toBeGreaterThan(10);
    // On promotion: listed by a running promotion (issue 13), or carrying a promo price below its price.
    const nowIso = t.clock.now().toISOString();
    const onPromotion = new Set(
      (await t.database.db.selectFrom('promotion_products as pp').innerJoin('promotions as p', 'p.id', 'pp.promotion_id').select('pp.product_id').where('p.valid_from', '<=', nowIso).where('p.valid_to', '>', nowIso).execute()).map((r) => r.product_id),
    );
    expect(onPromotion.size).toBeGreaterThan(0);
    for (const p of list) {
      expect(['bebas', 'bebas_terbatas']).toContain(p.drug_class);
      if (!onPromotion.has(p.id)) {
        expect(p.promo_price).not.toBeNull();
        expect(p.promo_price!).toBeLessThan(p.price);
      }
    }
    expect((await get('/api/products/promoted')).json().data).toHaveLength(12);
    expect((await get('/api/products/promoted?limit=0')).statusCode).toBe(422);
  });
});

describe('GET /api/products/search-suggestion', () => {
  it('suggests products for a misspelled prefix, with brands and categories that match', async () => {
    const res = await get('/api/products/search-suggestion?q=amoxcilin');
    expect(res.statusCode).toBe(200);
    const list = res.json().data as Array<{ type: string; label: string; url: string; drug_class: string | null; price: number | null }>;
    expect(list.length).toBeGreaterThan(0);
    const first = list.find((s) => s.type === 'product')!;
    expect(first.label).toMatch(/Amoxicillin/);
    expect(first.url).toMatch(/^\/product\/amoxicillin/);
    expect(first.drug_class).toBe('keras');

    const brand = (await get('/api/products/search-suggestion?q=pana')).json().data as Array<{ type: string; slug: string; url: string }>;
    expect(brand[0]).toMatchObject({ type: 'brand', slug: 'panadol', url: '/brand/panadol' });
    expect(brand.some((s) => s.type === 'product')).toBe(true);

    const category = (await get('/api/products/search-suggestion?q=obat%20batuk')).json().data as Array<{ type: string; slug: string; url: string }>;
    expect(category.find((s) => s.type === 'category')).toMatchObject({ slug: 'obat-batuk', url: '/product?sub_category=obat-batuk' });

    const en = (await get('/api/products/search-suggestion?q=cough', { cookie: 'i18n_redirected=en' })).json().data as Array<{ type: string; label: string }>;
    expect(en.find((s) => s.type === 'category')?.label).toMatch(/Cough/);
  });

  it('honours limit, and answers nothing for empty text', async () => {
    expect((await get('/api/products/search-suggestion?q=vitamin&limit=3')).json().data).toHaveLength(3);
    expect((await get('/api/products/search-suggestion?q=vitamin')).json().data.length).toBeLessThanOrEqual(8);
    expect((await get('/api/products/search-suggestion')).json().data).toEqual([]);
    expect((await get('/api/products/search-suggestion?q=%20%20')).json().data).toEqual([]);
    expect((await get('/api/products/search-suggestion?q=vitamin&limit=11')).statusCode).toBe(422);
  });
});

describe('index upkeep', () => {
  it('serves a write only after the index is rebuilt, and then at once (cached responses dropped)', async () => {
    const row = await productRow('Bodrex Migra');
    const before = (await get(`/api/products/${row.id}`)).json().data;
    await t.database.db.updateTable('products').set({ price: before.price + 1_000 }).where('id', '=', row.id).execute();
    expect((await get(`/api/products/${row.id}`)).json().data.price).toBe(before.price);
    await t.reindex();
    expect((await get(`/api/products/${row.id}`)).json().data.price).toBe(before.price + 1_000);
  });
});
