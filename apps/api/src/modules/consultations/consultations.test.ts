import { apiMessage, CONSULTATION_DEFAULTS } from '@apotek/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../../../test/addresses.ts';
import { latestOtpCode, loginDemo } from '../../../test/app.ts';
import { type CommerceTestApp, createCommerceTestApp } from '../../../test/commerce.ts';
import { checkLedger, ledgerIsSound } from '../wallet/index.ts';

let t: CommerceTestApp;
let doctorToken: string;
const MINUTE = 60_000;
const PIN = '135790';

beforeAll(async () => {
  t = await createCommerceTestApp();
  doctorToken = await loginDemo(t, 'dokter@demo.apotek.id');
});
afterAll(async () => {
  await t.close();
});

const patient = { relation: 'self', name: 'Sari Dewi', age: 31, gender: 'female' } as const;
const startBody = (over: Record<string, unknown> = {}) => ({
  doctor_id: 'dr-andi-pratama',
  complaint: 'Demam tiga hari dan batuk kering sejak kemarin',
  patient,
  allergies: 'Amoksisilin',
  medications: 'Parasetamol 500 mg',
  share_health_data: true,
  consent: true,
  ...over,
});

async function start(token: string, over: Record<string, unknown> = {}) {
  const res = await t.call({ method: 'POST', url: '/api/consultation', token, payload: startBody(over) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { id: string; status: string; fee: number; payment_due_at: string; can: Record<string, boolean> };
}

/** Pays the consultation's open QRIS/VA charge as the bank would, and lets the webhook land. */
async function payCharge(id: string, late = false) {
  const row = await t.database.db.selectFrom('service_payments').selectAll().where('owner_ref', '=', id).orderBy('attempt', 'desc').executeTakeFirstOrThrow();
  const paid = await t.call({ method: 'POST', url: `/api/dev/payments/${row.provider_ref}/pay`, payload: { late } });
  expect(paid.statusCode, paid.body).toBe(200);
  await t.settle();
}

async function get(id: string, token: string) {
  const res = await t.call({ method: 'GET', url: `/api/consultation/${id}`, token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as Record<string, unknown> & { status: string; room_id: number | null; can: Record<string, boolean>; refund: unknown };
}

async function paidConsultation(token: string) {
  const c = await start(token);
  const purchase = await t.call({ method: 'POST', url: '/api/consultation/purchase', token, payload: { consultation_id: c.id, channel: 'qris' } });
  expect(purchase.statusCode, purchase.body).toBe(200);
  await payCharge(c.id);
  return c;
}

async function messages(roomId: number, token: string) {
  const res = await t.call({ method: 'GET', url: `/api/chat/${roomId}/messages`, token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.data as Array<{ type: string; message: string; payload: unknown; sender: { side: string } }>;
}

async function activateWallet(customer: { token: string; phone: string }) {
  await t.call({ method: 'POST', url: '/api/wallet/pre-registration', token: customer.token, payload: { mobile_number: customer.phone } });
  await t.call({ method: 'POST', url: '/api/wallet/get-otp', token: customer.token });
  const code = await latestOtpCode(t.database, customer.phone);
  const valid = await t.call({ method: 'POST', url: '/api/wallet/validate-otp', token: customer.token, payload: { code } });
  const confirm = await t.call({ method: 'POST', url: '/api/wallet/confirm-registration', token: customer.token, payload: { registration_token: valid.json().data.registration_token, pin: PIN, pin_confirmation: PIN } });
  expect(confirm.statusCode, confirm.body).toBe(200);
}

async function balanceOf(token: string): Promise<number> {
  return (await t.call({ method: 'GET', url: '/api/wallet/get-balance', token })).json().data.balance as number;
}

async function topUp(token: string, amount: number) {
  const res = await t.call({ method: 'POST', url: '/api/wallet/top-up', token, payload: { amount, channel: 'va_bca' } });
  expect(res.statusCode, res.body).toBe(200);
  const row = await t.database.db.selectFrom('wallet_top_ups').selectAll().where('id', '=', res.json().data.id).executeTakeFirstOrThrow();
  await t.call({ method: 'POST', url: `/api/dev/payments/${row.provider_ref}/pay`, payload: {} });
  await t.settle();
}

describe('a paid consultation, from start to review (SPEC §4, §7)', () => {
  it('waits for payment, waits for the doctor once paid by QRIS, is answered, ended by the doctor and reviewed once', async () => {
    const customer = await signUp(t);
    const c = await start(customer.token);
    expect(c).toMatchObject({ status: 'awaiting_payment', fee: expect.any(Number), can: { pay: true, review: false, end: false } });
    expect(Date.parse(c.payment_due_at) - t.clock.now().getTime()).toBe(CONSULTATION_DEFAULTS.paymentMinutes * MINUTE);

    const purchase = await t.call({ method: 'POST', url: '/api/consultation/purchase', token: customer.token, payload: { consultation_id: c.id, channel: 'qris' } });
    expect(purchase.statusCode, purchase.body).toBe(200);
    const payment = purchase.json().data.payment;
    expect(payment).toMatchObject({ channel: 'qris', status: 'pending', amount: c.fee });
    expect(payment.qrisUrl).toMatch(/^\/api\/payment\/qris\/[\w-]+\.png$/);
    const qr = await t.call({ method: 'GET', url: payment.qrisUrl });
    expect(qr.statusCode).toBe(200);
    expect(qr.headers['content-type']).toBe('image/png');
    // Asking again on the same channel answers the same charge; nothing new is opened.
    const again = await t.call({ method: 'POST', url: '/api/consultation/purchase', token: customer.token, payload: { consultation_id: c.id, channel: 'qris' } });
    expect(again.json().data.payment.token).toBe(payment.token);

    await payCharge(c.id);
    const paid = await get(c.id, customer.token);
    expect(paid).toMatchObject({ status: 'waiting', payment: { status: 'paid' }, can: { pay: false } });
    expect(paid.room_id).toEqual(expect.any(Number));
    expect(Date.parse(paid.answer_due_at as string) - t.clock.now().getTime()).toBe(CONSULTATION_DEFAULTS.answerMinutes * MINUTE);

    // The doctor's queue has it first, with the health data the customer shared.
    const queue = await t.call({ method: 'GET', url: '/api/doctor/consultation?status=waiting', token: doctorToken });
    expect(queue.statusCode).toBe(200);
    const mine = queue.json().data.data.find((q: { id: string }) => q.id === c.id);
    expect(mine).toMatchObject({ status: 'waiting', allergies: 'Amoksisilin', medications: 'Parasetamol 500 mg', complaint: expect.stringContaining('Demam') });

    // The doctor's first message answers it: active, and the clock starts.
    const roomId = paid.room_id!;
    const hello = await t.call({ method: 'POST', url: `/api/chat/${roomId}/messages`, token: doctorToken, payload: { type: 'text', message: 'Halo, saya dr. Andi. Sejak kapan demamnya?' } });
    expect(hello.statusCode, hello.body).toBe(200);
    const active = await get(c.id, customer.token);
    expect(active.status).toBe('active');
    expect(Date.parse(active.ends_at as string) - Date.parse(active.accepted_at as string)).toBe(CONSULTATION_DEFAULTS.durationMinutes * MINUTE);

    // Only the doctor ends: a customer is refused by scope, another doctor's call is as unknown.
    const byCustomer = await t.call({ method: 'POST', url: `/api/consultation/${c.id}/end`, token: customer.token, payload: {} });
    expect(byCustomer.statusCode).toBe(403);
    const early = await t.call({ method: 'POST', url: `/api/consultation/${c.id}/review`, token: customer.token, payload: { rating: 5, text: 'Terlalu cepat' } });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(apiMessage('consultationNotEnded', 'id'));

    const end = await t.call({ method: 'POST', url: `/api/consultation/${c.id}/end`, token: doctorToken, payload: { notes: 'ISPA ringan, kontrol 3 hari' } });
    expect(end.statusCode, end.body).toBe(200);
    expect(end.json().data).toMatchObject({ status: 'ended', ended_by: 'doctor', doctor_notes: 'ISPA ringan, kontrol 3 hari' });
    const log = await messages(roomId, customer.token);
    expect(log.at(-1)).toMatchObject({ type: 'system', message: 'doctor_end_chat', payload: { type: 'custom', content: { consultation_id: c.id } } });
    // The doctor's notes are the doctor's only.
    expect((await get(c.id, customer.token)).doctor_notes).toBeNull();
    // The room takes no more messages.
    const late = await t.call({ method: 'POST', url: `/api/chat/${roomId}/messages`, token: customer.token, payload: { type: 'text', message: 'Dok, satu lagi' } });
    expect(late.statusCode).toBe(409);
    // The room is closed for good: asking to open it again keeps it closed.
    const doctorUser = await t.database.db.selectFrom('users').select('public_id').where('email', '=', 'dokter@demo.apotek.id').executeTakeFirstOrThrow();
    const reopened = await t.call({ method: 'POST', url: '/api/chat', token: customer.token, payload: { type: 'doctor', doctor_id: doctorUser.public_id, consultation_id: c.id } });
    expect(reopened.statusCode, reopened.body).toBe(200);
    expect(reopened.json().data).toMatchObject({ room_id: roomId, status: 'closed' });

    const before = await t.database.db.selectFrom('doctors').select(['rating_count', 'rating_total']).where('slug', '=', 'dr-andi-pratama').executeTakeFirstOrThrow();
    const review = await t.call({ method: 'POST', url: '/api/consultation/review', token: customer.token, payload: { consultation_id: c.id, rating: 4, text: 'Jelas dan ramah' } });
    expect(review.statusCode, review.body).toBe(200);
    expect(review.json().data).toMatchObject({ consultation_id: c.id, rating: 4, text: 'Jelas dan ramah' });
    const after = await t.database.db.selectFrom('doctors').select(['rating_count', 'rating_total']).where('slug', '=', 'dr-andi-pratama').executeTakeFirstOrThrow();
    expect(Number(after.rating_count)).toBe(Number(before.rating_count) + 1);
    expect(Number(after.rating_total)).toBe(Number(before.rating_total) + 4);
    const twice = await t.call({ method: 'POST', url: `/api/consultation/${c.id}/review`, token: customer.token, payload: { rating: 1 } });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(apiMessage('consultationAlreadyReviewed', 'id'));
    const read = await t.call({ method: 'GET', url: `/api/consultation/review/${c.id}`, token: doctorToken });
    expect(read.json().data).toMatchObject({ rating: 4 });
    expect((await get(c.id, customer.token)).status).toBe('reviewed');
  });

  it('lists by room status, at data.data.data and with nested keys (page defaults to 1)', async () => {
    const customer = await signUp(t);
    const c = await paidConsultation(customer.token);
    const list = await t.call({ method: 'GET', url: '/api/consultation?room_status=active', token: customer.token });
    expect(list.json().data.data.map((x: { id: string }) => x.id)).toEqual([c.id]);
    const all = await t.call({ method: 'GET', url: '/api/consultation/all?filter[room_status]=done', token: customer.token });
    expect(all.statusCode, all.body).toBe(200);
    expect(all.json().data).toMatchObject({ data: [], meta: { page: 1, total: 0 } });
    const active = await t.call({ method: 'GET', url: '/api/consultation/all?filter[room_status]=active', token: customer.token });
    expect(active.json().data.data.map((x: { id: string }) => x.id)).toEqual([c.id]);
  });

  it('shows a consultation to its customer and its doctor only; health data not shared stays hidden from the doctor', async () => {
    const customer = await signUp(t);
    const c = await start(customer.token, { share_health_data: false });
    const other = await signUp(t);
    expect((await t.call({ method: 'GET', url: `/api/consultation/${c.id}`, token: other.token })).statusCode).toBe(404);
    const pharmacist = await loginDemo(t, 'apoteker@demo.apotek.id');
    expect((await t.call({ method: 'GET', url: `/api/consultation/${c.id}`, token: pharmacist })).statusCode).toBe(404);
    expect((await t.call({ method: 'GET', url: '/api/doctor/consultation', token: customer.token })).statusCode).toBe(403);
    const seen = await get(c.id, doctorToken);
    expect(seen).toMatchObject({ allergies: null, medications: null, complaint: expect.any(String) });
    expect((await get(c.id, customer.token)).allergies).toBe('Amoksisilin');
  });

  it('refuses bad input with localised field errors and changes nothing', async () => {
    const customer = await signUp(t);
    const count = async () => Number((await t.database.db.selectFrom('consultations').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
    const before = await count();
    const bad = await t.call({ method: 'POST', url: '/api/consultation', token: customer.token, payload: { ...startBody(), complaint: 'sakit', consent: false }, headers: { cookie: 'i18n_redirected=en' } });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(expect.arrayContaining(['complaint', 'consent']));
    const unknown = await t.call({ method: 'POST', url: '/api/consultation', token: customer.token, payload: startBody({ doctor_id: 'dr-nobody' }) });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors.doctor_id).toEqual([apiMessage('consultationDoctorUnknown', 'id')]);
    // A listed doctor without a sign-in account cannot answer, so cannot be booked.
    const noAccount = await t.database.db.selectFrom('doctors').select('slug').where('user_id', 'is', null).executeTakeFirstOrThrow();
    const res = await t.call({ method: 'POST', url: '/api/consultation', token: customer.token, payload: startBody({ doctor_id: noAccount.slug }) });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(apiMessage('consultationDoctorUnavailable', 'id'));
    expect(await count()).toBe(before);
  });

  it('one open consultation per doctor at a time; a doctor offline cannot be started', async () => {
    const customer = await signUp(t);
    const first = await start(customer.token);
    const second = await t.call({ method: 'POST', url: '/api/consultation', token: customer.token, payload: startBody() });
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toContain(first.id);
    await t.database.db.updateTable('doctors').set({ accepting: 0 }).where('slug', '=', 'dr-andi-pratama').execute();
    try {
      const other = await signUp(t);
      const offline = await t.call({ method: 'POST', url: '/api/consultation', token: other.token, payload: startBody() });
      expect(offline.statusCode).toBe(409);
      expect(offline.json().message).toBe(apiMessage('consultationDoctorOffline', 'id'));
    } finally {
      await t.database.db.updateTable('doctors').set({ accepting: 1 }).where('slug', '=', 'dr-andi-pratama').execute();
    }
  });
});

describe('the clock and the money', () => {
  it('expires unpaid when its time runs out; money paid after that is refunded, not used', async () => {
    const customer = await signUp(t);
    const c = await start(customer.token);
    await t.call({ method: 'POST', url: '/api/consultation/purchase', token: customer.token, payload: { consultation_id: c.id, channel: 'va_bni' } });
    t.clock.advance(CONSULTATION_DEFAULTS.paymentMinutes * MINUTE + 1000);
    await t.jobs.runDue(t.clock.now());
    await t.settle();
    expect((await get(c.id, customer.token)).status).toBe('expired');
    const pay = await t.call({ method: 'POST', url: '/api/consultation/purchase', token: customer.token, payload: { consultation_id: c.id, channel: 'qris' } });
    expect(pay.statusCode).toBe(409);

    // The bank pays the expired VA anyway: recorded, flagged and refunded through the provider.
    await payCharge(c.id, true);
    await t.jobs.runDue(t.clock.now());
    const charge = await t.database.db.selectFrom('service_payments').selectAll().where('owner_ref', '=', c.id).executeTakeFirstOrThrow();
    expect(charge).toMatchObject({ status: 'refunded', flag: 'late' });
    expect((await get(c.id, customer.token)).status).toBe('expired');
  });

  it('refunds into the wallet when the doctor does not answer in time, from a wallet payment paid once for a double tap', async () => {
    const customer = await signUp(t);
    await activateWallet(customer);
    await topUp(customer.token, 200_000);
    const c = await start(customer.token);
    const tap = { consultation_id: c.id, channel: 'wallet', pin: PIN, client_key: `tap-${c.id}` };
    const [a, b] = await Promise.all([
      t.call({ method: 'POST', url: '/api/consultation/purchase', token: customer.token, payload: tap }),
      t.call({ method: 'POST', url: '/api/consultation/purchase', token: customer.token, payload: tap }),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(await balanceOf(customer.token)).toBe(200_000 - c.fee);
    expect((await get(c.id, customer.token))).toMatchObject({ status: 'waiting', payment: { channel: 'wallet', status: 'paid' } });

    t.clock.advance(CONSULTATION_DEFAULTS.answerMinutes * MINUTE + 1000);
    await t.jobs.runDue(t.clock.now());
    const refunded = await get(c.id, customer.token);
    expect(refunded).toMatchObject({ status: 'refunded', refund: { amount: c.fee, to: 'wallet' } });
    expect(await balanceOf(customer.token)).toBe(200_000);
    // The job running again refunds nothing more.
    await t.jobs.runDue(t.clock.now());
    expect(await balanceOf(customer.token)).toBe(200_000);
    expect(ledgerIsSound(await checkLedger(t.database.db))).toBe(true);
    // The customer is told, in a notification that opens the consultation (SPEC §2: /order/summary/{code}).
    await new Promise((resolve) => setTimeout(resolve, 20));
    await t.jobs.runDue(t.clock.now());
    const told = await t.call({ method: 'GET', url: '/api/my/notifications', token: customer.token });
    const notes = told.json().data.data as Array<{ type: string; message: string; meta: string }>;
    expect(notes.find((n) => n.type === 'consultation' && n.message.includes('kami kembalikan'))).toMatchObject({ meta: expect.stringContaining(c.id) });
  });

  it('refunds a QRIS payment into an active wallet, and without one back through the provider', async () => {
    const withWallet = await signUp(t);
    await activateWallet(withWallet);
    const c1 = await paidConsultation(withWallet.token);
    const without = await signUp(t);
    const c2 = await paidConsultation(without.token);
    t.clock.advance(CONSULTATION_DEFAULTS.answerMinutes * MINUTE + 1000);
    await t.jobs.runDue(t.clock.now());
    expect(await get(c1.id, withWallet.token)).toMatchObject({ status: 'refunded', refund: { to: 'wallet', amount: c1.fee } });
    expect(await balanceOf(withWallet.token)).toBe(c1.fee);
    expect(await get(c2.id, without.token)).toMatchObject({ status: 'refunded', refund: { to: 'original', amount: c2.fee } });
    // The provider's refund is a job the refund scheduled in its transaction.
    await t.jobs.runDue(t.clock.now());
    const charge = await t.database.db.selectFrom('service_payments').selectAll().where('owner_ref', '=', c2.id).where('status', '=', 'refunded').executeTakeFirstOrThrow();
    expect(Number(charge.refunded_amount)).toBe(c2.fee);
    // A refunded consultation cannot be answered any more.
    const late = await t.call({ method: 'POST', url: `/api/consultation/${c2.id}/replied`, token: doctorToken });
    expect(late.statusCode).toBe(409);
  });

  it('extends once; when the time is up the clock ends it with the SPEC text', async () => {
    const customer = await signUp(t);
    const c = await paidConsultation(customer.token);
    const replied = await t.call({ method: 'POST', url: `/api/consultation/${c.id}/replied`, token: doctorToken });
    expect(replied.json().data.status).toBe('active');
    const endsAt = Date.parse(replied.json().data.ends_at);
    const ext = await t.call({ method: 'POST', url: `/api/consultation/${c.id}/extend`, token: doctorToken });
    expect(ext.statusCode, ext.body).toBe(200);
    expect(Date.parse(ext.json().data.ends_at) - endsAt).toBe(CONSULTATION_DEFAULTS.extensionMinutes * MINUTE);
    const twice = await t.call({ method: 'POST', url: `/api/consultation/${c.id}/extend`, token: doctorToken });
    expect(twice.statusCode).toBe(409);

    // The first deadline passes: still active (it was extended).
    t.clock.advance(CONSULTATION_DEFAULTS.durationMinutes * MINUTE + 1000);
    await t.jobs.runDue(t.clock.now());
    expect((await get(c.id, customer.token)).status).toBe('active');
    t.clock.advance(CONSULTATION_DEFAULTS.extensionMinutes * MINUTE);
    await t.jobs.runDue(t.clock.now());
    const ended = await get(c.id, customer.token);
    expect(ended).toMatchObject({ status: 'ended', ended_by: 'system', can: { review: true } });
    expect((await messages(ended.room_id!, customer.token)).at(-1)).toMatchObject({ type: 'system', message: 'Thank you for consulting' });
  });
});

describe('the chat with a doctor', () => {
  it('opens only for a paid consultation of the customer', async () => {
    const customer = await signUp(t);
    const doctorUser = await t.database.db.selectFrom('users').select('public_id').where('email', '=', 'dokter@demo.apotek.id').executeTakeFirstOrThrow();
    const free = await t.call({ method: 'POST', url: '/api/chat', token: customer.token, payload: { type: 'doctor', doctor_id: doctorUser.public_id } });
    expect(free.statusCode).toBe(409);
    const c = await start(customer.token);
    const unpaid = await t.call({ method: 'POST', url: '/api/chat', token: customer.token, payload: { type: 'doctor', doctor_id: doctorUser.public_id, consultation_id: c.id } });
    expect(unpaid.statusCode).toBe(409);
    expect(unpaid.json().message).toBe(apiMessage('consultationChatNotPaid', 'id'));
    const other = await signUp(t);
    const paid = await paidConsultation(other.token);
    const stolen = await t.call({ method: 'POST', url: '/api/chat', token: customer.token, payload: { type: 'doctor', doctor_id: doctorUser.public_id, consultation_id: paid.id } });
    expect(stolen.statusCode).toBe(409);
    // A paid consultation does not open a chat with another doctor.
    const anotherDoctor = await signUp(t);
    const anotherDoctorUser = await t.database.db.updateTable('users').set({ role: 'doctor' }).where('email', '=', anotherDoctor.body.email as string).returning('public_id').executeTakeFirstOrThrow();
    const elsewhere = await t.call({ method: 'POST', url: '/api/chat', token: other.token, payload: { type: 'doctor', doctor_id: anotherDoctorUser.public_id, consultation_id: paid.id } });
    expect(elsewhere.statusCode).toBe(409);
    const own = await t.call({ method: 'POST', url: '/api/chat', token: other.token, payload: { type: 'doctor', doctor_id: doctorUser.public_id, consultation_id: paid.id } });
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json().data.room_id).toBe((await get(paid.id, other.token)).room_id);
    const read = await t.call({ method: 'GET', url: `/api/consultation/${paid.id}/read`, token: other.token });
    expect(read.json().data).toEqual({ consultation_id: paid.id, unread: 0 });
  });

  it('a new charge on another channel through POST /api/payment/create/token/{id}', async () => {
    const customer = await signUp(t);
    const c = await start(customer.token);
    const first = await t.call({ method: 'POST', url: '/api/consultation/purchase', token: customer.token, payload: { consultation_id: c.id, channel: 'qris' } });
    const next = await t.call({ method: 'POST', url: `/api/payment/create/token/${c.id}`, token: customer.token, payload: { channel: 'va_bri' } });
    expect(next.statusCode, next.body).toBe(200);
    expect(next.json().data.payment).toMatchObject({ channel: 'va_bri', status: 'pending', vaCode: expect.any(String) });
    expect(next.json().data.payment.token).not.toBe(first.json().data.payment.token);
    const charges = await t.database.db.selectFrom('service_payments').select(['channel', 'status']).where('owner_ref', '=', c.id).orderBy('attempt').execute();
    expect(charges).toEqual([
      { channel: 'qris', status: 'cancelled' },
      { channel: 'va_bri', status: 'pending' },
    ]);
    const other = await signUp(t);
    expect((await t.call({ method: 'POST', url: `/api/payment/create/token/${c.id}`, token: other.token, payload: {} })).statusCode).toBe(404);
    // The sandbox page lists it under the consultation's id, so a tester (or a browser test) can pay it there.
    const sandbox = await t.call({ method: 'GET', url: '/api/dev/payments?status=pending', ip: '127.0.0.1' });
    expect(sandbox.statusCode, sandbox.body).toBe(200);
    expect(sandbox.json().data).toEqual(expect.arrayContaining([expect.objectContaining({ order_id: c.id, channel: 'va_bri', status: 'pending' })]));
  });
});
