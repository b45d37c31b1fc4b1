import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';

describe('GET /api/dev/outbox', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('lists what the sandbox kept, newest first, optionally for one recipient', async () => {
    const { SandboxMessaging } = await import('./sandbox-messaging.ts');
    const sandbox = new SandboxMessaging(t.database.db, t.clock, t.app.log);
    await sandbox.send({ channel: 'sms', recipient: '+6281234567890', body: 'Kode OTP Apotek Anda: 111111.' });
    t.clock.advance(1000);
    await sandbox.send({ channel: 'email', recipient: 'budi@contoh.co.id', subject: 'Kode OTP Apotek', body: 'Kode OTP Apotek Anda: 222222.' });

    const all = await t.call({ method: 'GET', url: '/api/dev/outbox' });
    expect(all.statusCode).toBe(200);
    expect(all.json().data.map((m: { recipient: string }) => m.recipient)).toEqual(['budi@contoh.co.id', '+6281234567890']);
    const one = await t.call({ method: 'GET', url: '/api/dev/outbox?recipient=%2B6281234567890' });
    expect(one.json().data).toHaveLength(1);
    expect(one.json().data[0]).toMatchObject({ channel: 'sms', subject: null, body: 'Kode OTP Apotek Anda: 111111.' });
  });
});

describe('with a real messaging provider', () => {
  it('does not register /api/dev/outbox at all', async () => {
    const sent: unknown[] = [];
    const t = await createTestApp({ messaging: { kind: 'provider', send: async (m) => void sent.push(m) } });
    try {
      expect((await t.call({ method: 'GET', url: '/api/dev/outbox' })).statusCode).toBe(404);
      const docs = (await t.call({ method: 'GET', url: '/api/docs/json' })).json();
      expect(docs.paths['/api/dev/outbox']).toBeUndefined();
    } finally {
      await t.close();
    }
  });
});

describe('who may read the outbox', () => {
  it('answers this machine only by default; another client gets the unknown-route 404', async () => {
    const t = await createTestApp();
    try {
      expect((await t.call({ method: 'GET', url: '/api/dev/outbox', ip: '127.0.0.1' })).statusCode).toBe(200);
      expect((await t.call({ method: 'GET', url: '/api/dev/outbox', ip: '::1' })).statusCode).toBe(200);
      const remote = await t.call({ method: 'GET', url: '/api/dev/outbox', ip: '203.0.113.9' });
      const unknown = await t.call({ method: 'GET', url: '/api/no-such-route', ip: '203.0.113.9' });
      expect(remote.statusCode).toBe(404);
      expect(remote.json()).toEqual(unknown.json());
      // Refused before the query is read: a bad query from outside is still a plain 404.
      expect((await t.call({ method: 'GET', url: `/api/dev/outbox?recipient=${'x'.repeat(300)}`, ip: '203.0.113.9' })).statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });

  it('answers anyone with SANDBOX_TOOLS=open, and nobody with SANDBOX_TOOLS=off', async () => {
    const open = await createTestApp({}, { SANDBOX_TOOLS: 'open' });
    const off = await createTestApp({}, { SANDBOX_TOOLS: 'off' });
    try {
      expect((await open.call({ method: 'GET', url: '/api/dev/outbox', ip: '203.0.113.9' })).statusCode).toBe(200);
      expect((await off.call({ method: 'GET', url: '/api/dev/outbox', ip: '127.0.0.1' })).statusCode).toBe(404);
      expect((await off.call({ method: 'GET', url: '/api/dev/payments', ip: '127.0.0.1' })).statusCode).toBe(404);
    } finally {
      await open.close();
      await off.close();
    }
  });
});
