import { apiMessage } from '@apotek/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, registerVerified, type TestApp } from '../../../test/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const login = (payload: { login: string; password: string }, ip = '192.0.2.1') => t.call({ method: 'POST', url: '/api/login', payload, ip });

describe('login failures', () => {
  it('answer a wrong password and an unknown account the same way', async () => {
    const { body } = await registerVerified(t);
    const wrong = await login({ login: body.email, password: 'SalahSekali1' }, '192.0.2.10');
    const unknown = await login({ login: 'belum.terdaftar@contoh.co.id', password: 'SalahSekali1' }, '192.0.2.11');
    const unknownPhone = await login({ login: '081299998888', password: 'SalahSekali1' }, '192.0.2.12');
    const notAnything = await login({ login: 'bukan-apa-apa', password: 'SalahSekali1' }, '192.0.2.13');
    const expected = { status: 401, message: apiMessage('invalidCredentials', 'id') };
    for (const res of [wrong, unknown, unknownPhone, notAnything]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual(expected);
      expect(Object.keys(res.headers).sort()).toEqual(Object.keys(wrong.headers).sort());
    }
  });

  it('take about as long for an unknown account as for a wrong password', async () => {
    const { body } = await registerVerified(t);
    const time = async (payload: { login: string; password: string }, ip: string) => {
      const started = performance.now();
      await login(payload, ip);
      return performance.now() - started;
    };
    // Warm up the dummy hash, then compare medians of a few tries.
    await time({ login: 'pemanasan@contoh.co.id', password: 'Salah1234' }, '192.0.2.20');
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 3; i++) {
      known.push(await time({ login: body.email, password: `Salah${i}1234` }, `192.0.2.2${i}`));
      unknown.push(await time({ login: `hantu${i}@contoh.co.id`, password: 'Salah1234' }, `192.0.2.3${i}`));
    }
    const median = (xs: number[]) => xs.sort((a, b) => a - b)[1]!;
    // Both paths run one argon2 verification; without it the unknown path would be ~100x faster.
    expect(median(unknown)).toBeGreaterThan(median(known) / 3);
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('lock an account for 15 minutes after 5 failures, with 429 and Retry-After, whatever the IP', async () => {
    const { body } = await registerVerified(t);
    // The limiter's windows run on the system clock (rate-limiter-flexible), so that is the clock moved here.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    for (let i = 0; i < 5; i++) {
      const res = await login({ login: body.email, password: 'SalahSekali1' }, `198.51.100.${i}`);
      expect(res.statusCode).toBe(401);
    }
    const blocked = await login({ login: body.email, password: body.password }, '198.51.100.99');
    expect(blocked.statusCode).toBe(429);
    const retryAfter = Number(blocked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    expect(blocked.json()).toEqual({ status: 429, message: apiMessage('tooManyRequests', 'id', { seconds: retryAfter }) });

    // The same account by phone is the same account.
    expect((await login({ login: body.phone, password: body.password }, '198.51.100.98')).statusCode).toBe(429);

    vi.setSystemTime(Date.now() + 15 * 60_000);
    expect((await login({ login: body.email, password: body.password }, '198.51.100.97')).statusCode).toBe(200);
  });

  it('block an IP after 20 failures across accounts', async () => {
    const ip = '203.0.113.5';
    for (let i = 0; i < 20; i++) {
      expect((await login({ login: `coba${i}@contoh.co.id`, password: 'Salah1234' }, ip)).statusCode).toBe(401);
    }
    const res = await login({ login: 'lain@contoh.co.id', password: 'Salah1234' }, ip);
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBeDefined();
    // Another address is not affected.
    expect((await login({ login: 'lain@contoh.co.id', password: 'Salah1234' }, '203.0.113.6')).statusCode).toBe(401);
  });

  it('a success clears the account counter', async () => {
    const { body } = await registerVerified(t);
    for (let i = 0; i < 4; i++) await login({ login: body.email, password: 'Salah1234' }, '192.0.2.50');
    expect((await login({ login: body.email, password: body.password }, '192.0.2.50')).statusCode).toBe(200);
    for (let i = 0; i < 4; i++) await login({ login: body.email, password: 'Salah1234' }, '192.0.2.51');
    expect((await login({ login: body.email, password: body.password }, '192.0.2.51')).statusCode).toBe(200);
  });
});

describe('a simultaneous burst', () => {
  it('of 100 wrong passwords for one account from one IP has at most 5 evaluated; the rest, and a right one last, get 429', async () => {
    const { body } = await registerVerified(t);
    const ip = '192.0.2.200';
    const wrong = Array.from({ length: 100 }, (_, i) => login({ login: body.email, password: `Salah-Tebak-${i}` }, ip));
    const right = login({ login: body.email, password: body.password }, ip);
    const responses = await Promise.all([...wrong, right]);
    const statuses = responses.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(5);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(96);
    expect(statuses.filter((s) => s !== 401 && s !== 429)).toEqual([]);
    // The right password came last in the burst: the account was out of tries by then.
    expect(statuses.at(-1)).toBe(429);
    for (const res of responses.filter((r) => r.statusCode === 429)) expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('of 100 wrong passwords spread over 100 IPs still evaluates at most 5 for the account', async () => {
    const { body } = await registerVerified(t);
    const responses = await Promise.all(Array.from({ length: 100 }, (_, i) => login({ login: body.email, password: `Salah-Tebak-${i}` }, `100.64.${i}.1`)));
    expect(responses.filter((r) => r.statusCode === 401).length).toBeLessThanOrEqual(5);
    expect(responses.filter((r) => r.statusCode === 429).length).toBeGreaterThanOrEqual(95);
  });
});

describe('other doors are limited too', () => {
  it('register per IP', async () => {
    const { newRegistration } = await import('../../../test/app.ts');
    const ip = '203.0.113.77';
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await t.call({ method: 'POST', url: '/api/register', ip, payload: newRegistration() })).statusCode);
    expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it('reset-password per account', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      statuses.push((await t.call({ method: 'POST', url: '/api/reset-password', ip: `203.0.114.${i}`, payload: { login: 'sasaran@contoh.co.id' } })).statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });
});
