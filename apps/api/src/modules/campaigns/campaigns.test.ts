import { apiMessage, type CampaignDetail, mayBePromoted, type Notification, notificationTarget } from '@apotek/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginDemo } from '../../../test/app.ts';
import { type CommerceTestApp, createCommerceTestApp } from '../../../test/commerce.ts';
import { createMediaTestApp, type MediaTestApp } from '../../../test/media.ts';
import { SEED_CAMPAIGNS, seedDemoCampaignBanners } from '../../db/seed/campaigns/campaigns.seed.ts';
import { seedDemoData } from '../../db/seed/seed.ts';

let t: CommerceTestApp;
const DAY = 86_400_000;
const [rainy, firstAid] = SEED_CAMPAIGNS;

beforeAll(async () => {
  t = await createCommerceTestApp();
});
afterAll(async () => t.close());

function get(idOrSlug: string | number, locale = 'id') {
  return t.call({ method: 'GET', url: `/api/campaigns/${idOrSlug}`, headers: { 'accept-language': locale } });
}

async function detail(idOrSlug: string | number, locale = 'id'): Promise<CampaignDetail> {
  const res = await get(idOrSlug, locale);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as CampaignDetail;
}

async function campaignRow(slug: string) {
  return t.database.db.selectFrom('campaigns').selectAll().where('slug', '=', slug).executeTakeFirstOrThrow();
}

async function insertCampaign(slug: string, overrides: { status?: 'draft' | 'published' | 'archived'; startsIn?: number; endsIn?: number } = {}) {
  const now = t.clock.now().getTime();
  const { id } = await t.database.db
    .insertInto('campaigns')
    .values({
      slug,
      status: overrides.status ?? 'published',
      title_id: 'Judul',
      title_en: 'Title',
      body_id: 'Isi',
      body_en: 'Body',
      banner_url: null,
      starts_at: new Date(now + (overrides.startsIn ?? -DAY)).toISOString(),
      ends_at: new Date(now + (overrides.endsIn ?? DAY)).toISOString(),
      published_at: null,
      created_at: new Date(now).toISOString(),
      updated_at: new Date(now).toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

describe('GET /api/campaigns/{id}', () => {
  it('answers a running campaign by slug: text in Indonesian by default, its period and its products as catalogue cards', async () => {
    const c = await detail(rainy!.slug);
    const row = await campaignRow(rainy!.slug);
    expect(c).toMatchObject({ id: row.id, slug: rainy!.slug, title: rainy!.title_id, body: rainy!.body_id, banner: null, starts_at: row.starts_at, ends_at: row.ends_at });
    expect(c.products.length).toBeGreaterThanOrEqual(6);
    const linked = await t.database.db.selectFrom('campaign_products').select('product_id').where('campaign_id', '=', row.id).orderBy('position').execute();
    expect(c.products.map((p) => p.id)).toEqual(linked.map((l) => l.product_id));
    for (const p of c.products) {
      expect(mayBePromoted(p.drug_class), p.name).toBe(true);
      expect(p).toMatchObject({ sellable_online: true, requires_prescription: false, in_stock: null });
      expect(p.category).not.toBeNull();
    }
  });

  it('answers the same by numeric id, and in English to an English request', async () => {
    const row = await campaignRow(firstAid!.slug);
    const id = await detail(row.id);
    const bySlug = await detail(firstAid!.slug);
    expect(id).toEqual(bySlug);
    const en = await detail(row.id, 'en');
    expect(en).toMatchObject({ title: firstAid!.title_en, body: firstAid!.body_en });
    const names = await t.database.db.selectFrom('products').select(['id', 'name_en']).where('id', 'in', en.products.map((p) => p.id)).execute();
    for (const p of en.products) expect(p.name).toBe(names.find((n) => n.id === p.id)!.name_en || p.name);
  });

  it('is cacheable for guests (public, with a validator)', async () => {
    const res = await get(rainy!.slug);
    expect(res.headers['cache-control']).toMatch(/public/);
    expect(res.headers.etag).toBeDefined();
    const again = await t.call({ method: 'GET', url: `/api/campaigns/${rainy!.slug}`, headers: { 'if-none-match': String(res.headers.etag) } });
    expect(again.statusCode).toBe(304);
  });

  it('leaves out obat keras and products not sold online even when a campaign lists them (ARCHITECTURE §4)', async () => {
    const id = await insertCampaign('campur-golongan');
    const products = await t.database.db.selectFrom('products').select(['id', 'drug_class']).where('drug_class', 'in', ['bebas', 'keras', 'dilarang_online']).orderBy('id').execute();
    const pick = ['bebas', 'keras', 'dilarang_online'].map((cls) => products.find((p) => p.drug_class === cls)!);
    await t.database.db.insertInto('campaign_products').values(pick.map((p, position) => ({ campaign_id: id, product_id: p.id, position }))).execute();
    const c = await detail('campur-golongan');
    expect(c.products.map((p) => p.id)).toEqual([pick[0]!.id]);
  });

  it('is 404 (localized) for a draft, an archived one, one not started, one that ended, and unknown ids or slugs', async () => {
    await insertCampaign('masih-draf', { status: 'draft' });
    await insertCampaign('diarsipkan', { status: 'archived' });
    await insertCampaign('belum-mulai', { startsIn: DAY, endsIn: 2 * DAY });
    await insertCampaign('sudah-selesai', { startsIn: -2 * DAY, endsIn: -1 });
    for (const key of ['masih-draf', 'diarsipkan', 'belum-mulai', 'sudah-selesai', 'tidak-ada', '999999']) {
      for (const locale of ['id', 'en'] as const) {
        const res = await get(key, locale);
        expect(res.statusCode, key).toBe(404);
        expect(res.json().message).toBe(apiMessage('campaignNotFound', locale));
      }
    }
    // A running one stops being shown once its period is over.
    const row = await campaignRow(firstAid!.slug);
    const start = t.clock.now().getTime();
    t.clock.advance(Date.parse(row.ends_at) - start);
    try {
      expect((await get(firstAid!.slug)).statusCode).toBe(404);
    } finally {
      t.clock.advance(start - t.clock.now().getTime());
    }
  });
});

describe('the demo customer’s bell on a fresh start', () => {
  it('holds a campaign, a transaction and an approved prescription, two unread, each with its target', async () => {
    const token = await loginDemo(t, 'budi@demo.apotek.id');
    const res = await t.call({ method: 'GET', url: '/api/my/notifications', token });
    expect(res.statusCode, res.body).toBe(200);
    const { data, unread, total } = res.json().data as { data: Notification[]; unread: number; total: number };
    expect(total).toBe(3);
    expect(unread).toBe(2);
    expect(data.map((n) => n.type)).toEqual(['campaign', 'transaction', 'prescription']);
    const [campaign, transaction, prescription] = data as [Notification, Notification, Notification];
    const rainyRow = await campaignRow(rainy!.slug);
    expect(notificationTarget(campaign)).toBe(`/campaign/detail/${rainyRow.id}`);
    expect(campaign.message).toBe(`Promo baru: ${rainy!.title_id}. Cek produk pilihannya sekarang!`);
    const order = JSON.parse(transaction.meta).order_code as string;
    expect(await t.database.db.selectFrom('orders').select('status').where('public_id', '=', order).executeTakeFirstOrThrow()).toEqual({ status: 'ready_for_pickup' });
    expect(transaction.message).toMatch(new RegExp(`^Pesanan ${order} sudah siap diambil di `));
    const rx = JSON.parse(prescription.meta).prescription_id as string;
    expect(await t.database.db.selectFrom('prescriptions').select('status').where('public_id', '=', rx).executeTakeFirstOrThrow()).toEqual({ status: 'approved' });
    expect(prescription.read).toBe(true);
    // The campaign it points at is on show.
    expect((await get(JSON.parse(campaign.meta).campaign_id as string)).statusCode).toBe(200);
  });

  it('is seeded once: seeding again adds no campaign and no notification', async () => {
    const count = async (table: 'campaigns' | 'notifications') => Number((await t.database.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
    const before = { campaigns: await count('campaigns'), notifications: await count('notifications') };
    await seedDemoData(t.database.db, t.clock.now());
    expect({ campaigns: await count('campaigns'), notifications: await count('notifications') }).toEqual(before);
  });
});

describe('campaign banners', () => {
  let m: MediaTestApp;
  beforeAll(async () => {
    m = await createMediaTestApp();
    await seedDemoData(m.database.db, m.clock.now());
  }, 120_000);
  afterAll(async () => m.close());

  it('are drawn through the media pipeline once, and served as images', async () => {
    expect(await seedDemoCampaignBanners(m.database.db, m.media)).toBe(SEED_CAMPAIGNS.length);
    expect(await seedDemoCampaignBanners(m.database.db, m.media)).toBe(0);
    const rows = await m.database.db.selectFrom('campaigns').select(['slug', 'banner_url']).execute();
    for (const row of rows) expect(row.banner_url, row.slug).toMatch(/^\/api\/media\/[0-9a-f]{64}\/1024$/);
    const res = await m.call({ method: 'GET', url: rows[0]!.banner_url!, headers: { accept: 'image/webp' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    const c = await m.call({ method: 'GET', url: `/api/campaigns/${rows[0]!.slug}` });
    expect(c.json().data.banner).toEqual({ url: rows[0]!.banner_url, alt: SEED_CAMPAIGNS.find((s) => s.slug === rows[0]!.slug)!.title_id });
  });
});
