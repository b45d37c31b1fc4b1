import { DOCTOR_PAGE_SIZE, DOCTOR_REVIEW_PAGE_SIZE, type DoctorDetail, type DoctorReview, type DoctorSummary, type Page } from '@apotek/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { DEMO_USERS, seedAccounts } from '../../db/seed/accounts/accounts.seed.ts';
import { SEED_DOCTORS } from '../../db/seed/doctors/doctors.seed-data.ts';
import { seedDemoDoctorPhotos, seedDoctors } from '../../db/seed/doctors/doctors.seed.ts';
import { seedDemoData } from '../../db/seed/seed.ts';
import { createMediaTestApp, type MediaTestApp } from '../../../test/media.ts';
import { refreshRating } from './doctors.repository.ts';

const ANDI = 'dr-andi-pratama'; // umum, Mon–Fri 08–12 and 13–17, Sat 09–12 WIB; the demo doctor account
const RINA = 'dr-rina-kusumawati'; // umum, round the clock
const MADE = 'dr-made-wirawan'; // umum, WITA: every day 07–11 and 18–22
const YOHANES = 'dr-yohanes-wenda'; // umum, WIT: Mon–Sat 08–14, no reviews
const NURUL = 'dr-nurul-hidayah-sp-a'; // anak, WITA: Mon–Fri 10–15
const RUDI = 'dr-rudi-simanjuntak-sp-pd'; // on leave (not accepting)
const HENDRA = 'dr-hendra-gunawan-sp-og'; // Mon, Wed, Fri 20:00–24:00 then 00:00–01:00 the next day

let t: TestApp;
let budi: { id: number; name: string };
let doctorUserId: number;

beforeAll(async () => {
  t = await createTestApp();
  const { db } = t.database;
  await seedAccounts(db, t.clock.now().toISOString());
  const users = await db.selectFrom('users').select(['id', 'name', 'email']).execute();
  const byEmail = (role: string) => users.find((u) => u.email === DEMO_USERS.find((d) => d.role === role)!.email)!;
  budi = byEmail('customer');
  doctorUserId = byEmail('doctor').id;
  const dewi = byEmail('employee');
  await seedDoctors(db, { now: t.clock.now(), doctorAccounts: new Map([['dokter@demo.apotek.id', doctorUserId]]), reviewers: [budi, dewi] });
});
afterAll(async () => {
  await t.close();
});

/** Moves the test clock to a Jakarta wall-clock time (2026-01-15 is a Thursday). */
function setJakartaTime(local: string): void {
  t.clock.advance(new Date(`${local}+07:00`).getTime() - t.clock.now().getTime());
}

const get = (url: string, headers: Record<string, string> = {}) => t.call({ method: 'GET', url, headers });
const EN = { cookie: 'i18n_redirected=en' };

async function list(query = '', headers: Record<string, string> = {}): Promise<Page<DoctorSummary>> {
  const res = await get(`/api/doctor${query}`, headers);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as Page<DoctorSummary>;
}
const slugs = (page: Page<DoctorSummary>) => page.data.map((d) => d.slug);
const everything = '?perPage=50';
const seeded = (test: (d: (typeof SEED_DOCTORS)[number]) => boolean) => SEED_DOCTORS.filter(test).map((d) => d.slug).sort();

async function detail(id: string | number, headers: Record<string, string> = {}): Promise<DoctorDetail> {
  const res = await get(`/api/doctor/${id}`, headers);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as DoctorDetail;
}

function expectInvalid(res: Awaited<ReturnType<typeof get>>, field: string): void {
  expect(res.statusCode, res.body).toBe(422);
  expect(res.json().status).toBe(422);
  expect(Object.keys(res.json().errors)).toContain(field);
}

describe('GET /api/doctor', () => {
  it('answers a page in the shop list envelope, twelve cards by default', async () => {
    setJakartaTime('2026-01-15T10:00:00');
    const res = await get('/api/doctor');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 200, message: 'Berhasil' });
    const page = res.json().data as Page<DoctorSummary>;
    expect(page).toMatchObject({ page: 1, perPage: DOCTOR_PAGE_SIZE, total: SEED_DOCTORS.length, lastPage: Math.ceil(SEED_DOCTORS.length / DOCTOR_PAGE_SIZE) });
    expect(page.data).toHaveLength(DOCTOR_PAGE_SIZE);
    const andi = (await list(everything)).data.find((d) => d.slug === ANDI)!;
    expect(andi).toEqual({
      id: expect.any(Number),
      slug: ANDI,
      name: 'dr. Andi Pratama',
      photo_url: null,
      specialty: 'umum',
      specialty_label: 'Dokter Umum',
      gender: 'male',
      languages: ['id', 'en', 'jv'],
      years_of_practice: 10,
      facility: { name: 'Klinik Pratama Sehat Menteng', city: 'Jakarta Pusat' },
      fee: 25_000,
      rating: { average: expect.any(Number), count: 7 },
      is_online: true,
      time_zone: 'Asia/Jakarta',
    });
  });

  it('says who is online now on each doctor own clock, accepting doctors only', async () => {
    setJakartaTime('2026-01-15T10:00:00'); // Thursday: 11:00 WITA, 12:00 WIT
    const bySlug = new Map((await list(everything)).data.map((d) => [d.slug, d.is_online]));
    expect(bySlug.get(ANDI)).toBe(true);
    expect(bySlug.get(RINA)).toBe(true);
    expect(bySlug.get(YOHANES)).toBe(true);
    expect(bySlug.get(NURUL)).toBe(true);
    // 07:00–11:00 WITA has just ended; a slot's end is not inside it.
    expect(bySlug.get(MADE)).toBe(false);
    // Inside his schedule, but on leave.
    expect(bySlug.get(RUDI)).toBe(false);
  });

  it('filters by specialty, one or several', async () => {
    const anak = await list('?specialty=anak');
    expect(slugs(anak).sort()).toEqual(seeded((d) => d.specialty === 'anak'));
    expect(anak.data.every((d) => d.specialty === 'anak' && d.specialty_label === 'Anak')).toBe(true);
    const two = await list('?specialty=anak,gizi&perPage=50');
    expect(slugs(two).sort()).toEqual(seeded((d) => d.specialty === 'anak' || d.specialty === 'gizi'));
  });

  it('filters to the doctors online now', async () => {
    setJakartaTime('2026-01-15T10:00:00');
    const now = await list('?online=1&perPage=50');
    expect(now.data.every((d) => d.is_online)).toBe(true);
    expect(slugs(now)).toEqual(expect.arrayContaining([ANDI, RINA, YOHANES, NURUL]));
    expect(slugs(now)).not.toContain(MADE);
    expect(slugs(now)).not.toContain(RUDI);
    expect(now.total).toBe(now.data.length);
    // Sunday 03:00 WIB: only the round-the-clock GP.
    setJakartaTime('2026-01-18T03:00:00');
    expect(slugs(await list('?online=true'))).toEqual([RINA]);
    // online=0 does not filter.
    expect((await list('?online=0')).total).toBe(SEED_DOCTORS.length);
    // Monday 20:30 WIB: the evening clinic that runs past midnight is on.
    setJakartaTime('2026-01-19T20:30:00');
    expect(slugs(await list('?online=1&perPage=50'))).toContain(HENDRA);
    setJakartaTime('2026-01-20T00:30:00');
    expect(slugs(await list('?online=1&perPage=50'))).toContain(HENDRA);
    setJakartaTime('2026-01-20T01:00:00');
    expect(slugs(await list('?online=1&perPage=50'))).not.toContain(HENDRA);
  });

  it('filters by fee range, either end alone or both', async () => {
    const range = await list('?min_fee=50000&max_fee=80000&perPage=50');
    expect(slugs(range).sort()).toEqual(seeded((d) => d.fee >= 50_000 && d.fee <= 80_000));
    expect(range.data.every((d) => d.fee >= 50_000 && d.fee <= 80_000)).toBe(true);
    expect(slugs(await list('?max_fee=25000&perPage=50')).sort()).toEqual(seeded((d) => d.fee <= 25_000));
    expect(slugs(await list('?min_fee=100000&perPage=50')).sort()).toEqual(seeded((d) => d.fee >= 100_000));
  });

  it('filters by minimum rating, leaving out doctors without reviews', async () => {
    const all = (await list(everything)).data;
    const good = await list('?min_rating=4.5&perPage=50');
    const expected = all.filter((d) => d.rating.count > 0 && d.rating.average! >= 4.5).map((d) => d.slug).sort();
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(all.length - 1);
    expect(slugs(good).sort()).toEqual(expected);
    const any = await list('?min_rating=1&perPage=50');
    expect(slugs(any)).not.toContain(YOHANES);
    expect(any.total).toBe(SEED_DOCTORS.filter((d) => d.reviews > 0).length);
  });

  it('filters by gender and by language', async () => {
    const women = await list('?gender=female&perPage=50');
    expect(slugs(women).sort()).toEqual(seeded((d) => d.gender === 'female'));
    expect(women.data.every((d) => d.gender === 'female')).toBe(true);
    const english = await list('?language=en&perPage=50');
    expect(slugs(english).sort()).toEqual(seeded((d) => d.languages.includes('en')));
    expect(english.data.every((d) => d.languages.includes('en'))).toBe(true);
    expect(slugs(await list('?language=ban'))).toEqual([MADE]);
  });

  it('combines filters', async () => {
    setJakartaTime('2026-01-15T10:00:00');
    const page = await list('?specialty=umum&online=1&language=en&gender=male&perPage=50');
    expect(slugs(page)).toEqual([ANDI]);
  });

  it('searches names, facilities, cities and specialty names in both languages', async () => {
    expect(slugs(await list('?q=andi'))).toEqual([ANDI]);
    expect(slugs(await list('?q=KANDUNGAN&perPage=50')).sort()).toEqual(seeded((d) => d.specialty === 'kandungan'));
    expect(slugs(await list('?q=dermatology&perPage=50')).sort()).toEqual(seeded((d) => d.specialty === 'kulit_kelamin'));
    expect(slugs(await list('?q=psikiater&perPage=50')).sort()).toEqual(seeded((d) => d.specialty === 'jiwa'));
    expect(slugs(await list('?q=surabaya&perPage=50')).sort()).toEqual(seeded((d) => d.city === 'Surabaya'));
    expect(slugs(await list('?q=Bunda%20Kasih'))).toEqual(['dr-siti-rahmawati-sp-a']);
    // LIKE's wildcards are matched literally.
    expect((await list('?q=%25')).total).toBe(0);
    expect((await list('?q=tidak-ada-dokter')).total).toBe(0);
  });

  it('sorts by fee either way, by experience and by rating', async () => {
    const fees = (await list('?sort=fee_asc&perPage=50')).data.map((d) => d.fee);
    expect(fees).toEqual([...fees].sort((a, b) => a - b));
    const down = (await list('?sort=fee_desc&perPage=50')).data.map((d) => d.fee);
    expect(down).toEqual([...fees].sort((a, b) => b - a));
    const years = (await list('?sort=experience&perPage=50')).data.map((d) => d.years_of_practice);
    expect(years).toEqual([...years].sort((a, b) => b - a));
    expect(years[0]).toBeGreaterThan(years.at(-1)!);
    const rated = (await list('?sort=rating&perPage=50')).data;
    const averages = rated.map((d) => d.rating.average ?? 0);
    expect(averages).toEqual([...averages].sort((a, b) => b - a));
    expect(rated.at(-1)!.slug).toBe(YOHANES);
  });

  it('recommends online doctors first, then the better rated', async () => {
    setJakartaTime('2026-01-15T10:00:00');
    const page = (await list('?perPage=50')).data;
    const firstOffline = page.findIndex((d) => !d.is_online);
    expect(firstOffline).toBeGreaterThan(0);
    expect(page.slice(firstOffline).every((d) => !d.is_online)).toBe(true);
    // The default sort is "recommended".
    expect(slugs(await list('?sort=recommended&perPage=50'))).toEqual(page.map((d) => d.slug));
  });

  it('pages without overlap and answers an empty page past the end', async () => {
    const seen: string[] = [];
    for (let p = 1; p <= 4; p += 1) {
      const page = await list(`?perPage=5&page=${p}&sort=fee_asc`);
      expect(page).toMatchObject({ page: p, perPage: 5, total: SEED_DOCTORS.length, lastPage: 4 });
      expect(page.data).toHaveLength(5);
      seen.push(...slugs(page));
    }
    expect(new Set(seen).size).toBe(SEED_DOCTORS.length);
    const past = await list('?perPage=5&page=5');
    expect(past).toMatchObject({ data: [], page: 5, total: SEED_DOCTORS.length, lastPage: 4 });
  });

  it('names specialties in English when asked', async () => {
    const page = await list('?specialty=anak', EN);
    expect(page.data.every((d) => d.specialty_label === 'Paediatrics')).toBe(true);
    const res = await get('/api/doctor?specialty=kandungan', { 'accept-language': 'en-US,en;q=0.9' });
    expect(res.json().message).toBe('Success');
    expect(res.json().data.data[0].specialty_label).toBe('Obstetrics & Gynaecology');
  });

  it('refuses a bad query with 422 naming the field, in Indonesian and in English', async () => {
    const bad = [
      ['?specialty=bedah', 'specialty'],
      ['?specialty=anak,bedah', 'specialty'],
      ['?online=maybe', 'online'],
      ['?min_fee=-1', 'min_fee'],
      ['?max_fee=abc', 'max_fee'],
      ['?min_fee=50000&max_fee=1000', 'max_fee'],
      ['?min_rating=6', 'min_rating'],
      ['?min_rating=0', 'min_rating'],
      ['?gender=x', 'gender'],
      ['?language=fr', 'language'],
      ['?sort=cheapest', 'sort'],
      ['?perPage=1000', 'perPage'],
      ['?page=0', 'page'],
      [`?q=${'a'.repeat(101)}`, 'q'],
    ] as const;
    for (const [query, field] of bad) {
      const id = await get(`/api/doctor${query}`);
      expectInvalid(id, field);
      expect(id.json().message, query).toBe('Data yang dikirim tidak valid');
      const en = await get(`/api/doctor${query}`, EN);
      expectInvalid(en, field);
      expect(en.json().message, query).toBe('The given data was invalid');
      // The field's own message is in the asked language too.
      expect(en.json().errors[field][0], query).not.toBe(id.json().errors[field][0]);
    }
  });

  it('carries the public catalogue caching headers: ETag, public, 304 on a match', async () => {
    const res = await get('/api/doctor?specialty=gigi');
    expect(res.headers['cache-control']).toMatch(/^public, max-age=\d+/);
    expect(res.headers.etag).toMatch(/^W\/"/);
    expect(String(res.headers.vary)).toMatch(/Accept-Language/);
    const again = await get('/api/doctor?specialty=gigi', { 'if-none-match': String(res.headers.etag) });
    expect(again.statusCode).toBe(304);
  });
});

describe('GET /api/doctor/{id}', () => {
  it('answers the profile by slug or id: STR, facility, languages, schedule on the doctor clock', async () => {
    setJakartaTime('2026-01-15T10:00:00');
    const andi = await detail(ANDI);
    expect(andi).toMatchObject({
      slug: ANDI,
      str_number: '3121100220165012',
      practising_since: 2016,
      years_of_practice: 10,
      facility: { name: 'Klinik Pratama Sehat Menteng', city: 'Jakarta Pusat' },
      languages: ['id', 'en', 'jv'],
      accepting: true,
      is_online: true,
      time_zone: 'Asia/Jakarta',
    });
    expect(andi.schedule).toEqual(SEED_DOCTORS.find((d) => d.slug === ANDI)!.schedule.slice().sort((a, b) => a.weekday - b.weekday || a.starts_at.localeCompare(b.starts_at)));
    expect(await detail(andi.id)).toEqual(andi);
  });

  it('says until when an online doctor practises and when the next stretches start', async () => {
    setJakartaTime('2026-01-15T10:00:00');
    const andi = await detail(ANDI);
    expect(andi.online_until).toBe('2026-01-15T12:00:00+07:00');
    expect(andi.next_available).toEqual([
      { starts_at: '2026-01-15T13:00:00+07:00', ends_at: '2026-01-15T17:00:00+07:00' },
      { starts_at: '2026-01-16T08:00:00+07:00', ends_at: '2026-01-16T12:00:00+07:00' },
      { starts_at: '2026-01-16T13:00:00+07:00', ends_at: '2026-01-16T17:00:00+07:00' },
    ]);
    // Friday evening: next is Saturday morning, then Monday.
    setJakartaTime('2026-01-16T18:00:00');
    const evening = await detail(ANDI);
    expect(evening.is_online).toBe(false);
    expect(evening.online_until).toBeNull();
    expect(evening.next_available.map((w) => w.starts_at)).toEqual(['2026-01-17T09:00:00+07:00', '2026-01-19T08:00:00+07:00', '2026-01-19T13:00:00+07:00']);
  });

  it('keeps times on the doctor own zone and joins a stretch across midnight', async () => {
    setJakartaTime('2026-01-15T10:00:00'); // 11:00 WITA
    const made = await detail(MADE);
    expect(made.time_zone).toBe('Asia/Makassar');
    expect(made.is_online).toBe(false);
    expect(made.next_available[0]).toEqual({ starts_at: '2026-01-15T18:00:00+08:00', ends_at: '2026-01-15T22:00:00+08:00' });
    const yohanes = await detail(YOHANES);
    expect(yohanes.online_until).toBe('2026-01-15T14:00:00+09:00');
    expect(yohanes.rating).toEqual({ average: null, count: 0 });
    const hendra = await detail(HENDRA);
    expect(hendra.next_available[0]).toEqual({ starts_at: '2026-01-16T20:00:00+07:00', ends_at: '2026-01-17T01:00:00+07:00' });
  });

  it('shows a doctor on leave as offline with nothing coming', async () => {
    setJakartaTime('2026-01-15T10:00:00');
    const rudi = await detail(RUDI);
    expect(rudi).toMatchObject({ accepting: false, is_online: false, online_until: null, next_available: [] });
    expect(rudi.schedule.length).toBeGreaterThan(0);
  });

  it('answers 404 for an unknown doctor, by slug or by id', async () => {
    for (const id of ['dr-tidak-ada', '999999', '99999999999']) {
      const res = await get(`/api/doctor/${id}`);
      expect(res.statusCode, id).toBe(404);
      expect(res.json()).toMatchObject({ status: 404, message: 'Data tidak ditemukan' });
    }
    expect((await get('/api/doctor/dr-tidak-ada', EN)).json().message).toBe('Not found');
    expect((await get('/api/doctor/bukan%20slug')).statusCode).toBe(422);
  });

  it('links the demo doctor account to its doctor', async () => {
    const row = await t.database.db.selectFrom('doctors').select(['user_id']).where('slug', '=', ANDI).executeTakeFirstOrThrow();
    expect(row.user_id).toBe(doctorUserId);
    const others = await t.database.db.selectFrom('doctors').select('slug').where('user_id', 'is not', null).execute();
    expect(others.map((r) => r.slug)).toEqual([ANDI]);
  });
});

describe('GET /api/doctor/{id}/reviews', () => {
  async function reviews(id: string, query = '', headers: Record<string, string> = {}): Promise<Page<DoctorReview>> {
    const res = await get(`/api/doctor/${id}/reviews${query}`, headers);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers.etag).toBeDefined();
    return res.json().data as Page<DoctorReview>;
  }

  it('pages the reviews newest first, the names masked', async () => {
    const first = await reviews(ANDI);
    expect(first).toMatchObject({ page: 1, perPage: DOCTOR_REVIEW_PAGE_SIZE, total: 7, lastPage: 2 });
    const times = first.data.map((r) => r.created_at);
    expect(times).toEqual([...times].sort().reverse());
    for (const r of first.data) {
      expect(r.author).toMatch(/^\S\*\*\*\S?$/);
      expect(r.rating).toBeGreaterThanOrEqual(1);
      expect(r.rating).toBeLessThanOrEqual(5);
      expect(r.text.length).toBeGreaterThan(20);
    }
    // The demo customer wrote Andi's newest review: masked, never in full.
    expect(first.data[0]!.author).toBe('B***i');
    const raw = (await get(`/api/doctor/${ANDI}/reviews`)).body;
    expect(raw).not.toContain(budi.name);
    expect(raw).not.toContain('author_name');
    expect(raw).not.toContain('customer_id');

    const pages = await Promise.all([1, 2, 3, 4].map((p) => reviews(ANDI, `?perPage=2&page=${p}`)));
    expect(pages.map((p) => p.data.length)).toEqual([2, 2, 2, 1]);
    expect(pages.every((p) => p.lastPage === 4 && p.total === 7)).toBe(true);
    const all = await reviews(ANDI, '?perPage=50');
    expect(pages.flatMap((p) => p.data.map((r) => r.id))).toEqual(all.data.map((r) => r.id));
    expect(first.data.map((r) => r.id)).toEqual(all.data.slice(0, DOCTOR_REVIEW_PAGE_SIZE).map((r) => r.id));
    // Past the last page: empty, the count still told.
    expect(await reviews(ANDI, '?page=3')).toMatchObject({ data: [], total: 7, lastPage: 2 });
  });

  it('agrees with the rating on the profile', async () => {
    const all = await reviews(ANDI, '?perPage=50');
    const profile = await detail(ANDI);
    const mean = all.data.reduce((sum, r) => sum + r.rating, 0) / all.data.length;
    expect(profile.rating).toEqual({ average: Math.round(mean * 10) / 10, count: all.total });
    expect(await reviews(YOHANES)).toMatchObject({ data: [], total: 0, lastPage: 1 });
  });

  it('answers 404 for an unknown doctor and 422 for a bad page, in both languages', async () => {
    expect((await get('/api/doctor/dr-tidak-ada/reviews')).statusCode).toBe(404);
    const id = await get(`/api/doctor/${ANDI}/reviews?perPage=0`);
    expectInvalid(id, 'perPage');
    expect(id.json().message).toBe('Data yang dikirim tidak valid');
    const en = await get(`/api/doctor/${ANDI}/reviews?page=abc`, EN);
    expectInvalid(en, 'page');
    expect(en.json().message).toBe('The given data was invalid');
  });
});

describe('rating aggregation and the seed', () => {
  it('recounts a doctor rating from the reviews when one is written', async () => {
    const { db } = t.database;
    const before = await detail(YOHANES);
    await db
      .insertInto('doctor_reviews')
      .values({ doctor_id: before.id, customer_id: budi.id, author_name: budi.name, consultation_id: null, rating: 4, text: 'Penjelasan jelas dan cepat.', created_at: t.clock.now().toISOString() })
      .execute();
    await refreshRating(db, before.id, t.clock.now().toISOString());
    expect((await detail(YOHANES)).rating).toEqual({ average: 4, count: 1 });
    await db.insertInto('doctor_reviews').values({ doctor_id: before.id, customer_id: null, author_name: 'Sri Wahyuni', consultation_id: null, rating: 5, text: 'Sangat membantu.', created_at: t.clock.now().toISOString() }).execute();
    await refreshRating(db, before.id, t.clock.now().toISOString());
    expect((await detail(YOHANES)).rating).toEqual({ average: 4.5, count: 2 });
    // The newest first; ties in time by the later id.
    expect((await get(`/api/doctor/${YOHANES}/reviews`)).json().data.data.map((r: DoctorReview) => r.author)).toEqual(['S***i', 'B***i']);
  });

  it('seeds twenty doctors over all eight specialties once, with reviews by the demo shoppers among others', async () => {
    const { db } = t.database;
    expect(await seedDoctors(db, { now: t.clock.now(), doctorAccounts: new Map([['dokter@demo.apotek.id', doctorUserId]]) })).toBe(0);
    const rows = await db.selectFrom('doctors').select(['specialty']).execute();
    expect(rows).toHaveLength(20);
    expect(new Set(rows.map((r) => r.specialty)).size).toBe(8);
    const byDemo = await db.selectFrom('doctor_reviews').select('customer_id').where('customer_id', 'is not', null).execute();
    expect(byDemo.length).toBeGreaterThan(2);
  });
});

describe('the demo data and photos', () => {
  let m: MediaTestApp;
  beforeAll(async () => {
    m = await createMediaTestApp();
    await seedDemoData(m.database.db, m.clock.now());
  }, 120_000);
  afterAll(async () => m.close());

  it('come with the demo data: the demo doctor account is dr. Andi, and portraits are drawn once and served', async () => {
    const { db } = m.database;
    const andi = await db.selectFrom('doctors as d').innerJoin('users as u', 'u.id', 'd.user_id').select(['d.slug', 'u.email', 'u.role']).executeTakeFirstOrThrow();
    expect(andi).toEqual({ slug: ANDI, email: DEMO_USERS.find((u) => u.role === 'doctor')!.email, role: 'doctor' });
    expect(await seedDemoDoctorPhotos(db, m.media)).toBe(SEED_DOCTORS.length);
    expect(await seedDemoDoctorPhotos(db, m.media)).toBe(0);
    const rows = await db.selectFrom('doctors').select(['slug', 'photo_url']).execute();
    for (const row of rows) expect(row.photo_url, row.slug).toMatch(/^\/api\/media\/[0-9a-f]{64}\/320$/);
    expect(new Set(rows.map((r) => r.photo_url)).size).toBe(rows.length);
    const res = await m.call({ method: 'GET', url: rows[0]!.photo_url!, headers: { accept: 'image/webp' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    const card = (await m.call({ method: 'GET', url: `/api/doctor?q=andi` })).json().data.data[0];
    expect(card.photo_url).toBe(rows.find((r) => r.slug === ANDI)!.photo_url);
  });
});
