import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../../test/addresses.ts';
import { latestOtpCode, loginDemo } from '../../test/app.ts';
import { type CommerceTestApp, createCommerceTestApp } from '../../test/commerce.ts';

/** Appointments paid through the app's own wiring (ADR 029/030): the sandbox's QRIS/VA and the wallet. */
let t: CommerceTestApp;
let doctor: string;
const PIN = '864213';

beforeAll(async () => {
  t = await createCommerceTestApp();
  doctor = await loginDemo(t, 'dokter@demo.apotek.id');
});
afterAll(async () => {
  await t.close();
});

const patient = { relation: 'self', name: 'Tono', age: 40, gender: 'male' } as const;

async function freeSlots(): Promise<string[]> {
  const res = await t.call({ method: 'GET', url: '/api/doctor/dr-andi-pratama/slots?from=2026-01-16&days=3' });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().data.days as Array<{ slots: Array<{ starts_at: string }> }>).flatMap((d) => d.slots.map((s) => s.starts_at));
}

async function book(token: string, startsAt: string) {
  const res = await t.call({ method: 'POST', url: '/api/appointment', token, payload: { doctor_id: 'dr-andi-pratama', starts_at: startsAt, patient, complaint: 'Kontrol tekanan darah rutin', consent: true } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { id: string; fee: number };
}

const status = async (id: string, token: string) => ((await t.call({ method: 'GET', url: `/api/appointment/${id}`, token })).json().data as { status: string }).status;

describe('paying an appointment', () => {
  it('by QRIS in the sandbox: requested once paid, approved by the doctor, refunded through the provider when the doctor rejects', async () => {
    const customer = await signUp(t);
    const [slot] = await freeSlots();
    const a = await book(customer.token, slot!);
    const purchase = await t.call({ method: 'POST', url: '/api/appointment/purchase', token: customer.token, payload: { appointment_id: a.id, channel: 'qris' } });
    expect(purchase.statusCode, purchase.body).toBe(200);
    const charge = await t.database.db.selectFrom('service_payments').selectAll().where('owner_ref', '=', a.id).executeTakeFirstOrThrow();
    expect(charge).toMatchObject({ owner_kind: 'appointment', channel: 'qris', status: 'pending', amount: a.fee });
    await t.call({ method: 'POST', url: `/api/dev/payments/${charge.provider_ref}/pay`, payload: {} });
    await t.settle();
    expect(await status(a.id, customer.token)).toBe('requested');

    const reject = await t.call({ method: 'POST', url: `/api/appointment/${a.id}/cancel`, token: doctor, payload: { reason: 'Jadwal praktik berubah' } });
    expect(reject.statusCode, reject.body).toBe(200);
    await t.jobs.runDue(t.clock.now());
    const refunded = await t.database.db.selectFrom('service_payments').selectAll().where('id', '=', charge.id).executeTakeFirstOrThrow();
    expect(refunded).toMatchObject({ status: 'refunded', flag: 'refund' });
    expect(Number(refunded.refunded_amount)).toBe(a.fee);
  });

  it('from the wallet with the PIN, refunded into it when the customer cancels', async () => {
    const customer = await signUp(t);
    await t.call({ method: 'POST', url: '/api/wallet/pre-registration', token: customer.token, payload: { mobile_number: customer.phone } });
    await t.call({ method: 'POST', url: '/api/wallet/get-otp', token: customer.token });
    const valid = await t.call({ method: 'POST', url: '/api/wallet/validate-otp', token: customer.token, payload: { code: await latestOtpCode(t.database, customer.phone) } });
    await t.call({ method: 'POST', url: '/api/wallet/confirm-registration', token: customer.token, payload: { registration_token: valid.json().data.registration_token, pin: PIN, pin_confirmation: PIN } });
    const topUp = await t.call({ method: 'POST', url: '/api/wallet/top-up', token: customer.token, payload: { amount: 300_000, channel: 'va_bca' } });
    const row = await t.database.db.selectFrom('wallet_top_ups').selectAll().where('id', '=', topUp.json().data.id).executeTakeFirstOrThrow();
    await t.call({ method: 'POST', url: `/api/dev/payments/${row.provider_ref}/pay`, payload: {} });
    await t.settle();
    const balance = async () => (await t.call({ method: 'GET', url: '/api/wallet/get-balance', token: customer.token })).json().data.balance as number;

    const slots = await freeSlots();
    const a = await book(customer.token, slots[1]!);
    const paid = await t.call({ method: 'POST', url: '/api/appointment/purchase', token: customer.token, payload: { appointment_id: a.id, channel: 'wallet', pin: PIN, client_key: `appt-${a.id}` } });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(await status(a.id, customer.token)).toBe('requested');
    expect(await balance()).toBe(300_000 - a.fee);

    const cancel = await t.call({ method: 'POST', url: `/api/appointment/${a.id}/cancel`, token: customer.token, payload: {} });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(await balance()).toBe(300_000);
  });
});
