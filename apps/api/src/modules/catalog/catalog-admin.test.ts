import { IMPORT_COLUMNS, productRules } from '@apotek/contract';
import { catalogAdminRoutes } from '@apotek/contract/catalog-admin.routes';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginDemo } from '../../../test/app.ts';
import { type CatalogTestApp, createCatalogTestApp } from '../../../test/catalog.ts';
import { multipart } from '../../../test/files.ts';
import { photoJpeg } from '../../../test/images.ts';

let t: CatalogTestApp;
let admin: string;
const tokens: Record<string, string> = {};
const EN = { i18n_redirected: 'en' };
let place: { category: string; sub: string; segment: string; categoryId: number; subId: number; segmentId: number; brand: string; brandId: number };

beforeAll(async () => {
  t = await createCatalogTestApp();
  admin = await loginDemo(t, 'admin@demo.apotek.id');
  for (const [role, email] of [
    ['customer', 'budi@demo.apotek.id'],
    ['employee', 'karyawan@demo.apotek.id'],
    ['pharmacist', 'apoteker@demo.apotek.id'],
    ['doctor', 'dokter@demo.apotek.id'],
  ] as const)
    tokens[role] = await loginDemo(t, email);
  const db = t.database.db;
  const segment = await db.selectFrom('product_categories').selectAll().where('level', '=', 'segment').orderBy('id').executeTakeFirstOrThrow();
  const sub = await db.selectFrom('product_categories').selectAll().where('id', '=', segment.parent_id!).executeTakeFirstOrThrow();
  const category = await db.selectFrom('product_categories').selectAll().where('id', '=', sub.parent_id!).executeTakeFirstOrThrow();
  const brand = await db.selectFrom('brands').selectAll().orderBy('id').executeTakeFirstOrThrow();
  place = { category: category.slug, sub: sub.slug, segment: segment.slug, categoryId: category.id, subId: sub.id, segmentId: segment.id, brand: brand.slug, brandId: brand.id };
}, 120_000);
afterAll(async () => {
  await t?.close();
});

const productCount = async () => Number((await t.database.db.selectFrom('products').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
const auditCount = async () => Number((await t.database.db.selectFrom('console_audit_log').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

function product(overrides: Record<string, unknown> = {}) {
  return {
    sku: `TST-${Math.random().toString(36).slice(2, 9).toUpperCase()}`,
    name: 'Parasetamol Uji Konsol 500 mg',
    name_en: 'Console Test Paracetamol 500 mg',
    category_id: place.categoryId,
    sub_category_id: place.subId,
    segment_id: place.segmentId,
    brand_id: place.brandId,
    drug_class: 'bebas',
    price: 12_500,
    promo_price: 10_000,
    unit: 'strip',
    bpom_number: 'DBL7214409204A1',
    composition: 'Paracetamol 500 mg',
    composition_en: 'Paracetamol 500 mg',
    ...overrides,
  };
}

/** Polls the public search until it answers (the index follows the bus); at most a second. */
async function findBySearch(q: string, within = 1000): Promise<Array<{ sku: string }>> {
  const start = Date.now();
  for (;;) {
    const res = await t.call({ method: 'GET', url: `/api/products?q=${encodeURIComponent(q)}` });
    const items = res.json().data.data as Array<{ sku: string }>;
    if (items.length > 0 || Date.now() - start > within) return items;
    await new Promise((r) => setTimeout(r, 20));
  }
}

const importFile = (body: Buffer, mode: 'dry_run' | 'apply', cookies?: Record<string, string>, filename = 'produk.csv') => {
  const form = multipart([{ file: body, filename, type: 'text/csv' }]);
  return t.call({ method: 'POST', url: `/api/console/products/import?mode=${mode}`, token: admin, ...form, ...(cookies ? { cookies } : {}) });
};

const csv = (rows: Array<Record<string, string | number>>, columns: readonly string[] = ['sku', 'name', 'category', 'sub_category', 'segment', 'brand', 'drug_class', 'price', 'promo_price', 'unit', 'bpom_number']) =>
  Buffer.from([columns.join(','), ...rows.map((r) => columns.map((c) => `"${String(r[c] ?? '').replaceAll('"', '""')}"`).join(','))].join('\n'));

const row = (sku: string, overrides: Record<string, string | number> = {}) => ({
  sku,
  name: `Vitamin Impor ${sku}`,
  category: place.category,
  sub_category: place.sub,
  segment: place.segment,
  brand: place.brand,
  drug_class: 'bebas',
  price: 15000,
  promo_price: '',
  unit: 'botol',
  bpom_number: 'SD123456789',
  ...overrides,
});

describe('console catalogue: who may call', () => {
  const defs = Object.values(catalogAdminRoutes);
  it('declares catalog:manage on every route', () => {
    for (const def of defs) expect(def.auth).toEqual({ scope: 'catalog:manage' });
  });
  it('refuses a guest (401) and a customer, employee, pharmacist and doctor (403) on every route', async () => {
    for (const def of defs) {
      const url = def.path.replace(':id', '1');
      const guest = await t.call({ method: def.method, url });
      expect(guest.statusCode, `${def.method} ${url}`).toBe(401);
      for (const role of ['customer', 'employee', 'pharmacist', 'doctor']) {
        const res = await t.call({ method: def.method, url, token: tokens[role]!, payload: {} });
        expect(res.statusCode, `${role} ${def.method} ${url}`).toBe(403);
      }
    }
  });
});

describe('console catalogue: products', () => {
  it('every seeded product passes the NIE and promotion rules (so an export imports back)', async () => {
    const rows = await t.database.db.selectFrom('products').select(['sku', 'bpom_number', 'drug_class', 'price', 'promo_price']).execute();
    const bad = rows.filter((r) => productRules(r).length > 0);
    expect(bad.slice(0, 5)).toEqual([]);
  });

  it('creates a product, audits it, and public search finds it within a second', async () => {
    const audits = await auditCount();
    const body = product({ name: 'Zyntravir Konsol Uji 10 mg' });
    const res = await t.call({ method: 'POST', url: '/api/console/products', token: admin, payload: body });
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json().data;
    expect(created).toMatchObject({ sku: body.sku, drug_class: 'bebas', promo_price: 10_000, may_be_promoted: true, archived_at: null, category_name: expect.any(String) });
    expect(await auditCount()).toBe(audits + 1);
    const entry = await t.database.db.selectFrom('console_audit_log').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(entry).toMatchObject({ action: 'product.create', entity: 'product', entity_id: body.sku, before_json: null });
    const started = Date.now();
    const found = await findBySearch('Zyntravir');
    expect(Date.now() - started).toBeLessThan(1000);
    expect(found.map((p) => p.sku)).toContain(body.sku);

    const one = await t.call({ method: 'GET', url: `/api/console/products/${created.id}`, token: admin });
    expect(one.json().data.composition).toBe('Paracetamol 500 mg');
    const list = await t.call({ method: 'GET', url: '/api/console/products?q=zyntravir&sort=price&dir=desc', token: admin });
    expect(list.json().data).toMatchObject({ total: 1, data: [{ sku: body.sku }] });
  });

  it('refuses, in the caller language and with nothing changed: bad NIE, promotion on obat keras, negative price, taken SKU', async () => {
    const existing = (await t.database.db.selectFrom('products').select('sku').executeTakeFirstOrThrow()).sku;
    const [products, audits] = [await productCount(), await auditCount()];
    const cases: Array<[Record<string, unknown>, string, RegExp]> = [
      [{ bpom_number: 'XYZ123' }, 'bpom_number', /NIE format/],
      [{ bpom_number: 'DKL7214409204A1' }, 'bpom_number', /class letter/],
      [{ drug_class: 'keras', bpom_number: 'DKL7214409204A1', promo_price: 9000 }, 'promo_price', /may not be promoted/],
      [{ promo_price: 20_000 }, 'promo_price', /below the price/],
      [{ sku: existing }, 'sku', /already used/],
      [{ category_id: place.subId }, 'category_id', /does not exist/],
    ];
    for (const [overrides, field, reason] of cases) {
      const res = await t.call({ method: 'POST', url: '/api/console/products', token: admin, payload: product(overrides), cookies: EN });
      expect(res.statusCode, JSON.stringify(overrides)).toBe(422);
      expect(res.json().errors[field]?.join(' '), JSON.stringify(res.json())).toMatch(reason);
    }
    const negative = await t.call({ method: 'POST', url: '/api/console/products', token: admin, payload: product({ price: -5 }) });
    expect(negative.statusCode).toBe(422);
    expect(negative.json().errors.price).toBeDefined();
    expect(await productCount()).toBe(products);
    expect(await auditCount()).toBe(audits);
  });

  it('updates with only the changes audited, and archiving takes it out of search', async () => {
    const body = product({ name: 'Quorbelin Uji Arsip' });
    const created = (await t.call({ method: 'POST', url: '/api/console/products', token: admin, payload: body })).json().data;
    const upd = await t.call({ method: 'PUT', url: `/api/console/products/${created.id}`, token: admin, payload: { ...body, price: 13_000 } });
    expect(upd.statusCode, upd.body).toBe(200);
    const entry = await t.database.db.selectFrom('console_audit_log').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(entry.action).toBe('product.update');
    expect(JSON.parse(entry.before_json!)).toEqual({ price: 12_500 });
    expect(JSON.parse(entry.after_json!)).toEqual({ price: 13_000 });
    expect((await findBySearch('Quorbelin')).length).toBe(1);
    const arch = await t.call({ method: 'POST', url: `/api/console/products/${created.id}/archive`, token: admin, payload: { archived: true } });
    expect(arch.json().data.archived_at).not.toBeNull();
    const start = Date.now();
    let left = 1;
    while (left > 0 && Date.now() - start < 1000) {
      left = (await t.call({ method: 'GET', url: '/api/products?q=Quorbelin' })).json().data.data.length;
      if (left > 0) await new Promise((r) => setTimeout(r, 20));
    }
    expect(left).toBe(0);
    const archived = await t.call({ method: 'GET', url: '/api/console/products?status=archived&q=quorbelin', token: admin });
    expect(archived.json().data.total).toBe(1);
  });

  it('uploads an image through the media pipeline and the product keeps its URL', async () => {
    const form = multipart([{ file: await photoJpeg(800, 600, 7), filename: 'foto.jpg' }]);
    const res = await t.call({ method: 'POST', url: '/api/console/products/image', token: admin, ...form });
    expect(res.statusCode, res.body).toBe(201);
    const url = res.json().data.image_url as string;
    expect(url).toMatch(/^\/api\/media\/[0-9a-f]{64}\/640$/);
    expect((await t.call({ method: 'GET', url, headers: { accept: 'image/webp' } })).statusCode).toBe(200);
    const created = await t.call({ method: 'POST', url: '/api/console/products', token: admin, payload: product({ image_url: url }) });
    expect(created.json().data.image_url).toBe(url);
    const notImage = await t.call({ method: 'POST', url: '/api/console/products/image', token: admin, ...multipart([{ file: Buffer.from('hello'), filename: 'x.jpg' }]) });
    expect(notImage.statusCode).toBe(415);
    const foreign = await t.call({ method: 'POST', url: '/api/console/products', token: admin, payload: product({ image_url: 'https://evil.example/x.png' }) });
    expect(foreign.statusCode).toBe(422);
  });
});

describe('console catalogue: categories and brands', () => {
  it('creates a category tree and a brand, refuses deleting what is in use, deletes what is not', async () => {
    const top = await t.call({ method: 'POST', url: '/api/console/categories', token: admin, payload: { name: 'Uji Kategori', name_en: 'Test Category' } });
    expect(top.statusCode, top.body).toBe(201);
    expect(top.json().data.level).toBe('category');
    const sub = await t.call({ method: 'POST', url: '/api/console/categories', token: admin, payload: { name: 'Uji Sub', name_en: 'Test Sub', parent_id: top.json().data.id } });
    expect(sub.json().data.level).toBe('sub_category');
    const seg = await t.call({ method: 'POST', url: '/api/console/categories', token: admin, payload: { name: 'Uji Segmen', name_en: 'Test Segment', parent_id: sub.json().data.id } });
    expect(seg.json().data.level).toBe('segment');
    const deeper = await t.call({ method: 'POST', url: '/api/console/categories', token: admin, payload: { name: 'Terlalu Dalam', name_en: 'Too deep', parent_id: seg.json().data.id }, cookies: EN });
    expect(deeper.statusCode).toBe(422);
    expect(deeper.json().errors.parent_id[0]).toMatch(/segment cannot have children/);
    const inUse = await t.call({ method: 'DELETE', url: `/api/console/categories/${top.json().data.id}`, token: admin, cookies: EN });
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json().message).toMatch(/sub-categories/);
    const renamed = await t.call({ method: 'PUT', url: `/api/console/categories/${seg.json().data.id}`, token: admin, payload: { name: 'Segmen Baru', name_en: 'New Segment', parent_id: sub.json().data.id } });
    expect(renamed.json().data.name).toBe('Segmen Baru');
    expect((await t.call({ method: 'DELETE', url: `/api/console/categories/${seg.json().data.id}`, token: admin })).statusCode).toBe(200);
    const cats = (await t.call({ method: 'GET', url: '/api/console/categories', token: admin })).json().data.data as Array<{ id: number }>;
    expect(cats.some((c) => c.id === seg.json().data.id)).toBe(false);

    const brand = await t.call({ method: 'POST', url: '/api/console/brands', token: admin, payload: { name: 'Merek Uji Konsol', is_popular: true } });
    expect(brand.statusCode, brand.body).toBe(201);
    const twice = await t.call({ method: 'POST', url: '/api/console/brands', token: admin, payload: { name: 'Merek Uji Konsol' } });
    expect(twice.statusCode).toBe(422);
    const used = await t.call({ method: 'DELETE', url: `/api/console/brands/${place.brandId}`, token: admin });
    expect(used.statusCode).toBe(409);
    expect((await t.call({ method: 'DELETE', url: `/api/console/brands/${brand.json().data.id}`, token: admin })).statusCode).toBe(200);
    const actions = (await t.database.db.selectFrom('console_audit_log').select('action').where('entity', 'in', ['category', 'brand']).execute()).map((r) => r.action);
    expect(actions).toEqual(expect.arrayContaining(['category.create', 'category.update', 'category.delete', 'brand.create', 'brand.delete']));
  });
});

describe('console catalogue: import and export', () => {
  it('explains wrong columns and applies nothing', async () => {
    const before = await productCount();
    const res = await importFile(Buffer.from('kode,nama\nA1,Obat'), 'dry_run', EN);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.rejected[0]).toMatchObject({ row: 1, column: null });
    expect(res.json().data.rejected.map((r: { reason: string }) => r.reason).join(' ')).toMatch(/Required columns missing: sku, name.*Unknown columns: kode, nama/s);
    const apply = await importFile(Buffer.from('kode,nama\nA1,Obat'), 'apply');
    expect(apply.statusCode).toBe(422);
    expect(apply.json().data.applied).toBe(false);
    expect(await productCount()).toBe(before);
  });

  it('explains each bad row (duplicate SKU, negative price, invalid NIE, promotion on obat keras) and applies none of the file', async () => {
    const before = [await productCount(), await auditCount()];
    const file = csv([
      row('IMP-OK-1'),
      row('IMP-DUP'),
      row('IMP-DUP', { name: 'Again' }),
      row('IMP-NEG', { price: -100 }),
      row('IMP-NIE', { bpom_number: 'BPOM-123' }),
      row('IMP-KERAS', { drug_class: 'keras', bpom_number: 'DKL1234567890A1', promo_price: 5000 }),
      row('IMP-OK-2'),
    ]);
    const dry = await importFile(file, 'dry_run', EN);
    expect(dry.statusCode, dry.body).toBe(200);
    const data = dry.json().data;
    expect(data.counts).toMatchObject({ rows: 7, new: 3, updated: 0, unchanged: 0, rejected: 4 });
    expect(data.rejected).toEqual([
      { row: 4, column: 'sku', sku: 'IMP-DUP', reason: 'SKU IMP-DUP appears more than once in the file (also row 3)' },
      { row: 5, column: 'price', sku: 'IMP-NEG', reason: 'The price cannot be negative' },
      { row: 6, column: 'bpom_number', sku: 'IMP-NIE', reason: expect.stringMatching(/Invalid NIE format/) },
      { row: 7, column: 'promo_price', sku: 'IMP-KERAS', reason: expect.stringMatching(/may not be promoted/) },
    ]);
    const idDry = await importFile(file, 'dry_run');
    expect(idDry.json().data.rejected[1].reason).toBe('Harga tidak boleh negatif');
    const apply = await importFile(file, 'apply');
    expect(apply.statusCode).toBe(422);
    expect(apply.json().data.counts.rejected).toBe(4);
    expect([await productCount(), await auditCount()]).toEqual(before);
  });

  it('previews new / updated / unchanged without writing, then applies in one go and search finds the rows', async () => {
    const existing = await t.database.db.selectFrom('products').selectAll().where('archived_at', 'is', null).orderBy('id').limit(2).execute();
    const catSlug = async (id: number | null) => (id === null ? '' : (await t.database.db.selectFrom('product_categories').select('slug').where('id', '=', id).executeTakeFirstOrThrow()).slug);
    const brandSlug = async (id: number | null) => (id === null ? '' : (await t.database.db.selectFrom('brands').select('slug').where('id', '=', id).executeTakeFirstOrThrow()).slug);
    const asRow = async (p: (typeof existing)[number], overrides: Record<string, string | number> = {}) => ({
      sku: p.sku,
      name: p.name,
      category: await catSlug(p.category_id),
      sub_category: await catSlug(p.sub_category_id),
      segment: await catSlug(p.segment_id),
      brand: await brandSlug(p.brand_id),
      drug_class: p.drug_class,
      price: p.price,
      promo_price: p.promo_price ?? '',
      unit: p.unit,
      bpom_number: p.bpom_number,
      ...overrides,
    });
    const file = csv([await asRow(existing[0]!), await asRow(existing[1]!, { price: existing[1]!.price + 100 }), row('IMP-XAVOLUM-1', { name: 'Xavolumin Impor' }), row('IMP-XAVOLUM-2', { name: 'Xavolumin Impor Dua' })]);
    const before = await productCount();
    const dry = await importFile(file, 'dry_run');
    expect(dry.json().data.counts).toMatchObject({ rows: 4, new: 2, updated: 1, unchanged: 1, rejected: 0 });
    expect(dry.json().data.changes).toContainEqual({ row: 3, sku: existing[1]!.sku, action: 'updated', fields: ['price'] });
    expect(await productCount()).toBe(before);
    const apply = await importFile(file, 'apply');
    expect(apply.statusCode, apply.body).toBe(200);
    expect(apply.json().data).toMatchObject({ applied: true, counts: { new: 2, updated: 1, unchanged: 1 } });
    expect(await productCount()).toBe(before + 2);
    const price = await t.database.db.selectFrom('products').select('price').where('id', '=', existing[1]!.id).executeTakeFirstOrThrow();
    expect(price.price).toBe(existing[1]!.price + 100);
    expect((await findBySearch('Xavolumin')).length).toBe(2);
    const audit = await t.database.db.selectFrom('console_audit_log').selectAll().where('action', '=', 'product.import').orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(JSON.parse(audit.after_json!).created).toEqual(['IMP-XAVOLUM-1', 'IMP-XAVOLUM-2']);
    const again = await importFile(file, 'dry_run');
    expect(again.json().data.counts).toMatchObject({ new: 0, updated: 0, unchanged: 4 });
  });

  it('exports CSV and XLSX in the import columns that import back unchanged', async () => {
    const res = await t.call({ method: 'GET', url: '/api/console/products/export?format=csv&q=xavolumin', token: admin });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    const text = res.body.replace(/^\uFEFF/, '');
    expect(text.split('\r\n')[0]).toBe(IMPORT_COLUMNS.join(','));
    const back = await importFile(res.rawPayload, 'dry_run');
    expect(back.json().data.counts).toMatchObject({ rows: 2, unchanged: 2, rejected: 0 });

    const all = await t.call({ method: 'GET', url: '/api/console/products/export?format=xlsx', token: admin });
    expect(all.headers['content-type']).toContain('spreadsheetml');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(all.rawPayload as unknown as ArrayBuffer);
    expect(wb.worksheets[0]!.rowCount).toBe((await t.database.db.selectFrom('products').select((eb) => eb.fn.countAll().as('n')).where('archived_at', 'is', null).executeTakeFirstOrThrow()).n as number + 1);
    const xlsxBack = await importFile(all.rawPayload, 'dry_run', undefined, 'produk.xlsx');
    expect(xlsxBack.json().data.counts.rejected, JSON.stringify(xlsxBack.json().data.rejected.slice(0, 3))).toBe(0);
    expect(xlsxBack.json().data.counts.new).toBe(0);
    expect(xlsxBack.json().data.counts.updated).toBe(0);
  });

  it('refuses a request without a file and a file that is not a sheet', async () => {
    const none = await t.call({ method: 'POST', url: '/api/console/products/import', token: admin, payload: {} });
    expect(none.statusCode).toBe(422);
    const empty = await importFile(Buffer.from('\n\n'), 'dry_run', EN);
    expect(empty.statusCode).toBe(422);
    expect(empty.json().message).toMatch(/empty/);
  });
});
