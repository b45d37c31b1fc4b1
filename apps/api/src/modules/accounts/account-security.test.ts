import { randomUUID } from 'node:crypto';
import { apiMessage, type AccountSession, ruleMessage } from '@apotek/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { hashPassword } from './passwords.ts';
import { insertUser } from './users.repository.ts';

const ANDROID_CHROME = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';
const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const WINDOWS_FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0';
const NEW_PASSWORD = 'Gelombang7Biru9Lautan';
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

interface Account {
  email: string;
  password: string;
  /** The first session, from a client that sent no browser User-Agent. */
  token: string;
}

let made = 0;
const PASSWORD = 'Kopi-Tubruk-2026';

/**
 * A verified customer, written straight to the database: registration has its own tests, and its per-IP
 * limit (10 an hour, on real time) would run out over this file.
 */
async function newAccount(): Promise<Account> {
  made += 1;
  const now = t.clock.now().toISOString();
  const email = `dewi${made}.${process.pid}@contoh.co.id`;
  await insertUser(t.database.db, {
    public_id: randomUUID(),
    name: `Dewi Lestari ${made}`,
    email,
    phone: `+62813${String(process.pid % 10000).padStart(4, '0')}${String(made).padStart(4, '0')}`,
    password_hash: await hashPassword(PASSWORD),
    role: 'customer',
    verified_at: now,
    locale: 'id',
    created_at: now,
    updated_at: now,
  });
  const res = await t.call({ method: 'POST', url: '/api/login', payload: { login: email, password: PASSWORD } });
  expect(res.statusCode, res.body).toBe(200);
  return { email, password: PASSWORD, token: res.json().data.authentication.token as string };
}

/** Signs the account in from a device: a User-Agent and an address of its own. */
async function signIn(account: Account, userAgent: string, ip: string, password = account.password): Promise<string> {
  const res = await t.call({ method: 'POST', url: '/api/login', payload: { login: account.email, password }, ip, headers: { 'user-agent': userAgent } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.authentication.token as string;
}

const profileStatus = async (token: string) => (await t.call({ method: 'GET', url: '/api/my/profile', token })).statusCode;

async function sessions(token: string, lang = 'id'): Promise<AccountSession[]> {
  const res = await t.call({ method: 'GET', url: '/api/my/sessions', token, headers: { 'accept-language': lang } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as AccountSession[];
}

const changePassword = (token: string, payload: Record<string, string>, lang = 'id') =>
  t.call({ method: 'POST', url: '/api/my/password', token, payload, headers: { 'accept-language': lang } });

describe('POST /api/my/password', () => {
  it('refuses a wrong current password with a localised 422 on current_password, and changes nothing', async () => {
    const account = await newAccount();
    const phone = await signIn(account, ANDROID_CHROME, '192.0.2.10');
    const body = { current_password: 'BukanIni123', password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD };

    const wrong = await changePassword(account.token, body);
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toEqual({
      status: 422,
      message: apiMessage('validation', 'id'),
      errors: { current_password: [apiMessage('currentPasswordWrong', 'id')] },
    });
    const english = await changePassword(account.token, body, 'en');
    expect(english.json().errors).toEqual({ current_password: ['The current password is wrong'] });

    // Nothing moved: the other device is still signed in, the old password still works, the new one does not.
    expect(await profileStatus(phone)).toBe(200);
    expect(await profileStatus(account.token)).toBe(200);
    await signIn(account, WINDOWS_FIREFOX, '192.0.2.11');
    const withNew = await t.call({ method: 'POST', url: '/api/login', payload: { login: account.email, password: NEW_PASSWORD }, ip: '192.0.2.12' });
    expect(withNew.statusCode).toBe(401);
  });

  it('holds the new password to the register rules: format, confirmation, and different from the current one', async () => {
    const account = await newAccount();
    const current = account.password;
    const weak = await changePassword(account.token, { current_password: current, password: 'pendek', password_confirmation: 'pendek' });
    expect(weak.statusCode).toBe(422);
    expect(weak.json().errors.password).toEqual([ruleMessage('password', 'password', 'id')]);

    const mismatch = await changePassword(account.token, { current_password: current, password: NEW_PASSWORD, password_confirmation: `${NEW_PASSWORD}x` });
    expect(mismatch.json().errors.password_confirmation).toEqual([ruleMessage('passwordConfirmation', 'password_confirmation', 'id')]);

    const same = await changePassword(account.token, { current_password: current, password: current, password_confirmation: current });
    expect(same.statusCode).toBe(422);
    expect(same.json().errors).toEqual({ password: [apiMessage('passwordUnchanged', 'id')] });

    const missing = await changePassword(account.token, { password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD });
    expect(missing.json().errors.current_password).toEqual([ruleMessage('required', 'current_password', 'id')]);
  });

  it('sets the new password and signs every other device out, keeping this one', async () => {
    const account = await newAccount();
    const phone = await signIn(account, ANDROID_CHROME, '192.0.2.20');
    const laptop = await signIn(account, WINDOWS_FIREFOX, '192.0.2.21');

    const res = await changePassword(laptop, { current_password: account.password, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ status: 200, message: apiMessage('passwordChanged', 'id'), data: { revoked_sessions: 2 } });

    expect(await profileStatus(laptop)).toBe(200);
    expect(await profileStatus(phone)).toBe(401);
    expect(await profileStatus(account.token)).toBe(401);
    expect((await sessions(laptop)).map((s) => s.current)).toEqual([true]);

    const old = await t.call({ method: 'POST', url: '/api/login', payload: { login: account.email, password: account.password }, ip: '192.0.2.22' });
    expect(old.statusCode).toBe(401);
    await signIn(account, IPHONE_SAFARI, '192.0.2.23', NEW_PASSWORD);
  });

  it('needs a signed-in user', async () => {
    const res = await t.call({ method: 'POST', url: '/api/my/password', payload: { current_password: 'a', password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD } });
    expect(res.statusCode).toBe(401);
  });

  it('counts attempts before verifying: a burst of 10 wrong passwords gets at most 5 checked, then 429 even for the right one', async () => {
    const account = await newAccount();
    const wrong = { current_password: 'Tebakan123', password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD };
    const burst = await Promise.all(Array.from({ length: 10 }, () => changePassword(account.token, wrong)));
    const statuses = burst.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 422).length).toBeLessThanOrEqual(5);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(5);
    expect(statuses.every((s) => s === 422 || s === 429)).toBe(true);

    const right = await changePassword(account.token, { ...wrong, current_password: account.password });
    expect(right.statusCode).toBe(429);
    expect(Number(right.headers['retry-after'])).toBeGreaterThan(0);
    // The password did not change behind the 429.
    await signIn(account, ANDROID_CHROME, '192.0.2.30');
  });

  it('does not count a right current password against the user', async () => {
    const account = await newAccount();
    let password = account.password;
    for (let i = 0; i < 6; i++) {
      const next = `${NEW_PASSWORD}${i}`;
      const res = await changePassword(account.token, { current_password: password, password: next, password_confirmation: next });
      expect(res.statusCode, res.body).toBe(200);
      password = next;
    }
  });
});

describe('GET /api/my/sessions', () => {
  it('lists live devices, most recently used first, with a readable device, a coarse IP, and the current one marked', async () => {
    const account = await newAccount();
    const phone = await signIn(account, ANDROID_CHROME, '198.51.100.7');
    t.clock.advance(10 * MINUTE);
    const iphone = await signIn(account, IPHONE_SAFARI, '2001:db8:85a3:12::8a2e:370:7334');

    const seen = await sessions(iphone);
    expect(seen).toHaveLength(3);
    const [first, second, third] = seen;
    expect(first).toMatchObject({ device: 'Safari di iOS', browser: 'Safari', os: 'iOS', device_type: 'mobile', ip: '2001:db8:85a3:12:*', current: true });
    expect(second).toMatchObject({ device: 'Chrome di Android', browser: 'Chrome', os: 'Android', device_type: 'mobile', ip: '198.51.100.*', current: false });
    // The first sign-in, from a client that sent no browser name.
    expect(third).toMatchObject({ device: 'Perangkat tidak dikenal', device_type: 'unknown', current: false });
    expect(Date.parse(first!.last_used_at) - Date.parse(second!.last_used_at)).toBe(10 * MINUTE);
    expect(first!.created_at).toBe(first!.last_used_at);
    // Ids are opaque and distinct: never the row id, never the token.
    const ids = seen.map((s) => s.id);
    expect(new Set(ids).size).toBe(3);
    for (const id of ids) expect(id).not.toMatch(/^\d+$/);
    expect(JSON.stringify(seen)).not.toContain(iphone);

    // Using a device moves it to the top (last use is written at most every few minutes); English labels.
    t.clock.advance(MINUTE);
    const english = await sessions(phone, 'en');
    expect(english.map((s) => [s.device, s.current])).toEqual([
      ['Chrome on Android', true],
      ['Safari on iOS', false],
      ['Unknown device', false],
    ]);
    expect(english[0]!.last_used_at).toBe(t.clock.now().toISOString());
  });

  it('shows only the user\'s own sessions', async () => {
    const mine = await newAccount();
    const theirs = await newAccount();
    await signIn(theirs, WINDOWS_FIREFOX, '192.0.2.40');
    expect(await sessions(mine.token)).toHaveLength(1);
  });
});

describe('DELETE /api/my/sessions/{id}', () => {
  it('signs out one device; an unknown, ended or foreign id answers 404 and touches nothing', async () => {
    const account = await newAccount();
    const phone = await signIn(account, ANDROID_CHROME, '192.0.2.50');
    const laptop = await signIn(account, WINDOWS_FIREFOX, '192.0.2.51');
    const phoneId = (await sessions(phone)).find((s) => s.current)!.id;

    const res = await t.call({ method: 'DELETE', url: `/api/my/sessions/${phoneId}`, token: laptop });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ status: 200, message: apiMessage('sessionRevoked', 'id'), data: { revoked: 1 } });
    expect(await profileStatus(phone)).toBe(401);
    expect(await profileStatus(laptop)).toBe(200);
    expect((await sessions(laptop)).map((s) => s.id)).not.toContain(phoneId);

    const again = await t.call({ method: 'DELETE', url: `/api/my/sessions/${phoneId}`, token: laptop });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ status: 404, message: apiMessage('sessionNotFound', 'id') });
    expect((await t.call({ method: 'DELETE', url: '/api/my/sessions/tidak-ada', token: laptop })).statusCode).toBe(404);

    const stranger = await newAccount();
    const strangerId = (await sessions(stranger.token))[0]!.id;
    const foreign = await t.call({ method: 'DELETE', url: `/api/my/sessions/${strangerId}`, token: laptop });
    expect(foreign.statusCode).toBe(404);
    expect(await profileStatus(stranger.token)).toBe(200);
  });
});

describe('DELETE /api/my/sessions', () => {
  it('signs out every other device and keeps this one', async () => {
    const account = await newAccount();
    const phone = await signIn(account, ANDROID_CHROME, '192.0.2.60');
    const laptop = await signIn(account, WINDOWS_FIREFOX, '192.0.2.61');
    const bystander = await newAccount();

    const res = await t.call({ method: 'DELETE', url: '/api/my/sessions', token: laptop, headers: { 'accept-language': 'en' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ status: 200, message: 'Devices signed out: 2', data: { revoked: 2 } });
    expect(await profileStatus(laptop)).toBe(200);
    expect(await profileStatus(phone)).toBe(401);
    expect(await profileStatus(account.token)).toBe(401);
    expect(await profileStatus(bystander.token)).toBe(200);
  });

  it('with include_current=1 signs this device out too', async () => {
    const account = await newAccount();
    const phone = await signIn(account, ANDROID_CHROME, '192.0.2.70');
    const res = await t.call({ method: 'DELETE', url: '/api/my/sessions?include_current=1', token: phone });
    expect(res.json().data).toEqual({ revoked: 2 });
    expect(await profileStatus(phone)).toBe(401);
    expect(await profileStatus(account.token)).toBe(401);
  });
});

describe('session lifetime', () => {
  it('ends a session unused for 7 days, well inside its 30 days', async () => {
    const account = await newAccount();
    const idle = await signIn(account, ANDROID_CHROME, '192.0.2.80');
    const busy = await signIn(account, WINDOWS_FIREFOX, '192.0.2.81');

    t.clock.advance(6 * DAY);
    expect(await profileStatus(busy)).toBe(200);
    t.clock.advance(DAY + MINUTE);
    expect(await profileStatus(idle)).toBe(401);
    expect(await profileStatus(busy)).toBe(200);
    // Gone from the list as well, and trying it again does not wake it up.
    expect((await sessions(busy)).map((s) => s.device)).toEqual(['Firefox di Windows']);
    expect(await profileStatus(idle)).toBe(401);
  });

  it('keeps a session used every few days alive until its 30 days are over, and no longer', async () => {
    const account = await newAccount();
    const token = await signIn(account, ANDROID_CHROME, '192.0.2.90');
    for (let day = 6; day < 30; day += 6) {
      t.clock.advance(6 * DAY);
      expect(await profileStatus(token), `day ${day}`).toBe(200);
    }
    t.clock.advance(6 * DAY);
    expect(await profileStatus(token)).toBe(401);
  });
});
