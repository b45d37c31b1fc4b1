import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCatalogTestApp, repeatedWord, type CatalogTestApp } from '../../../../test/catalog.ts';
import { generateProducts } from './catalog.generator.ts';

let t: CatalogTestApp;
beforeAll(async () => {
  t = await createCatalogTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('generateProducts', () => {
  it('inserts plausible synthetic products with stock at every pharmacy, searchable after a rebuild', async () => {
    const { db } = t.database;
    const before = (await db.selectFrom('products').select('id').execute()).length;
    const pharmacies = (await db.selectFrom('pharmacies').select('id').execute()).length;
    const result = await generateProducts(1_500, 7, db, t.clock.now());
    expect(result).toEqual({ products: 1_500, stock: 1_500 * pharmacies });

    const rows = await db.selectFrom('products').selectAll().where('sku', 'like', 'GEN-7-%').execute();
    expect(rows).toHaveLength(1_500);
    for (const p of rows) {
      expect(p.price).toBeGreaterThan(0);
      expect(p.bpom_number).not.toBe('');
      expect(p.brand_id).not.toBeNull();
      if (p.drug_class === 'keras' || p.drug_class === 'dilarang_online') {
        expect(p.promo_price).toBeNull();
        expect(p.requires_prescription).toBe(1);
      }
    }
    const repeats = rows.flatMap((p) => [p.name, p.name_en]).filter((name) => repeatedWord(name) !== null);
    expect(repeats).toEqual([]);
    const zero = await db.selectFrom('product_stock').select('product_id').where('quantity', '=', 0).where('product_id', 'in', rows.slice(0, 200).map((r) => r.id)).execute();
    expect(zero.length).toBeGreaterThan(0);

    await t.reindex();
    const page = (await t.call({ method: 'GET', url: '/api/products?perPage=1' })).json().data;
    expect(page.total).toBe(before + 1_500);
    const hit = (await t.call({ method: 'GET', url: `/api/products?q=${encodeURIComponent(rows[0]!.name)}&perPage=5` })).json().data;
    expect(hit.data.map((p: { id: number }) => p.id)).toContain(rows[0]!.id);
  });

  it('is deterministic: the same count and seed add nothing new', async () => {
    const again = await generateProducts(1_500, 7, t.database.db, t.clock.now());
    expect(again).toEqual({ products: 0, stock: 0 });
  });
});
