import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCatalogTestApp, type CatalogTestApp } from '../../../test/catalog.ts';

// What shoppers type, against the demo catalogue as the shop indexes it, with the result they expect on top.

let t: CatalogTestApp;
beforeAll(async () => {
  t = await createCatalogTestApp();
});
afterAll(async () => {
  await t.close();
});

async function names(q: string, perPage = 20): Promise<string[]> {
  const res = await t.call({ method: 'GET', url: `/api/products?q=${encodeURIComponent(q)}&perPage=${perPage}` });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().data.data as Array<{ name: string }>).map((p) => p.name);
}

const NEBULIZER = 'Omron Nebulizer NE-C28 1 Unit';

describe('search over the demo catalogue', () => {
  it('"vit c": a vitamin C first, the same as "vitamin c", and never the nebulizer whose model number holds a C', async () => {
    const found = await names('vit c');
    expect(found[0]).toMatch(/^Vitamin C /);
    expect(found).not.toContain(NEBULIZER);
    expect(found).toEqual(await names('vitamin c'));
  });

  it('"vitamin c": products holding vitamin C, not a vitamin D whose brand is Enervon-C', async () => {
    const found = await names('vitamin c', 50);
    expect(found).toEqual(expect.arrayContaining(['Enervon-C 30 Tablet', 'Blackmores Bio C 1000 mg 30 Tablet']));
    expect(found.filter((n) => n.startsWith('Osteo Kalsium'))).toEqual([]);
    expect(found).not.toContain(NEBULIZER);
  });

  it('"vit d": the product named vitamin D first', async () => {
    expect((await names('vit d'))[0]).toBe('Vitamin D3 1000 IU 30 Kapsul');
  });

  it('"vitamin c anak": vitamin C products first, not a children\'s syrup without it', async () => {
    const found = await names('vitamin c anak');
    expect(found[0]).toMatch(/^Vitamin C /);
    const firstCurcuma = found.findIndex((n) => n.startsWith('Curcuma Plus'));
    const lastVitaminC = found.findLastIndex((n) => n.startsWith('Vitamin C '));
    expect(firstCurcuma === -1 || firstCurcuma > lastVitaminC).toBe(true);
  });

  it('"salep luka": the wound ointment, named once', async () => {
    expect((await names('salep luka'))[0]).toBe('Betadine Salep 10 g');
  });

  it('"tetes mata": eye drops named so first, and the one only its category calls eye drops still found', async () => {
    const found = await names('tetes mata');
    expect(found.slice(0, 2).every((n) => n.startsWith('Insto Regular'))).toBe(true);
    expect(found).toContain('Insto Dry Eyes Drops 7,5 ml');
  });

  it('"obat batuk anak" and "masker" keep their best answers on top', async () => {
    expect((await names('obat batuk anak'))[0]).toMatch(/^OBH Combi Anak/);
    const masks = await names('masker');
    expect(masks.slice(0, 3).every((n) => n.startsWith('Sensi Masker'))).toBe(true);
  });
});
