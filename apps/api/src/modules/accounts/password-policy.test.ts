import { apiMessage } from '@apotek/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, latestOtpCode, newRegistration, registerVerified, type TestApp } from '../../../test/app.ts';
import { assertAcceptablePassword, personalWords } from './password-policy.ts';

const owner = { name: 'Siti Aminah', email: 'siti.aminah88@contoh.co.id', phone: '+6281234567001' };

async function verdict(password: string, who = owner): Promise<string> {
  try {
    await assertAcceptablePassword(password, who);
    return 'ok';
  } catch (error) {
    const fields = (error as { options: { fields: Record<string, { message: string }[]> } }).options.fields;
    return fields.password![0]!.message;
  }
}

describe('password policy (ASVS 5.0 V6.2.4, V6.2.11)', () => {
  it('refuses the top passwords the review tried, and their Indonesian cousins', async () => {
    for (const p of ['password1', 'Password123', 'qwerty123', 'apotek123', 'Rahasia123', 'Jakarta2024', 'indonesia1', 'sayang123', 'Bismillah1']) {
      expect([p, await verdict(p)]).toEqual([p, 'passwordTooCommon']);
    }
  });

  it('refuses passwords built from the owner’s name, e-mail or phone', async () => {
    for (const p of ['Aminah2024x', 'SitiKeren99', 'aminah88Rumah', 'Kunci234567001']) {
      expect([p, await verdict(p)]).toEqual([p, 'passwordPersonal']);
    }
    expect(personalWords(owner)).toEqual(expect.arrayContaining(['siti', 'aminah', 'siti.aminah88', '81234567001', '567001']));
  });

  it('accepts long and unusual ones', async () => {
    for (const p of ['Kopi-Tubruk-2026', 'Lumpia-Semarang-88', 'KataBaru2026', 'Gado2-Pedas-Manis']) {
      expect([p, await verdict(p)]).toEqual([p, 'ok']);
    }
  });
});

describe('the policy at every door that sets a password', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('register refuses a common password with a localised message and creates nothing', async () => {
    const reg = newRegistration({ password: 'Password123', password_confirmation: 'Password123' });
    const res = await t.call({ method: 'POST', url: '/api/register', payload: reg });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ password: [apiMessage('passwordTooCommon', 'id')] });
    const en = await t.call({ method: 'POST', url: '/api/register', payload: reg, headers: { 'accept-language': 'en' } });
    expect(en.json().errors).toEqual({ password: [apiMessage('passwordTooCommon', 'en')] });
    expect(await t.database.db.selectFrom('users').select('id').where('email', '=', reg.email).executeTakeFirst()).toBeUndefined();
  });

  it('register refuses the user’s own name', async () => {
    const reg = newRegistration({ name: 'Rudi Hartono', password: 'Hartono2026', password_confirmation: 'Hartono2026' });
    const res = await t.call({ method: 'POST', url: '/api/register', payload: reg });
    expect(res.json().errors).toEqual({ password: [apiMessage('passwordPersonal', 'id')] });
  });

  it('set-password after a reset refuses them too, and the old password keeps working', async () => {
    const { body } = await registerVerified(t);
    const started = await t.call({ method: 'POST', url: '/api/reset-password', payload: { login: body.email } });
    const code = await latestOtpCode(t.database, body.email);
    const confirmed = await t.call({ method: 'POST', url: '/api/confirm-otp', payload: { otp_id: started.json().data.otp_id, code } });
    const resetToken = confirmed.json().data.reset_token as string;
    const res = await t.call({ method: 'POST', url: '/api/set-password', payload: { reset_token: resetToken, password: 'qwerty123', password_confirmation: 'qwerty123' } });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ password: [apiMessage('passwordTooCommon', 'id')] });
    expect((await t.call({ method: 'POST', url: '/api/login', payload: { login: body.email, password: body.password } })).statusCode).toBe(200);
  });
});
