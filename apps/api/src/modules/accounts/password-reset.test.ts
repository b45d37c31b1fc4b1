import { ruleMessage } from '@apotek/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, latestOtpCode, outboxCount, registerVerified, type TestApp } from '../../../test/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function resetFlow(login: string, recipient: string) {
  const start = await t.call({ method: 'POST', url: '/api/reset-password', payload: { login } });
  expect(start.statusCode).toBe(200);
  const code = await latestOtpCode(t.database, recipient);
  const confirm = await t.call({ method: 'POST', url: '/api/confirm-otp', payload: { otp_id: start.json().data.otp_id, code } });
  expect(confirm.statusCode).toBe(200);
  expect(confirm.json().data).toMatchObject({ purpose: 'reset_password' });
  expect(confirm.json().data).not.toHaveProperty('authentication');
  return confirm.json().data.reset_token as string;
}

describe('reset-password → confirm-otp → set-password', () => {
  it('sets a new password, refuses the old one and signs every device out', async () => {
    const { body, phone, token } = await registerVerified(t);
    const other = await t.call({ method: 'POST', url: '/api/login', payload: { login: body.email, password: body.password } });
    const otherToken = other.json().data.authentication.token;

    const resetToken = await resetFlow(body.phone, phone);
    const set = await t.call({
      method: 'POST',
      url: '/api/set-password',
      payload: { reset_token: resetToken, password: 'KataBaru2026', password_confirmation: 'KataBaru2026' },
    });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toEqual({ status: 200, message: 'Kata sandi berhasil diubah. Silakan masuk', data: null });

    const old = await t.call({ method: 'POST', url: '/api/login', payload: { login: body.email, password: body.password } });
    expect(old.statusCode).toBe(401);
    const fresh = await t.call({ method: 'POST', url: '/api/login', payload: { login: body.email, password: 'KataBaru2026' } });
    expect(fresh.statusCode).toBe(200);

    for (const revoked of [token, otherToken]) {
      expect((await t.call({ method: 'GET', url: '/api/my/profile', token: revoked })).statusCode).toBe(401);
    }
  });

  it('sends the code by e-mail when the login given was an e-mail', async () => {
    const { body } = await registerVerified(t);
    const start = await t.call({ method: 'POST', url: '/api/reset-password', payload: { login: body.email } });
    expect(start.json().data).toMatchObject({ channel: 'email', purpose: 'reset_password' });
    const mail = await t.database.db.selectFrom('outbox').selectAll().where('recipient', '=', body.email).executeTakeFirstOrThrow();
    expect(mail.subject).toBe('Kode OTP Apotek');
    expect(mail.body).toMatch(/mengatur ulang kata sandi: \d{6}/);
  });

  it('uses a reset token once only', async () => {
    const { body, phone } = await registerVerified(t);
    const resetToken = await resetFlow(body.email, body.email);
    void phone;
    const payload = { reset_token: resetToken, password: 'SekaliPakai1', password_confirmation: 'SekaliPakai1' };
    expect((await t.call({ method: 'POST', url: '/api/set-password', payload })).statusCode).toBe(200);
    const again = await t.call({ method: 'POST', url: '/api/set-password', payload });
    expect(again.statusCode).toBe(422);
    expect(again.json().errors).toEqual({ reset_token: ['Sesi atur ulang kata sandi tidak valid atau kedaluwarsa'] });
  });

  it('expires a reset token after 15 minutes', async () => {
    const { body } = await registerVerified(t);
    const resetToken = await resetFlow(body.email, body.email);
    t.clock.advance(15 * 60_000 + 1000);
    const res = await t.call({
      method: 'POST',
      url: '/api/set-password',
      payload: { reset_token: resetToken, password: 'Terlambat123', password_confirmation: 'Terlambat123' },
    });
    expect(res.statusCode).toBe(422);
    expect((await t.call({ method: 'POST', url: '/api/login', payload: { login: body.email, password: body.password } })).statusCode).toBe(200);
  });

  it('answers an unknown account exactly like a known one, and its decoy never verifies', async () => {
    const { body } = await registerVerified(t);
    const known = await t.call({ method: 'POST', url: '/api/reset-password', payload: { login: body.email } });
    const unknown = await t.call({ method: 'POST', url: '/api/reset-password', payload: { login: 'tidak.ada@contoh.co.id' } });
    expect(unknown.statusCode).toBe(known.statusCode);
    const shape = (d: Record<string, unknown>) => Object.fromEntries(Object.entries(d).map(([k, v]) => [k, typeof v]));
    expect(shape(unknown.json().data)).toEqual(shape(known.json().data));
    expect(unknown.json().message).toBe(known.json().message);
    expect(unknown.json().data).toMatchObject({ channel: 'email', purpose: 'reset_password', destination: 't***@contoh.co.id', resend_after: 60 });
    expect(await outboxCount(t.database, 'tidak.ada@contoh.co.id')).toBe(0);

    // Asking again within a minute answers the same challenge, as it does for a real account.
    const again = await t.call({ method: 'POST', url: '/api/reset-password', payload: { login: 'tidak.ada@contoh.co.id' } });
    expect(again.json().data.otp_id).toBe(unknown.json().data.otp_id);

    for (const code of ['000000', '123456', '999999']) {
      const res = await t.call({ method: 'POST', url: '/api/confirm-otp', payload: { otp_id: unknown.json().data.otp_id, code } });
      expect(res.statusCode).toBe(422);
    }
  });

  it('validates set-password per field', async () => {
    const res = await t.call({ method: 'POST', url: '/api/set-password', payload: { reset_token: 'x', password: 'pendek', password_confirmation: 'lain' } });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      password: [ruleMessage('password', 'password', 'id')],
      password_confirmation: [ruleMessage('passwordConfirmation', 'password_confirmation', 'id')],
    });
  });
});
