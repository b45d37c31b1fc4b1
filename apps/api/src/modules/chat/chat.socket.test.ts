import { apiMessage, type ChatRoom } from '@apotek/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../../../test/addresses.ts';
import { loginDemo } from '../../../test/app.ts';
import { type ChatTestApp, createChatTestApp, type Frame, identityFor, openRoom, pause, TestSocket } from '../../../test/chat.ts';
import { uploadFiles } from '../../../test/files.ts';
import { photoJpeg } from '../../../test/images.ts';
import type { BusTopics } from '../../platform/bus/bus.ts';
import { eventually } from '../../platform/bus/bus.fixture.ts';

const TYPING_TTL_MS = 400;
const ACTIVITY_FLUSH_MS = 800;
let t: ChatTestApp;
let customer: string;
let pharmacist: string;
let colleague: string;
let stranger: string;
let room: ChatRoom;
let ids: { customer: number; pharmacist: number; colleague: number };
const offline: Array<BusTopics['chat.offline']> = [];
const open: TestSocket[] = [];

beforeAll(async () => {
  t = await createChatTestApp({ realtime: { limits: { typingTtlMs: TYPING_TTL_MS, activityFlushMs: ACTIVITY_FLUSH_MS } } });
  t.bus.subscribe('chat.offline', (payload) => void offline.push(payload));
  customer = await loginDemo(t, 'budi@demo.apotek.id');
  pharmacist = await loginDemo(t, 'apoteker@demo.apotek.id');
  const db = t.database.db;
  const staff = await db.selectFrom('pharmacy_staff').innerJoin('users', 'users.id', 'pharmacy_staff.user_id').select(['pharmacy_staff.pharmacy_id', 'users.id']).where('users.email', '=', 'apoteker@demo.apotek.id').executeTakeFirstOrThrow();
  // A second pharmacist at the same pharmacy: any of its staff reads and answers.
  const other = await signUp(t);
  const user = await db.updateTable('users').set({ role: 'pharmacist', name: 'apt. Sari' }).where('email', '=', other.body.email as string).returning('id').executeTakeFirstOrThrow();
  await db.insertInto('pharmacy_staff').values({ user_id: user.id, pharmacy_id: staff.pharmacy_id, created_at: t.clock.now().toISOString() }).execute();
  colleague = other.token;
  stranger = (await signUp(t)).token;
  const budi = await db.selectFrom('users').select('id').where('email', '=', 'budi@demo.apotek.id').executeTakeFirstOrThrow();
  ids = { customer: budi.id, pharmacist: staff.id, colleague: user.id };
  room = await openRoom(t, customer, { type: 'pharmacy', pharmacy_id: staff.pharmacy_id });
});
afterAll(async () => {
  await Promise.all(open.splice(0).map((s) => s.close()));
  await t.close();
});

async function socketOf(token: string, headers: Record<string, string> = {}): Promise<TestSocket> {
  const socket = await TestSocket.signedIn(t.base, (await identityFor(t, token)).identity_token, headers);
  open.push(socket);
  return socket;
}

async function subscribed(token: string, afterSeq?: number): Promise<TestSocket> {
  const socket = await socketOf(token);
  socket.send({ type: 'subscribe', room_id: room.room_id, ...(afterSeq !== undefined ? { after_seq: afterSeq } : {}) });
  await socket.next((f) => f.type === 'subscribed');
  return socket;
}

let tempCounter = 0;
function say(socket: TestSocket, text: string, extra: Record<string, unknown> = {}): string {
  const tempId = `tmp-${++tempCounter}`;
  socket.send({ type: 'send', room_id: room.room_id, temp_id: tempId, message: { type: 'text', message: text, ...extra } });
  return tempId;
}

const messageWith = (text: string) => (f: Frame) => f.type === 'message' && f.message.message === text;
const seqs = (socket: TestSocket) => socket.all('message').filter((f) => f.room_id === room.room_id).map((f) => f.message.seq as number);

async function lastSeq(): Promise<number> {
  const res = await t.call({ method: 'GET', url: `/api/chat/${room.room_id}/messages?limit=1`, token: customer });
  return res.json().data.last_seq as number;
}

describe('customer ↔ pharmacist over sockets', () => {
  it('carries messages both ways with acks by seq; the pharmacy’s other pharmacists hear of them and may answer', async () => {
    const budi = await subscribed(customer);
    const rina = await subscribed(pharmacist);
    const sari = await socketOf(colleague);
    const base = await lastSeq();

    const tempId = say(budi, 'Halo, apakah ada paracetamol sirup?');
    const ack = await budi.next((f) => f.type === 'ack');
    expect(ack).toMatchObject({ temp_id: tempId, room_id: room.room_id, seq: base + 1, duplicate: false });
    expect((await rina.next(messageWith('Halo, apakah ada paracetamol sirup?'))).message).toMatchObject({ seq: base + 1, sender: { side: 'customer', name: 'Budi Santoso' }, temp_id: tempId });
    // The sender's own subscription carries it too, in its place in the sequence.
    expect((await budi.next(messageWith('Halo, apakah ada paracetamol sirup?'))).message.seq).toBe(base + 1);
    // Not subscribed: told that the room moved (SPEC §4: reload the rooms), gathered in one frame.
    expect(await sari.next((f) => f.type === 'rooms.activity')).toMatchObject({ rooms: [{ room_id: room.room_id, message: { seq: base + 1 } }] });

    say(rina, 'Ada, Pak. Untuk anak usia berapa?');
    expect((await budi.next(messageWith('Ada, Pak. Untuk anak usia berapa?'))).message).toMatchObject({ seq: base + 2, sender: { side: 'counterpart', name: 'apt. Rina Wulandari, S.Farm.' } });

    sari.send({ type: 'subscribe', room_id: room.room_id });
    await sari.next((f) => f.type === 'subscribed');
    say(sari, 'Saya bantu juga ya, Pak.');
    expect((await budi.next(messageWith('Saya bantu juga ya, Pak.'))).message.sender).toMatchObject({ side: 'counterpart', name: 'apt. Sari' });
    expect((await rina.next(messageWith('Saya bantu juga ya, Pak.'))).message.seq).toBe(base + 3);
    expect(seqs(rina)).toEqual([base + 1, base + 2, base + 3]);
    await Promise.all([budi.close(), rina.close(), sari.close()]);
  });

  it("gathers news of the pharmacy's rooms a socket has not subscribed to into one frame, with each room's newest message", async () => {
    const sari = await socketOf(colleague);
    const other = await openRoom(t, stranger, { type: 'pharmacy', pharmacy_id: room.pharmacy!.id });
    const posts = [
      [customer, room.room_id, 'satu'],
      [stranger, other.room_id, 'dua'],
      [customer, room.room_id, 'tiga'],
    ] as const;
    for (const [token, roomId, text] of posts) {
      const res = await t.call({ method: 'POST', url: `/api/chat/${roomId}/messages`, token, payload: { type: 'text', message: text } });
      expect(res.statusCode).toBe(200);
    }
    await sari.next((f) => f.type === 'rooms.activity');
    await pause(ACTIVITY_FLUSH_MS + 300);
    // Three messages, one frame (two if the posts straddled a flush); later frames carry newer messages.
    const frames = sari.all('rooms.activity');
    expect(frames.length).toBeLessThanOrEqual(2);
    const byRoom: Record<number, string> = {};
    for (const frame of frames) for (const r of frame.rooms as Array<{ room_id: number; message: { message: string } }>) byRoom[r.room_id] = r.message.message;
    expect(byRoom).toEqual({ [room.room_id]: 'tiga', [other.room_id]: 'dua' });
    await sari.close();
  });

  it('stores a retried temp id once: the second ack is a duplicate with the same seq', async () => {
    const budi = await subscribed(customer);
    const rina = await subscribed(pharmacist);
    budi.send({ type: 'send', room_id: room.room_id, temp_id: 'retry-1', message: { type: 'text', message: 'Kirim ulang' } });
    budi.send({ type: 'send', room_id: room.room_id, temp_id: 'retry-1', message: { type: 'text', message: 'Kirim ulang' } });
    const first = await budi.next((f) => f.type === 'ack');
    const second = await budi.next((f) => f.type === 'ack');
    expect(first.duplicate).toBe(false);
    expect(second).toMatchObject({ duplicate: true, seq: first.seq });
    await rina.next(messageWith('Kirim ulang'));
    await pause(100);
    expect(rina.all('message').filter((f) => f.message.message === 'Kirim ulang')).toHaveLength(1);
    await Promise.all([budi.close(), rina.close()]);
  });

  it('publishes typing to the others, which expires by itself or stops when told', async () => {
    const budi = await subscribed(customer);
    const rina = await subscribed(pharmacist);
    budi.send({ type: 'typing', room_id: room.room_id, typing: true });
    const on = await rina.next((f) => f.type === 'typing');
    expect(on).toMatchObject({ room_id: room.room_id, typing: true, expires_in_ms: TYPING_TTL_MS, user: { name: 'Budi Santoso', side: 'customer' } });
    const started = Date.now();
    const off = await rina.next((f) => f.type === 'typing', TYPING_TTL_MS * 5);
    expect(off.typing).toBe(false);
    expect(Date.now() - started).toBeGreaterThanOrEqual(TYPING_TTL_MS - 100);
    expect(budi.all('typing')).toEqual([]);

    rina.send({ type: 'typing', room_id: room.room_id, typing: true });
    expect((await budi.next((f) => f.type === 'typing')).typing).toBe(true);
    rina.send({ type: 'typing', room_id: room.room_id, typing: false });
    const stopped = Date.now();
    expect((await budi.next((f) => f.type === 'typing')).typing).toBe(false);
    expect(Date.now() - stopped).toBeLessThan(TYPING_TTL_MS);
    await pause(TYPING_TTL_MS + 100);
    expect(budi.all('typing')).toHaveLength(2);
    await Promise.all([budi.close(), rina.close()]);
  });

  it('sends delivered and read receipts to the other side', async () => {
    const budi = await subscribed(customer);
    const rina = await subscribed(pharmacist);
    say(budi, 'Sudah dibaca?');
    const { message } = await rina.next(messageWith('Sudah dibaca?'));
    rina.send({ type: 'delivered', room_id: room.room_id, seq: message.seq });
    expect(await budi.next((f) => f.type === 'receipt')).toMatchObject({ room_id: room.room_id, side: 'counterpart', delivered_seq: message.seq });
    rina.send({ type: 'read', room_id: room.room_id, seq: message.seq });
    expect(await budi.next((f) => f.type === 'receipt')).toMatchObject({ side: 'counterpart', read_seq: message.seq, delivered_seq: message.seq });
    const info = await t.call({ method: 'GET', url: `/api/chat/rooms?room_ids=${room.room_id}`, token: customer });
    expect(info.json().data.rooms[0]).toMatchObject({ other_read_seq: message.seq, other_delivered_seq: message.seq });
    // An old receipt moves nothing and says nothing.
    rina.send({ type: 'read', room_id: room.room_id, seq: 1 });
    await pause(100);
    expect(budi.all('receipt')).toHaveLength(2);
    await Promise.all([budi.close(), rina.close()]);
  });
});

describe('resume by seq', () => {
  it('gives a reconnecting client everything after N exactly once, then live messages', async () => {
    const rina = await subscribed(pharmacist);
    const budi = await subscribed(customer);
    say(budi, 'sebelum putus');
    const last = (await rina.next(messageWith('sebelum putus'))).message.seq as number;
    await rina.close();
    for (let i = 1; i <= 5; i++) {
      const res = await t.call({ method: 'POST', url: `/api/chat/${room.room_id}/messages`, token: customer, payload: { type: 'text', message: `saat putus ${i}` } });
      expect(res.statusCode).toBe(200);
    }
    const back = await socketOf(pharmacist);
    back.send({ type: 'resume', room_id: room.room_id, after_seq: last });
    expect(await back.next((f) => f.type === 'subscribed')).toMatchObject({ after_seq: last, last_seq: last + 5 });
    await back.next(messageWith('saat putus 5'));
    expect(back.all('message').map((f) => f.message.message)).toEqual([1, 2, 3, 4, 5].map((i) => `saat putus ${i}`));
    say(budi, 'setelah sambung');
    await back.next(messageWith('setelah sambung'));
    expect(seqs(back)).toEqual([last + 1, last + 2, last + 3, last + 4, last + 5, last + 6]);
    await Promise.all([back.close(), budi.close()]);
  });

  it('has no gap and no duplicate when resuming in the middle of a burst', async () => {
    const budi = await subscribed(customer);
    const from = await lastSeq();
    const burst = 25;
    const sending = (async () => {
      for (let i = 0; i < burst; i++) {
        say(budi, `burst ${i}`);
        if (i % 5 === 4) await pause(5);
      }
    })();
    await pause(10);
    const rina = await socketOf(pharmacist);
    rina.send({ type: 'resume', room_id: room.room_id, after_seq: from });
    await sending;
    await rina.next(messageWith(`burst ${burst - 1}`), 5000);
    await pause(100);
    expect(seqs(rina)).toEqual(Array.from({ length: burst }, (_, i) => from + 1 + i));
    await Promise.all([rina.close(), budi.close()]);
  });

  it('numbers messages from many senders at once without a gap, and every subscriber sees them in that order', async () => {
    const from = await lastSeq();
    const senders = [await subscribed(customer), await subscribed(customer), await subscribed(pharmacist), await subscribed(colleague)];
    const watcher = await subscribed(pharmacist);
    const each = 10;
    senders.forEach((socket, n) => {
      for (let i = 0; i < each; i++) say(socket, `serentak ${n}.${i}`);
    });
    const total = senders.length * each;
    await Promise.all(senders.map((socket) => (async () => {
      for (let i = 0; i < each; i++) await socket.next((f) => f.type === 'ack', 5000);
    })()));
    await eventually(() => expect(seqs(watcher)).toHaveLength(total), 5000);
    expect(seqs(watcher)).toEqual(Array.from({ length: total }, (_, i) => from + 1 + i));
    const stored = await t.database.db.selectFrom('chat_messages').select('seq').where('room_id', '=', room.room_id).where('seq', '>', from).orderBy('seq').execute();
    expect(stored.map((r) => r.seq)).toEqual(Array.from({ length: total }, (_, i) => from + 1 + i));
    // Each sender's own messages keep the order it sent them in.
    for (const [n, socket] of senders.entries()) {
      const mine = socket.all('ack').map((f) => [f.seq, f.message.message]).filter(([, text]) => String(text).startsWith(`serentak ${n}.`));
      expect(mine.map(([, text]) => text)).toEqual(Array.from({ length: each }, (_, i) => `serentak ${n}.${i}`));
      expect(mine.map(([seq]) => seq)).toEqual([...mine.map(([seq]) => seq)].sort((a, b) => Number(a) - Number(b)));
    }
    await Promise.all([...senders, watcher].map((socket) => socket.close()));
  });

  it('keeps serving when a socket closes in the middle of a long catch-up with live messages waiting', async () => {
    // A long backlog, written straight to the database, so the catch-up takes several reads.
    const db = t.database.db;
    const from = await lastSeq();
    await db.transaction().execute(async (trx) => {
      for (let i = 1; i <= 600; i++) {
        const seq = from + i;
        await trx.updateTable('chat_rooms').set({ last_seq: seq }).where('id', '=', room.room_id).execute();
        await trx
          .insertInto('chat_messages')
          .values({ room_id: room.room_id, seq, type: 'text', sender_side: 'customer', sender_user_id: ids.customer, sender_public_id: null, sender_name: 'Budi Santoso', client_id: null, text: `arsip ${i}`, payload: null, attachment: null, created_at: new Date().toISOString() })
          .execute();
      }
    });
    const budi = await subscribed(customer);
    for (let round = 0; round < 3; round++) {
      const leaving = await socketOf(pharmacist);
      leaving.send({ type: 'resume', room_id: room.room_id, after_seq: from });
      await leaving.next((f) => f.type === 'subscribed');
      for (let i = 0; i < 3; i++) say(budi, `selagi mengejar ${round}.${i}`);
      await leaving.next((f) => f.type === 'message');
      leaving.ws.terminate();
    }
    // The node still answers: a fresh socket and the sender both get through.
    const fresh = await subscribed(pharmacist);
    fresh.send({ type: 'ping' });
    await fresh.next((f) => f.type === 'pong');
    say(budi, 'masih hidup');
    await fresh.next(messageWith('masih hidup'));
    await Promise.all([budi.close(), fresh.close()]);
  });
});

describe('refusals over the socket', () => {
  it('refuses a room the sender is not in with an error frame; that socket and everyone else carry on', async () => {
    const budi = await subscribed(customer);
    const rina = await subscribed(pharmacist);
    const outsider = await socketOf(stranger, { 'accept-language': 'en' });
    const before = await lastSeq();
    outsider.send({ type: 'subscribe', room_id: room.room_id });
    expect(await outsider.next((f) => f.type === 'error')).toMatchObject({ code: 'not_found', room_id: room.room_id, message: apiMessage('chatRoomNotFound', 'en') });
    outsider.send({ type: 'send', room_id: room.room_id, temp_id: 'sneaky', message: { type: 'text', message: 'Halo' } });
    expect(await outsider.next((f) => f.type === 'error')).toMatchObject({ code: 'not_found', ref: 'sneaky' });
    outsider.send({ type: 'typing', room_id: room.room_id, typing: true });
    expect(await outsider.next((f) => f.type === 'error')).toMatchObject({ code: 'not_found' });
    outsider.send({ type: 'read', room_id: room.room_id, seq: 1 });
    expect(await outsider.next((f) => f.type === 'error')).toMatchObject({ code: 'not_found' });
    outsider.send({ type: 'ping' });
    await outsider.next((f) => f.type === 'pong');
    expect(await lastSeq()).toBe(before);
    await pause(50);
    expect(rina.all('typing')).toEqual([]);

    say(budi, 'masih jalan');
    await rina.next(messageWith('masih jalan'));
    await Promise.all([budi.close(), rina.close(), outsider.close()]);
  });

  it('refuses a customer’s system message, an invalid message and a closed room without closing the socket', async () => {
    const budi = await subscribed(customer);
    say(budi, 'doctor_end_chat');
    await budi.next((f) => f.type === 'ack');
    budi.send({ type: 'send', room_id: room.room_id, temp_id: 'sys', message: { type: 'system', message: 'doctor_end_chat' } });
    expect(await budi.next((f) => f.type === 'error')).toMatchObject({ code: 'not_allowed', ref: 'sys', message: apiMessage('chatSystemNotAllowed', 'id') });
    budi.send({ type: 'send', room_id: room.room_id, temp_id: 'blank', message: { type: 'text', message: ' ' } });
    const invalid = await budi.next((f) => f.type === 'error');
    expect(invalid).toMatchObject({ code: 'invalid', ref: 'blank' });
    expect(invalid.fields['message.message']).toEqual(['Pesan wajib diisi']);
    await t.database.db.updateTable('chat_rooms').set({ status: 'closed' }).where('id', '=', room.room_id).execute();
    say(budi, 'ditutup?');
    expect(await budi.next((f) => f.type === 'error')).toMatchObject({ code: 'room_closed', message: apiMessage('chatRoomClosed', 'id') });
    await openRoom(t, customer, { type: 'pharmacy', pharmacy_id: room.pharmacy!.id });
    say(budi, 'dibuka lagi');
    expect((await budi.next((f) => f.type === 'ack')).message.message).toBe('dibuka lagi');
    await budi.close();
  });
});

describe('what messages carry', () => {
  it("passes SPEC §4's doctor_end_chat with its payload through as sent", async () => {
    const budi = await subscribed(customer);
    const rina = await subscribed(pharmacist);
    const payload = { type: 'custom', content: { consultation_id: 'KONS-7' } };
    rina.send({ type: 'send', room_id: room.room_id, temp_id: 'end', message: { type: 'system', message: 'doctor_end_chat', payload } });
    const got = await budi.next(messageWith('doctor_end_chat'));
    expect(got.message).toMatchObject({ type: 'system', message: 'doctor_end_chat', payload });
    await Promise.all([budi.close(), rina.close()]);
  });

  it('sends a picture the pharmacist can open through its signed URL', async () => {
    const budi = await subscribed(customer);
    const rina = await subscribed(pharmacist);
    const [file] = await uploadFiles(t, customer, [await photoJpeg(64, 48)], 'chat');
    budi.send({ type: 'send', room_id: room.room_id, temp_id: 'pic', message: { type: 'image', file_id: file!.id } });
    const got = await rina.next((f) => f.type === 'message' && f.message.type === 'image');
    expect(got.message.attachment).toMatchObject({ kind: 'image', file: { id: file!.id, width: 64, height: 48 } });
    const res = await fetch(got.message.attachment.file.url.replace(/^https?:\/\/[^/]+/, t.base));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/image\/jpeg/);
    await Promise.all([budi.close(), rina.close()]);
  });
});

describe('offline recipients (bus chat.offline)', () => {
  it('tells every offline pharmacist of the pharmacy, and not one who has a socket open', async () => {
    const rina = await socketOf(pharmacist);
    offline.length = 0;
    const res = await t.call({ method: 'POST', url: `/api/chat/${room.room_id}/messages`, token: customer, payload: { type: 'text', message: 'Apotek buka jam berapa?' } });
    expect(res.statusCode).toBe(200);
    await eventually(() => expect(offline.map((o) => o.userId)).toContain(ids.colleague));
    await pause(50);
    expect(offline.map((o) => o.userId)).not.toContain(ids.pharmacist);
    expect(offline.find((o) => o.userId === ids.colleague)).toEqual({ userId: ids.colleague, roomId: room.room_id, senderName: 'Budi Santoso', text: 'Apotek buka jam berapa?' });
    await rina.close();
  });

  it('tells an offline customer, under the pharmacy’s name', async () => {
    offline.length = 0;
    const res = await t.call({ method: 'POST', url: `/api/chat/${room.room_id}/messages`, token: pharmacist, payload: { type: 'text', message: 'Buka sampai jam 22.00' } });

    expect(res.statusCode).toBe(200);
    await eventually(() => expect(offline).toEqual([{ userId: ids.customer, roomId: room.room_id, senderName: 'Apotek Menteng', text: 'Buka sampai jam 22.00' }]));
  });
});
