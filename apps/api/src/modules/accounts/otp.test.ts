import { apiMessage } from '@apotek/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, latestOtpCode, newRegistration, outboxCount, type TestApp } from '../../../test/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const OTP_INVALID = { status: 422, message: apiMessage('validation', 'id'), errors: { code: [apiMessage('otpInvalid', 'id')] } };

async function startRegistration(ip?: string) {
  const reg = newRegistration();
  const phone = `+62${reg.phone.slice(1)}`;
  const res = await t.call({ method: 'POST', url: '/api/register', payload: reg, ...(ip ? { ip } : {}) });
  expect(res.statusCode).toBe(200);
  return { reg, phone, otpId: res.json().data.otp_id as string, code: await latestOtpCode(t.database, phone) };
}

async function isVerified(email: string) {
  const user = await t.database.db.selectFrom('users').select('verified_at').where('email', '=', email).executeTakeFirstOrThrow();
  return user.verified_at !== null;
}

function otherCode(code: string) {
  return code === '000000' ? '111111' : '000000';
}

describe('confirm-otp refuses', () => {
  it('a wrong code, changing nothing but the attempt count', async () => {
    const { reg, otpId, code } = await startRegistration();
    const res = await t.call({ method: 'POST', url: '/api/confirm-otp', payload: { otp_id: otpId, code: otherCode(code) } });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual(OTP_INVALID);
    expect(await isVerified(reg.email)).toBe(false);
    // The right code still works afterwards.
    const ok = await t.call({ method: 'POST', url: '/api/confirm-otp', payload: { otp_id: otpId, code } });
    expect(ok.statusCode).toBe(200);
  });

  it('an expired code (after 5 minutes)', async () => {
    const { reg, otpId, code } = await startRegistration();
    t.clock.advance(5 * 60_000 + 1);
    const res = await t.call({ method: 'POST', url: '/api/confirm-otp', payload: { otp_id: otpId, code } });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual(OTP_INVALID);
    expect(await isVerified(reg.email)).toBe(false);
  });

  it('a code used before', async () => {
    const { otpId, code } = await startRegistration();
    expect((await t.call({ method: 'POST', url: '/api/confirm-otp', payload: { otp_id: otpId, code } })).statusCode).toBe(200);
    const again = await t.call({ method: 'POST', url: '/api/confirm-otp', payload: { otp_id: otpId, code } });
    expect(again.statusCode).toBe(422);
    expect(again.json()).toEqual(OTP_INVALID);
  });

  it('an unknown challenge id', async () => {
    const res = await t.call({ method: 'POST', url: '/api/confirm-otp', payload: { otp_id: '00000000-0000-4000-8000-000000000000', code: '123456' } });
    expect(res.json()).toEqual(OTP_INVALID);
  });

  it('even the right code after 5 wrong attempts', async () => {
    const { reg, otpId, code } = await startRegistration();
    for (let i = 0; i < 5; i++) {
      const res = await t.call({ method: 'POST', url: '/api/confirm-otp', payload: { otp_id: otpId, code: otherCode(code) } });
      expect(res.statusCode).toBe(422);
    }
    const right = await t.call({ method: 'POST', url: '/api/confirm-otp', payload: { otp_id: otpId, code } });
    expect(right.statusCode).toBe(422);
    expect(await isVerified(reg.email)).toBe(false);
  });

  it('guesses from one IP beyond its limit with 429 and Retry-After', async () => {
    const ip = '10.9.8.7';
    const { otpId, code } = await startRegistration(ip);
    let last;
    for (let i = 0; i < 31; i++) {
      last = await t.call({ method: 'POST', url: '/api/confirm-otp', ip, payload: { otp_id: `${otpId}-${i}`, code: otherCode(code) } });
    }
    expect(last!.statusCode).toBe(429);
    expect(Number(last!.headers['retry-after'])).toBeGreaterThan(0);
    expect(last!.json().message).toMatch(/^Terlalu banyak percobaan/);
  });
});

describe('resend-otp', () => {
  it('waits for resend_after, then sends a fresh code for the same challenge', async () => {
    const { phone, otpId, code } = await startRegistration();
    const early = await t.call({ method: 'POST', url: '/api/resend-otp', payload: { otp_id: otpId } });
    expect(early.statusCode).toBe(429);
    expect(Number(early.headers['retry-after'])).toBe(60);

    t.clock.advance(60_000);
    const res = await t.call({ method: 'POST', url: '/api/resend-otp', payload: { otp_id: otpId } });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ otp_id: otpId, resend_after: 60 });
    expect(await outboxCount(t.database, phone)).toBe(2);

    const fresh = await latestOtpCode(t.database, phone);
    if (fresh !== code) {
      const stale = await t.call({ method: 'POST', url: '/api/confirm-otp', payload: { otp_id: otpId, code } });
      expect(stale.statusCode).toBe(422);
    }
    expect((await t.call({ method: 'POST', url: '/api/confirm-otp', payload: { otp_id: otpId, code: fresh } })).statusCode).toBe(200);
  });

  it('refuses a consumed challenge', async () => {
    const { otpId, code } = await startRegistration();
    await t.call({ method: 'POST', url: '/api/confirm-otp', payload: { otp_id: otpId, code } });
    t.clock.advance(60_000);
    const res = await t.call({ method: 'POST', url: '/api/resend-otp', payload: { otp_id: otpId } });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ otp_id: [apiMessage('otpInvalid', 'id')] });
  });

  it('writes the SMS in English for an English-speaking user', async () => {
    const reg = newRegistration();
    const phone = `+62${reg.phone.slice(1)}`;
    const res = await t.call({ method: 'POST', url: '/api/register', payload: reg, cookies: { i18n_redirected: 'en' } });
    expect(res.json().message).toBe(apiMessage('registered', 'en'));
    const sms = await t.database.db.selectFrom('outbox').select('body').where('recipient', '=', phone).executeTakeFirstOrThrow();
    expect(sms.body).toMatch(/^Your Apotek OTP code: \d{6}\./);
  });
});

describe('the OTP guessing budget of an account', () => {
  const confirm = (otpId: string, code: string, ip: string) => t.call({ method: 'POST', url: '/api/confirm-otp', ip, payload: { otp_id: otpId, code } });
  const resend = (otpId: string) => t.call({ method: 'POST', url: '/api/resend-otp', payload: { otp_id: otpId } });

  it('is 10 wrong codes an hour across resends and IPs, then a lock that even the right code cannot pass', async () => {
    const { reg, phone, otpId } = await startRegistration();
    let wrong = 0;
    // Two rounds of 5 wrong codes, a resend between them (which starts the challenge's own count again).
    for (let round = 0; round < 2; round++) {
      if (round > 0) {
        t.clock.advance(60_000);
        expect((await resend(otpId)).statusCode).toBe(200);
      }
      const code = await latestOtpCode(t.database, phone);
      for (let i = 0; i < 5; i++) {
        expect((await confirm(otpId, otherCode(code), `10.20.${round}.${i}`)).statusCode).toBe(422);
        wrong += 1;
      }
    }
    expect(wrong).toBe(10);
    t.clock.advance(60_000);
    expect((await resend(otpId)).statusCode).toBe(200);
    const code = await latestOtpCode(t.database, phone);
    const locked = await confirm(otpId, code, '10.20.9.9');
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(55 * 60);
    expect(locked.json()).toEqual({ status: 429, message: apiMessage('otpLocked', 'id', { minutes: 60 }) });
    expect(await isVerified(reg.email)).toBe(false);
  });

  it('a right code gives its attempt back, so a slip of the finger costs nothing later', async () => {
    const { otpId, code } = await startRegistration();
    expect((await confirm(otpId, otherCode(code), '10.21.0.1')).statusCode).toBe(422);
    expect((await confirm(otpId, code, '10.21.0.2')).statusCode).toBe(200);
  });

  it('holds under a simultaneous burst: 100 wrong codes at once are at most 10 evaluated', async () => {
    const { otpId, code } = await startRegistration();
    const attempts = await Promise.all(
      Array.from({ length: 100 }, (_, i) => confirm(otpId, String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0'), `10.22.${i}.1`)),
    );
    const statuses = attempts.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 422).length).toBeLessThanOrEqual(10);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(90);
    const row = await t.database.db.selectFrom('otps').select('attempts').where('public_id', '=', otpId).executeTakeFirstOrThrow();
    expect(row.attempts).toBeLessThanOrEqual(10);
  });
});
