import { routes } from '@apotek/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { type CatalogTestApp, createCatalogTestApp } from '../../test/catalog.ts';
import { catalogIndexFor } from '../modules/catalog/catalog.index.ts';
import { checkContractJson, contractJson } from './contract-json.ts';

const schema = z.object({ id: z.number().int(), name: z.string(), note: z.string().nullable() });

describe('contractJson', () => {
  it('prints a body of exactly the contract shape as it is, checked or not', () => {
    const body = { id: 1, name: 'Apotek Menteng', note: null };
    expect(contractJson(schema, body)).toBe('{"id":1,"name":"Apotek Menteng","note":null}');
    const before = checkContractJson(false);
    try {
      expect(contractJson(schema, body)).toBe('{"id":1,"name":"Apotek Menteng","note":null}');
    } finally {
      checkContractJson(before);
    }
  });

  it('refuses, while checking, a field the contract does not name, a field out of order, a missing or wrong one', () => {
    expect(checkContractJson(true)).toBe(true); // tests run checked
    expect(() => contractJson(schema, { id: 1, name: 'x', note: null, password_hash: 'secret' })).toThrow(/differs from its contract/);
    expect(() => contractJson(schema, { name: 'x', id: 1, note: null })).toThrow(/differs from its contract/);
    expect(() => contractJson(schema, { id: 1, name: 'x' })).toThrow();
    expect(() => contractJson(schema, { id: '1', name: 'x', note: null })).toThrow();
  });
});

// The routes that print their answers without parsing them in production: what production sends must be
// byte for byte what the schema path sends, in both languages.
describe('the fast path on the hot reads', () => {
  let t: CatalogTestApp;
  beforeAll(async () => {
    t = await createCatalogTestApp();
  });
  afterAll(async () => {
    checkContractJson(true);
    await t.close();
  });

  it('answers list, search, suggestions, detail and pharmacies with the same JSON as the schema path', async () => {
    const index = catalogIndexFor(t.database.db, t.search);
    const product = await t.database.db.selectFrom('products').select(['slug']).orderBy('id').executeTakeFirstOrThrow();
    const store = await t.database.db.selectFrom('pharmacies').select('id').orderBy('id').executeTakeFirstOrThrow();
    const urls = [
      ['/api/products?perPage=20', routes.products.response],
      [`/api/products?store_id=${store.id}&in_stock=1&sort=price_asc&perPage=20`, routes.products.response],
      ['/api/products?q=paracetamol&perPage=20', routes.products.response],
      ['/api/products/search-suggestion?q=vit', routes.productSuggestions.response],
      [`/api/products/${product.slug}`, routes.product.response],
      [`/api/products/${product.slug}?store_id=${store.id}`, routes.product.response],
      ['/api/pharmacies?perPage=70', routes.pharmacies.response],
      ['/api/pharmacies?perPage=5&page=2', routes.pharmacies.response],
      ['/api/pharmacies?q=jakarta&perPage=70', routes.pharmacies.response],
    ] as const;
    for (const language of ['id', 'en']) {
      for (const [url, response] of urls) {
        const answers: string[] = [];
        for (const checked of [true, false]) {
          checkContractJson(checked);
          index.cache.clear(); // computed, not replayed
          const res = await t.call({ method: 'GET', url, headers: { 'accept-language': language } });
          expect(res.statusCode, `${url} ${res.body}`).toBe(200);
          answers.push(res.body);
        }
        expect(answers[1], `${language} ${url}`).toBe(answers[0]);
        expect(JSON.stringify(response.parse(JSON.parse(answers[1]!)))).toBe(answers[1]);
      }
    }
  });
});
