import { randomUUID } from 'node:crypto';
import { apiMessage, type ContactChallenge, type Profile, profileMessage, ruleMessage } from '@apotek/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, latestOtpCode, outboxCount, type TestApp } from '../../../test/app.ts';
import { multipart } from '../../../test/files.ts';
import { photoJpeg, sidewaysJpegWithGps } from '../../../test/images.ts';
import { hashPassword } from './passwords.ts';
import { insertUser } from './users.repository.ts';

const MINUTE = 60_000;
const PASSWORD = 'Kopi-Tubruk-2026';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

interface Account {
  id: number;
  email: string;
  phone: string;
  token: string;
}

let made = 0;
const pid = String(process.pid % 10000).padStart(4, '0');
/** A valid Indonesian mobile number no other account in this run has. */
const freshPhone = () => {
  made += 1;
  return `+62857${pid}${String(made).padStart(4, '0')}`;
};

/** A verified customer written straight to the database (registration has its own tests and per-IP limits). */
async function newAccount(overrides: { unverified?: boolean } = {}): Promise<Account> {
  made += 1;
  const now = t.clock.now().toISOString();
  const email = `rina${made}.${process.pid}@contoh.co.id`;
  const phone = `+62813${pid}${String(made).padStart(4, '0')}`;
  const row = await insertUser(t.database.db, {
    public_id: randomUUID(),
    name: `Rina Wulandari ${made}`,
    email,
    phone,
    password_hash: await hashPassword(PASSWORD),
    role: 'customer',
    verified_at: overrides.unverified ? null : now,
    locale: 'id',
    created_at: now,
    updated_at: now,
  });
  if (overrides.unverified) return { id: row.id, email, phone, token: '' };
  const res = await t.call({ method: 'POST', url: '/api/login', payload: { login: email, password: PASSWORD } });
  expect(res.statusCode, res.body).toBe(200);
  return { id: row.id, email, phone, token: res.json().data.authentication.token as string };
}

const put = (token: string, payload: Record<string, unknown>, lang = 'id') => t.call({ method: 'PUT', url: '/api/my/profile', token, payload, headers: { 'accept-language': lang } });
const profileOf = async (token: string): Promise<Profile> => (await t.call({ method: 'GET', url: '/api/my/profile', token })).json().data as Profile;

function uploadPhoto(token: string, file: Buffer, lang = 'id', type = 'image/jpeg') {
  const { payload, headers } = multipart([{ file, filename: 'saya.jpg', type }]);
  return t.call({ method: 'POST', url: '/api/my/profile/photo', token, payload, headers: { ...headers, 'accept-language': lang } });
}

describe('PUT /api/my/profile', () => {
  it('saves the name, date of birth and gender, and GET /api/my/profile shows them', async () => {
    const a = await newAccount();
    const res = await put(a.token, { name: '  Rina Kusuma  ', birth_date: '1990-04-17', gender: 'female' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ message: profileMessage('profileSaved', 'id'), data: { Cust_Name: 'Rina Kusuma', birth_date: '1990-04-17', gender: 'female', photo_url: null } });
    expect(await profileOf(a.token)).toMatchObject({ Cust_Name: 'Rina Kusuma', birth_date: '1990-04-17', gender: 'female' });

    // Empty fields clear them; a field left out stays as it was.
    const cleared = await put(a.token, { name: 'Rina Kusuma', birth_date: '', gender: '' }, 'en');
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json().message).toBe(profileMessage('profileSaved', 'en'));
    expect(cleared.json().data).toMatchObject({ birth_date: null, gender: null });
    await put(a.token, { name: 'Rina Kusuma', gender: 'female' });
    expect(await profileOf(a.token)).toMatchObject({ birth_date: null, gender: 'female' });
  });

  it('refuses a date that is not a date, a birth date in the future or over 120 years ago, and an empty name; nothing changes', async () => {
    const a = await newAccount();
    await put(a.token, { name: 'Rina Awal', birth_date: '1991-01-01', gender: 'female' });

    const badFormat = await put(a.token, { name: 'Rina Baru', birth_date: '17/04/1990' });
    expect(badFormat.statusCode).toBe(422);
    expect(badFormat.json().errors.birth_date).toHaveLength(1);

    const notADay = await put(a.token, { name: 'Rina Baru', birth_date: '2001-02-30' });
    expect(notADay.statusCode).toBe(422);
    expect(notADay.json().errors.birth_date[0]).toMatch(/tidak valid/);

    // The test clock is 2026-01-15 (10:00 in Jakarta): tomorrow is the future.
    const future = await put(a.token, { name: 'Rina Baru', birth_date: '2026-01-16' });
    expect(future.statusCode).toBe(422);
    expect(future.json()).toMatchObject({ message: apiMessage('validation', 'id'), errors: { birth_date: [profileMessage('birthDateFuture', 'id')] } });
    const futureEn = await put(a.token, { name: 'Rina Baru', birth_date: '2030-05-01' }, 'en');
    expect(futureEn.json().errors.birth_date).toEqual([profileMessage('birthDateFuture', 'en')]);

    const tooOld = await put(a.token, { name: 'Rina Baru', birth_date: '1890-01-01' });
    expect(tooOld.statusCode).toBe(422);
    expect(tooOld.json().errors.birth_date).toEqual([profileMessage('birthDateTooOld', 'id', { years: 120 })]);

    const noName = await put(a.token, { name: '   ', birth_date: '1990-01-01' });
    expect(noName.statusCode).toBe(422);
    expect(noName.json().errors.name).toEqual([ruleMessage('required', 'name', 'id')]);

    const badGender = await put(a.token, { name: 'Rina Baru', gender: 'robot' });
    expect(badGender.statusCode).toBe(422);
    expect(badGender.json().errors.gender).toHaveLength(1);

    // Today itself is fine.
    expect((await put(a.token, { name: 'Rina Awal', birth_date: '2026-01-15', gender: 'female' })).statusCode).toBe(200);
    expect(await profileOf(a.token)).toMatchObject({ Cust_Name: 'Rina Awal', birth_date: '2026-01-15' });
  });

  it('needs a signed-in user', async () => {
    const res = await t.call({ method: 'PUT', url: '/api/my/profile', payload: { name: 'Siapa' } });
    expect(res.statusCode).toBe(401);
  });
});

describe('profile photo', () => {
  it('uploads a photo cleaned and cut to 512 px, sets it with the profile, serves it only to its owner, and removes the replaced one', async () => {
    const a = await newAccount();
    const b = await newAccount();
    const up = await uploadPhoto(a.token, await sidewaysJpegWithGps(1600, 1200));
    expect(up.statusCode, up.body).toBe(201);
    const { photo_id, photo_url } = up.json().data as { photo_id: string; photo_url: string };
    expect(up.json().message).toBe(profileMessage('photoUploaded', 'id'));
    expect(photo_url).toBe(`/api/my/profile/photo/${photo_id}`);
    // Not the profile's photo until the profile names it.
    expect((await profileOf(a.token)).photo_url).toBeNull();

    const saved = await put(a.token, { name: 'Rina Berfoto', photo_id });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.photo_url).toBe(photo_url);

    const image = await t.call({ method: 'GET', url: photo_url, token: a.token });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/jpeg');
    expect(image.headers['cache-control']).toContain('private');
    const meta = await sharp(image.rawPayload).metadata();
    // Turned upright by its EXIF orientation (1600×1200 sideways → 1200×1600), then 512 wide, no EXIF or GPS left.
    expect(meta).toMatchObject({ format: 'jpeg', width: 512, height: 683 });
    expect(meta.exif).toBeUndefined();

    // Someone else's photo: as unknown as a made-up one, to see and to use.
    expect((await t.call({ method: 'GET', url: photo_url, token: b.token })).statusCode).toBe(404);
    expect((await t.call({ method: 'GET', url: photo_url })).statusCode).toBe(401);
    const stolen = await put(b.token, { name: 'Pencuri Foto', photo_id });
    expect(stolen.statusCode).toBe(422);
    expect(stolen.json().errors).toEqual({ photo_id: [profileMessage('photoNotFound', 'id')] });
    expect((await profileOf(b.token)).Cust_Name).not.toBe('Pencuri Foto');
    expect((await put(b.token, { name: 'Pencuri Foto', photo_id: 'tidak-ada-foto-seperti-ini' })).statusCode).toBe(422);

    // A new photo replaces the old, whose bytes go.
    const second = (await uploadPhoto(a.token, await photoJpeg(300, 300, 2))).json().data as { photo_id: string; photo_url: string };
    expect((await put(a.token, { name: 'Rina Berfoto', photo_id: second.photo_id })).statusCode).toBe(200);
    expect((await t.call({ method: 'GET', url: photo_url, token: a.token })).statusCode).toBe(404);
    const small = await sharp((await t.call({ method: 'GET', url: second.photo_url, token: a.token })).rawPayload).metadata();
    // Never enlarged.
    expect(small.width).toBe(300);
    const rows = await t.database.db.selectFrom('profile_photos').select('public_id').where('user_id', '=', a.id).execute();
    expect(rows.map((r) => r.public_id)).toEqual([second.photo_id]);

    // null removes it.
    const removed = await put(a.token, { name: 'Rina Berfoto', photo_id: null });
    expect(removed.json().data.photo_url).toBeNull();
    expect(await t.database.db.selectFrom('profile_photos').select('id').where('user_id', '=', a.id).execute()).toEqual([]);
  });

  it('refuses what is not a picture, an empty form, and too many uploads', async () => {
    const a = await newAccount();
    const pdf = await uploadPhoto(a.token, Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF'), 'en', 'image/jpeg');
    expect(pdf.statusCode).toBe(415);
    expect(pdf.json().message).toBe(apiMessage('imageUnsupported', 'en'));

    const empty = multipart([{ field: 'note', value: 'tanpa foto' }]);
    const none = await t.call({ method: 'POST', url: '/api/my/profile/photo', token: a.token, payload: empty.payload, headers: empty.headers });
    expect(none.statusCode).toBe(422);
    expect(none.json().errors.file).toEqual([profileMessage('photoMissing', 'id')]);

    const json = await t.call({ method: 'POST', url: '/api/my/profile/photo', token: a.token, payload: { file: 'x' } });
    expect(json.statusCode).toBe(422);

    const jpeg = await photoJpeg(64, 64);
    // Twenty uploads an hour, refused ones included (three above).
    let last = 0;
    for (let i = 0; i < 17; i++) last = (await uploadPhoto(a.token, jpeg)).statusCode;
    expect(last).toBe(201);
    const over = await uploadPhoto(a.token, jpeg);
    expect(over.statusCode).toBe(429);
    // Only the newest unused upload is kept.
    expect(await t.database.db.selectFrom('profile_photos').select('id').where('user_id', '=', a.id).execute()).toHaveLength(1);
  });
});

describe('PUT /api/my/profile/language', () => {
  it('stores the language and answers in it; an unknown one is refused', async () => {
    const a = await newAccount();
    const res = await t.call({ method: 'PUT', url: '/api/my/profile/language', token: a.token, payload: { locale: 'en' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ message: profileMessage('languageSaved', 'en'), data: { locale: 'en' } });
    expect((await t.database.db.selectFrom('users').select('locale').where('id', '=', a.id).executeTakeFirstOrThrow()).locale).toBe('en');
    expect((await t.call({ method: 'PUT', url: '/api/my/profile/language', token: a.token, payload: { locale: 'fr' } })).statusCode).toBe(422);
  });
});

async function startChange(token: string, kind: 'email' | 'phone', value: string, lang = 'id') {
  return t.call({ method: 'POST', url: `/api/my/profile/${kind}`, token, payload: { [kind]: value }, headers: { 'accept-language': lang } });
}
const confirm = (token: string, change_id: string, code: string, lang = 'id') =>
  t.call({ method: 'POST', url: '/api/my/profile/contact-change/confirm', token, payload: { change_id, code }, headers: { 'accept-language': lang } });

describe('changing the phone', () => {
  it('sends an OTP to the new number, changes the phone only once it is confirmed, and tells the old number', async () => {
    const a = await newAccount();
    const newPhone = freshPhone();
    const written = `0${newPhone.slice(3, 6)}-${newPhone.slice(6, 10)}-${newPhone.slice(10)}`;
    const res = await startChange(a.token, 'phone', written);
    expect(res.statusCode, res.body).toBe(200);
    const challenge = res.json().data as ContactChallenge;
    expect(challenge).toMatchObject({ kind: 'phone', channel: 'sms', resend_after: 60 });
    expect(challenge.destination).toMatch(/^\+62857\*+\d{4}$/);
    expect(res.json().message).toBe(profileMessage('contactCodeSent', 'id', { destination: challenge.destination }));
    // Nothing changed yet, and the code went to the NEW number only.
    expect((await profileOf(a.token)).phone).toBe(a.phone);
    expect(await outboxCount(t.database, a.phone)).toBe(0);
    const code = await latestOtpCode(t.database, newPhone);

    const wrong = await confirm(a.token, challenge.change_id, code === '000000' ? '111111' : '000000');
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({ code: [apiMessage('otpInvalid', 'id')] });
    expect((await profileOf(a.token)).phone).toBe(a.phone);

    const ok = await confirm(a.token, challenge.change_id, code);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ message: profileMessage('phoneChanged', 'id'), data: { phone: newPhone } });
    expect((await profileOf(a.token)).phone).toBe(newPhone);
    // The old number is told (masked new number, never the code).
    const notice = await t.database.db.selectFrom('outbox').select(['channel', 'body']).where('recipient', '=', a.phone).executeTakeFirstOrThrow();
    expect(notice.channel).toBe('sms');
    expect(notice.body).toContain('Nomor telepon akun Apotek Anda baru saja diganti');
    expect(notice.body).not.toContain(newPhone);

    // Used once only; the new phone signs in.
    expect((await confirm(a.token, challenge.change_id, code)).statusCode).toBe(422);
    const login = await t.call({ method: 'POST', url: '/api/login', payload: { login: written, password: PASSWORD } });
    expect(login.statusCode, login.body).toBe(200);
  });

  it('refuses a number that is not Indonesian, the current one, and one another account has', async () => {
    const a = await newAccount();
    const b = await newAccount();
    const bad = await startChange(a.token, 'phone', '12345');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({ phone: [ruleMessage('phone', 'phone', 'id')] });

    const same = await startChange(a.token, 'phone', a.phone, 'en');
    expect(same.statusCode).toBe(422);
    expect(same.json().errors).toEqual({ phone: [profileMessage('contactUnchanged', 'en', { field: 'phone number' })] });

    const taken = await startChange(a.token, 'phone', b.phone);
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors).toEqual({ phone: [profileMessage('contactTaken', 'id', { field: 'nomor telepon' })] });
    expect(await outboxCount(t.database, b.phone)).toBe(0);
  });

  it('refuses an expired code, another user’s change, and counts starts per account', async () => {
    const a = await newAccount();
    const b = await newAccount();
    const newPhone = freshPhone();
    const challenge = (await startChange(a.token, 'phone', newPhone)).json().data as ContactChallenge;
    const code = await latestOtpCode(t.database, newPhone);
    // Another user cannot confirm it, even with the right code.
    expect((await confirm(b.token, challenge.change_id, code)).statusCode).toBe(422);
    t.clock.advance(5 * MINUTE + 1);
    const expired = await confirm(a.token, challenge.change_id, code);
    expect(expired.statusCode).toBe(422);
    expect(expired.json().errors).toEqual({ code: [apiMessage('otpInvalid', 'id')] });
    expect((await profileOf(a.token)).phone).toBe(a.phone);

    // A resend gives a fresh code for the same change.
    const resent = await t.call({ method: 'POST', url: '/api/my/profile/contact-change/resend', token: a.token, payload: { change_id: challenge.change_id } });
    expect(resent.statusCode, resent.body).toBe(200);
    const again = await t.call({ method: 'POST', url: '/api/my/profile/contact-change/resend', token: a.token, payload: { change_id: challenge.change_id } });
    expect(again.statusCode).toBe(429);
    const fresh = await latestOtpCode(t.database, newPhone);
    expect((await confirm(a.token, challenge.change_id, fresh)).statusCode).toBe(200);

    // Five starts an hour per account; the sixth is refused before any message goes.
    let status = 0;
    for (let i = 0; i < 4; i++) status = (await startChange(b.token, 'phone', freshPhone())).statusCode;
    expect(status).toBe(200);
    const last = freshPhone();
    expect((await startChange(b.token, 'phone', freshPhone())).statusCode).toBe(200);
    const over = await startChange(b.token, 'phone', last);
    expect(over.statusCode).toBe(429);
    expect(over.headers['retry-after']).toBeDefined();
    expect(await outboxCount(t.database, last)).toBe(0);
  });

  it('locks after too many wrong codes', async () => {
    const a = await newAccount();
    const challenge = (await startChange(a.token, 'phone', freshPhone())).json().data as ContactChallenge;
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await confirm(a.token, challenge.change_id, String(100000 + i))).statusCode);
    expect(statuses.slice(0, 10).every((s) => s === 422)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});

describe('changing the e-mail', () => {
  it('sends the code to the new address, refuses one a verified account has, lets an unverified sign-up give way, and tells the old address', async () => {
    const a = await newAccount();
    const b = await newAccount();
    const taken = await startChange(a.token, 'email', b.email.toUpperCase());
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors).toEqual({ email: [profileMessage('contactTaken', 'id', { field: 'e-mail' })] });
    const bad = await startChange(a.token, 'email', 'bukan-email');
    expect(bad.json().errors).toEqual({ email: [ruleMessage('email', 'email', 'id')] });

    const squatter = await newAccount({ unverified: true });
    const res = await startChange(a.token, 'email', `  ${squatter.email.toUpperCase()} `);
    expect(res.statusCode, res.body).toBe(200);
    const challenge = res.json().data as ContactChallenge;
    expect(challenge).toMatchObject({ kind: 'email', channel: 'email', destination: `r***@contoh.co.id` });
    const message = await t.database.db.selectFrom('outbox').select(['channel', 'subject']).where('recipient', '=', squatter.email).executeTakeFirstOrThrow();
    expect(message).toMatchObject({ channel: 'email', subject: 'Kode OTP ganti e-mail Apotek' });
    expect((await profileOf(a.token)).email).toBe(a.email);

    const ok = await confirm(a.token, challenge.change_id, await latestOtpCode(t.database, squatter.email), 'en');
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ message: profileMessage('emailChanged', 'en'), data: { email: squatter.email } });
    expect(await t.database.db.selectFrom('users').select('id').where('id', '=', squatter.id).executeTakeFirst()).toBeUndefined();
    const notice = await t.database.db.selectFrom('outbox').select(['channel', 'subject', 'body']).where('recipient', '=', a.email).executeTakeFirstOrThrow();
    expect(notice).toMatchObject({ channel: 'email', subject: 'E-mail akun Apotek Anda telah diganti' });
  });

  it('refuses at confirmation an address a verified account took meanwhile', async () => {
    const a = await newAccount();
    const wanted = `rebutan.${process.pid}@contoh.co.id`;
    const challenge = (await startChange(a.token, 'email', wanted)).json().data as ContactChallenge;
    const code = await latestOtpCode(t.database, wanted);
    const other = await newAccount();
    await t.database.db.updateTable('users').set({ email: wanted }).where('id', '=', other.id).execute();
    const res = await confirm(a.token, challenge.change_id, code);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.email).toEqual([profileMessage('contactTaken', 'id', { field: 'e-mail' })]);
    expect((await profileOf(a.token)).email).toBe(a.email);
  });
});
