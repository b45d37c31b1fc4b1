import { Writable } from 'node:stream';
import { apiMessage, type ChatMessage, type ChatRoom, CHAT_LIMITS } from '@apotek/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../../../test/addresses.ts';
import { loginDemo } from '../../../test/app.ts';
import { type ChatTestApp, createChatTestApp, openRoom, paidConsultationFor } from '../../../test/chat.ts';
import { uploadFiles } from '../../../test/files.ts';
import { photoJpeg } from '../../../test/images.ts';

let t: ChatTestApp;
let customer: string;
let pharmacist: string;
let admin: string;
let doctor: string;
let stranger: string;
let otherPharmacist: string;
let storeId: number;
let storeSlug: string;
let otherStoreId: number;
let room: ChatRoom;
const logLines: string[] = [];
const SECRET_TEXT = 'Saya alergi penisilin, obat apa yang aman?';

beforeAll(async () => {
  const logStream = new Writable({
    write(chunk, _enc, done) {
      logLines.push(String(chunk));
      done();
    },
  });
  t = await createChatTestApp({ logStream, env: { LOG_LEVEL: 'debug' } });
  customer = await loginDemo(t, 'budi@demo.apotek.id');
  pharmacist = await loginDemo(t, 'apoteker@demo.apotek.id');
  admin = await loginDemo(t, 'admin@demo.apotek.id');
  doctor = await loginDemo(t, 'dokter@demo.apotek.id');
  const db = t.database.db;
  const staff = await db
    .selectFrom('pharmacy_staff')
    .innerJoin('users', 'users.id', 'pharmacy_staff.user_id')
    .innerJoin('pharmacies', 'pharmacies.id', 'pharmacy_staff.pharmacy_id')
    .select(['pharmacies.id', 'pharmacies.slug'])
    .where('users.email', '=', 'apoteker@demo.apotek.id')
    .executeTakeFirstOrThrow();
  storeId = staff.id;
  storeSlug = staff.slug;
  otherStoreId = (await db.selectFrom('pharmacies').select('id').where('id', '!=', storeId).orderBy('id').limit(1).executeTakeFirstOrThrow()).id;
  stranger = (await signUp(t)).token;
  const other = await signUp(t);
  const user = await db.updateTable('users').set({ role: 'pharmacist' }).where('email', '=', other.body.email as string).returning('id').executeTakeFirstOrThrow();
  await db.insertInto('pharmacy_staff').values({ user_id: user.id, pharmacy_id: otherStoreId, created_at: t.clock.now().toISOString() }).execute();
  otherPharmacist = other.token;
  room = await openRoom(t, customer, { type: 'pharmacy', pharmacy_id: storeId });
});
afterAll(async () => t.close());

async function send(token: string, roomId: number, body: Record<string, unknown>, locale = 'id') {
  return t.call({ method: 'POST', url: `/api/chat/${roomId}/messages`, token, payload: body, headers: { 'accept-language': locale } });
}

async function sent(token: string, roomId: number, body: Record<string, unknown>): Promise<ChatMessage> {
  const res = await send(token, roomId, body);
  if (res.statusCode !== 200) throw new Error(`send failed: ${res.body}`);
  return res.json().data.message as ChatMessage;
}

async function history(token: string, roomId: number, query = '') {
  const res = await t.call({ method: 'GET', url: `/api/chat/${roomId}/messages${query}`, token });
  expect(res.statusCode).toBe(200);
  return res.json().data as { data: ChatMessage[]; last_seq: number; has_more: boolean };
}

describe('rooms (POST /api/chat, GET /api/chat, room info)', () => {
  it('has the demo conversation with Apotek Menteng, with its last answer unread by the customer', async () => {
    expect(room).toMatchObject({ type: 'pharmacy', status: 'open', side: 'customer', name: 'Apotek Menteng', pharmacy: { id: storeId, slug: storeSlug }, last_seq: 4, unread: 1 });
    expect(room.last_comment).toMatchObject({ seq: 4, sender_side: 'counterpart', type: 'text' });
    const { data } = await history(pharmacist, room.room_id);
    expect(data.map((m) => m.sender.side)).toEqual(['customer', 'counterpart', 'customer', 'counterpart']);
    expect(data[1]!.attachment).toMatchObject({ kind: 'product', product: { name: expect.stringContaining('Sirup') } });
    const inbox = await t.call({ method: 'GET', url: '/api/console/chat', token: pharmacist });
    expect(inbox.json().data.data[0]).toMatchObject({ room_id: room.room_id, name: 'Budi Santoso', unread: 0, replied: true });
  });

  it('opens a pharmacy room for the customer; opening it again by slug reopens the same room; data.rooms[0] is the room', async () => {
    const fresh = await openRoom(t, customer, { type: 'pharmacy', pharmacy_id: otherStoreId });
    expect(fresh).toMatchObject({ type: 'pharmacy', status: 'open', side: 'customer', last_seq: 0, last_comment: null, unread: 0, replied: false });
    expect(fresh.room_id).toBe(fresh.id);
    await t.database.db.updateTable('chat_rooms').set({ status: 'closed' }).where('id', '=', room.id).execute();
    const res = await t.call({ method: 'POST', url: '/api/chat', token: customer, payload: { type: 'pharmacy', pharmacy_slug: storeSlug } });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.room_id).toBe(room.room_id);
    expect(data.status).toBe('open');
    const { rooms, ...flat } = data;
    expect(rooms).toEqual([flat]);
  });

  it('refuses an unknown pharmacy, no pharmacy, staff opening rooms and guests, in the caller’s language', async () => {
    const unknown = await t.call({ method: 'POST', url: '/api/chat', token: customer, payload: { type: 'pharmacy', pharmacy_slug: 'tidak-ada' }, headers: { 'accept-language': 'en' } });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors.pharmacy_slug).toEqual([apiMessage('chatPharmacyUnknown', 'en')]);
    const none = await t.call({ method: 'POST', url: '/api/chat', token: customer, payload: { type: 'pharmacy' } });
    expect(none.statusCode).toBe(422);
    expect(none.json().errors.pharmacy_id).toEqual([apiMessage('chatPharmacyRequired', 'id')]);
    const staff = await t.call({ method: 'POST', url: '/api/chat', token: pharmacist, payload: { type: 'pharmacy', pharmacy_id: storeId } });
    expect(staff.statusCode).toBe(403);
    expect(staff.json().message).toBe(apiMessage('chatCustomerOnly', 'id'));
    const guest = await t.call({ method: 'POST', url: '/api/chat', payload: { type: 'pharmacy', pharmacy_id: storeId } });
    expect(guest.statusCode).toBe(401);
    const bad = await t.call({ method: 'POST', url: '/api/chat', token: customer, payload: { type: 'shop' } });
    expect(bad.statusCode).toBe(422);
  });

  it('remembers the order a chat was opened from and tells the pharmacist with a system message; someone else’s order is refused', async () => {
    const order = await t.database.db
      .selectFrom('orders')
      .innerJoin('users', 'users.id', 'orders.user_id')
      .select('orders.public_id')
      .where('users.email', '=', 'budi@demo.apotek.id')
      .where('orders.store_id', '=', storeId)
      .limit(1)
      .executeTakeFirstOrThrow();
    const opened = await openRoom(t, customer, { type: 'pharmacy', pharmacy_id: storeId, order_code: order.public_id });
    expect(opened.room_id).toBe(room.room_id);
    expect(opened.order_code).toBe(order.public_id);
    const { data } = await history(pharmacist, room.room_id);
    expect(data.at(-1)).toMatchObject({ type: 'system', message: order.public_id, attachment: { kind: 'order', order: { code: order.public_id } }, sender: { side: 'system' } });
    const foreign = await t.call({ method: 'POST', url: '/api/chat', token: stranger, payload: { type: 'pharmacy', pharmacy_id: storeId, order_code: order.public_id } });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().errors.order_code).toEqual([apiMessage('chatOrderUnknown', 'id')]);
  });

  it('opens a doctor room with a doctor only', async () => {
    const doc = await t.database.db.selectFrom('users').select('public_id').where('email', '=', 'dokter@demo.apotek.id').executeTakeFirstOrThrow();
    // A doctor is reached through a paid consultation (docs/decisions/029-consultations.md).
    const consultation = await paidConsultationFor(t, 'budi@demo.apotek.id');
    const opened = await openRoom(t, customer, { type: 'doctor', doctor_id: doc.public_id, consultation_id: consultation });
    expect(opened).toMatchObject({ type: 'doctor', name: 'dr. Andi Pratama', counterpart: { id: doc.public_id }, consultation_id: consultation, pharmacy: null });
    const notDoctor = await t.database.db.selectFrom('users').select('public_id').where('email', '=', 'apoteker@demo.apotek.id').executeTakeFirstOrThrow();
    const refused = await t.call({ method: 'POST', url: '/api/chat', token: customer, payload: { type: 'doctor', doctor_id: notDoctor.public_id, consultation_id: consultation } });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.doctor_id).toEqual([apiMessage('chatDoctorUnknown', 'id')]);
    // The doctor reads and answers in that room; the consultation id travels with every message (SPEC §3).
    const reply = await sent(doctor, opened.room_id, { type: 'text', message: 'Halo, ada keluhan apa?' });
    expect(reply).toMatchObject({ sender: { side: 'counterpart', name: 'dr. Andi Pratama' }, content: { consultation_id: consultation } });
    const doctorRooms = await t.call({ method: 'GET', url: '/api/chat', token: doctor });
    expect(doctorRooms.json().data.data.map((r: ChatRoom) => [r.room_id, r.side, r.name])).toEqual([[opened.room_id, 'counterpart', 'Budi Santoso']]);
  });

  it('lists rooms newest first by last_comment.unix_timestamp at data.data.data, with paging, unread counts, search and type filter', async () => {
    const second = await openRoom(t, customer, { type: 'pharmacy', pharmacy_id: otherStoreId });
    t.clock.advance(60_000);
    await sent(customer, second.room_id, { type: 'text', message: 'Apakah ada stok masker?' });
    t.clock.advance(60_000);
    await sent(pharmacist, room.room_id, { type: 'text', message: 'Selamat siang, ada yang bisa dibantu?' });

    const res = await t.call({ method: 'GET', url: '/api/chat?perPage=2', token: customer });
    expect(res.statusCode).toBe(200);
    const page = res.json().data;
    expect(page).toMatchObject({ page: 1, perPage: 2, total: 3, lastPage: 2 });
    const stamps = page.data.map((r: ChatRoom) => r.last_comment?.unix_timestamp ?? 0);
    expect(stamps).toEqual([...stamps].sort((a, b) => b - a));
    expect(page.data[0].room_id).toBe(room.room_id);
    expect(page.data[0].last_comment).toMatchObject({ message: 'Selamat siang, ada yang bisa dibantu?', sender_side: 'counterpart' });
    expect(page.data[0].unread).toBeGreaterThan(0);
    expect(page.unread_total).toBeGreaterThanOrEqual(page.data[0].unread);

    const searched = await t.call({ method: 'GET', url: '/api/chat?q=menteng', token: customer });
    expect(searched.json().data.data.map((r: ChatRoom) => r.room_id)).toEqual([room.room_id]);
    const doctors = await t.call({ method: 'GET', url: '/api/chat?type=doctor', token: customer });
    expect(doctors.json().data.data.every((r: ChatRoom) => r.type === 'doctor')).toBe(true);
    const mine = await t.call({ method: 'GET', url: '/api/chat', token: stranger });
    expect(mine.json().data).toMatchObject({ data: [], total: 0, unread_total: 0 });
  });

  it('answers room info for the rooms the caller may see and leaves the others out', async () => {
    const res = await t.call({ method: 'GET', url: `/api/chat/rooms?room_ids=${room.room_id},99999`, token: customer });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.rooms.map((r: ChatRoom) => r.room_id)).toEqual([room.room_id]);
    const theirs = await t.call({ method: 'GET', url: `/api/chat/rooms?room_ids=${room.room_id}`, token: stranger });
    expect(theirs.json().data.rooms).toEqual([]);
    const bad = await t.call({ method: 'GET', url: '/api/chat/rooms?room_ids=a,b', token: customer });
    expect(bad.statusCode).toBe(422);
  });
});

describe('messages (REST fallback)', () => {
  it('stores text exactly as sent with the next seq; a retried temp_id stores nothing new', async () => {
    const before = (await history(customer, room.room_id)).last_seq;
    const first = await send(customer, room.room_id, { type: 'text', message: '  Halo  apoteker ', temp_id: 'web-1' });
    expect(first.statusCode).toBe(200);
    expect(first.json().message).toBe(apiMessage('chatMessageSent', 'id'));
    const message = first.json().data.message as ChatMessage;
    expect(message).toMatchObject({ seq: before + 1, type: 'text', message: '  Halo  apoteker ', temp_id: 'web-1', sender: { side: 'customer', name: 'Budi Santoso' } });
    const retry = await send(customer, room.room_id, { type: 'text', message: '  Halo  apoteker ', temp_id: 'web-1' });
    expect(retry.json().data).toMatchObject({ duplicate: true, message: { seq: before + 1, id: message.id } });
    expect((await history(customer, room.room_id)).last_seq).toBe(before + 1);
  });

  it('pages history by seq: after=N gapless oldest first, before=N the page below, has_more', async () => {
    for (let i = 0; i < 5; i++) await sent(i % 2 ? pharmacist : customer, room.room_id, { type: 'text', message: `pesan ${i}` });
    const { last_seq } = await history(customer, room.room_id);
    const after = await history(customer, room.room_id, `?after=${last_seq - 4}&limit=3`);
    expect(after.data.map((m) => m.seq)).toEqual([last_seq - 3, last_seq - 2, last_seq - 1]);
    expect(after.has_more).toBe(true);
    const rest = await history(customer, room.room_id, `?after=${last_seq - 1}&limit=3`);
    expect(rest.data.map((m) => m.seq)).toEqual([last_seq]);
    expect(rest.has_more).toBe(false);
    const before = await history(pharmacist, room.room_id, `?before=${last_seq}&limit=2`);
    expect(before.data.map((m) => m.seq)).toEqual([last_seq - 2, last_seq - 1]);
    expect(before.has_more).toBe(true);
    const latest = await history(pharmacist, room.room_id, '?limit=1');
    expect(latest.data.map((m) => m.seq)).toEqual([last_seq]);
    const all = await history(customer, room.room_id, '?after=0&limit=100');
    expect(all.data.map((m) => m.seq)).toEqual(Array.from({ length: last_seq }, (_, i) => i + 1));
  });

  it('sends an image from the chat upload pipeline that every member of the room can view, and refuses other files', async () => {
    const [file] = await uploadFiles(t, customer, [await photoJpeg(120, 90)], 'chat');
    const message = await sent(customer, room.room_id, { type: 'image', file_id: file!.id, message: 'Ini fotonya' });
    expect(message.attachment).toMatchObject({ kind: 'image', file: { id: file!.id, mime: 'image/jpeg', width: 120, height: 90 } });
    const seen = (await history(pharmacist, room.room_id, `?after=${message.seq - 1}`)).data[0]!;
    const url = seen.attachment?.kind === 'image' ? seen.attachment.file.url : '';
    const image = await t.call({ method: 'GET', url: url.replace(/^https?:\/\/[^/]+/, '') });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toMatch(/image\/jpeg/);

    const [rx] = await uploadFiles(t, customer, [await photoJpeg(100, 100)], 'prescription');
    const wrongPurpose = await send(customer, room.room_id, { type: 'image', file_id: rx!.id });
    expect(wrongPurpose.statusCode).toBe(422);
    expect(wrongPurpose.json().errors.file_id).toEqual([apiMessage('chatFileInvalid', 'id')]);
    const [theirs] = await uploadFiles(t, stranger, [await photoJpeg(100, 100)], 'chat');
    const notMine = await send(customer, room.room_id, { type: 'image', file_id: theirs!.id });
    expect(notMine.statusCode).toBe(422);
  });

  it('sends product and prescription cards as snapshots, and refuses unknown ones', async () => {
    const product = await t.database.db.selectFrom('products').select(['id', 'name', 'slug', 'price', 'promo_price']).orderBy('id').limit(1).executeTakeFirstOrThrow();
    const card = await sent(pharmacist, room.room_id, { type: 'product', product_id: product.id, message: 'Coba yang ini' });
    expect(card.attachment).toEqual({ kind: 'product', product: expect.objectContaining({ id: product.id, slug: product.slug, name: product.name, price: product.promo_price ?? product.price }) });
    const unknown = await send(pharmacist, room.room_id, { type: 'product', product_id: 999999 });
    expect(unknown.statusCode).toBe(422);

    const rx = await t.database.db
      .selectFrom('prescriptions')
      .innerJoin('users', 'users.id', 'prescriptions.user_id')
      .select(['prescriptions.public_id', 'prescriptions.status'])
      .where('users.email', '=', 'budi@demo.apotek.id')
      .limit(1)
      .executeTakeFirstOrThrow();
    const shared = await sent(customer, room.room_id, { type: 'prescription', prescription_id: rx.public_id });
    expect(shared.attachment).toMatchObject({ kind: 'prescription', prescription: { id: rx.public_id, status: rx.status } });
    // The pharmacist may point at the room's customer's prescription too, not at anyone else's.
    expect((await send(pharmacist, room.room_id, { type: 'prescription', prescription_id: rx.public_id })).statusCode).toBe(200);
    const foreign = await send(stranger, (await openRoom(t, stranger, { type: 'pharmacy', pharmacy_id: storeId })).room_id, { type: 'prescription', prescription_id: rx.public_id });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().errors.prescription_id).toEqual([apiMessage('chatPrescriptionUnknown', 'id')]);
  });

  it("passes SPEC §4's end-of-consultation texts and payloads through exactly; customers cannot send system messages", async () => {
    for (const text of ['doctor_end_chat', 'Thank you for consulting']) {
      const message = await sent(pharmacist, room.room_id, { type: 'system', message: text, payload: { type: 'custom', content: { consultation_id: 'KONS-9' } } });
      const seen = (await history(customer, room.room_id, `?after=${message.seq - 1}`)).data[0]!;
      expect(seen).toMatchObject({ type: 'system', message: text, payload: { type: 'custom', content: { consultation_id: 'KONS-9' } } });
    }
    const refused = await send(customer, room.room_id, { type: 'system', message: 'doctor_end_chat' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(apiMessage('chatSystemNotAllowed', 'id'));
    // A customer's text message may carry the same words and a payload of its own.
    expect((await sent(customer, room.room_id, { type: 'text', message: 'doctor_end_chat', payload: { a: 1 } })).payload).toEqual({ a: 1 });
  });

  it('refuses empty and oversized messages with localized field errors and stores nothing', async () => {
    const { last_seq } = await history(customer, room.room_id);
    const blank = await send(customer, room.room_id, { type: 'text', message: '   ' }, 'en');
    expect(blank.statusCode).toBe(422);
    expect(blank.json().errors.message).toEqual(['The Message field is required']);
    const long = await send(customer, room.room_id, { type: 'text', message: 'x'.repeat(CHAT_LIMITS.textMax + 1) });
    expect(long.statusCode).toBe(422);
    const payload = await send(customer, room.room_id, { type: 'text', message: 'hai', payload: { blob: 'x'.repeat(CHAT_LIMITS.payloadMaxBytes) } });
    expect(payload.statusCode).toBe(422);
    const unknownType = await send(customer, room.room_id, { type: 'video', message: 'hai' });
    expect(unknownType.statusCode).toBe(422);
    expect((await history(customer, room.room_id)).last_seq).toBe(last_seq);
  });

  it('refuses a closed room until the customer reopens it', async () => {
    await t.database.db.updateTable('chat_rooms').set({ status: 'closed' }).where('id', '=', room.id).execute();
    const refused = await send(pharmacist, room.room_id, { type: 'text', message: 'Halo?' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(apiMessage('chatRoomClosed', 'id'));
    await openRoom(t, customer, { type: 'pharmacy', pharmacy_id: storeId });
    expect((await send(pharmacist, room.room_id, { type: 'text', message: 'Halo?' })).statusCode).toBe(200);
  });
});

describe('read, replied and unread', () => {
  it('set-read zeroes the caller’s unread and shows the other side the read mark; unread per room and in total', async () => {
    await sent(pharmacist, room.room_id, { type: 'text', message: 'Sudah dicek?' });
    const unread = await t.call({ method: 'GET', url: '/api/chat/unread', token: customer });
    const mine = unread.json().data as { total: number; rooms: Array<{ room_id: number; unread: number }> };
    const inRoom = mine.rooms.find((r) => r.room_id === room.room_id)!.unread;
    expect(inRoom).toBeGreaterThan(0);
    expect(mine.total).toBe(mine.rooms.reduce((n, r) => n + r.unread, 0));

    const read = await t.call({ method: 'GET', url: `/api/chat/${room.room_id}/set-read`, token: customer });
    expect(read.statusCode).toBe(200);
    expect(read.json().data).toMatchObject({ unread: 0, read_seq: read.json().data.last_seq });
    const staffView = await t.call({ method: 'GET', url: `/api/chat/rooms?room_ids=${room.room_id}`, token: pharmacist });
    expect(staffView.json().data.rooms[0].other_read_seq).toBe(read.json().data.last_seq);
    const after = await t.call({ method: 'GET', url: '/api/chat/unread', token: customer });
    expect(after.json().data.total).toBe(mine.total - inRoom);
  });

  it('set-read up to a seq reads only that far', async () => {
    const a = await sent(pharmacist, room.room_id, { type: 'text', message: 'satu' });
    await sent(pharmacist, room.room_id, { type: 'text', message: 'dua' });
    const res = await t.call({ method: 'GET', url: `/api/chat/${room.room_id}/set-read?seq=${a.seq}`, token: customer });
    expect(res.json().data).toMatchObject({ read_seq: a.seq, unread: 1 });
  });

  it('set-replied and replied move the replied flag; the console filters rooms waiting for an answer', async () => {
    await sent(customer, room.room_id, { type: 'text', message: 'Halo, masih ada?' });
    const waiting = await t.call({ method: 'GET', url: '/api/console/chat?needs_reply=1', token: pharmacist });
    expect(waiting.json().data.data.map((r: ChatRoom) => r.room_id)).toContain(room.room_id);
    const marked = await t.call({ method: 'POST', url: `/api/chat/${room.room_id}/set-replied`, token: pharmacist, payload: {} });
    expect(marked.statusCode).toBe(200);
    expect(marked.json().data).toMatchObject({ replied: true, side: 'counterpart' });
    const handled = await t.call({ method: 'GET', url: '/api/console/chat?needs_reply=1', token: pharmacist });
    expect(handled.json().data.data.map((r: ChatRoom) => r.room_id)).not.toContain(room.room_id);
    const unmarked = await t.call({ method: 'POST', url: `/api/chat/${room.room_id}/set-replied`, token: pharmacist, payload: { replied: false } });
    expect(unmarked.json().data.replied).toBe(false);
    const replied = await t.call({ method: 'POST', url: `/api/chat/${room.room_id}/replied`, token: pharmacist });
    expect(replied.statusCode).toBe(200);
    expect(replied.json().data).toMatchObject({ replied: true, unread: 0 });
  });
});

describe('who may see a room (health data, UU PDP)', () => {
  it('gives the pharmacy’s inbox to its pharmacists only', async () => {
    const inbox = await t.call({ method: 'GET', url: '/api/console/chat', token: pharmacist });
    expect(inbox.statusCode).toBe(200);
    const rooms = inbox.json().data.data as ChatRoom[];
    expect(rooms.length).toBeGreaterThan(0);
    expect(rooms.every((r) => r.pharmacy?.id === storeId && r.side === 'counterpart')).toBe(true);
    expect(inbox.json().data.unread_total).toBeGreaterThanOrEqual(0);
    const otherInbox = await t.call({ method: 'GET', url: '/api/console/chat', token: otherPharmacist });
    expect((otherInbox.json().data.data as ChatRoom[]).some((r) => r.room_id === room.room_id)).toBe(false);
    const adminInbox = await t.call({ method: 'GET', url: '/api/console/chat', token: admin });
    expect(adminInbox.statusCode).toBe(403);
    expect(adminInbox.json().message).toBe(apiMessage('chatNotStaff', 'id'));
    const customerInbox = await t.call({ method: 'GET', url: '/api/console/chat', token: customer });
    expect(customerInbox.statusCode).toBe(403);
  });

  it('answers 404 to anyone outside the room, on every call, and changes nothing', async () => {
    const { last_seq } = await history(customer, room.room_id);
    for (const token of [stranger, otherPharmacist, admin, doctor]) {
      const calls = [
        t.call({ method: 'GET', url: `/api/chat/${room.room_id}/messages`, token }),
        send(token, room.room_id, { type: 'text', message: 'Halo' }),
        t.call({ method: 'GET', url: `/api/chat/${room.room_id}/set-read`, token }),
        t.call({ method: 'POST', url: `/api/chat/${room.room_id}/set-replied`, token, payload: {} }),
        t.call({ method: 'POST', url: `/api/chat/${room.room_id}/replied`, token }),
      ];
      for (const res of await Promise.all(calls)) {
        expect(res.statusCode).toBe(404);
        expect(res.json().message).toBe(apiMessage('chatRoomNotFound', 'id'));
      }
    }
    expect((await history(customer, room.room_id)).last_seq).toBe(last_seq);
  });

  it('never writes message text to the log', async () => {
    await sent(customer, room.room_id, { type: 'text', message: SECRET_TEXT });
    await t.call({ method: 'GET', url: `/api/chat/${room.room_id}/messages`, token: pharmacist });
    expect(logLines.length).toBeGreaterThan(0);
    expect(logLines.join('\n')).not.toContain('alergi penisilin');
  });
});
