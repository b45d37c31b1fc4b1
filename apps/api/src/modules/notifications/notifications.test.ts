import { apiMessage, jakartaDate, type Notification, notificationTarget, type PushPayload } from '@apotek/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginDemo } from '../../../test/app.ts';
import { confirmOrder, payInSandbox, placeOrder } from '../../../test/commerce.ts';
import { uploadFiles } from '../../../test/files.ts';
import { photoJpeg } from '../../../test/images.ts';
import { browserSubscription, createNotificationsTestApp, customer, type NotificationsTestApp } from '../../../test/notifications.ts';
import { pharmacyOfStaff } from '../../../test/staff.ts';

let t: NotificationsTestApp;
let pharmacist: string;
let admin: string;

beforeAll(async () => {
  t = await createNotificationsTestApp({ campaignBatch: 2 });
  pharmacist = await loginDemo(t, 'apoteker@demo.apotek.id');
  admin = await loginDemo(t, 'admin@demo.apotek.id');
});
afterAll(async () => t.close());

type Row = { id: number; type: string; message: string; locale: string; meta: string; dedupe_key: string; read_at: string | null; message_key: string };

function rowsOf(userId: number): Promise<Row[]> {
  return t.database.db
    .selectFrom('notifications')
    .select(['id', 'type', 'message', 'locale', 'meta', 'dedupe_key', 'read_at', 'message_key'])
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();
}

function list(token: string, query = '', locale = 'id') {
  return t.call({ method: 'GET', url: `/api/my/notifications${query}`, token, headers: { 'accept-language': locale } });
}

async function page(token: string, query = '', locale = 'id') {
  const res = await list(token, query, locale);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { data: Notification[]; unread: number; page: number; perPage: number; total: number; lastPage: number };
}

/** Publishes as the prescriptions module does after a move commits. */
function prescriptionMoved(userId: number, prescriptionId: string, status: string) {
  return t.bus.publish('prescription.changed', { type: 'prescription', meta: { prescription_id: prescriptionId }, status, userId });
}

let rx = 0;
const rxId = () => `RX-TEST${String(++rx).padStart(5, '0')}`;

/** The realtime.user counters published for a user since `from`, in order. */
async function countersFor(userId: number, from = 0): Promise<number[]> {
  await t.bus.idle();
  return t.realtime
    .slice(from)
    .filter((m) => m.userIds.includes(userId) && m.event.type === 'notification.unread')
    .map((m) => m.event.unread as number);
}

describe('the bell: list, update, read all', () => {
  it('lists newest first with paging, the server unread counter and the unread filter', async () => {
    const u = await customer(t);
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) {
      const id = rxId();
      ids.push(id);
      await prescriptionMoved(u.id, id, 'approved');
      await t.drain();
      t.clock.advance(60_000);
    }
    const first = await page(u.token, '?page=1&perPage=2');
    expect(first).toMatchObject({ page: 1, perPage: 2, total: 5, lastPage: 3, unread: 5 });
    expect(first.data.map((n) => JSON.parse(n.meta).prescription_id)).toEqual([ids[4], ids[3]]);
    const last = await page(u.token, '?page=3&perPage=2');
    expect(last.data.map((n) => JSON.parse(n.meta).prescription_id)).toEqual([ids[0]]);
    expect(last.data[0]).toEqual({
      id: expect.any(Number),
      type: 'prescription',
      message: `Resep ${ids[0]} sudah disetujui apoteker. Obatnya bisa kamu tebus sekarang.`,
      meta: JSON.stringify({ prescription_id: ids[0] }),
      created_at: expect.any(String),
      read: false,
      read_at: null,
    });

    const read = await t.call({ method: 'POST', url: '/api/my/notifications/update', token: u.token, payload: { id: last.data[0]!.id } });
    expect(read.statusCode, read.body).toBe(200);
    const unreadOnly = await page(u.token, '?unread=1');
    expect(unreadOnly).toMatchObject({ total: 4, unread: 4 });
    expect(unreadOnly.data.every((n) => !n.read)).toBe(true);
    expect((await page(u.token)).unread).toBe(4);
  });

  it('answers 401 to a guest and 422 (localized) to a page size over the limit', async () => {
    expect((await t.call({ method: 'GET', url: '/api/my/notifications' })).statusCode).toBe(401);
    const u = await customer(t);
    const res = await list(u.token, '?perPage=1000', 'en');
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.perPage).toBeDefined();
  });

  it('update marks the caller’s own notification read, answers it with the counter and publishes the counter', async () => {
    const u = await customer(t);
    await prescriptionMoved(u.id, rxId(), 'approved');
    await prescriptionMoved(u.id, rxId(), 'rejected');
    await t.drain();
    const [a, b] = await rowsOf(u.id);
    expect(await countersFor(u.id)).toContain(2);

    const from = t.realtime.length;
    const res = await t.call({ method: 'POST', url: '/api/my/notifications/update', token: u.token, payload: { id: a!.id }, headers: { 'accept-language': 'en' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(apiMessage('notificationUpdated', 'en'));
    expect(res.json().data).toMatchObject({ notification: { id: a!.id, read: true, read_at: t.clock.now().toISOString() }, unread: 1 });
    expect(await countersFor(u.id, from)).toEqual([1]);
    // Again: still fine, nothing more changes.
    const again = await t.call({ method: 'POST', url: '/api/my/notifications/update', token: u.token, payload: { id: a!.id } });
    expect(again.statusCode).toBe(200);
    expect(again.json().data.unread).toBe(1);
    expect((await rowsOf(u.id)).find((r) => r.id === b!.id)!.read_at).toBeNull();
  });

  it("someone else's notification is 404 (localized) and stays unread; a bad id is 422", async () => {
    const owner = await customer(t);
    const other = await customer(t);
    await prescriptionMoved(owner.id, rxId(), 'approved');
    await t.drain();
    const [mine] = await rowsOf(owner.id);
    for (const locale of ['id', 'en'] as const) {
      const res = await t.call({ method: 'POST', url: '/api/my/notifications/update', token: other.token, payload: { id: mine!.id }, headers: { 'accept-language': locale } });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(apiMessage('notificationNotFound', locale));
    }
    expect((await rowsOf(owner.id))[0]!.read_at).toBeNull();
    expect((await t.call({ method: 'POST', url: '/api/my/notifications/update', token: other.token, payload: { id: 99_999_999 } })).statusCode).toBe(404);
    const bad = await t.call({ method: 'POST', url: '/api/my/notifications/update', token: other.token, payload: { id: 'abc' } });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.id).toHaveLength(1);
    expect((await t.call({ method: 'POST', url: '/api/my/notifications/update', payload: { id: mine!.id } })).statusCode).toBe(401);
  });

  it('read-all marks only the caller’s unread ones and publishes 0', async () => {
    const u = await customer(t);
    const other = await customer(t);
    for (const status of ['approved', 'rejected', 'needs_clarification']) await prescriptionMoved(u.id, rxId(), status);
    await prescriptionMoved(other.id, rxId(), 'approved');
    await t.drain();
    const from = t.realtime.length;
    const res = await t.call({ method: 'POST', url: '/api/my/notifications/read-all', token: u.token });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ message: apiMessage('notificationsAllRead', 'id'), data: { updated: 3, unread: 0 } });
    expect(await countersFor(u.id, from)).toEqual([0]);
    expect((await rowsOf(u.id)).every((r) => r.read_at !== null)).toBe(true);
    expect((await rowsOf(other.id))[0]!.read_at).toBeNull();
    const again = await t.call({ method: 'POST', url: '/api/my/notifications/read-all', token: u.token });
    expect(again.json().data).toEqual({ updated: 0, unread: 0 });
  });
});

describe('orders → notifications', () => {
  it('a payment through the sandbox tells the buyer once, in their language, with the order code as meta', async () => {
    for (const locale of ['id', 'en'] as const) {
      const order = await placeOrder(t, () => customer(t, locale), 0);
      await confirmOrder(t, order);
      await payInSandbox(t, order.orderId);
      await t.drain();
      const userId = (await t.database.db.selectFrom('orders').select('user_id').where('public_id', '=', order.orderId).executeTakeFirstOrThrow()).user_id;
      const rows = await rowsOf(userId);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ type: 'transaction', locale, message_key: 'order.paid', meta: JSON.stringify({ order_code: order.orderId }) });
      expect(rows[0]!.message).toBe(
        locale === 'id'
          ? `Pembayaran pesanan ${order.orderId} sudah kami terima. Apotek akan segera menyiapkan pesananmu.`
          : `We've received the payment for order ${order.orderId}. The pharmacy will get it ready shortly.`,
      );
      const listed = (await page(order.token, '', locale)).data[0]!;
      expect(notificationTarget(listed)).toBe(`/order/summary/${order.orderId}`);

      // The pharmacist readies it at the counter: one more.
      for (const to of ['processing', 'ready_for_pickup']) {
        const res = await t.call({ method: 'POST', url: `/api/console/orders/${order.orderId}/transition`, token: pharmacist, payload: { to } });
        expect(res.statusCode, res.body).toBe(200);
      }
      await t.drain();
      const after = await rowsOf(userId);
      expect(after.map((r) => r.message_key)).toEqual(['order.paid', 'order.ready_for_pickup']);
      expect(after[1]!.message).toContain(order.orderId);
      expect(after[1]!.message).toMatch(locale === 'id' ? /siap diambil di .+\. Tunjukkan kode/ : /ready for pick-up at .+\. Show your pick-up code/);
    }
  });

  it('shipped, delivered and expired each make one; moves nobody is told of make none; a repeat makes nothing new', async () => {
    const order = await placeOrder(t, () => customer(t), 1);
    const userId = (await t.database.db.selectFrom('orders').select('user_id').where('public_id', '=', order.orderId).executeTakeFirstOrThrow()).user_id;
    for (const status of ['checkout', 'awaiting_payment', 'processing', 'completed', 'cancelled', 'refunded']) {
      await t.bus.publish('order.changed', { orderId: order.orderId, status });
    }
    await t.drain();
    expect(await rowsOf(userId)).toHaveLength(0);
    const jobs = await t.database.db.selectFrom('jobs').select('id').where('name', '=', 'notification.event').where('payload', 'like', `%${order.orderId}%`).execute();
    expect(jobs).toHaveLength(0);

    for (const status of ['shipped', 'delivered', 'expired']) {
      await t.bus.publish('order.changed', { orderId: order.orderId, status });
      await t.bus.publish('order.changed', { orderId: order.orderId, status });
    }
    await t.drain();
    // The same event scheduled again under another key (a job run twice) still makes nothing new.
    await t.jobs.schedule(t.database.db, { name: 'notification.event', payload: { kind: 'order', orderId: order.orderId, status: 'shipped' }, runAt: t.clock.now() });
    await t.drain();
    // Jobs run side by side, so the rows come in any order.
    const rows = (await rowsOf(userId)).sort((a, b) => ['order.shipped', 'order.delivered', 'order.expired'].indexOf(a.message_key) - ['order.shipped', 'order.delivered', 'order.expired'].indexOf(b.message_key));
    expect(rows.map((r) => [r.message_key, r.dedupe_key])).toEqual([
      ['order.shipped', `order:${order.orderId}:shipped`],
      ['order.delivered', `order:${order.orderId}:delivered`],
      ['order.expired', `order:${order.orderId}:expired`],
    ]);
    expect(rows.map((r) => r.message)).toEqual([
      `Pesanan ${order.orderId} sedang dalam perjalanan bersama kurir.`,
      `Pesanan ${order.orderId} sudah sampai. Semoga lekas sehat!`,
      `Batas waktu pembayaran pesanan ${order.orderId} sudah lewat, jadi pesanan dibatalkan otomatis.`,
    ]);
  });

  it('an order the database does not know makes nothing', async () => {
    const before = await t.database.db.selectFrom('notifications').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    await t.bus.publish('order.changed', { orderId: 'APT-NOSUCHORDER', status: 'paid' });
    await t.drain();
    const after = await t.database.db.selectFrom('notifications').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });
});

describe('prescriptions → notifications', () => {
  it('approved, rejected and needs clarification, in Indonesian and English; other moves make none', async () => {
    const texts = {
      id: {
        approved: (c: string) => `Resep ${c} sudah disetujui apoteker. Obatnya bisa kamu tebus sekarang.`,
        rejected: (c: string) => `Resep ${c} belum bisa disetujui apoteker. Lihat alasannya di detail resep.`,
        needs_clarification: (c: string) => `Apoteker butuh keterangan tambahan untuk resep ${c}. Yuk, jawab pertanyaannya.`,
      },
      en: {
        approved: (c: string) => `Your prescription ${c} was approved by the pharmacist. You can get its medicines now.`,
        rejected: (c: string) => `Your prescription ${c} could not be approved by the pharmacist. See why in the prescription details.`,
        needs_clarification: (c: string) => `The pharmacist needs more information about prescription ${c}. Please answer their question.`,
      },
    };
    for (const locale of ['id', 'en'] as const) {
      const u = await customer(t, locale);
      const codes = { approved: rxId(), rejected: rxId(), needs_clarification: rxId() };
      for (const [status, code] of Object.entries(codes)) await prescriptionMoved(u.id, code, status);
      for (const status of ['submitted', 'in_review', 'partly_redeemed', 'redeemed', 'expired']) await prescriptionMoved(u.id, rxId(), status);
      await t.drain();
      const order = ['prescription.approved', 'prescription.rejected', 'prescription.needs_clarification'];
      const rows = (await rowsOf(u.id)).sort((a, b) => order.indexOf(a.message_key) - order.indexOf(b.message_key));
      expect(rows.map((r) => r.message)).toEqual([
        texts[locale].approved(codes.approved),
        texts[locale].rejected(codes.rejected),
        texts[locale].needs_clarification(codes.needs_clarification),
      ]);
      expect(rows.every((r) => r.type === 'prescription' && r.locale === locale)).toBe(true);
      expect(notificationTarget({ type: 'prescription', meta: rows[0]!.meta })).toBe(`/prescription/${codes.approved}`);
    }
  });

  it('approved announced again (a refund released it) adds nothing; a second question adds a second notification', async () => {
    const u = await customer(t);
    const code = rxId();
    await prescriptionMoved(u.id, code, 'approved');
    await t.drain();
    await prescriptionMoved(u.id, code, 'approved');
    await prescriptionMoved(u.id, code, 'needs_clarification');
    await t.drain();
    await prescriptionMoved(u.id, code, 'needs_clarification');
    await t.drain();
    expect((await rowsOf(u.id)).map((r) => r.message_key)).toEqual(['prescription.approved', 'prescription.needs_clarification', 'prescription.needs_clarification']);
  });

  it('a pharmacist rejecting a real prescription in the console tells its owner', async () => {
    const u = await customer(t);
    const storeId = await pharmacyOfStaff(t);
    const [file] = await uploadFiles(t, u.token, [await photoJpeg(240, 320)]);
    const submitted = await t.call({
      method: 'POST',
      url: '/api/prescriptions',
      token: u.token,
      payload: {
        file_ids: [file!.id],
        patient: { relation: 'self', name: 'Rahmat Hidayat', age: 41 },
        doctor: { name: 'dr. Sinta Maharani', sip: 'SIP 446/777/DU/2025' },
        date: jakartaDate(t.clock.now()),
        notes: '',
        pharmacy_id: storeId,
      },
    });
    expect(submitted.statusCode, submitted.body).toBe(200);
    const id = submitted.json().data.id as string;
    for (const [action, payload] of [['review', {}], ['reject', { reason: 'Foto resep buram, mohon unggah ulang' }]] as const) {
      const res = await t.call({ method: 'POST', url: `/api/console/prescriptions/${id}/${action}`, token: pharmacist, payload });
      expect(res.statusCode, res.body).toBe(200);
    }
    await t.drain();
    const rows = await rowsOf(u.id);
    expect(rows.map((r) => [r.message_key, r.meta])).toEqual([['prescription.rejected', JSON.stringify({ prescription_id: id })]]);
  });
});

describe('consultations and appointments → notifications', () => {
  it('make one per move with the order code as meta, the doctor named or "dokter"; unknown moves make none', async () => {
    const u = await customer(t);
    const en = await customer(t, 'en');
    await t.bus.publish('consultation.changed', { type: 'consultation', id: 'CNS-1', meta: { order_code: 'APT-CONSULT001' }, status: 'paid', userId: u.id, doctorName: 'dr. Ayu Lestari' });
    await t.bus.publish('consultation.changed', { type: 'consultation', id: 'CNS-1', meta: { order_code: 'APT-CONSULT001' }, status: 'paid', userId: u.id, doctorName: 'dr. Ayu Lestari' });
    await t.bus.publish('consultation.changed', { type: 'appointment', id: 'APP-1', meta: { order_code: 'APT-APPOINT001' }, status: 'approved', userId: u.id });
    await t.bus.publish('consultation.changed', { type: 'appointment', id: 'APP-2', meta: { order_code: 'APT-APPOINT002' }, status: 'approved', userId: en.id });
    await t.bus.publish('consultation.changed', { type: 'consultation', id: 'CNS-2', meta: { order_code: 'APT-CONSULT002' }, status: 'something_new', userId: u.id });
    await t.drain();
    const rows = (await rowsOf(u.id)).sort((a, b) => a.type.localeCompare(b.type)).reverse();
    expect(rows.map((r) => [r.type, r.message, r.meta])).toEqual([
      ['consultation', 'Pembayaran konsultasi APT-CONSULT001 sudah kami terima. Kamu akan segera terhubung dengan dr. Ayu Lestari.', JSON.stringify({ order_code: 'APT-CONSULT001' })],
      ['appointment', 'Janji temu APT-APPOINT001 dengan dokter sudah dikonfirmasi.', JSON.stringify({ order_code: 'APT-APPOINT001' })],
    ]);
    expect((await rowsOf(en.id)).map((r) => r.message)).toEqual(['Your appointment APT-APPOINT002 with the doctor is confirmed.']);
    expect(notificationTarget({ type: 'appointment', meta: rows[1]!.meta })).toBe('/order/summary/APT-APPOINT001');
  });
});

describe('chat while offline → notifications', () => {
  it("one per room while unread: newer messages update it with a count; once read, the next makes a new one", async () => {
    const u = await customer(t);
    const from = t.realtime.length;
    await t.bus.publish('chat.offline', { userId: u.id, roomId: 41, senderName: 'Apotek Sehat Menteng', text: 'Halo Kak, obatnya  tersedia.\nMau diantar?' });
    await t.drain();
    let rows = await rowsOf(u.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ type: 'chat', message: 'Pesan baru dari Apotek Sehat Menteng: Halo Kak, obatnya tersedia. Mau diantar?', meta: JSON.stringify({ room_id: 41 }) });
    expect(notificationTarget({ type: 'chat', meta: rows[0]!.meta })).toBe('/messages?room=41');

    t.clock.advance(1000);
    await t.bus.publish('chat.offline', { userId: u.id, roomId: 41, senderName: 'Apotek Sehat Menteng', text: 'x'.repeat(500) });
    await t.bus.publish('chat.offline', { userId: u.id, roomId: 99, senderName: 'dr. Budi', text: 'Selamat pagi' });
    await t.drain();
    rows = await rowsOf(u.id);
    expect(rows).toHaveLength(2);
    expect(rows[0]!.message).toBe(`2 pesan baru dari Apotek Sehat Menteng. Terakhir: ${'x'.repeat(119)}…`);
    expect(rows[1]!.message).toBe('Pesan baru dari dr. Budi: Selamat pagi');
    // One counter per change; the two jobs of the second round ran side by side, so their counts may come in either order.
    const counters = await countersFor(u.id, from);
    expect(counters).toHaveLength(3);
    expect(counters[0]).toBe(1);
    expect(Math.max(...counters)).toBe(2);

    await t.call({ method: 'POST', url: '/api/my/notifications/read-all', token: u.token });
    await t.bus.publish('chat.offline', { userId: u.id, roomId: 41, senderName: 'Apotek Sehat Menteng', text: 'Sudah dikirim ya' });
    await t.drain();
    rows = await rowsOf(u.id);
    expect(rows).toHaveLength(3);
    expect(rows[2]).toMatchObject({ message: 'Pesan baru dari Apotek Sehat Menteng: Sudah dikirim ya', read_at: null });
  });
});

describe('campaigns → notifications', () => {
  async function draftCampaign(slug: string, endsInDays = 10) {
    const now = t.clock.now();
    const product = await t.database.db.selectFrom('products').select('id').where('drug_class', '=', 'bebas').orderBy('id').limit(1).executeTakeFirstOrThrow();
    const { id } = await t.database.db
      .insertInto('campaigns')
      .values({
        slug,
        status: 'draft',
        title_id: 'Diskon Vitamin Akhir Bulan',
        title_en: 'Month-End Vitamin Sale',
        body_id: 'Hemat untuk vitamin pilihan.',
        body_en: 'Savings on selected vitamins.',
        banner_url: null,
        starts_at: new Date(now.getTime() - 60_000).toISOString(),
        ends_at: new Date(now.getTime() + endsInDays * 86_400_000).toISOString(),
        published_at: null,
        created_at: now.toISOString(),
        updated_at: now.toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.database.db.insertInto('campaign_products').values({ campaign_id: id, product_id: product.id, position: 0 }).execute();
    return id;
  }

  it('publishing tells every verified customer once, in their language, in batches; staff are not told', async () => {
    const en = await customer(t, 'en');
    const id = await draftCampaign('diskon-vitamin-akhir-bulan');
    expect((await t.call({ method: 'POST', url: `/api/console/campaigns/${id}/publish`, token: en.token })).statusCode).toBe(403);
    const res = await t.call({ method: 'POST', url: '/api/console/campaigns/diskon-vitamin-akhir-bulan/publish', token: admin });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ message: apiMessage('campaignPublished', 'id'), data: { id, slug: 'diskon-vitamin-akhir-bulan', status: 'published' } });
    await t.drain();

    const audience = await t.database.db.selectFrom('users').select(['id', 'locale']).where('role', 'in', ['customer', 'employee']).where('verified_at', 'is not', null).execute();
    const told = await t.database.db.selectFrom('notifications').select(['user_id', 'message', 'locale']).where('dedupe_key', '=', `campaign:${id}`).execute();
    expect(told.map((r) => r.user_id).sort((a, b) => a - b)).toEqual(audience.map((u) => u.id).sort((a, b) => a - b));
    expect(told.find((r) => r.user_id === en.id)!.message).toBe('New promo: Month-End Vitamin Sale. Check out the featured products now!');
    expect(told.find((r) => r.locale === 'id')!.message).toBe('Promo baru: Diskon Vitamin Akhir Bulan. Cek produk pilihannya sekarang!');
    const staff = await t.database.db.selectFrom('users').select('id').where('role', 'in', ['pharmacist', 'admin', 'doctor']).execute();
    expect(told.some((r) => staff.some((s) => s.id === r.user_id))).toBe(false);
    // Two customers a job: one job per batch, and one more that found the end.
    const batches = await t.database.db.selectFrom('jobs').select(['unique_key', 'done_at']).where('name', '=', 'notification.campaign').where('unique_key', 'like', `notification.campaign:${id}:%`).execute();
    expect(batches.length).toBe(Math.floor(audience.length / 2) + 1);
    // The target of a campaign notification is its page.
    const mine = (await page(en.token, '', 'en')).data.find((n) => n.type === 'campaign')!;
    expect(notificationTarget(mine)).toBe(`/campaign/detail/${id}`);

    // Published again, or the event heard again: nothing new.
    const again = await t.call({ method: 'POST', url: `/api/console/campaigns/${id}/publish`, token: admin, headers: { 'accept-language': 'en' } });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(apiMessage('campaignNotPublishable', 'en', { status: 'published' }));
    await t.bus.publish('campaign.published', { campaignId: id });
    await t.jobs.schedule(t.database.db, { name: 'notification.campaign', payload: { campaignId: id, afterUserId: 0 }, runAt: t.clock.now() });
    await t.drain();
    const count = await t.database.db.selectFrom('notifications').select((eb) => eb.fn.countAll<number>().as('n')).where('dedupe_key', '=', `campaign:${id}`).executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(audience.length);
  });

  it('a campaign whose period is over cannot be published, and an unknown one is 404', async () => {
    const id = await draftCampaign('sudah-lewat', 1);
    t.clock.advance(2 * 86_400_000);
    const res = await t.call({ method: 'POST', url: `/api/console/campaigns/${id}/publish`, token: admin });
    expect(res.statusCode).toBe(409);
    expect((await t.call({ method: 'POST', url: '/api/console/campaigns/tidak-ada/publish', token: admin })).statusCode).toBe(404);
    // Heard of anyway (a stale event): nobody is told of a campaign that is not running.
    await t.bus.publish('campaign.published', { campaignId: id });
    await t.drain();
    const told = await t.database.db.selectFrom('notifications').select('id').where('dedupe_key', '=', `campaign:${id}`).execute();
    expect(told).toHaveLength(0);
  });
});

describe('language of the reader', () => {
  it('a notification made in English reads in Indonesian to an Indonesian request, and the stored text stays', async () => {
    const en = await customer(t, 'en');
    const code = rxId();
    await prescriptionMoved(en.id, code, 'approved');
    await t.drain();
    expect((await page(en.token, '', 'id')).data[0]!.message).toBe(`Resep ${code} sudah disetujui apoteker. Obatnya bisa kamu tebus sekarang.`);
    expect((await page(en.token, '', 'en')).data[0]!.message).toBe(`Your prescription ${code} was approved by the pharmacist. You can get its medicines now.`);
    expect((await rowsOf(en.id))[0]!.message).toBe(`Your prescription ${code} was approved by the pharmacist. You can get its medicines now.`);
  });
});

describe('web push', () => {
  async function subscribe(token: string, body: unknown, locale = 'id') {
    return t.call({ method: 'POST', url: '/api/my/push/subscribe', token, payload: body as Record<string, unknown>, headers: { 'accept-language': locale, 'user-agent': 'Mozilla/5.0 (Android 14) Chrome/131' } });
  }

  it('answers the VAPID public key to anyone', async () => {
    const res = await t.call({ method: 'GET', url: '/api/push/key' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ public_key: t.push.publicKey });
    expect(t.push.publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
  });

  it('refuses an endpoint off the push services, a plain-http one, keys that are not P-256 and a short auth (localized 422, nothing stored)', async () => {
    const u = await customer(t);
    const good = browserSubscription();
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ ...good, endpoint: 'https://169.254.169.254/latest/meta-data' }, 'endpoint'],
      [{ ...good, endpoint: 'http://fcm.googleapis.com/fcm/send/abc' }, 'endpoint'],
      [{ ...good, endpoint: 'https://fcm.googleapis.com.evil.example/x' }, 'endpoint'],
      [{ ...good, keys: { ...good.keys, p256dh: Buffer.alloc(65, 7).toString('base64url') } }, 'keys.p256dh'],
      [{ ...good, keys: { ...good.keys, auth: Buffer.alloc(8, 1).toString('base64url') } }, 'keys.auth'],
      [{ endpoint: good.endpoint }, 'keys'],
    ];
    for (const [body, field] of cases) {
      const res = await subscribe(u.token, body, 'en');
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(res.json().errors[field], res.body).toBeDefined();
    }
    const host = await subscribe(u.token, { ...good, endpoint: 'https://push.example.org/x' }, 'id');
    expect(host.json().errors.endpoint).toEqual([apiMessage('pushEndpointNotAllowed', 'id')]);
    expect(await t.database.db.selectFrom('push_subscriptions').select('id').where('user_id', '=', u.id).execute()).toHaveLength(0);
  });

  it('pushes a new notification to every browser of an offline user, encrypted and VAPID-signed, with its target', async () => {
    const u = await customer(t);
    const phone = browserSubscription();
    const laptop = browserSubscription('updates.push.services.mozilla.com');
    for (const s of [phone, laptop]) {
      const res = await subscribe(u.token, s);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ message: apiMessage('pushSubscribed', 'id'), data: { subscribed: true } });
    }
    const code = rxId();
    await prescriptionMoved(u.id, code, 'approved');
    await t.drain();
    const [row] = await rowsOf(u.id);
    for (const s of [phone, laptop]) {
      const sent = t.push.to(s.endpoint);
      expect(sent).toHaveLength(1);
      const payload = JSON.parse(sent[0]!.payload) as PushPayload;
      expect(payload).toEqual({ id: row!.id, type: 'prescription', title: 'Resep', body: row!.message, url: `/prescription/${code}`, tag: `notification-${row!.id}` });
      expect(String(sent[0]!.headers.Authorization)).toMatch(/^vapid t=[\w-]+\.[\w-]+\.[\w-]+, k=[\w-]{87}$/);
      expect(sent[0]!.headers['Content-Encoding']).toBe('aes128gcm');
      expect(sent[0]!.headers.TTL).toBe(86_400);
      expect(sent[0]!.bodyBytes).toBeGreaterThan(payload.body.length);
    }
    const stored = await t.database.db.selectFrom('push_subscriptions').select(['last_sent_at', 'user_agent']).where('user_id', '=', u.id).execute();
    expect(stored.every((s) => s.last_sent_at !== null && s.user_agent?.includes('Chrome'))).toBe(true);
  });

  it('schedules no push at all for a user with no browser subscribed', async () => {
    const u = await customer(t);
    const before = await t.database.db.selectFrom('jobs').select('id').where('name', '=', 'notification.push').execute();
    await prescriptionMoved(u.id, rxId(), 'approved');
    await t.drain();
    expect(await rowsOf(u.id)).toHaveLength(1);
    expect(await t.database.db.selectFrom('jobs').select('id').where('name', '=', 'notification.push').execute()).toHaveLength(before.length);
  });

  it('does not push to a user with an open socket (they see it live)', async () => {
    const u = await customer(t);
    const s = browserSubscription();
    await subscribe(u.token, s);
    t.presence.online.add(u.id);
    try {
      await prescriptionMoved(u.id, rxId(), 'approved');
      await t.drain();
    } finally {
      t.presence.online.delete(u.id);
    }
    expect(await rowsOf(u.id)).toHaveLength(1);
    expect(t.push.to(s.endpoint)).toHaveLength(0);
  });

  it('deletes a subscription the push service says is gone (410) and still reaches the others', async () => {
    const u = await customer(t);
    const old = browserSubscription();
    const current = browserSubscription();
    await subscribe(u.token, old);
    await subscribe(u.token, current);
    t.push.expire(old.endpoint);
    await prescriptionMoved(u.id, rxId(), 'approved');
    await t.drain();
    const left = await t.database.db.selectFrom('push_subscriptions').select('endpoint').where('user_id', '=', u.id).execute();
    expect(left.map((s) => s.endpoint)).toEqual([current.endpoint]);
    expect(t.push.to(old.endpoint)).toHaveLength(0);
    expect(t.push.to(current.endpoint)).toHaveLength(1);
  });

  it('retries when the push service is down for a moment', async () => {
    const u = await customer(t);
    const s = browserSubscription();
    await subscribe(u.token, s);
    t.push.failNext(1);
    await prescriptionMoved(u.id, rxId(), 'approved');
    await t.drain();
    expect(t.push.to(s.endpoint)).toHaveLength(0);
    t.clock.advance(5_000);
    await t.drain();
    expect(t.push.to(s.endpoint)).toHaveLength(1);
  });

  it('unsubscribe removes only the caller’s own browser; a browser subscribing for another account moves to it', async () => {
    const a = await customer(t);
    const b = await customer(t);
    const s = browserSubscription();
    await subscribe(a.token, s);
    const foreign = await t.call({ method: 'POST', url: '/api/my/push/unsubscribe', token: b.token, payload: { endpoint: s.endpoint } });
    expect(foreign.statusCode).toBe(200);
    expect(await t.database.db.selectFrom('push_subscriptions').select('user_id').where('endpoint', '=', s.endpoint).execute()).toEqual([{ user_id: a.id }]);

    await subscribe(b.token, s);
    expect(await t.database.db.selectFrom('push_subscriptions').select('user_id').where('endpoint', '=', s.endpoint).execute()).toEqual([{ user_id: b.id }]);
    await prescriptionMoved(a.id, rxId(), 'approved');
    await t.drain();
    expect(t.push.to(s.endpoint)).toHaveLength(0);

    const off = await t.call({ method: 'POST', url: '/api/my/push/unsubscribe', token: b.token, payload: { endpoint: s.endpoint }, headers: { 'accept-language': 'en' } });
    expect(off.json()).toMatchObject({ message: apiMessage('pushUnsubscribed', 'en'), data: { subscribed: false } });
    expect(await t.database.db.selectFrom('push_subscriptions').select('id').where('endpoint', '=', s.endpoint).execute()).toHaveLength(0);
  });

  it('a chat push replaces the room’s previous one on the device (same topic and tag)', async () => {
    const u = await customer(t);
    const s = browserSubscription();
    await subscribe(u.token, s);
    for (const text of ['Halo', 'Obatnya ada']) {
      await t.bus.publish('chat.offline', { userId: u.id, roomId: 7, senderName: 'Apotek Sehat', text });
      await t.drain();
    }
    const sent = t.push.to(s.endpoint);
    expect(sent).toHaveLength(2);
    expect(sent.map((p) => p.options.topic)).toEqual(['chat-7', 'chat-7']);
    expect(sent.map((p) => (JSON.parse(p.payload) as PushPayload).tag)).toEqual(['chat-7', 'chat-7']);
    expect((JSON.parse(sent[1]!.payload) as PushPayload).body).toBe('2 pesan baru dari Apotek Sehat. Terakhir: Obatnya ada');
  });
});
