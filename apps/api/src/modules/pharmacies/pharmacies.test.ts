import { PHARMACY_PAGE_SIZE, type PharmacyDetail, type PharmacySummary } from '@apotek/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerVerified, type TestApp } from '../../../test/app.ts';
import { DEMO_PHARMACIES } from '../../db/seed/pharmacies/pharmacies.seed-data.ts';
import { seedPharmacies } from '../../db/seed/pharmacies/pharmacies.seed.ts';

const MONAS = { lat: -6.1754, lng: 106.8272 };
const MENTENG = 'apotek-menteng-jakarta-pusat';
const TEBET = 'apotek-tebet-jakarta-selatan'; // Mon–Sat 08:00–21:00, Sunday closed
const NIGHT = 'apotek-tanjung-duren-jakarta-barat'; // 22:00–06:00 every day
const ALL_DAY = 'apotek-kebayoran-baru-jakarta-selatan'; // 24 hours
const RAWAMANGUN = 'apotek-rawamangun-jakarta-timur'; // Mon–Fri 08–20, Sat 08–14, Sunday closed

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedPharmacies(t.database.db, t.clock.now().toISOString());
});
afterAll(async () => {
  await t.close();
});

/** Moves the test clock to a Jakarta wall-clock time (2026-01-15 is a Thursday). */
function setJakartaTime(local: string): void {
  t.clock.advance(new Date(`${local}+07:00`).getTime() - t.clock.now().getTime());
}

const get = (url: string, token?: string) => t.call({ method: 'GET', url, ...(token ? { token } : {}) });
const check = (payload: Record<string, unknown>) => t.call({ method: 'POST', url: '/api/pharmacies/checkoperation', payload });

function expectFieldError(res: Awaited<ReturnType<typeof get>>, field: string): void {
  expect(res.statusCode, res.body).toBe(422);
  expect(res.json().status).toBe(422);
  expect(Object.keys(res.json().errors)).toContain(field);
}

describe('GET /api/pharmacies', () => {
  it('pages 70 at a time by default, ordered by city then name, each with is_open_now', async () => {
    setJakartaTime('2026-01-15T10:00:00');
    const res = await get('/api/pharmacies');
    expect(res.statusCode).toBe(200);
    const page = res.json().data;
    expect(page).toMatchObject({ page: 1, perPage: PHARMACY_PAGE_SIZE, total: DEMO_PHARMACIES.length, lastPage: 1 });
    expect(PHARMACY_PAGE_SIZE).toBe(70);
    const list = page.data as PharmacySummary[];
    expect(list).toHaveLength(DEMO_PHARMACIES.length);
    const keys = list.map((p) => `${p.city}|${p.name}`);
    expect(keys).toEqual([...keys].sort());
    expect(list.every((p) => p.distance_km === null && typeof p.is_open_now === 'boolean')).toBe(true);
    // Thursday 10:00: the 24-hour outlet is open, the night-service outlet is not.
    expect(list.find((p) => p.slug === ALL_DAY)!.is_open_now).toBe(true);
    expect(list.find((p) => p.slug === NIGHT)!.is_open_now).toBe(false);
    expect(new Set(list.map((p) => p.city)).size).toBeGreaterThanOrEqual(5);
  });

  it('honours page and perPage', async () => {
    const page2 = (await get('/api/pharmacies?perPage=5&page=2')).json().data;
    expect(page2).toMatchObject({ page: 2, perPage: 5, total: DEMO_PHARMACIES.length, lastPage: Math.ceil(DEMO_PHARMACIES.length / 5) });
    const all = (await get('/api/pharmacies')).json().data.data as PharmacySummary[];
    expect((page2.data as PharmacySummary[]).map((p) => p.id)).toEqual(all.slice(5, 10).map((p) => p.id));
  });

  it('searches name, city and address with q, case-insensitively, taking % literally', async () => {
    const byName = (await get('/api/pharmacies?q=DAGO')).json().data;
    expect(byName.data.map((p: PharmacySummary) => p.slug)).toEqual(['apotek-dago-bandung']);
    const byCity = (await get('/api/pharmacies?q=surabaya')).json().data;
    expect(byCity.total).toBe(2);
    const byAddress = (await get('/api/pharmacies?q=' + encodeURIComponent('Tebet Raya'))).json().data;
    expect(byAddress.data.map((p: PharmacySummary) => p.slug)).toEqual([TEBET]);
    expect((await get('/api/pharmacies?q=%25')).json().data.total).toBe(0);
    expect((await get('/api/pharmacies?q=' + encodeURIComponent("'; drop table pharmacies; --"))).statusCode).toBe(200);
  });

  it('filters by city; "Jakarta" covers the five Kota Administrasi', async () => {
    const bandung = (await get('/api/pharmacies?city=bandung')).json().data.data as PharmacySummary[];
    expect(bandung.map((p) => p.city)).toEqual(['Bandung', 'Bandung']);
    const jakarta = (await get('/api/pharmacies?city=Jakarta')).json().data.data as PharmacySummary[];
    expect(jakarta.length).toBe(DEMO_PHARMACIES.filter((p) => p.city.startsWith('Jakarta ')).length);
    expect(new Set(jakarta.map((p) => p.city)).size).toBe(5);
  });

  it('sorts nearest first with the distance when lat and lng are given', async () => {
    const page = (await get(`/api/pharmacies?lat=${MONAS.lat}&lng=${MONAS.lng}&perPage=100`)).json().data;
    const list = page.data as PharmacySummary[];
    expect(page.total).toBe(DEMO_PHARMACIES.length);
    expect(list[0]!.slug).toBe(MENTENG);
    // Menteng outlet is about 2.5 km south of Monas, to one decimal.
    expect(list[0]!.distance_km).toBeGreaterThan(2);
    expect(list[0]!.distance_km).toBeLessThan(3);
    expect(Number.isInteger(list[0]!.distance_km! * 10)).toBe(true);
    const distances = list.map((p) => p.distance_km!);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    const dago = list.find((p) => p.slug === 'apotek-dago-bandung')!;
    expect(dago.distance_km).toBeGreaterThan(100);
    expect(dago.distance_km).toBeLessThan(130);
    // Medan is about 1,400 km away.
    expect(list.at(-1)!.distance_km).toBeGreaterThan(1000);
  });

  it('refuses bad coordinates and page sizes with 422 naming the field', async () => {
    expectFieldError(await get('/api/pharmacies?lat=91&lng=106'), 'lat');
    expectFieldError(await get('/api/pharmacies?lat=-6.2&lng=abc'), 'lng');
    expectFieldError(await get('/api/pharmacies?lat=-6.2'), 'lng');
    expectFieldError(await get('/api/pharmacies?perPage=-1'), 'perPage');
    expectFieldError(await get('/api/pharmacies?perPage=100000'), 'perPage');
    expectFieldError(await get('/api/pharmacies?page=0'), 'page');
  });
});

describe('GET /api/pharmacies/{id}', () => {
  it('answers by slug with the legal information, region codes, hours and next opening', async () => {
    setJakartaTime('2026-01-18T10:00:00'); // Sunday
    const res = await get(`/api/pharmacies/${TEBET}`);
    expect(res.statusCode).toBe(200);
    const p = res.json().data as PharmacyDetail;
    expect(p).toMatchObject({
      slug: TEBET,
      legal_name: 'PT Apotek Sehat Nusantara',
      city: 'Jakarta Selatan',
      district: 'Tebet',
      village: 'Tebet Timur',
      region: { province_code: '31', city_code: '31.74', district_code: '31.74.01', village_code: '31.74.01.1001' },
      is_open_now: false,
      distance_km: null,
      next_opening: '2026-01-19T08:00:00+07:00',
    });
    expect(p.pharmacist_name).toMatch(/^apt\. .+, S\.Farm\.$/);
    expect(p.sipa_number).toMatch(/SIPA/);
    expect(p.licence_number).toMatch(/SIA/);
    expect(p.phone).toMatch(/^\+62\d+$/);
    expect(p.opening_hours.map((h) => h.weekday)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(p.opening_hours[6]).toEqual({ weekday: 7, opens_at: null, closes_at: null, closed: true });
  });

  it('answers by numeric id too', async () => {
    const bySlug = (await get(`/api/pharmacies/${MENTENG}`)).json().data as PharmacyDetail;
    const byId = await get(`/api/pharmacies/${bySlug.id}`);
    expect(byId.statusCode).toBe(200);
    expect(byId.json().data.slug).toBe(MENTENG);
  });

  it('has the legal fields filled for every seeded outlet', async () => {
    for (const seeded of DEMO_PHARMACIES) {
      const p = (await get(`/api/pharmacies/${seeded.slug}`)).json().data as PharmacyDetail;
      for (const field of ['legal_name', 'licence_number', 'pharmacist_name', 'sipa_number', 'address', 'phone'] as const) {
        expect(p[field].length, `${seeded.slug} ${field}`).toBeGreaterThan(3);
      }
      expect(p.region.village_code.startsWith(`${p.region.district_code}.`)).toBe(true);
      expect(p.region.district_code.startsWith(`${p.region.city_code}.`)).toBe(true);
      expect(p.region.city_code.startsWith(`${p.region.province_code}.`)).toBe(true);
    }
  });

  it('answers an unknown id or slug with 404 in the envelope', async () => {
    for (const id of ['apotek-tidak-ada', '999999', '99999999999999']) {
      const res = await get(`/api/pharmacies/${id}`);
      expect(res.statusCode, id).toBe(404);
      expect(res.json()).toMatchObject({ status: 404, message: expect.any(String) });
    }
  });
});

describe('POST /api/pharmacies/checkoperation', () => {
  it('defaults to now and answers in Jakarta time with +07:00', async () => {
    setJakartaTime('2026-01-15T10:00:00');
    const res = await check({ pharmacy_id: TEBET });
    expect(res.statusCode).toBe(200);
    const id = (await get(`/api/pharmacies/${TEBET}`)).json().data.id;
    expect(res.json().data).toEqual({
      pharmacy_id: id,
      is_open: true,
      time_zone: 'Asia/Jakarta',
      checked_at: '2026-01-15T10:00:00+07:00',
      today: { weekday: 4, opens_at: '08:00', closes_at: '21:00', closed: false },
      next_opening: '2026-01-16T08:00:00+07:00',
      next_closing: '2026-01-15T21:00:00+07:00',
    });
  });

  it('takes a numeric id and an `at` in UTC', async () => {
    const id = (await get(`/api/pharmacies/${TEBET}`)).json().data.id;
    // Saturday 15:00 UTC is 22:00 in Jakarta: closed, and Sunday is closed too.
    const res = await check({ pharmacy_id: id, at: '2026-01-17T15:00:00Z' });
    expect(res.json().data).toMatchObject({ is_open: false, checked_at: '2026-01-17T22:00:00+07:00', next_opening: '2026-01-19T08:00:00+07:00', next_closing: null });
  });

  it('is closed all Sunday at a Sunday-closed outlet', async () => {
    const res = await check({ pharmacy_id: RAWAMANGUN, at: '2026-01-18T11:00:00+07:00' });
    expect(res.json().data).toMatchObject({
      is_open: false,
      today: { weekday: 7, closed: true, opens_at: null, closes_at: null },
      next_opening: '2026-01-19T08:00:00+07:00',
    });
    // Its short Saturday ends at 14:00.
    expect((await check({ pharmacy_id: RAWAMANGUN, at: '2026-01-17T13:00:00+07:00' })).json().data).toMatchObject({
      is_open: true,
      next_closing: '2026-01-17T14:00:00+07:00',
    });
  });

  it('follows overnight hours past midnight', async () => {
    expect((await check({ pharmacy_id: NIGHT, at: '2026-01-15T23:30:00+07:00' })).json().data).toMatchObject({
      is_open: true,
      next_closing: '2026-01-16T06:00:00+07:00',
    });
    expect((await check({ pharmacy_id: NIGHT, at: '2026-01-16T05:59:00+07:00' })).json().data.is_open).toBe(true);
    expect((await check({ pharmacy_id: NIGHT, at: '2026-01-16T06:00:00+07:00' })).json().data).toMatchObject({
      is_open: false,
      next_opening: '2026-01-16T22:00:00+07:00',
      next_closing: null,
    });
  });

  it('never closes a 24-hour outlet', async () => {
    for (const at of ['2026-01-15T03:00:00+07:00', '2026-01-18T23:59:59+07:00']) {
      expect((await check({ pharmacy_id: ALL_DAY, at })).json().data).toMatchObject({ is_open: true, next_closing: null, next_opening: null });
    }
  });

  it('answers 404 for an unknown pharmacy and 422 for bad input', async () => {
    expect((await check({ pharmacy_id: 'apotek-tidak-ada' })).statusCode).toBe(404);
    expect((await check({ pharmacy_id: 2_000_000_000_000 })).statusCode).toBe(404);
    expectFieldError(await check({}), 'pharmacy_id');
    expectFieldError(await check({ pharmacy_id: TEBET, at: 'besok pagi' }), 'at');
    expectFieldError(await check({ pharmacy_id: -3 }), 'pharmacy_id');
  });
});

describe('GET /api/pharmacies/nearest', () => {
  it('lists the nearest within the radius with distances, closest first', async () => {
    const res = await get(`/api/pharmacies/nearest?lat=${MONAS.lat}&lng=${MONAS.lng}&limit=3`);
    expect(res.statusCode).toBe(200);
    const list = res.json().data as PharmacySummary[];
    expect(list).toHaveLength(3);
    expect(list[0]!.slug).toBe(MENTENG);
    const distances = list.map((p) => p.distance_km!);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(list.every((p) => p.city.startsWith('Jakarta'))).toBe(true);
  });

  it('keeps to radius_km', async () => {
    const near = (await get(`/api/pharmacies/nearest?lat=${MONAS.lat}&lng=${MONAS.lng}&radius_km=5`)).json().data as PharmacySummary[];
    expect(near.length).toBeGreaterThan(0);
    expect(near.every((p) => p.distance_km! <= 5)).toBe(true);
    // From Dago, only the two Bandung outlets lie within 50 km.
    const bandung = (await get('/api/pharmacies/nearest?lat=-6.8930&lng=107.6130')).json().data as PharmacySummary[];
    expect(bandung.map((p) => p.slug)).toEqual(['apotek-dago-bandung', 'apotek-buah-batu-bandung']);
    expect(bandung[0]!.distance_km).toBe(0);
    // Nothing within 50 km of the middle of the Indian Ocean.
    expect((await get('/api/pharmacies/nearest?lat=-20&lng=80')).json().data).toEqual([]);
  });

  it('needs lat and lng, and refuses bad ones', async () => {
    expectFieldError(await get('/api/pharmacies/nearest?lng=106.8'), 'lat');
    expectFieldError(await get('/api/pharmacies/nearest?lat=-6.2'), 'lng');
    expectFieldError(await get('/api/pharmacies/nearest?lat=-91&lng=106.8'), 'lat');
    expectFieldError(await get('/api/pharmacies/nearest?lat=-6.2&lng=181'), 'lng');
    expectFieldError(await get(`/api/pharmacies/nearest?lat=${MONAS.lat}&lng=${MONAS.lng}&limit=0`), 'limit');
    expectFieldError(await get(`/api/pharmacies/nearest?lat=${MONAS.lat}&lng=${MONAS.lng}&radius_km=-1`), 'radius_km');
  });
});

describe('recommended pharmacies', () => {
  it('needs a signed-in user for /recommended', async () => {
    const res = await get('/api/pharmacies/recommended');
    expect(res.statusCode).toBe(401);
    expect(res.json().status).toBe(401);
  });

  it('recommends outlets of the largest city, open ones first, to a signed-in user', async () => {
    const { token } = await registerVerified(t);
    setJakartaTime('2026-01-18T10:00:00'); // Sunday: Tebet is closed
    const res = await get('/api/pharmacies/recommended', token);
    expect(res.statusCode).toBe(200);
    const list = res.json().data as PharmacySummary[];
    expect(list.map((p) => p.slug)).toEqual(['apotek-kebayoran-baru-jakarta-selatan', 'apotek-kemang-jakarta-selatan', TEBET]);
    expect(list.map((p) => p.is_open_now)).toEqual([true, true, false]);
  });

  it('recommends the nearest to a signed-in user who shares a location', async () => {
    const { token } = await registerVerified(t);
    const list = (await get(`/api/pharmacies/recommended?lat=${MONAS.lat}&lng=${MONAS.lng}&limit=2`, token)).json().data as PharmacySummary[];
    expect(list).toHaveLength(2);
    expect(list[0]).toMatchObject({ slug: MENTENG });
    expect(list[0]!.distance_km).toBeGreaterThan(0);
  });

  it('works for guests at /recommendednologin, with and without a location', async () => {
    setJakartaTime('2026-01-18T10:00:00');
    const guest = await get('/api/pharmacies/recommendednologin');
    expect(guest.statusCode).toBe(200);
    expect((guest.json().data as PharmacySummary[])[0]!.slug).toBe('apotek-kebayoran-baru-jakarta-selatan');
    const near = (await get(`/api/pharmacies/recommendednologin?lat=${MONAS.lat}&lng=${MONAS.lng}`)).json().data as PharmacySummary[];
    expect(near[0]!.slug).toBe(MENTENG);
    expect(near.length).toBe(6);
    expectFieldError(await get('/api/pharmacies/recommendednologin?lat=abc&lng=106'), 'lat');
    expectFieldError(await get('/api/pharmacies/recommendednologin?limit=500'), 'limit');
  });
});

describe('a pharmacy on WITA (Makassar, Denpasar)', () => {
  const PETTARANI = 'apotek-pettarani-makassar'; // 08:00–22:00 WITA every day
  const RENON = 'apotek-renon-denpasar'; // Mon–Sat 08:00–21:00 WITA, Sunday closed

  it('GET /api/pharmacies/{id} reads open now on the Makassar clock and names its zone', async () => {
    // 07:30 in Jakarta is 08:30 in Makassar: open there, though a Jakarta clock would say closed.
    setJakartaTime('2026-01-15T07:30:00');
    const p = (await get(`/api/pharmacies/${PETTARANI}`)).json().data as PharmacyDetail;
    expect(p).toMatchObject({ time_zone: 'Asia/Makassar', is_open_now: true, next_opening: '2026-01-16T08:00:00+08:00' });
    expect(p.opening_hours[3]).toEqual({ weekday: 4, opens_at: '08:00', closes_at: '22:00', closed: false });
    const list = (await get('/api/pharmacies?city=Makassar')).json().data.data as PharmacySummary[];
    expect(list.find((s) => s.slug === PETTARANI)).toMatchObject({ time_zone: 'Asia/Makassar', is_open_now: true });
    // The Jakarta outlets keep WIB.
    expect((await get(`/api/pharmacies/${TEBET}`)).json().data.time_zone).toBe('Asia/Jakarta');
    // 21:30 in Jakarta is 22:30 in Makassar: closed.
    setJakartaTime('2026-01-15T21:30:00');
    expect((await get(`/api/pharmacies/${PETTARANI}`)).json().data).toMatchObject({ is_open_now: false, next_opening: '2026-01-16T08:00:00+08:00' });
  });

  it('checkoperation answers on the Makassar clock with +08:00', async () => {
    const id = (await get(`/api/pharmacies/${PETTARANI}`)).json().data.id;
    const open = await check({ pharmacy_id: PETTARANI, at: '2026-01-15T07:30:00+07:00' });
    expect(open.statusCode).toBe(200);
    expect(open.json().data).toEqual({
      pharmacy_id: id,
      is_open: true,
      time_zone: 'Asia/Makassar',
      checked_at: '2026-01-15T08:30:00+08:00',
      today: { weekday: 4, opens_at: '08:00', closes_at: '22:00', closed: false },
      next_opening: '2026-01-16T08:00:00+08:00',
      next_closing: '2026-01-15T22:00:00+08:00',
    });
    expect((await check({ pharmacy_id: id, at: '2026-01-15T14:30:00Z' })).json().data).toMatchObject({
      is_open: false,
      checked_at: '2026-01-15T22:30:00+08:00',
      next_opening: '2026-01-16T08:00:00+08:00',
      next_closing: null,
    });
  });

  it('starts Sunday at midnight WITA for a Sunday-closed Denpasar outlet', async () => {
    // Saturday 23:30 in Jakarta is already Sunday 00:30 in Denpasar.
    expect((await check({ pharmacy_id: RENON, at: '2026-01-17T23:30:00+07:00' })).json().data).toMatchObject({
      is_open: false,
      time_zone: 'Asia/Makassar',
      today: { weekday: 7, closed: true },
      next_opening: '2026-01-19T08:00:00+08:00',
    });
    // Saturday 20:30 WIB is 21:30 WITA: past its Saturday closing.
    expect((await check({ pharmacy_id: RENON, at: '2026-01-17T20:30:00+07:00' })).json().data).toMatchObject({ is_open: false, today: { weekday: 6 } });
  });
});
