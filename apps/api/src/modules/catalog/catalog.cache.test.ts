import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CatalogTestApp, createCatalogTestApp } from '../../../test/catalog.ts';
import { type CatalogIndex, catalogIndexFor } from './catalog.index.ts';

// A stock move drops only the cached answers it changes (docs/decisions/018-catalogue-read-speed.md):
// those showing the product that moved, and those filtered by a pharmacy's stock when the product ran
// out there or came back. Everything else keeps answering from the cache, and counts stay right.

let t: CatalogTestApp;
let index: CatalogIndex;
beforeAll(async () => {
  t = await createCatalogTestApp();
  index = catalogIndexFor(t.database.db, t.search);
});
afterAll(async () => {
  await t.close();
});

async function get<T>(url: string): Promise<T> {
  const res = await t.call({ method: 'GET', url });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as T;
}
type Page = { data: Array<{ id: number; slug: string }>; total: number };
/** Cached under the default language (Indonesian) and the URL, as the routes key it. */
const isCached = (url: string) => index.cache.has(`id|${url}`);

async function setStock(pharmacyId: number, productId: number, quantity: number) {
  await t.database.db.updateTable('product_stock').set({ quantity }).where('pharmacy_id', '=', pharmacyId).where('product_id', '=', productId).execute();
  // What the bus's stock.changed does after a checkout, an expiry or a cancel.
  await index.refreshProducts([productId]);
}

describe('a stock move and the response cache', () => {
  it('drops the answers showing the product or filtered by its shelf, and keeps every other', async () => {
    const [p, q] = (await t.database.db.selectFrom('pharmacies').select('id').orderBy('id').limit(2).execute()).map((r) => r.id) as [number, number];
    const atP = `/api/products?store_id=${p}&in_stock=1&perPage=5`;
    const atQ = `/api/products?store_id=${q}&in_stock=1&perPage=5`;
    const shownAtP = (await get<Page>(atP)).data.map((x) => x.id);
    const shownAtQ = (await get<Page>(atQ)).data.map((x) => x.id);
    // A: stocked at P (two or more, so one sale leaves it in stock), on neither stock page.
    const row = await t.database.db
      .selectFrom('product_stock')
      .select(['product_id', 'quantity'])
      .where('pharmacy_id', '=', p)
      .where('quantity', '>=', 2)
      .where('product_id', 'not in', [...shownAtP, ...shownAtQ])
      .orderBy('product_id')
      .executeTakeFirstOrThrow();
    const a = row.product_id;
    const slugA = (await t.database.db.selectFrom('products').select('slug').where('id', '=', a).executeTakeFirstOrThrow()).slug;
    const other = (await t.database.db.selectFrom('products').select('slug').where('id', '!=', a).orderBy('id').limit(1).executeTakeFirstOrThrow()).slug;
    const detailA = `/api/products/${slugA}?store_id=${p}`;
    const detailOther = `/api/products/${other}`;
    const categories = '/api/product-categories';
    const totalAtP = (await get<Page>(atP)).total;
    for (const url of [detailA, detailOther, categories]) await get(url);
    for (const url of [atP, atQ, detailA, detailOther, categories]) expect(isCached(url), url).toBe(true);

    // One unit sold: A's page changes, no stock filter does.
    await setStock(p, a, row.quantity - 1);
    expect(isCached(detailA)).toBe(false);
    for (const url of [atP, atQ, detailOther, categories]) expect(isCached(url), url).toBe(true);
    expect((await get<{ stock: { quantity: number } }>(detailA)).stock.quantity).toBe(row.quantity - 1);

    // Sold out at P: P's in-stock pages change (one product fewer), Q's do not.
    await get(detailA);
    await setStock(p, a, 0);
    expect(isCached(detailA)).toBe(false);
    expect(isCached(atP)).toBe(false);
    for (const url of [atQ, detailOther, categories]) expect(isCached(url), url).toBe(true);
    expect((await get<Page>(atP)).total).toBe(totalAtP - 1);
    expect((await get<{ stock: { in_stock: boolean } }>(detailA)).stock.in_stock).toBe(false);
    const filtered = await get<Page>(`/api/products?store_id=${p}&in_stock=1&perPage=100&page=1&sort=newest`);
    expect(filtered.data.map((x) => x.id)).not.toContain(a);

    // Back in stock: the count comes back too.
    await setStock(p, a, row.quantity);
    expect((await get<Page>(atP)).total).toBe(totalAtP);
  });

  it('drops a list page that shows the product that moved', async () => {
    const page = await get<Page>('/api/products?perPage=3&sort=best_selling');
    const url = '/api/products?perPage=3&sort=best_selling';
    const shown = page.data[0]!.id;
    const stock = await t.database.db.selectFrom('product_stock').select(['pharmacy_id', 'quantity']).where('product_id', '=', shown).executeTakeFirstOrThrow();
    expect(isCached(url)).toBe(true);
    await setStock(stock.pharmacy_id, shown, stock.quantity + 1);
    expect(isCached(url)).toBe(false);
    expect(await get<Page>(url)).toEqual(page);
  });
});
