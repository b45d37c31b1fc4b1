import { describe, expect, it } from 'vitest';
import { loginBody, registerBody, setPasswordBody } from './auth.ts';
import { parseLocalized } from './localize.ts';
import { cutName } from './constants.ts';
import { apiMessage } from './messages.ts';

describe('localised validation', () => {
  it('says a missing field is required, per locale', () => {
    const id = parseLocalized(loginBody, {}, 'id');
    const en = parseLocalized(loginBody, {}, 'en');
    expect(!id.success && id.errors).toEqual({ login: ['E-mail atau nomor telepon wajib diisi'], password: ['Kata sandi wajib diisi'] });
    expect(!en.success && en.errors.password).toEqual(['The Password field is required']);
  });

  it("uses zod's own locale for generic rules", () => {
    const id = parseLocalized(loginBody, { login: 123, password: 'x' }, 'id');
    const en = parseLocalized(loginBody, { login: 123, password: 'x' }, 'en');
    expect(!id.success && id.errors.login?.[0]).toMatch(/diharapkan string, diterima number/);
    expect(!en.success && en.errors.login?.[0]).toMatch(/expected string, received number/);
  });

  it('checks every register field and the confirmation', () => {
    const r = parseLocalized(
      registerBody,
      { name: 'Sari', email: 'bad', phone: '123', password: 'short', password_confirmation: 'other', consent: false },
      'id',
    );
    expect(r.success).toBe(false);
    if (r.success) return;
    expect(Object.keys(r.errors).sort()).toEqual(['consent', 'email', 'password', 'password_confirmation', 'phone']);
    const ok = parseLocalized(
      registerBody,
      { name: 'Sari', email: 'sari@contoh.id', phone: '081234567890', password: 'Rahasia123', password_confirmation: 'Rahasia999', consent: true },
      'en',
    );
    expect(!ok.success && ok.errors.password_confirmation).toEqual(['Password confirmation does not match the password']);
  });

  it('accepts a good registration and normalises it', () => {
    const r = parseLocalized(
      registerBody,
      { name: ' Sari ', email: 'Sari@Contoh.id', phone: '0812 3456 7890', password: 'Rahasia123', password_confirmation: 'Rahasia123', consent: 'on' },
      'id',
    );
    expect(r.success && r.data).toMatchObject({ name: 'Sari', email: 'sari@contoh.id', phone: '+6281234567890', consent: true });
  });

  it('never puts the input in a message', () => {
    const r = parseLocalized(setPasswordBody, { reset_token: 'x', password: 'secret-no-digits', password_confirmation: 'secret-no-digits' }, 'en');
    expect(JSON.stringify(r)).not.toContain('secret-no-digits');
  });
});

describe('helpers', () => {
  it('cuts names like the top bars', () => {
    expect(cutName('Budi Santoso', 10)).toBe('Budi Santo..');
    expect(cutName('Budi Santoso', 7)).toBe('Budi Sa..');
    expect(cutName('Budi', 7)).toBe('Budi');
    expect(cutName('Kusumawati', 10)).toBe('Kusumawati');
  });
  it('fills message variables', () => {
    expect(apiMessage('tooManyRequests', 'id', { seconds: 30 })).toBe('Terlalu banyak percobaan. Coba lagi dalam 30 detik');
  });
});
