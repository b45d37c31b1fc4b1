import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCatalogTestApp, repeatedWord, type CatalogTestApp } from '../../../../test/catalog.ts';
import { seedDemoData } from '../seed.ts';

let t: CatalogTestApp;
beforeAll(async () => {
  t = await createCatalogTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('demo catalogue', () => {
  it('has 300+ products across every top-level category, with the fields a product page shows', async () => {
    const { db } = t.database;
    const products = await db.selectFrom('products').selectAll().execute();
    expect(products.length).toBeGreaterThanOrEqual(300);
    const categories = await db.selectFrom('product_categories').selectAll().execute();
    const top = categories.filter((c) => c.level === 'category');
    for (const c of top) expect(products.some((p) => p.category_id === c.id), c.slug).toBe(true);
    expect(top.map((c) => c.slug)).toEqual(expect.arrayContaining(['demam-nyeri', 'batuk-flu', 'pencernaan', 'vitamin-suplemen', 'ibu-anak', 'perawatan-kulit', 'alat-kesehatan', 'obat-resep']));
    for (const p of products) {
      expect(p.name_en, p.sku).not.toBe('');
      expect(p.composition, p.sku).not.toBe('');
      expect(p.packaging, p.sku).not.toBe('');
      // Point 10 of issue 8: every leaflet text and pack size of the demo catalogue also in English.
      for (const field of ['composition_en', 'indications_en', 'dosage_en', 'contraindications_en', 'side_effects_en', 'storage_en', 'packaging_en'] as const) {
        expect(p[field], `${p.sku} ${field}`).not.toBe('');
      }
      expect(p.packaging_en, p.sku).not.toMatch(/\b(isi|Dus|Botol|Kaleng|Pak|tetes|semprot|lembar|dosis)\b/);
      expect(p.bpom_number, p.sku).not.toBe('');
      expect(p.weight_grams, p.sku).toBeGreaterThan(0);
      expect(p.brand_id, p.sku).not.toBeNull();
      expect(p.segment_id, p.sku).not.toBeNull();
    }
    for (const name of ['Panadol', 'Bodrex', 'OBH Combi', 'Sanmol', 'Promag', 'Enervon-C', 'Tolak Angin', 'Imboost', 'Amoxicillin', 'Amlodipine', 'Metformin']) {
      expect(products.some((p) => p.name.startsWith(name)), name).toBe(true);
    }
  });

  it('links each level to the one above: segments under sub-categories under categories', async () => {
    const categories = await t.database.db.selectFrom('product_categories').selectAll().execute();
    const byId = new Map(categories.map((c) => [c.id, c]));
    for (const c of categories) {
      if (c.level === 'category') expect(c.parent_id).toBeNull();
      if (c.level === 'sub_category') expect(byId.get(c.parent_id!)?.level).toBe('category');
      if (c.level === 'segment') expect(byId.get(c.parent_id!)?.level).toBe('sub_category');
    }
    expect(categories.filter((c) => c.level === 'segment').length).toBeGreaterThan(20);
  });

  it('marks obat keras and dilarang_online as prescription-only, never on promotion, with class-matching NIE numbers', async () => {
    const products = await t.database.db.selectFrom('products').selectAll().execute();
    const keras = products.filter((p) => p.drug_class === 'keras');
    const banned = products.filter((p) => p.drug_class === 'dilarang_online');
    expect(keras.length).toBeGreaterThanOrEqual(20);
    expect(banned.length).toBeGreaterThanOrEqual(3);
    for (const p of [...keras, ...banned]) {
      expect(p.requires_prescription, p.sku).toBe(1);
      expect(p.promo_price, p.sku).toBeNull();
    }
    for (const p of products.filter((x) => x.drug_class === 'bebas' || x.drug_class === 'bebas_terbatas')) expect(p.requires_prescription).toBe(0);
    expect(products.filter((p) => p.promo_price !== null).length).toBeGreaterThan(20);
    for (const p of products.filter((x) => x.promo_price !== null)) expect(p.promo_price!).toBeLessThan(p.price);
    // Medicines: D or G, then the class letter, L, ten digits, a suffix.
    const letter = { bebas: 'B', bebas_terbatas: 'T', keras: 'K' } as const;
    for (const p of products) {
      if (!/^[DG][BTKNP]L/.test(p.bpom_number) || p.drug_class === 'dilarang_online') continue;
      expect(p.bpom_number, p.sku).toMatch(new RegExp(`^[DG]${letter[p.drug_class]}L\\d{10}A1$`));
    }
    expect(products.find((p) => p.name.startsWith('Amoxicillin 500 mg'))!.bpom_number).toMatch(/^GKL\d{10}A1$/);
    expect(products.find((p) => p.name.startsWith('Panadol Paracetamol'))!.bpom_number).toMatch(/^DBL\d{10}A1$/);
  });

  it('never says a word twice in a row in a product name, in either language', async () => {
    const products = await t.database.db.selectFrom('products').select(['name', 'name_en']).execute();
    const repeats = products.flatMap((p) => [p.name, p.name_en]).filter((name) => repeatedWord(name) !== null);
    expect(repeats).toEqual([]);
    expect(products.map((p) => p.name)).toContain('Betadine Salep 10 g');
  });

  it('refuses a promotion on obat keras at the database', async () => {
    const { db } = t.database;
    const keras = await db.selectFrom('products').select('id').where('drug_class', '=', 'keras').executeTakeFirstOrThrow();
    await expect(db.updateTable('products').set({ promo_price: 1_000 }).where('id', '=', keras.id).execute()).rejects.toThrow();
  });

  it('has 20+ brands, some popular, and stock for every product at every pharmacy, some at zero', async () => {
    const { db } = t.database;
    const brands = await db.selectFrom('brands').selectAll().execute();
    expect(brands.length).toBeGreaterThanOrEqual(20);
    expect(brands.filter((b) => b.is_popular === 1).length).toBeGreaterThanOrEqual(5);
    const [products, pharmacies, stock] = await Promise.all([
      db.selectFrom('products').select('id').execute(),
      db.selectFrom('pharmacies').select('id').execute(),
      db.selectFrom('product_stock').select(['quantity']).execute(),
    ]);
    expect(pharmacies.length).toBeGreaterThan(0);
    expect(stock).toHaveLength(products.length * pharmacies.length);
    const zero = stock.filter((s) => s.quantity === 0).length;
    expect(zero).toBeGreaterThan(0);
    expect(zero).toBeLessThan(stock.length / 4);
  });

  it('is idempotent', async () => {
    const { db } = t.database;
    const count = async (table: 'products' | 'product_categories' | 'brands' | 'product_stock') =>
      Number((await db.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
    const before = await Promise.all([count('products'), count('product_categories'), count('brands'), count('product_stock')]);
    const again = await seedDemoData(db, t.clock.now());
    expect(again.products).toBe(0);
    expect(await Promise.all([count('products'), count('product_categories'), count('brands'), count('product_stock')])).toEqual(before);
  });
});
