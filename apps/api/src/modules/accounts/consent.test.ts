import { LEGAL_VERSIONS } from '@apotek/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, latestOtpCode, newRegistration, type TestApp } from '../../../test/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('UU PDP consent at registration', () => {
  it('records what was accepted, its version, the time, the channel and the device', async () => {
    const reg = newRegistration();
    const res = await t.call({
      method: 'POST',
      url: '/api/register',
      ip: '198.18.0.7',
      headers: { 'app-platform': 'android', 'user-agent': 'ApotekApp/2.1 (Android 14)' },
      payload: reg,
    });
    expect(res.statusCode).toBe(200);
    const rows = await t.database.db
      .selectFrom('consents')
      .innerJoin('users', 'users.id', 'consents.user_id')
      .select(['document', 'version', 'channel', 'ip', 'user_agent', 'consented_at', 'withdrawn_at'])
      .where('users.email', '=', reg.email)
      .orderBy('document')
      .execute();
    const when = t.clock.now().toISOString();
    const common = { channel: 'android', ip: '198.18.0.7', user_agent: 'ApotekApp/2.1 (Android 14)', consented_at: when, withdrawn_at: null };
    expect(rows).toEqual([
      { document: 'privacy', version: LEGAL_VERSIONS.privacy, ...common },
      { document: 'terms', version: LEGAL_VERSIONS.terms, ...common },
    ]);
  });

  it('is refused without the checkbox, and nothing is stored', async () => {
    const reg = newRegistration({ consent: false });
    const res = await t.call({ method: 'POST', url: '/api/register', payload: reg });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(['consent']);
    expect(await t.database.db.selectFrom('users').select('id').where('email', '=', reg.email).executeTakeFirst()).toBeUndefined();
  });

  it('is shown to the user at GET /api/my/consents, newest first', async () => {
    const reg = newRegistration();
    const started = await t.call({ method: 'POST', url: '/api/register', payload: reg });
    const code = await latestOtpCode(t.database, `+62${reg.phone.slice(1)}`);
    const confirmed = await t.call({ method: 'POST', url: '/api/confirm-otp', payload: { otp_id: started.json().data.otp_id, code } });
    const token = confirmed.json().data.authentication.token as string;

    const res = await t.call({ method: 'GET', url: '/api/my/consents', token });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toHaveLength(2);
    expect(res.json().data.map((c: { document: string }) => c.document).sort()).toEqual(['privacy', 'terms']);
    expect(res.json().data[0]).toMatchObject({ channel: 'web', withdrawn_at: null });
    expect((await t.call({ method: 'GET', url: '/api/my/consents' })).statusCode).toBe(401);
  });
});
