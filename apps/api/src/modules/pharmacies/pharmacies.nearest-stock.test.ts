import type { PharmacySummary } from '@apotek/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAddress, signUp, SUKARASA } from '../../../test/addresses.ts';
import { type CommerceTestApp, createCommerceTestApp, productOf, setStock } from '../../../test/commerce.ts';

/** GET /api/pharmacies/nearest?product_id=…: the automatic pharmacy (docs/decisions/011-auto-pharmacy.md). */
const MONAS = { lat: -6.1754, lng: 106.8272 };
const MENTENG = 'apotek-menteng-jakarta-pusat'; // the nearest outlet to Monas
const TEBET = 'apotek-tebet-jakarta-selatan';
const DAGO = 'apotek-dago-bandung';

let t: CommerceTestApp;
let productId: number;
let nowhereId: number;
const ids = new Map<string, number>();

beforeAll(async () => {
  t = await createCommerceTestApp();
  for (const row of await t.database.db.selectFrom('pharmacies').select(['id', 'slug']).execute()) ids.set(row.slug, row.id);
  productId = (await productOf(t.database.db, 'bebas', 0)).id;
  nowhereId = (await productOf(t.database.db, 'bebas', 1)).id;
  // Only Tebet (Jakarta) and Dago (Bandung) hold the product; Menteng, nearest to Monas, has none.
  for (const id of ids.values()) {
    await setStock(t.database.db, id, productId, 0);
    await setStock(t.database.db, id, nowhereId, 0);
  }
  await setStock(t.database.db, ids.get(TEBET)!, productId, 4);
  await setStock(t.database.db, ids.get(DAGO)!, productId, 1);
});
afterAll(async () => {
  await t.close();
});

async function nearest(query: string, token?: string): Promise<PharmacySummary[]> {
  const res = await t.call({ method: 'GET', url: `/api/pharmacies/nearest?${query}`, ...(token ? { token } : {}) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as PharmacySummary[];
}

describe('GET /api/pharmacies/nearest with product_id', () => {
  it('from a Jakarta point picks the nearest Jakarta pharmacy with stock and skips the nearer one without', async () => {
    const list = await nearest(`lat=${MONAS.lat}&lng=${MONAS.lng}&product_id=${productId}&radius_km=2000`);
    expect(list.map((p) => p.slug)).toEqual([TEBET, DAGO]);
    expect(list[0]!.distance_km).toBeGreaterThan(3);
    expect(list[0]!.distance_km).toBeLessThan(10);
    // Without the product, Menteng is the nearest: the stock, not the distance, skipped it.
    expect((await nearest(`lat=${MONAS.lat}&lng=${MONAS.lng}&limit=1`))[0]!.slug).toBe(MENTENG);
  });

  it('keeps to the radius and answers an empty list when no pharmacy has the product', async () => {
    const near = await nearest(`lat=${MONAS.lat}&lng=${MONAS.lng}&product_id=${productId}`);
    expect(near.map((p) => p.slug)).toEqual([TEBET]);
    expect(await nearest(`lat=${MONAS.lat}&lng=${MONAS.lng}&product_id=${nowhereId}&radius_km=2000`)).toEqual([]);
    expect(await nearest(`product_id=2147483647`)).toEqual([]);
  });

  it("measures from the signed-in customer's default address pin before the browser's location", async () => {
    const { token } = await signUp(t);
    // A default address in Bandung (Sukarasa, next to Dago); the browser says Monas.
    await createAddress(t, token, { ...SUKARASA, postal_code: '40152', latitude: -6.8890, longitude: 107.6110 });
    const fromHome = await nearest(`lat=${MONAS.lat}&lng=${MONAS.lng}&product_id=${productId}&radius_km=2000`, token);
    expect(fromHome[0]!.slug).toBe(DAGO);
    expect(fromHome[0]!.distance_km).toBeLessThan(2);
    // A customer without an address is placed by the browser.
    const { token: other } = await signUp(t);
    expect((await nearest(`lat=${MONAS.lat}&lng=${MONAS.lng}&product_id=${productId}&radius_km=2000`, other))[0]!.slug).toBe(TEBET);
  });

  it('with no point uses the chosen city, else Monas; without a product the point stays required', async () => {
    const fromMonas = await nearest(`product_id=${productId}&radius_km=2000`);
    expect(fromMonas[0]!.slug).toBe(TEBET);
    expect(fromMonas[0]!.distance_km).not.toBeNull();
    expect((await nearest(`product_id=${productId}&city=Bandung&radius_km=2000`))[0]!.slug).toBe(DAGO);
    // An unknown city falls back to Monas.
    expect((await nearest(`product_id=${productId}&city=Atlantis&radius_km=2000`))[0]!.slug).toBe(TEBET);
    const res = await t.call({ method: 'GET', url: '/api/pharmacies/nearest' });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toContain('lat');
  });
});

describe('GET /api/pharmacies/cities', () => {
  it('lists every city with an outlet once, by name, with its count, and each name places the nearest-with-stock answer there', async () => {
    const res = await t.call({ method: 'GET', url: '/api/pharmacies/cities' });
    expect(res.statusCode, res.body).toBe(200);
    const cities = res.json().data as { city: string; province: string; count: number }[];
    const names = cities.map((c) => c.city);
    expect(names).toEqual([...names].sort());
    expect(new Set(names).size).toBe(names.length);
    const all = await t.database.db.selectFrom('pharmacies').select('city').execute();
    expect(cities.reduce((sum, c) => sum + c.count, 0)).toBe(all.length);
    const bandung = cities.find((c) => c.city === all.find((p) => /bandung/i.test(p.city))!.city)!;
    expect(bandung.count).toBeGreaterThanOrEqual(1);
    expect(bandung.province).toMatch(/Jawa Barat/i);
    const placed = await nearest(`product_id=${productId}&city=${encodeURIComponent(bandung.city)}&radius_km=2000`);
    expect(placed[0]!.slug).toBe(DAGO);
  });
});
