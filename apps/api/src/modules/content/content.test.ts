import { apiMessage } from '@apotek/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { seedContent } from '../../db/seed/content/content.seed.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedContent(t.database.db);
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/social-networks', () => {
  it('lists name and url at body.data, including a tel: link for telephone', async () => {
    const res = await t.call({ method: 'GET', url: '/api/social-networks' });
    expect(res.statusCode).toBe(200);
    const list = res.json().data as Array<{ name: string; url: string }>;
    expect(list.map((s) => s.name)).toEqual(['instagram', 'facebook', 'x', 'youtube', 'tiktok', 'telephone']);
    expect(Object.keys(list[0]!).sort()).toEqual(['name', 'url']);
    expect(list.find((s) => s.name === 'telephone')!.url).toMatch(/^tel:\+62\d+$/);
  });

  it('honours limit and refuses a bad one with 422', async () => {
    expect((await t.call({ method: 'GET', url: '/api/social-networks?limit=2' })).json().data).toHaveLength(2);
    const bad = await t.call({ method: 'GET', url: '/api/social-networks?limit=abc' });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(['limit']);
  });
});

describe('POST /api/subscribe', () => {
  it('thanks a new subscriber with body.status 200 and the text in data', async () => {
    const res = await t.call({ method: 'POST', url: '/api/subscribe', payload: { cust_email: 'Pelanggan@Contoh.co.id' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 200, message: apiMessage('subscribed', 'id'), data: apiMessage('subscribed', 'id') });
  });

  it('answers an address already on the list with body.status 204 (HTTP 200) and a message', async () => {
    const res = await t.call({ method: 'POST', url: '/api/subscribe', payload: { cust_email: 'pelanggan@contoh.co.id' }, cookies: { i18n_redirected: 'en' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 204, message: apiMessage('alreadySubscribed', 'en'), data: apiMessage('alreadySubscribed', 'en') });
    const rows = await t.database.db.selectFrom('newsletter_subscribers').selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.email).toBe('pelanggan@contoh.co.id');
  });

  it('rate-limits sign-ups per IP', async () => {
    const ip = '203.0.113.200';
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      statuses.push((await t.call({ method: 'POST', url: '/api/subscribe', ip, payload: { cust_email: `spam${i}@contoh.co.id` } })).statusCode);
    }
    expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});
