import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, latestOtpCode, newRegistration, outboxCount, type TestApp } from '../../../test/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('register → OTP → login → profile → logout', () => {
  const reg = newRegistration({ name: 'Budi Prasetyo' });
  const phone = `+62${reg.phone.slice(1)}`;
  let otpId: string;
  let token: string;

  it('registers an unverified account and sends an OTP by SMS', async () => {
    const res = await t.call({ method: 'POST', url: '/api/register', payload: reg });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ status: 200, message: 'Pendaftaran berhasil. Masukkan kode OTP yang kami kirim' });
    expect(body.data).toMatchObject({ purpose: 'register', channel: 'sms', resend_after: 60 });
    expect(body.data.destination).toBe(`${phone.slice(0, 6)}****${phone.slice(-4)}`);
    otpId = body.data.otp_id;

    const outbox = await t.database.db.selectFrom('outbox').selectAll().where('recipient', '=', phone).execute();
    expect(outbox).toHaveLength(1);
    expect(outbox[0]!.channel).toBe('sms');
    expect(outbox[0]!.body).toMatch(/^Kode OTP Apotek Anda: \d{6}\./);
  });

  it('refuses to log in before the OTP is confirmed, with a fresh challenge (not a second SMS within 60 s)', async () => {
    const res = await t.call({ method: 'POST', url: '/api/login', payload: { login: reg.email, password: reg.password } });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ status: 403, message: 'Akun belum diverifikasi. Kami telah mengirim kode OTP baru' });
    expect(res.json().data.otp_id).toBe(otpId);
    expect(await outboxCount(t.database, phone)).toBe(1);
  });

  it('confirms the OTP, verifies the account and signs in', async () => {
    const code = await latestOtpCode(t.database, phone);
    const res = await t.call({ method: 'POST', url: '/api/confirm-otp', payload: { otp_id: otpId, code } });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.purpose).toBe('register');
    expect(data.authentication.type).toBe('Bearer');
    expect(data.authentication.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(data.user).toMatchObject({ Cust_Name: 'Budi Prasetyo', email: reg.email, phone, role: 'customer', scope: ['shop'], verified: true });
  });

  it('stores the password as argon2id and the session token only as a hash', async () => {
    const user = await t.database.db.selectFrom('users').selectAll().where('email', '=', reg.email).executeTakeFirstOrThrow();
    expect(user.password_hash.startsWith('$argon2id$')).toBe(true);
    const sessions = await t.database.db.selectFrom('sessions').selectAll().where('user_id', '=', user.id).execute();
    expect(sessions.length).toBeGreaterThan(0);
    for (const s of sessions) expect(s.token_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('logs in by e-mail (any case) and answers the token at data.authentication.token', async () => {
    const res = await t.call({ method: 'POST', url: '/api/login', payload: { login: reg.email.toUpperCase(), password: reg.password } });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Berhasil masuk');
    expect(res.json().data.user.email).toBe(reg.email);
    token = res.json().data.authentication.token;
  });

  it('logs in by phone written as 08…, +62… or with dashes', async () => {
    for (const login of [reg.phone, phone, `${reg.phone.slice(0, 4)}-${reg.phone.slice(4, 8)}-${reg.phone.slice(8)}`]) {
      const res = await t.call({ method: 'POST', url: '/api/login', payload: { login, password: reg.password } });
      expect(res.statusCode, login).toBe(200);
    }
  });

  it('shows the profile to the token holder', async () => {
    const res = await t.call({ method: 'GET', url: '/api/my/profile', token });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ Cust_Name: 'Budi Prasetyo', email: reg.email, phone, role: 'customer', scope: ['shop'], locale: 'id' });
    expect(data).not.toHaveProperty('password_hash');
    // Issue 14 (profile) added the date of birth, gender and photo, empty until the user fills them in.
    expect(Object.keys(data).sort()).toEqual(['Cust_Name', 'birth_date', 'created_at', 'email', 'gender', 'id', 'locale', 'phone', 'photo_url', 'role', 'scope', 'verified']);
    expect(data).toMatchObject({ birth_date: null, gender: null, photo_url: null });
  });

  it('logs out, after which the token no longer works', async () => {
    const out = await t.call({ method: 'POST', url: '/api/logout', token });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ status: 200, message: 'Berhasil keluar', data: null });
    const profile = await t.call({ method: 'GET', url: '/api/my/profile', token });
    expect(profile.statusCode).toBe(401);
    expect(profile.json()).toEqual({ status: 401, message: 'Silakan masuk terlebih dahulu' });
  });
});

describe('tokens', () => {
  it('treats an invalid token on a guest route as a guest', async () => {
    const res = await t.call({ method: 'GET', url: '/api/social-networks', token: 'not-a-real-token' });
    expect(res.statusCode).toBe(200);
    const login = await t.call({ method: 'POST', url: '/api/login', token: 'x'.repeat(600), payload: { login: 'nobody@contoh.id', password: 'Salah1234' } });
    expect(login.statusCode).toBe(401);
  });

  it('answers 401 (never 500) for missing, malformed and unknown tokens on user routes', async () => {
    for (const authorization of [undefined, 'Bearer', 'Bearer abc', 'Basic dXNlcjpwYXNz', `Bearer ${'a'.repeat(2000)}`]) {
      const res = await t.call({ method: 'GET', url: '/api/my/profile', headers: authorization ? { authorization } : {} });
      expect(res.statusCode, String(authorization)).toBe(401);
    }
  });

  it('expires a session after 30 days', async () => {
    const local = await createTestApp();
    try {
      const { registerVerified } = await import('../../../test/app.ts');
      const { token } = await registerVerified(local);
      // Used within every 7 days, so the idle limit (account-security.test.ts) never ends it first.
      for (const days of [6, 6, 6, 6, 5]) {
        local.clock.advance(days * 86_400_000);
        expect((await local.call({ method: 'GET', url: '/api/my/profile', token })).statusCode).toBe(200);
      }
      local.clock.advance(2 * 86_400_000);
      expect((await local.call({ method: 'GET', url: '/api/my/profile', token })).statusCode).toBe(401);
    } finally {
      await local.close();
    }
  });

  it('accepts the session cookie for reads, and for writes only with App-Platform', async () => {
    const { registerVerified } = await import('../../../test/app.ts');
    const { token } = await registerVerified(t);
    const cookie = `apotek_session=${token}`;
    const read = await t.app.inject({ method: 'GET', url: '/api/my/profile', headers: { cookie } });
    expect(read.statusCode).toBe(200);
    const write = await t.app.inject({ method: 'POST', url: '/api/logout', headers: { cookie } });
    expect(write.statusCode).toBe(400);
    expect(write.json()).toEqual({ status: 400, message: 'Header App-Platform wajib dikirim' });
    const ok = await t.app.inject({ method: 'POST', url: '/api/logout', headers: { cookie, 'app-platform': 'web' } });
    expect(ok.statusCode).toBe(200);
  });
});

describe('registering twice', () => {
  it('re-sends to an unverified account instead of failing, and the newest password wins', async () => {
    const reg = newRegistration();
    const phone = `+62${reg.phone.slice(1)}`;
    const first = await t.call({ method: 'POST', url: '/api/register', payload: reg });
    expect(first.statusCode).toBe(200);

    // Within the resend window the same challenge comes back and nothing new is sent.
    const again = await t.call({ method: 'POST', url: '/api/register', payload: reg });
    expect(again.statusCode).toBe(200);
    expect(again.json().data.otp_id).toBe(first.json().data.otp_id);
    expect(await outboxCount(t.database, phone)).toBe(1);

    t.clock.advance(61_000);
    const later = await t.call({ method: 'POST', url: '/api/register', payload: { ...reg, password: 'BaruSekali9', password_confirmation: 'BaruSekali9' } });
    expect(later.statusCode).toBe(200);
    expect(later.json().data.otp_id).not.toBe(first.json().data.otp_id);
    expect(await outboxCount(t.database, phone)).toBe(2);

    // The first challenge was replaced by the second.
    const oldCode = (await t.database.db.selectFrom('outbox').select('body').where('recipient', '=', phone).orderBy('id').execute())[0]!.body.match(/\d{6}/)![0];
    const stale = await t.call({ method: 'POST', url: '/api/confirm-otp', payload: { otp_id: first.json().data.otp_id, code: oldCode } });
    expect(stale.statusCode).toBe(422);

    const code = await latestOtpCode(t.database, phone);
    const ok = await t.call({ method: 'POST', url: '/api/confirm-otp', payload: { otp_id: later.json().data.otp_id, code } });
    expect(ok.statusCode).toBe(200);
    expect((await t.call({ method: 'POST', url: '/api/login', payload: { login: reg.email, password: reg.password } })).statusCode).toBe(401);
    expect((await t.call({ method: 'POST', url: '/api/login', payload: { login: reg.email, password: 'BaruSekali9' } })).statusCode).toBe(200);
  });

  it('answers the e-mail or phone of a verified account like a new sign-up, and tells only the owner', async () => {
    const { registerVerified } = await import('../../../test/app.ts');
    const { body, phone } = await registerVerified(t);
    const fresh = await t.call({ method: 'POST', url: '/api/register', payload: newRegistration() });
    const usersBefore = await t.database.db.selectFrom('users').select(['id', 'name', 'password_hash']).orderBy('id').execute();

    const sameEmailReg = newRegistration({ email: body.email });
    const sameEmail = await t.call({ method: 'POST', url: '/api/register', payload: sameEmailReg });
    const samePhone = await t.call({ method: 'POST', url: '/api/register', payload: newRegistration({ phone: body.phone }) });
    for (const res of [sameEmail, samePhone]) {
      expect(res.statusCode).toBe(200);
      expect(res.json().message).toBe(fresh.json().message);
      expect(Object.keys(res.json().data).sort()).toEqual(Object.keys(fresh.json().data).sort());
      expect(res.json().data).toMatchObject({ purpose: 'register', channel: 'sms', resend_after: 60 });
      expect(Object.keys(res.headers).sort()).toEqual(Object.keys(fresh.headers).sort());
    }
    // The challenge names the phone that was typed, as a new sign-up's does.
    const typed = `+62${sameEmailReg.phone.slice(1)}`;
    expect(sameEmail.json().data.destination).toBe(`${typed.slice(0, 6)}****${typed.slice(-4)}`);

    // Nothing changed: no account, no new password, no code to the typed phone.
    expect(await t.database.db.selectFrom('users').select(['id', 'name', 'password_hash']).orderBy('id').execute()).toEqual(usersBefore);
    expect(await outboxCount(t.database, typed)).toBe(0);

    // The owner is told, by e-mail for the e-mail and by SMS for the phone, with no code in either.
    const notices = await t.database.db.selectFrom('outbox').select(['channel', 'recipient', 'body']).where('recipient', 'in', [body.email, phone]).orderBy('id').execute();
    expect(notices.map((n) => [n.channel, n.recipient])).toEqual([
      ['sms', phone],
      ['email', body.email],
      ['sms', phone],
    ]);
    expect(notices[1]!.body).toContain('mencoba mendaftar akun Apotek baru');
    expect(notices[1]!.body).not.toMatch(/\b\d{6}\b/);

    // And the answer's challenge can never be confirmed, whatever code is tried.
    for (const code of ['000000', '123456']) {
      const confirm = await t.call({ method: 'POST', url: '/api/confirm-otp', payload: { otp_id: sameEmail.json().data.otp_id, code } });
      expect(confirm.statusCode).toBe(422);
    }
  });
});

describe('roles', () => {
  it('gives each role its scope from the contract', async () => {
    const { seedDemoData } = await import('../../db/seed/seed.ts');
    await seedDemoData(t.database.db);
    const login = await t.call({ method: 'POST', url: '/api/login', payload: { login: 'apoteker@demo.apotek.id', password: 'Demo12345' } });
    expect(login.statusCode).toBe(200);
    expect(login.json().data.user).toMatchObject({ role: 'pharmacist', scope: ['console', 'prescriptions:verify', 'orders:fulfil', 'stock:manage'] });
  });
});
