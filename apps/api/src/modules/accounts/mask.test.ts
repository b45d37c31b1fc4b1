import { describe, expect, it } from 'vitest';
import { maskEmail, maskPhone } from './mask.ts';
import { parseLogin } from './accounts.service.ts';

describe('masking and login parsing', () => {
  it('masks the middle of phones and the local part of e-mails', () => {
    expect(maskPhone('+6281234567890')).toBe('+62812****7890');
    expect(maskEmail('budi@demo.apotek.id')).toBe('b***@demo.apotek.id');
  });

  it('reads an e-mail, an Indonesian phone in any common form, or nothing known', () => {
    expect(parseLogin(' Budi@Demo.Apotek.ID ')).toEqual({ kind: 'email', email: 'budi@demo.apotek.id' });
    for (const p of ['081234567890', '+6281234567890', '6281234567890', '0812-3456-7890']) {
      expect(parseLogin(p)).toEqual({ kind: 'phone', phone: '+6281234567890' });
    }
    expect(parseLogin('budi').kind).toBe('unknown');
  });
});
