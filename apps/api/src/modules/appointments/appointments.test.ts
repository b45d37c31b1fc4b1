import { randomUUID } from 'node:crypto';
import type { Appointment, ConsultationPayment, DoctorSlots, Page } from '@apotek/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CommerceTestApp, createCommerceTestApp } from '../../../test/commerce.ts';
import { TrackedBus } from '../../../test/notifications.ts';
import { loginDemo } from '../../../test/app.ts';
import { DEMO_USERS } from '../../db/seed/accounts/accounts.seed.ts';
import { hashToken, newToken } from '../accounts/tokens.ts';
import { ApiError } from '../../platform/api-error.ts';
import type { AppointmentPaymentsFactory, AppointmentSettlement, PayInput } from './index.ts';

const ANDI = 'dr-andi-pratama'; // the demo doctor account: Mon–Fri 08–12 and 13–17, Sat 09–12 WIB; fee 25 000
const MADE = 'dr-made-wirawan'; // WITA, every day 07–11 and 18–22; fee 35 000; given an account below
const RINA = 'dr-rina-kusumawati'; // her account unlinked below: nobody could approve, so nobody can book
const RUDI = 'dr-rudi-simanjuntak-sp-pd'; // on leave (not accepting)
const PIN = '246810';
const quiet = { error: () => {}, warn: () => {}, info: () => {} };

/**
 * The payment port as the wiring will behave: QRIS/VA open a charge the test later "pays" (the webhook),
 * the wallet pays at once with the right PIN, and refunds are recorded.
 */
class FakePayments {
  settlement!: AppointmentSettlement;
  t!: CommerceTestApp;
  readonly charges = new Map<string, ConsultationPayment>();
  readonly refunds: Array<{ ref: string; userId: number; amount: number }> = [];

  readonly factory: AppointmentPaymentsFactory = (settlement) => {
    this.settlement = settlement;
    return {
      pay: (input) => this.pay(input),
      view: async (ref) => this.charges.get(ref) ?? null,
      refund: async (_trx, ref, userId, amount) => void this.refunds.push({ ref, userId, amount }),
    };
  };

  private async pay(input: PayInput): Promise<void> {
    const base = { amount: input.amount, expires_at: input.expiresAt, paid_at: null, qrisUrl: null, vaCode: null, biller_code: null, bank: null, token: null };
    if (input.channel === 'wallet') {
      if (input.pin !== PIN) throw new ApiError(422, 'validation', { fields: { pin: [{ message: 'walletPinWrong', vars: { remaining: 2 } }] } });
      await this.confirm(input.ref);
      this.charges.set(input.ref, { ...base, channel: 'wallet', status: 'paid', paid_at: this.t.clock.now().toISOString() });
      return;
    }
    this.charges.set(input.ref, { ...base, channel: input.channel as ConsultationPayment['channel'], status: 'pending', qrisUrl: input.channel === 'qris' ? `/api/payment/qr/${input.ref}` : null, vaCode: input.channel === 'qris' ? null : '8808123456' });
  }

  /** The money arrived (the wallet at once, a charge by its webhook): what the real wiring does in its transaction. */
  confirm(ref: string): Promise<boolean> {
    return this.t.database.db.transaction().execute((trx) => this.settlement.markPaid(trx, ref, this.t.clock.now().toISOString()));
  }
}

const payments = new FakePayments();
const bus = new TrackedBus(quiet);
let t: CommerceTestApp;
let budi: string;
let budiId: number;
let andi: string;
let made: string;

beforeAll(async () => {
  t = await createCommerceTestApp({ bus, services: () => ({ appointmentPayments: payments.factory }) });
  payments.t = t;
  budi = await loginDemo(t, DEMO_USERS.find((u) => u.role === 'customer')!.email);
  budiId = (await t.database.db.selectFrom('users').select('id').where('email', '=', 'budi@demo.apotek.id').executeTakeFirstOrThrow()).id;
  andi = await loginDemo(t, DEMO_USERS.find((u) => u.role === 'doctor')!.email);
  // A second doctor account, for dr. Made: another doctor than the appointment's.
  const [madeUser] = await customers(1, 'doctor');
  made = madeUser!.token;
  await t.database.db.updateTable('doctors').set({ user_id: madeUser!.id }).where('slug', '=', MADE).execute();
  await t.database.db.updateTable('doctors').set({ user_id: null }).where('slug', '=', RINA).execute();
});
afterAll(async () => {
  await t?.close();
});

/** Accounts made straight in the database with a session each: a hundred sign-ups through argon2 would be most of the run. */
async function customers(count: number, role: 'customer' | 'doctor' = 'customer'): Promise<Array<{ id: number; token: string }>> {
  const nowIso = t.clock.now().toISOString();
  const out: Array<{ id: number; token: string }> = [];
  for (let i = 0; i < count; i++) {
    const tag = randomUUID().slice(0, 8);
    const { id } = await t.database.db
      .insertInto('users')
      .values({ public_id: randomUUID(), name: `Pasien ${tag}`, email: `pasien.${tag}@contoh.co.id`, phone: `+62813${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`, password_hash: 'unused', role, verified_at: nowIso, locale: 'id', created_at: nowIso, updated_at: nowIso })
      .returning('id')
      .executeTakeFirstOrThrow();
    const token = newToken();
    const expires = new Date(t.clock.now().getTime() + 30 * 86_400_000).toISOString();
    await t.database.db.insertInto('sessions').values({ user_id: id, token_hash: hashToken(token), created_at: nowIso, expires_at: expires, revoked_at: null, last_used_at: nowIso, public_id: randomUUID(), user_agent: null, ip: null }).execute();
    out.push({ id, token });
  }
  return out;
}

/** Moves the test clock to a Jakarta wall-clock time (2026-01-15 is a Thursday); the demo accounts sign in again, as idle sessions lapse. */
async function setJakartaTime(local: string): Promise<void> {
  const target = new Date(`${local}+07:00`).getTime();
  if (target < t.clock.now().getTime()) throw new Error(`the clock only goes forward (${local})`);
  t.clock.advance(target - t.clock.now().getTime());
  budi = await loginDemo(t, DEMO_USERS.find((u) => u.role === 'customer')!.email);
  andi = await loginDemo(t, DEMO_USERS.find((u) => u.role === 'doctor')!.email);
}

const patient = { relation: 'self', name: 'Budi Santoso', age: 34, gender: 'male' };
const booking = (startsAt: string, doctor: string | number = ANDI, extra: Record<string, unknown> = {}) => ({
  doctor_id: doctor,
  starts_at: startsAt,
  patient,
  complaint: 'Demam tiga hari dan batuk berdahak',
  consent: true,
  ...extra,
});

const get = (url: string, token?: string, headers: Record<string, string> = {}) => t.call({ method: 'GET', url, ...(token ? { token } : {}), headers });
const post = (url: string, token: string | undefined, payload: unknown = {}, headers: Record<string, string> = {}) => t.call({ method: 'POST', url, payload: payload as object, ...(token ? { token } : {}), headers });

async function book(token: string, startsAt: string, doctor: string | number = ANDI): Promise<Appointment> {
  const res = await post('/api/appointment', token, booking(startsAt, doctor));
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as Appointment;
}

async function detail(id: string, token: string): Promise<Appointment> {
  const res = await get(`/api/appointment/${id}`, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as Appointment;
}

async function slots(doctor: string, query: string): Promise<DoctorSlots> {
  const res = await get(`/api/doctor/${doctor}/slots${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as DoctorSlots;
}

/** Lets bus handlers run, then every due job (the appointments' and the notifications'), until none is left. */
async function drain(): Promise<void> {
  for (let round = 0; round < 20; round++) {
    await bus.idle();
    const ran = await t.jobs.runDue(t.clock.now());
    await bus.idle();
    if (ran === 0) return;
  }
  throw new Error('jobs kept coming');
}

async function notificationsOf(userId: number): Promise<Array<{ type: string; message: string; meta: string }>> {
  return t.database.db.selectFrom('notifications').select(['type', 'message', 'meta']).where('user_id', '=', userId).where('type', '=', 'appointment').orderBy('id').execute();
}

async function paid(token: string, startsAt: string): Promise<Appointment> {
  const a = await book(token, startsAt);
  const res = await post('/api/appointment/purchase', token, { appointment_id: a.id, channel: 'wallet', pin: PIN, client_key: `key-${a.id}` });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json().data.status).toBe('requested');
  return res.json().data as Appointment;
}

function expectRefused(res: Awaited<ReturnType<typeof get>>, status: number, message?: string): void {
  expect(res.statusCode, res.body).toBe(status);
  expect(res.json().status).toBe(status);
  if (message) expect(res.json().message).toBe(message);
}

describe('GET /api/doctor/{id}/slots', () => {
  it("cuts the doctor's weekly schedule into 30-minute slots, day by day, from an hour after now", async () => {
    // Thursday 10:00 WIB: today starts at 11:00 (an hour's lead), Andi's lunch break 12–13 has none.
    const s = await slots(ANDI, '?from=2026-01-15&days=3');
    expect(s).toMatchObject({ doctor: { slug: ANDI, fee: 25_000, time_zone: 'Asia/Jakarta' }, bookable: true, slot_minutes: 30 });
    expect(s.days.map((d) => d.date)).toEqual(['2026-01-15', '2026-01-16', '2026-01-17']);
    const thursday = s.days[0]!.slots;
    expect(thursday[0]).toEqual({ starts_at: '2026-01-15T11:00:00+07:00', ends_at: '2026-01-15T11:30:00+07:00' });
    expect(thursday.map((x) => x.starts_at.slice(11, 16))).toEqual(['11:00', '11:30', '13:00', '13:30', '14:00', '14:30', '15:00', '15:30', '16:00', '16:30']);
    expect(s.days[1]!.slots).toHaveLength(16);
    expect(s.days[2]!.slots.map((x) => x.starts_at.slice(11, 16))).toEqual(['09:00', '09:30', '10:00', '10:30', '11:00', '11:30']);
  });

  it("answers instants on the doctor's clock, grouped by the shop's calendar day", async () => {
    const s = await slots(MADE, '?from=2026-01-16&days=1');
    // 07:00–11:00 and 18:00–22:00 WITA are 06:00–10:00 and 17:00–21:00 WIB, all on the 16th in Jakarta.
    expect(s.days[0]!.slots[0]!.starts_at).toBe('2026-01-16T07:00:00+08:00');
    expect(s.days[0]!.slots.at(-1)!.starts_at).toBe('2026-01-16T21:30:00+08:00');
    expect(s.days[0]!.slots).toHaveLength(16);
  });

  it('is empty for a doctor nobody can book, and refuses an unknown doctor or a bad query', async () => {
    for (const doctor of [RINA, RUDI]) {
      const s = await slots(doctor, '?days=2');
      expect(s.bookable).toBe(false);
      expect(s.days.every((d) => d.slots.length === 0)).toBe(true);
    }
    expectRefused(await get('/api/doctor/dr-nobody/slots'), 404);
    expect((await get(`/api/doctor/${ANDI}/slots?days=15`)).statusCode).toBe(422);
    expect(Object.keys((await get(`/api/doctor/${ANDI}/slots?from=2026-02-30`)).json().errors)).toEqual(['from']);
  });
});

describe('POST /api/appointment', () => {
  it('books a free slot, which holds it while it waits for payment', async () => {
    const a = await book(budi, '2026-01-16T09:00:00+07:00');
    expect(a).toMatchObject({
      status: 'awaiting_payment',
      status_label: 'Menunggu pembayaran',
      doctor: { slug: ANDI, name: 'dr. Andi Pratama', str_number: '3121100220165012', user_id: expect.any(String) },
      customer: { name: 'Budi Santoso' },
      patient: { ...patient, weight_kg: null },
      starts_at: '2026-01-16T09:00:00+07:00',
      ends_at: '2026-01-16T09:30:00+07:00',
      fee: 25_000,
      payment: null,
      payment_due_at: '2026-01-15T10:15:00+07:00',
      room_id: null,
      can: { pay: true, cancel: true, approve: false, reject: false, chat: false },
    });
    expect(a.id).toMatch(/^APM-[0-9A-Z]{10}$/);
    const friday = (await slots(ANDI, '?from=2026-01-16&days=1')).days[0]!.slots.map((s) => s.starts_at);
    expect(friday).not.toContain('2026-01-16T09:00:00+07:00');
    expect(friday).toContain('2026-01-16T09:30:00+07:00');
  });

  it('refuses a taken slot with 409, however its instant is written', async () => {
    const [other] = await customers(1);
    const res = await post('/api/appointment', other!.token, booking('2026-01-16T09:00:00+07:00'));
    expectRefused(res, 409, 'Jadwal ini sudah dipesan pasien lain. Silakan pilih jadwal lain');
    expectRefused(await post('/api/appointment', other!.token, booking('2026-01-16T10:00:00+08:00')), 409);
    expectRefused(await post('/api/appointment', other!.token, booking('2026-01-16T02:00:00Z'), { cookie: 'i18n_redirected=en' }), 409, 'This time slot has just been booked by another patient. Please choose another one');
  });

  it('refuses a past slot, one within the hour, one outside the schedule and one too far ahead', async () => {
    const [c] = await customers(1);
    expectRefused(await post('/api/appointment', c!.token, booking('2026-01-15T09:00:00+07:00')), 409, 'Jadwal ini sudah lewat atau terlalu dekat. Pilih jadwal paling cepat 60 menit dari sekarang');
    expectRefused(await post('/api/appointment', c!.token, booking('2026-01-15T10:30:00+07:00')), 409);
    // The lunch break, a slot not on the half hour, and a Sunday.
    expectRefused(await post('/api/appointment', c!.token, booking('2026-01-16T12:00:00+07:00')), 409, 'Dokter tidak praktik pada jadwal ini. Pilih salah satu jadwal yang tersedia');
    expectRefused(await post('/api/appointment', c!.token, booking('2026-01-16T13:15:00+07:00')), 409);
    expectRefused(await post('/api/appointment', c!.token, booking('2026-01-18T10:00:00+07:00')), 409);
    expectRefused(await post('/api/appointment', c!.token, booking('2026-03-02T09:00:00+07:00')), 409);
  });

  it('refuses a doctor nobody can approve, an unknown doctor, bad input and guests', async () => {
    const [c] = await customers(1);
    expectRefused(await post('/api/appointment', c!.token, booking('2026-01-16T09:00:00+07:00', RINA)), 409, 'Dokter ini belum menerima janji temu online');
    expectRefused(await post('/api/appointment', c!.token, booking('2026-01-16T09:00:00+07:00', RUDI)), 409);
    expectRefused(await post('/api/appointment', c!.token, booking('2026-01-16T09:00:00+07:00', 'dr-nobody')), 404);
    const bad = await post('/api/appointment', c!.token, booking('besok pagi', ANDI, { consent: false, complaint: 'sakit' }));
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['complaint', 'consent', 'starts_at']);
    expectRefused(await post('/api/appointment', undefined, booking('2026-01-16T10:00:00+07:00')), 401);
  });

  it('lets a customer hold at most three unpaid appointments', async () => {
    const [c] = await customers(1);
    for (const hour of ['13', '14', '15']) await book(c!.token, `2026-01-16T${hour}:00:00+07:00`);
    expectRefused(await post('/api/appointment', c!.token, booking('2026-01-16T16:00:00+07:00')), 409, 'Selesaikan atau batalkan pembayaran janji temu sebelumnya terlebih dahulu');
  });
});

describe('no double booking', () => {
  it('gives a slot to exactly one of 100 customers booking it at once', async () => {
    const racers = await customers(100);
    const startsAt = '2026-01-20T10:00:00+07:00';
    const answers = await Promise.all(racers.map((c) => post('/api/appointment', c.token, booking(startsAt))));
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(99);
    const rows = await t.database.db.selectFrom('appointments').select(['public_id', 'status']).where('slot_start', '=', new Date(startsAt).toISOString()).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.public_id).toBe(answers.find((a) => a.statusCode === 200)!.json().data.id);
  });
});

describe('POST /api/appointment/purchase', () => {
  it('opens a QRIS charge; the payment moves it to requested and the customer is told', async () => {
    const a = await book(budi, '2026-01-19T09:00:00+07:00');
    const res = await post('/api/appointment/purchase', budi, { appointment_id: a.id, channel: 'qris' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'awaiting_payment', payment: { channel: 'qris', status: 'pending', amount: 25_000, qrisUrl: expect.any(String) } });
    expect(await payments.confirm(a.id)).toBe(true);
    // Paid twice (a webhook replayed) moves nothing more.
    expect(await payments.confirm(a.id)).toBe(false);
    const after = await detail(a.id, budi);
    expect(after).toMatchObject({ status: 'requested', status_label: 'Menunggu konfirmasi dokter', paid_at: expect.any(String), can: { pay: false, cancel: true } });
    await drain();
    const told = await notificationsOf(budiId);
    expect(told).toContainEqual({ type: 'appointment', message: `Pembayaran janji temu ${a.id} sudah kami terima. Tunggu konfirmasi dari dr. Andi Pratama, ya.`, meta: JSON.stringify({ order_code: a.id }) });
  });

  it('pays from the wallet with the PIN at once, and passes the port’s refusal on', async () => {
    const a = await book(budi, '2026-01-19T09:30:00+07:00');
    const wrong = await post('/api/appointment/purchase', budi, { appointment_id: a.id, channel: 'wallet', pin: '111111', client_key: 'key-wrong-pin' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors.pin).toEqual(['PIN salah. Sisa percobaan: 2']);
    expect(Object.keys((await post('/api/appointment/purchase', budi, { appointment_id: a.id, channel: 'wallet' })).json().errors).sort()).toEqual(['client_key', 'pin']);
    const ok = await post('/api/appointment/purchase', budi, { appointment_id: a.id, channel: 'wallet', pin: PIN, client_key: 'key-right-pin' });
    expect(ok.json().data).toMatchObject({ status: 'requested', payment: { channel: 'wallet', status: 'paid' } });
    expectRefused(await post('/api/appointment/purchase', budi, { appointment_id: a.id, channel: 'qris' }), 409, 'Janji temu ini tidak sedang menunggu pembayaran');
  });

  it("refuses someone else's appointment as not found", async () => {
    const [owner] = await customers(1);
    const a = await book(owner!.token, '2026-01-19T10:00:00+07:00');
    expectRefused(await post('/api/appointment/purchase', budi, { appointment_id: a.id, channel: 'qris' }), 404);
    expectRefused(await get(`/api/appointment/${a.id}`, budi), 404);
    expectRefused(await post(`/api/appointment/${a.id}/cancel`, budi, {}), 404);
    expectRefused(await post('/api/appointment/purchase', budi, { appointment_id: 'APM-0000000000', channel: 'qris' }), 404);
    expect((await detail(a.id, owner!.token)).status).toBe('awaiting_payment');
  });
});

describe('approve and reject (the doctor)', () => {
  it('approves a paid request: a chat room opens, the customer is told, and the doctor lists it', async () => {
    const a = await paid(budi, '2026-01-21T09:00:00+07:00');
    const res = await post(`/api/appointment/${a.id}/approve`, andi);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Janji temu disetujui');
    const approved = res.json().data as Appointment;
    expect(approved).toMatchObject({ status: 'approved', approved_at: expect.any(String), room_id: expect.any(Number), can: { approve: false, reject: true, chat: true, pay: false, cancel: false } });
    const room = await t.database.db.selectFrom('chat_rooms').select(['kind', 'customer_user_id', 'consultation_id']).where('id', '=', approved.room_id!).executeTakeFirstOrThrow();
    expect(room).toEqual({ kind: 'appointment', customer_user_id: budiId, consultation_id: a.id });
    expect((await detail(a.id, budi)).can).toMatchObject({ chat: true, cancel: true });
    await drain();
    expect((await notificationsOf(budiId)).map((n) => n.message)).toContain(`Janji temu ${a.id} dengan dr. Andi Pratama sudah dikonfirmasi.`);
    const list = (await get('/api/doctor/appointment?group=upcoming&perPage=50', andi)).json().data as Page<Appointment>;
    expect(list.data.map((x) => x.id)).toContain(a.id);
    expectRefused(await post(`/api/appointment/${a.id}/approve`, andi), 409, 'Janji temu ini tidak dapat disetujui');
  });

  it('refuses approval by a customer, by another doctor, and of an unpaid appointment', async () => {
    const a = await paid(budi, '2026-01-21T09:30:00+07:00');
    expectRefused(await post(`/api/appointment/${a.id}/approve`, budi), 403);
    expectRefused(await post(`/api/appointment/${a.id}/approve`, made), 404);
    expectRefused(await get(`/api/appointment/${a.id}`, made), 404);
    const [other] = await customers(1);
    const unpaid = await book(other!.token, '2026-01-21T10:00:00+07:00');
    expectRefused(await post(`/api/appointment/${unpaid.id}/approve`, andi), 409);
    expect((await detail(a.id, budi)).status).toBe('requested');
  });

  it('rejects with a reason only, refunds, and tells the customer', async () => {
    const a = await paid(budi, '2026-01-21T10:30:00+07:00');
    const none = await post(`/api/appointment/${a.id}/cancel`, andi, {});
    expect(none.statusCode).toBe(422);
    expect(none.json().errors.reason).toEqual(['Alasan wajib diisi']);
    const res = await post(`/api/appointment/${a.id}/cancel`, andi, { reason: 'Saya ada tindakan darurat di klinik' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Janji temu ditolak');
    expect(res.json().data).toMatchObject({ status: 'rejected', cancelled_by: 'doctor', cancel_reason: 'Saya ada tindakan darurat di klinik', refund: { amount: 25_000 } });
    expect(payments.refunds.at(-1)).toEqual({ ref: a.id, userId: budiId, amount: 25_000 });
    await drain();
    expect((await notificationsOf(budiId)).map((n) => n.message)).toContain(`Janji temu ${a.id} dibatalkan.`);
    // The slot is free again.
    const [c] = await customers(1);
    await book(c!.token, '2026-01-21T10:30:00+07:00');
  });
});

describe('cancel (the customer)', () => {
  it('cancels an unpaid one without a refund and a paid one with it; the slot comes back', async () => {
    const unpaid = await book(budi, '2026-01-22T09:00:00+07:00');
    const before = payments.refunds.length;
    const res = await post(`/api/appointment/${unpaid.id}/cancel`, budi, {});
    expect(res.json()).toMatchObject({ message: 'Janji temu dibatalkan', data: { status: 'cancelled', cancelled_by: 'customer', refund: null } });
    expect(payments.refunds).toHaveLength(before);
    const p = await paid(budi, '2026-01-22T09:30:00+07:00');
    const cancelled = (await post(`/api/appointment/${p.id}/cancel`, budi, { reason: 'Jadwal kerja berubah' })).json().data as Appointment;
    expect(cancelled).toMatchObject({ status: 'cancelled', cancel_reason: 'Jadwal kerja berubah', refund: { amount: 25_000 } });
    expect(payments.refunds.at(-1)).toEqual({ ref: p.id, userId: budiId, amount: 25_000 });
    expectRefused(await post(`/api/appointment/${p.id}/cancel`, budi, {}), 409, 'Janji temu ini tidak dapat dibatalkan lagi');
    const free = (await slots(ANDI, '?from=2026-01-22&days=1')).days[0]!.slots.map((s) => s.starts_at);
    expect(free).toEqual(expect.arrayContaining(['2026-01-22T09:00:00+07:00', '2026-01-22T09:30:00+07:00']));
  });
});

describe('lists', () => {
  it("answers the customer's own at data.data.data, by group or status, upcoming soonest first", async () => {
    const res = await get('/api/appointment?group=upcoming&perPage=50', budi);
    expect(res.statusCode).toBe(200);
    const page = res.json().data as Page<Appointment>;
    expect(page.data.length).toBeGreaterThan(0);
    expect(page.data.every((a) => ['awaiting_payment', 'requested', 'approved'].includes(a.status) && a.customer.name === 'Budi Santoso')).toBe(true);
    const starts = page.data.map((a) => Date.parse(a.starts_at));
    expect(starts).toEqual([...starts].sort((x, y) => x - y));
    const closed = (await get('/api/appointment?status=cancelled,rejected', budi)).json().data as Page<Appointment>;
    expect(new Set(closed.data.map((a) => a.status))).toEqual(new Set(['cancelled', 'rejected']));
    expect((await get('/api/appointment?group=done&status=cancelled', budi)).json().data.total).toBe(0);
    expect(Object.keys((await get('/api/appointment?status=lost', budi)).json().errors)).toEqual(['status']);
  });

  it('gives the doctor requests to answer first, and refuses the doctor list to customers', async () => {
    const page = (await get('/api/doctor/appointment?perPage=50', andi)).json().data as Page<Appointment>;
    const firstOther = page.data.findIndex((a) => a.status !== 'requested');
    expect(page.data.slice(firstOther).some((a) => a.status === 'requested')).toBe(false);
    expect(page.data.every((a) => a.doctor.slug === ANDI)).toBe(true);
    expectRefused(await get('/api/doctor/appointment', budi), 403);
    expect((await get('/api/doctor/appointment', made)).json().data.total).toBe(0);
  });
});

describe("the clock's jobs", () => {
  it('gives an unpaid slot back after 15 minutes; a late payment then moves nothing', async () => {
    const [c] = await customers(1);
    const a = await book(c!.token, '2026-01-23T09:00:00+07:00');
    await setJakartaTime('2026-01-15T10:16:00');
    expectRefused(await post('/api/appointment/purchase', c!.token, { appointment_id: a.id, channel: 'qris' }), 409);
    await drain();
    expect((await detail(a.id, c!.token)).status).toBe('expired');
    expect(await payments.confirm(a.id)).toBe(false);
    await book(budi, '2026-01-23T09:00:00+07:00');
  });

  it('reminds a day and an hour before an approved appointment, and not after it was cancelled', async () => {
    const a = await paid(budi, '2026-01-26T09:00:00+07:00');
    const b = await paid(budi, '2026-01-26T09:30:00+07:00');
    for (const x of [a, b]) expect((await post(`/api/appointment/${x.id}/approve`, andi)).statusCode).toBe(200);
    expect((await post(`/api/appointment/${b.id}/cancel`, budi, {})).statusCode).toBe(200);
    const reminders = async () => (await notificationsOf(budiId)).filter((n) => n.message.includes(a.id) || n.message.includes(b.id)).map((n) => n.message);
    await setJakartaTime('2026-01-25T09:00:00');
    await drain();
    await setJakartaTime('2026-01-26T08:00:00');
    await drain();
    const told = await reminders();
    expect(told).toContain(`Pengingat: besok di jam yang sama kamu ada janji temu ${a.id} dengan dr. Andi Pratama.`);
    expect(told).toContain(`Janji temu ${a.id} dengan dr. Andi Pratama dimulai 1 jam lagi. Siapkan dirimu, ya.`);
    expect(told.filter((m) => m.includes(b.id) && /Pengingat|1 jam/.test(m))).toEqual([]);
    // A customer cannot cancel once it has started; the end makes it done.
    await setJakartaTime('2026-01-26T09:10:00');
    expectRefused(await post(`/api/appointment/${a.id}/cancel`, budi, {}), 409);
    await setJakartaTime('2026-01-26T09:30:00');
    await drain();
    expect((await detail(a.id, budi)).status).toBe('done');
  });

  it('expires a request the doctor never approved at its start, and refunds it', async () => {
    const a = await paid(budi, '2026-01-27T09:00:00+07:00');
    await setJakartaTime('2026-01-27T09:00:00');
    await drain();
    const after = await detail(a.id, budi);
    expect(after).toMatchObject({ status: 'expired', cancelled_by: 'system', refund: { amount: 25_000 } });
    expect(payments.refunds.at(-1)).toEqual({ ref: a.id, userId: budiId, amount: 25_000 });
    expectRefused(await post(`/api/appointment/${a.id}/approve`, andi), 409);
  });
});
