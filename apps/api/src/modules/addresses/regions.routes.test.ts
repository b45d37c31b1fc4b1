import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const CACHEABLE = 'public, max-age=86400';

describe('region pickers', () => {
  it('lists provinces at body.data, cacheable, for guests', async () => {
    const res = await t.call({ method: 'GET', url: '/api/provinces' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe(CACHEABLE);
    const provinces = res.json().data as Array<{ code: string; name: string }>;
    expect(provinces).toHaveLength(38);
    expect(provinces[0]).toEqual({ code: '11', name: 'Aceh' });
  });

  it('lists the cities of a province at body.data.cities', async () => {
    const res = await t.call({ method: 'GET', url: '/api/provinces/32/cities' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe(CACHEABLE);
    const { province, cities } = res.json().data;
    expect(province).toEqual({ code: '32', name: 'Jawa Barat' });
    expect(cities).toContainEqual({ code: '32.73', name: 'Kota Bandung' });
    expect(cities.every((c: { code: string }) => c.code.startsWith('32.'))).toBe(true);
  });

  it('lists the districts of a city at body.data.districts', async () => {
    const res = await t.call({ method: 'GET', url: '/api/cities/31.71/districts' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe(CACHEABLE);
    const { city, districts } = res.json().data;
    expect(city.code).toBe('31.71');
    expect(districts).toContainEqual({ code: '31.71.01', name: 'Gambir' });
  });

  it('lists the villages of a district at body.data.villages, postal code null (the data has none)', async () => {
    const res = await t.call({ method: 'GET', url: '/api/districts/31.71.01/villages' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe(CACHEABLE);
    const { district, villages } = res.json().data;
    expect(district).toEqual({ code: '31.71.01', name: 'Gambir' });
    expect(villages).toContainEqual({ code: '31.71.01.1002', name: 'Cideng', postal_code: null });
  });

  it('searches cities by name, optionally within a province', async () => {
    const res = await t.call({ method: 'GET', url: '/api/cities?q=BanDung' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe(CACHEABLE);
    const cities = res.json().data as Array<{ code: string; name: string; province_code: string }>;
    expect(cities).toContainEqual({ code: '32.73', name: 'Kota Bandung', province_code: '32' });
    expect(cities.every((c) => c.name.toLowerCase().includes('bandung'))).toBe(true);
    const none = await t.call({ method: 'GET', url: '/api/cities?q=bandung&province=31' });
    expect(none.json().data).toEqual([]);
  });

  it('answers 404 for an unknown code at every level, and 422 for a malformed one', async () => {
    for (const url of ['/api/provinces/99/cities', '/api/cities/31.99/districts', '/api/districts/31.71.99/villages', '/api/cities/31/districts']) {
      const res = await t.call({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['cache-control'], url).toBe('no-store');
    }
    expect((await t.call({ method: 'GET', url: '/api/provinces/abc/cities' })).statusCode).toBe(422);
  });
});
