import { apiMessage, isPlausibleNik } from '@apotek/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../../../test/addresses.ts';
import { latestOtpCode, loginDemo } from '../../../test/app.ts';
import { type CommerceTestApp, createCommerceTestApp } from '../../../test/commerce.ts';
import { uploadFiles } from '../../../test/files.ts';
import { photoJpeg } from '../../../test/images.ts';

let t: CommerceTestApp;
let admin: string;
const PIN = '482913';
const EN = { i18n_redirected: 'en' };
// Jakarta Pusat (31.71.01), born 17 August 1990, a woman (day + 40), serial 0042.
const NIK = '3171015708900042';

beforeAll(async () => {
  t = await createCommerceTestApp();
  admin = await loginDemo(t, 'admin@demo.apotek.id');
});
afterAll(async () => {
  await t.close();
});

async function walletCustomer(): Promise<{ token: string }> {
  const c = await signUp(t);
  await t.call({ method: 'POST', url: '/api/wallet/pre-registration', token: c.token, payload: { mobile_number: c.phone } });
  await t.call({ method: 'POST', url: '/api/wallet/get-otp', token: c.token });
  const valid = await t.call({ method: 'POST', url: '/api/wallet/validate-otp', token: c.token, payload: { code: await latestOtpCode(t.database, c.phone) } });
  const done = await t.call({ method: 'POST', url: '/api/wallet/confirm-registration', token: c.token, payload: { registration_token: valid.json().data.registration_token, pin: PIN, pin_confirmation: PIN } });
  expect(done.statusCode).toBe(200);
  return c;
}

async function photos(token: string): Promise<[string, string]> {
  const files = await uploadFiles(t, token, [await photoJpeg(640, 400, 1), await photoJpeg(480, 640, 2)], 'kyc');
  return [files[0]!.id, files[1]!.id];
}

const submit = (token: string, body: Record<string, unknown>, cookies?: Record<string, string>) => t.call({ method: 'POST', url: '/api/wallet/kyc', token, payload: body, ...(cookies ? { cookies } : {}) });
const capOf = async (token: string) => (await t.call({ method: 'GET', url: '/api/wallet/get-balance', token })).json().data;

describe('NIK shape', () => {
  it('accepts a plausible NIK and refuses wrong lengths, dates, provinces and a zero serial', () => {
    expect(isPlausibleNik(NIK)).toBe(true);
    expect(isPlausibleNik('3171011708900042')).toBe(true);
    for (const bad of ['317101570890004', '31710157089000421', '0971015708900042', '3171013208900042', '3171015713900042', '3171015708900000', '31710157089000x2']) expect(isPlausibleNik(bad)).toBe(false);
  });
});

describe('wallet identity verification', () => {
  it('is sent once with private photos, approved by an admin, and raises the balance cap', async () => {
    const c = await walletCustomer();
    const before = await capOf(c.token);
    const [ktp, selfie] = await photos(c.token);
    const sent = await submit(c.token, { nik: NIK, full_name: 'Siti Rahmawati', ktp_file_id: ktp, selfie_file_id: selfie, consent: true });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().data).toMatchObject({ status: 'pending', nik_last4: '0042', full_name: 'Siti Rahmawati', consented_at: expect.any(String) });
    expect(JSON.stringify(sent.json())).not.toContain(NIK);
    const row = await t.database.db.selectFrom('wallet_kyc').selectAll().where('id', '=', sent.json().data.id).executeTakeFirstOrThrow();
    expect(row.nik_hash).not.toContain(NIK);
    const again = await submit(c.token, { nik: NIK, full_name: 'Siti Rahmawati', ktp_file_id: ktp, selfie_file_id: selfie, consent: true }, EN);
    expect([again.statusCode, again.json().message]).toEqual([409, apiMessage('kycAlreadyPending', 'en')]);

    // The customer cannot review; the admin sees the request with signed photo URLs.
    expect((await t.call({ method: 'GET', url: '/api/console/wallet/kyc', token: c.token })).statusCode).toBe(403);
    const queue = await t.call({ method: 'GET', url: '/api/console/wallet/kyc', token: admin });
    expect(queue.statusCode).toBe(200);
    const item = queue.json().data.data.find((r: { id: number }) => r.id === row.id);
    expect(item.ktp_url).toMatch(/signature=|sig=|expires=/);
    const photo = await t.call({ method: 'GET', url: item.ktp_url.replace(/^https?:\/\/[^/]+/, '') });
    expect(photo.statusCode).toBe(200);

    const approved = await t.call({ method: 'POST', url: `/api/console/wallet/kyc/${row.id}/approve`, token: admin });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().data.status).toBe('verified');
    expect((await t.call({ method: 'POST', url: `/api/console/wallet/kyc/${row.id}/approve`, token: admin })).statusCode).toBe(409);
    const after = await capOf(c.token);
    expect(after.verified).toBe(true);
    expect(after.balance_cap).toBeGreaterThan(before.balance_cap);
    expect((await t.call({ method: 'GET', url: '/api/wallet/kyc', token: c.token })).json().data.status).toBe('verified');
    expect((await submit(c.token, { nik: NIK, full_name: 'Siti Rahmawati', ktp_file_id: ktp, selfie_file_id: selfie, consent: true })).statusCode).toBe(409);

    // The same NIK cannot verify a second account.
    const other = await walletCustomer();
    const [k2, s2] = await photos(other.token);
    const taken = await submit(other.token, { nik: NIK, full_name: 'Siti Rahmawati', ktp_file_id: k2, selfie_file_id: s2, consent: true }, EN);
    expect([taken.statusCode, taken.json().message]).toEqual([409, apiMessage('kycNikTaken', 'en')]);
  });

  it('refuses bad input, someone else\'s photos and a customer without a wallet, writing nothing', async () => {
    const c = await walletCustomer();
    const [ktp, selfie] = await photos(c.token);
    const bad = await submit(c.token, { nik: '1234', full_name: 'S', ktp_file_id: ktp, selfie_file_id: selfie, consent: true }, EN);
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(expect.arrayContaining(['nik', 'full_name']));
    expect(bad.json().errors.nik).toEqual(['The NIK (ID number) must be the 16 digits on the KTP']);
    const noConsent = await submit(c.token, { nik: '3273011203850007', full_name: 'Budi Santoso', ktp_file_id: ktp, selfie_file_id: selfie }, EN);
    expect([noConsent.statusCode, Object.keys(noConsent.json().errors)]).toEqual([422, ['consent']]);
    const stranger = await walletCustomer();
    const [theirs] = await photos(stranger.token);
    const foreign = await submit(c.token, { nik: '3273011203850007', full_name: 'Budi Santoso', ktp_file_id: theirs, selfie_file_id: selfie, consent: true }, EN);
    expect([foreign.statusCode, foreign.json().errors.ktp_file_id]).toEqual([422, [apiMessage('kycFileInvalid', 'en')]]);
    const prescriptionPhoto = (await uploadFiles(t, c.token, [await photoJpeg(300, 300, 3)], 'prescription'))[0]!.id;
    expect((await submit(c.token, { nik: '3273011203850007', full_name: 'Budi Santoso', ktp_file_id: prescriptionPhoto, selfie_file_id: selfie, consent: true })).statusCode).toBe(422);
    const noWallet = await signUp(t);
    expect((await submit(noWallet.token, { nik: '3273011203850007', full_name: 'Budi Santoso', ktp_file_id: ktp, selfie_file_id: selfie, consent: true })).statusCode).toBe(409);
    expect((await t.call({ method: 'GET', url: '/api/wallet/kyc', token: c.token })).json().data).toBeNull();
  });

  it('rejects with a reason the customer reads, who may then send again', async () => {
    const c = await walletCustomer();
    const [ktp, selfie] = await photos(c.token);
    const id = (await submit(c.token, { nik: '3273011203850007', full_name: 'Budi Santoso', ktp_file_id: ktp, selfie_file_id: selfie, consent: true })).json().data.id as number;
    const short = await t.call({ method: 'POST', url: `/api/console/wallet/kyc/${id}/reject`, token: admin, payload: { reason: 'x' } });
    expect(short.statusCode).toBe(422);
    const rejected = await t.call({ method: 'POST', url: `/api/console/wallet/kyc/${id}/reject`, token: admin, payload: { reason: 'Foto KTP buram, mohon foto ulang' } });
    expect(rejected.statusCode).toBe(200);
    expect((await t.call({ method: 'GET', url: '/api/wallet/kyc', token: c.token })).json().data).toMatchObject({ status: 'rejected', reason: 'Foto KTP buram, mohon foto ulang' });
    expect((await capOf(c.token)).verified).toBe(false);
    const [k2, s2] = await photos(c.token);
    expect((await submit(c.token, { nik: '3273011203850007', full_name: 'Budi Santoso', ktp_file_id: k2, selfie_file_id: s2, consent: true })).statusCode).toBe(200);
  });
});
