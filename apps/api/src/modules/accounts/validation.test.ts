import { apiMessage, ruleMessage } from '@apotek/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, newRegistration, type TestApp } from '../../../test/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const en = { cookies: { i18n_redirected: 'en' } };

describe('bad input on auth calls', () => {
  it('answers 422 with an Indonesian message per field by default, and changes nothing', async () => {
    const before = await t.database.db.selectFrom('users').select('id').execute();
    const res = await t.call({
      method: 'POST',
      url: '/api/register',
      payload: { name: '', email: 'bukan-email', phone: '12345', password: 'abc', password_confirmation: 'abd' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      status: 422,
      message: apiMessage('validation', 'id'),
      errors: {
        name: [ruleMessage('required', 'name', 'id')],
        email: [ruleMessage('email', 'email', 'id')],
        phone: [ruleMessage('phone', 'phone', 'id')],
        password: [ruleMessage('password', 'password', 'id')],
        password_confirmation: [ruleMessage('passwordConfirmation', 'password_confirmation', 'id')],
        consent: [ruleMessage('consent', 'consent', 'id')],
      },
    });
    expect(res.json().errors.phone[0]).toBe('Nomor telepon bukan nomor telepon yang valid');
    expect(await t.database.db.selectFrom('users').select('id').execute()).toEqual(before);
    expect(await t.database.db.selectFrom('outbox').select('id').execute()).toEqual([]);
  });

  it('gives an empty field one error, "required", not its format rule as well', async () => {
    const res = await t.call({
      method: 'POST',
      url: '/api/register',
      payload: { name: '', email: '', phone: '', password: '', password_confirmation: '', consent: true },
    });
    expect(res.statusCode).toBe(422);
    const { errors } = res.json() as { errors: Record<string, string[]> };
    for (const field of ['name', 'email', 'phone', 'password']) expect(errors[field], field).toEqual([ruleMessage('required', field, 'id')]);
  });

  it('speaks English with the i18n_redirected=en cookie', async () => {
    const res = await t.call({ method: 'POST', url: '/api/login', payload: {}, ...en });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      status: 422,
      message: 'The given data was invalid',
      errors: { login: ['The E-mail or phone number field is required'], password: ['The Password field is required'] },
    });
  });

  it('speaks English with Accept-Language: en, and the cookie wins over the header', async () => {
    const header = await t.call({ method: 'POST', url: '/api/login', payload: {}, headers: { 'accept-language': 'en-US,en;q=0.9' } });
    expect(header.json().message).toBe('The given data was invalid');
    const cookieWins = await t.call({ method: 'POST', url: '/api/login', payload: {}, headers: { 'accept-language': 'en' }, cookies: { i18n_redirected: 'id' } });
    expect(cookieWins.json().message).toBe(apiMessage('validation', 'id'));
  });

  it('treats a missing body as every field missing', async () => {
    const res = await t.call({ method: 'POST', url: '/api/confirm-otp' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      otp_id: [ruleMessage('required', 'otp_id', 'id')],
      code: [ruleMessage('required', 'code', 'id')],
    });
  });

  it('checks every auth call', async () => {
    const cases: Array<[string, unknown, string[]]> = [
      ['/api/register', {}, ['name', 'email', 'phone', 'password', 'password_confirmation', 'consent']],
      ['/api/confirm-otp', { otp_id: 'x', code: '12ab' }, ['code']],
      ['/api/resend-otp', {}, ['otp_id']],
      ['/api/login', { login: 'a' }, ['password']],
      ['/api/reset-password', { login: '' }, ['login']],
      ['/api/set-password', { reset_token: 't', password: 'Benar12345', password_confirmation: 'Beda12345' }, ['password_confirmation']],
      ['/api/subscribe', { cust_email: 'x@' }, ['cust_email']],
    ];
    for (const [url, payload, fields] of cases) {
      for (const locale of ['id', 'en'] as const) {
        const res = await t.call({ method: 'POST', url, payload: payload as object, cookies: { i18n_redirected: locale } });
        expect(res.statusCode, url).toBe(422);
        expect(Object.keys(res.json().errors).sort(), url).toEqual([...fields].sort());
        expect(res.json().message).toBe(apiMessage('validation', locale));
      }
    }
  });

  it('never echoes the input back', async () => {
    const secret = 'RahasiaSekali<script>';
    const res = await t.call({ method: 'POST', url: '/api/register', payload: { ...newRegistration(), email: secret, password: secret } });
    expect(res.statusCode).toBe(422);
    expect(res.body).not.toContain('RahasiaSekali');
  });

  it('drops unknown fields (no mass assignment)', async () => {
    const reg = newRegistration({ role: 'admin', verified_at: '2020-01-01T00:00:00Z' });
    expect((await t.call({ method: 'POST', url: '/api/register', payload: reg })).statusCode).toBe(200);
    const user = await t.database.db.selectFrom('users').select(['role', 'verified_at']).where('email', '=', reg.email as string).executeTakeFirstOrThrow();
    expect(user).toEqual({ role: 'customer', verified_at: null });
  });

  it('answers malformed JSON with 400 in the envelope', async () => {
    const res = await t.call({ method: 'POST', url: '/api/login', payload: '{"login":', headers: { 'content-type': 'application/json' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: 400, message: apiMessage('badRequest', 'id') });
  });
});
