import { jakartaDate } from '@apotek/contract';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAddress, signUp } from '../../../test/addresses.ts';
import { type CommerceTestApp, createCommerceTestApp, firstPharmacy, placeOrder } from '../../../test/commerce.ts';
import { uploadFiles } from '../../../test/files.ts';
import { anonymiseAddressJson } from '../orders/index.ts';
import { photoJpeg } from '../../../test/images.ts';

const DAY = 86_400_000;
let t: CommerceTestApp;

beforeAll(async () => {
  t = await createCommerceTestApp();
});
afterAll(async () => t.close());

type Customer = Awaited<ReturnType<typeof signUp>>;

function login(c: Customer, password = c.body.password) {
  return t.call({ method: 'POST', url: '/api/login', payload: { login: c.body.email, password }, ip: '203.0.113.9' });
}

async function userIdOf(c: Customer): Promise<number> {
  return (await t.database.db.selectFrom('users').select('id').where('phone', '=', c.phone).executeTakeFirstOrThrow()).id;
}

async function submitPrescription(token: string): Promise<{ rx: string; fileId: string }> {
  const [file] = await uploadFiles(t, token, [await photoJpeg(240, 320)]);
  const store = await firstPharmacy(t.database.db);
  const res = await t.call({
    method: 'POST',
    url: '/api/prescriptions',
    token,
    payload: {
      file_ids: [file!.id],
      patient: { relation: 'self', name: 'Rahmat Hidayat', age: 41 },
      doctor: { name: 'dr. Sinta Maharani', sip: 'SIP 446/777/DU/2025' },
      date: jakartaDate(t.clock.now()),
      notes: 'Batuk berdahak',
      pharmacy_id: store.id,
    },
  });
  if (res.statusCode !== 200) throw new Error(`prescription failed: ${res.body}`);
  return { rx: res.json().data.id as string, fileId: file!.id };
}

/** The health tracker's consent, then one weight entry (docs/decisions/035). */
async function addHealthEntry(token: string): Promise<void> {
  expect((await t.call({ method: 'POST', url: '/api/my/health-tracker/consent', token, payload: { consent: true } })).statusCode).toBe(200);
  const res = await t.call({ method: 'POST', url: '/api/my/health-tracker', token, payload: { tracker: 'weight', weight: '70', date: '2025-11-01' } });
  expect(res.statusCode, res.body).toBe(200);
}

/** Requests an export, runs the job, and downloads the ZIP through its signed link. */
async function exportZip(token: string): Promise<{ id: string; entries: Record<string, Uint8Array> }> {
  const requested = await t.call({ method: 'POST', url: '/api/my/data-export', token });
  expect(requested.statusCode).toBe(200);
  const id = requested.json().data.id as string;
  expect(requested.json().data.status).toBe('pending');
  await t.jobs.runDue(t.clock.now(), { names: ['privacy.export'] });
  const list = await t.call({ method: 'GET', url: '/api/my/data-export', token });
  expect(list.json().data[0]).toMatchObject({ id, status: 'ready' });
  const link = await t.call({ method: 'GET', url: `/api/my/data-export/${id}/download`, token });
  expect(link.statusCode).toBe(200);
  const url = new URL(link.json().data.url as string);
  const file = await t.call({ method: 'GET', url: `${url.pathname}${url.search}` });
  expect(file.statusCode).toBe(200);
  expect(file.headers['content-type']).toContain('application/zip');
  return { id, entries: unzipSync(new Uint8Array(file.rawPayload)) };
}

const json = (entries: Record<string, Uint8Array>, name: string) => JSON.parse(new TextDecoder().decode(entries[name])) as unknown;

describe('data export', () => {
  let owner: { email: string; phone: string };
  let exportId: string;
  let orderId: string;
  let prescription: { rx: string; fileId: string };

  it('makes a ZIP of JSON, a PDF summary and the prescription files, and tells the owner', async () => {
    const placed = await placeOrder(t, signUp, 0);
    orderId = placed.orderId;
    owner = await t.database.db.selectFrom('users').innerJoin('orders', 'orders.user_id', 'users.id').select(['users.email', 'users.phone']).where('orders.public_id', '=', orderId).executeTakeFirstOrThrow();
    await createAddress(t, placed.token);
    prescription = await submitPrescription(placed.token);
    await addHealthEntry(placed.token);

    const { id, entries } = await exportZip(placed.token);
    exportId = id;
    const orders = json(entries, 'data/orders.json') as Array<{ public_id: string; items: unknown[] }>;
    expect(orders.map((o) => o.public_id)).toContain(orderId);
    expect(orders[0]!.items.length).toBeGreaterThan(0);
    expect((json(entries, 'data/prescriptions.json') as Array<{ public_id: string; file_ids: string[] }>)[0]).toMatchObject({ public_id: prescription.rx, file_ids: [prescription.fileId] });
    expect((json(entries, 'data/addresses.json') as unknown[]).length).toBe(1);
        expect(json(entries, 'data/profile.json')).toMatchObject({ email: owner.email });
    expect(json(entries, 'data/health.json')).toEqual([expect.objectContaining({ tracker: 'weight' })]);
    expect((json(entries, 'data/consents.json') as Array<{ document: string }>).map((c) => c.document)).toContain('health_data');
    for (const section of ['payments', 'consultations', 'chats', 'health', 'staff-access']) expect(entries[`data/${section}.json`]).toBeDefined();
    const photo = entries[`files/prescription/${prescription.fileId}.jpg`];
    expect(photo && photo.byteLength).toBeGreaterThan(100);
    expect(new TextDecoder().decode(entries['summary.pdf']!.slice(0, 5))).toBe('%PDF-');

    const mail = await t.database.db.selectFrom('outbox').select(['subject', 'body']).where('recipient', '=', owner.email).where('channel', '=', 'email').orderBy('id', 'desc').executeTakeFirst();
    expect(mail?.subject).toMatch(/Ekspor data/);
    expect(mail?.body).toContain('/backup');
  });

  it('answers 404 to anyone but the owner, and the object itself is private', async () => {
    const other = await signUp(t);
    const res = await t.call({ method: 'GET', url: `/api/my/data-export/${exportId}/download`, token: other.token });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Data tidak ditemukan');
    expect((await t.call({ method: 'GET', url: '/api/my/data-export', token: other.token })).json().data).toEqual([]);
    const unknown = await t.call({ method: 'GET', url: '/api/my/data-export/not-an-export/download', token: other.token });
    expect(unknown.statusCode).toBe(404);
    const guest = await t.call({ method: 'GET', url: `/api/my/data-export/${exportId}/download` });
    expect(guest.statusCode).toBe(401);
    const row = await t.database.db.selectFrom('data_exports').select('storage_key').where('public_id', '=', exportId).executeTakeFirstOrThrow();
    const tampered = await t.call({ method: 'GET', url: `/api/files/signed/${row.storage_key}?expires=9999999999&signature=abc` });
    expect(tampered.statusCode).toBe(403);
  });

  it('one export at a time, and the ZIP goes after its days', async () => {
    const c = await signUp(t);
    const a = await t.call({ method: 'POST', url: '/api/my/data-export', token: c.token });
    const b = await t.call({ method: 'POST', url: '/api/my/data-export', token: c.token });
    expect(b.json().data.id).toBe(a.json().data.id);
    await t.jobs.runDue(t.clock.now(), { names: ['privacy.export'] });
    await t.jobs.runDue(new Date(t.clock.now().getTime() + 8 * DAY), { names: ['privacy.export-expire'] });
    const list = await t.call({ method: 'GET', url: '/api/my/data-export', token: c.token });
    expect(list.json().data[0]).toMatchObject({ id: a.json().data.id, status: 'expired' });
    const link = await t.call({ method: 'GET', url: `/api/my/data-export/${a.json().data.id}/download`, token: c.token });
    expect(link.statusCode).toBe(404);
  });
});

describe('account deletion', () => {
  it('is refused without re-authentication, and nothing is recorded', async () => {
    const c = await signUp(t);
    const missing = await t.call({ method: 'POST', url: '/api/my/account-deletion', token: c.token, payload: {} });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.password).toBeDefined();
    const wrong = await t.call({ method: 'POST', url: '/api/my/account-deletion', token: c.token, payload: { password: 'Salah-Sekali-99' } });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors.password[0]).toBe('Kata sandi saat ini salah');
    expect((await t.call({ method: 'GET', url: '/api/my/account-deletion', token: c.token })).json().data).toBeNull();
    expect(await t.database.db.selectFrom('account_deletions').select('id').where('user_id', '=', await userIdOf(c)).execute()).toEqual([]);
  });

  it('a login within the grace period cancels it, and the erasure job then does nothing', async () => {
    const c = await signUp(t);
    const res = await t.call({ method: 'POST', url: '/api/my/account-deletion', token: c.token, payload: { password: c.body.password } });
    expect(res.statusCode).toBe(200);
    const requested = res.json().data;
    expect(requested.status).toBe('pending');
    expect(Date.parse(requested.erase_after) - t.clock.now().getTime()).toBe(14 * DAY);
    const mail = await t.database.db.selectFrom('outbox').select('subject').where('recipient', '=', c.body.email).where('channel', '=', 'email').executeTakeFirst();
    expect(mail?.subject).toBe('Permintaan hapus akun diterima');

    expect((await login(c)).statusCode).toBe(200);
    const after = (await t.call({ method: 'GET', url: '/api/my/account-deletion', token: c.token })).json().data;
    expect(after).toMatchObject({ status: 'cancelled', cancelled_by: 'login' });
    await t.jobs.runDue(new Date(t.clock.now().getTime() + 15 * DAY), { names: ['privacy.erase'] });
    expect((await login(c)).statusCode).toBe(200);
  });

  it('the user can cancel it too', async () => {
    const c = await signUp(t);
    await t.call({ method: 'POST', url: '/api/my/account-deletion', token: c.token, payload: { password: c.body.password } });
    const res = await t.call({ method: 'DELETE', url: '/api/my/account-deletion', token: c.token });
    expect(res.json().data).toMatchObject({ status: 'cancelled', cancelled_by: 'user' });
  });

  it('after the grace period personal data is gone, login fails, and orders and prescriptions stay for the record', async () => {
    const placed = await placeOrder(t, signUp, 1);
    const userId = (await t.database.db.selectFrom('orders').select('user_id').where('public_id', '=', placed.orderId).executeTakeFirstOrThrow()).user_id;
    const user = await t.database.db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirstOrThrow();
    const c = { token: placed.token, body: { email: user.email, password: 'Kopi-Tubruk-2026' }, phone: user.phone } as unknown as Customer;
    await createAddress(t, placed.token);
    const rx = await submitPrescription(placed.token);
    await addHealthEntry(placed.token);
    const [chatFile] = await uploadFiles(t, placed.token, [await photoJpeg(100, 100, 7)], 'chat');
    // The profile's own rows (ADR 036) go too.
    expect((await t.call({ method: 'PUT', url: '/api/my/profile', token: placed.token, payload: { name: 'Sari Hapus', birth_date: '1990-08-17', gender: 'female' } })).statusCode).toBe(200);
    await exportZip(placed.token);

    const res = await t.call({ method: 'POST', url: '/api/my/account-deletion', token: placed.token, payload: { password: 'Kopi-Tubruk-2026' } });
    expect(res.statusCode).toBe(200);
    // Not yet due: the job leaves it.
    await t.jobs.runDue(new Date(t.clock.now().getTime() + 13 * DAY), { names: ['privacy.erase'] });
    expect((await t.database.db.selectFrom('users').select('email').where('id', '=', userId).executeTakeFirstOrThrow()).email).toBe(user.email);

    await t.jobs.runDue(new Date(t.clock.now().getTime() + 14 * DAY + 60_000), { names: ['privacy.erase'] });
    const tomb = await t.database.db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirstOrThrow();
    expect(tomb.name).toBe('Pengguna terhapus');
    expect(tomb.email).not.toContain(user.email.split('@')[0]!);
    expect(tomb.phone).not.toBe(user.phone);
    expect(await t.database.db.selectFrom('user_profiles').select('user_id').where('user_id', '=', userId).execute()).toEqual([]);
    expect((await login(c)).statusCode).toBe(401);
    expect((await t.call({ method: 'POST', url: '/api/login', payload: { login: user.phone, password: 'Kopi-Tubruk-2026' } })).statusCode).toBe(401);
    expect((await t.call({ method: 'GET', url: '/api/my/profile', token: placed.token })).statusCode).toBe(401);
    const sessions = await t.database.db.selectFrom('sessions').select(['revoked_at', 'ip']).where('user_id', '=', userId).execute();
    expect(sessions.every((s) => s.revoked_at !== null && s.ip === null)).toBe(true);

    expect(await t.database.db.selectFrom('addresses').select('id').where('user_id', '=', userId).execute()).toEqual([]);
    expect(await t.database.db.selectFrom('health_entries').select('id').where('user_id', '=', userId).execute()).toEqual([]);
    expect(await t.database.db.selectFrom('data_exports').select('id').where('user_id', '=', userId).execute()).toEqual([]);
    expect(await t.database.db.selectFrom('files').select('id').where('public_id', '=', chatFile!.id).execute()).toEqual([]);
    const order = await t.database.db.selectFrom('orders').select(['total', 'status', 'notes']).where('public_id', '=', placed.orderId).executeTakeFirstOrThrow();
    expect(Number(order.total)).toBeGreaterThan(0);
    expect((await t.database.db.selectFrom('order_items').innerJoin('orders', 'orders.id', 'order_items.order_id').select('order_items.id').where('orders.public_id', '=', placed.orderId).execute()).length).toBeGreaterThan(0);
    const kept = await t.database.db.selectFrom('prescriptions').select(['public_id', 'patient_name']).where('public_id', '=', rx.rx).executeTakeFirstOrThrow();
    expect(kept.patient_name).toBe('Rahmat Hidayat');
    expect(await t.database.db.selectFrom('files').select('id').where('public_id', '=', rx.fileId).execute()).toHaveLength(1);
    const deletion = (await t.database.db.selectFrom('account_deletions').select(['status', 'erased_at']).where('user_id', '=', userId).executeTakeFirstOrThrow());
    expect(deletion.status).toBe('erased');
  });

  it('the sandbox runs the erasures due at a later `now` (the e2e clock), never earlier ones', async () => {
    const c = await signUp(t);
    await t.call({ method: 'POST', url: '/api/my/account-deletion', token: c.token, payload: { password: c.body.password } });
    const early = await t.call({ method: 'POST', url: '/api/dev/privacy/erasures', payload: { now: new Date(t.clock.now().getTime() + DAY).toISOString() } });
    expect(early.json().data.erased).toEqual([]);
    expect((await login(c)).statusCode).toBe(200);
    // That login cancelled it: ask again, then move past the grace period.
    const again = await t.call({ method: 'POST', url: '/api/my/account-deletion', token: c.token, payload: { password: c.body.password } });
    const late = await t.call({ method: 'POST', url: '/api/dev/privacy/erasures', payload: { now: new Date(t.clock.now().getTime() + 15 * DAY).toISOString() } });
    expect(late.json().data.erased).toContain(again.json().data.id);
    expect((await login(c)).statusCode).toBe(401);
    const remote = await t.call({ method: 'POST', url: '/api/dev/privacy/erasures', ip: '198.51.100.77', payload: { now: new Date().toISOString() } });
    expect(remote.statusCode).toBe(404);
  });
});

describe('consents', () => {
  it('withdraws a consent the law lets go, never the terms of a live account', async () => {
    const c = await signUp(t);
    const userId = await userIdOf(c);
    const terms = await t.call({ method: 'POST', url: '/api/my/consents/terms/withdraw', token: c.token });
    expect(terms.statusCode).toBe(403);
    const none = await t.call({ method: 'POST', url: '/api/my/consents/marketing/withdraw', token: c.token });
    expect(none.statusCode).toBe(404);
    const unknown = await t.call({ method: 'POST', url: '/api/my/consents/everything/withdraw', token: c.token });
    expect(unknown.statusCode).toBe(422);
    await t.database.db
      .insertInto('consents')
      .values({ user_id: userId, document: 'health_data' as 'terms', version: '2026-01', channel: 'web', ip: null, user_agent: null, consented_at: t.clock.now().toISOString(), withdrawn_at: null })
      .execute();
    const res = await t.call({ method: 'POST', url: '/api/my/consents/health_data/withdraw', token: c.token });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ document: 'health_data', withdrawn_at: t.clock.now().toISOString() });
    const rows = await t.database.db.selectFrom('consents').select(['document', 'withdrawn_at']).where('user_id', '=', userId).execute();
    expect(rows.find((r) => (r.document as string) === 'health_data')?.withdrawn_at).toBe(t.clock.now().toISOString());
    expect(rows.filter((r) => r.document !== ('health_data' as 'terms')).every((r) => r.withdrawn_at === null)).toBe(true);
    expect((await t.call({ method: 'POST', url: '/api/my/consents/health_data/withdraw', token: c.token })).statusCode).toBe(404);
    const listed = await t.call({ method: 'GET', url: '/api/my/privacy/consents', token: c.token });
    expect(listed.statusCode).toBe(200);
    const health = listed.json().data.find((d: { document: string }) => d.document === 'health_data');
    expect(health).toMatchObject({ withdrawable: true, withdrawn_at: t.clock.now().toISOString(), version: '2026-01' });
    expect(listed.json().data.find((d: { document: string }) => d.document === 'terms')).toMatchObject({ withdrawable: false, withdrawn_at: null });
  });
});

describe("an erased order's address copy", () => {
  it('keeps the region and postal code and drops the person', () => {
    const copy = JSON.stringify({ label: 'Rumah', recipient_name: 'Budi', recipient_phone: '+6281234567890', address_line: 'Jl. Merdeka 12', city_name: 'Jakarta Pusat', postal_code: '10110', latitude: -6.17, longitude: 106.82, notes: 'Pagar hijau' });
    expect(JSON.parse(anonymiseAddressJson(copy)!)).toEqual({ label: '', recipient_name: '', recipient_phone: '', address_line: '', city_name: 'Jakarta Pusat', postal_code: '10110', latitude: null, longitude: null, notes: '' });
    expect(anonymiseAddressJson(null)).toBeNull();
    expect(anonymiseAddressJson('not json')).toBeNull();
  });
});
