import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { parseLocalized } from '../localize.ts';
import { email, newsletterEmailState } from './email.ts';

describe('newsletter e-mail', () => {
  it('is empty, valid or invalid', () => {
    expect(newsletterEmailState('')).toBe('empty');
    expect(newsletterEmailState('   ')).toBe('empty');
    expect(newsletterEmailState('sari@contoh.co.id')).toBe('valid');
    expect(newsletterEmailState('sari@contoh')).toBe('invalid');
    expect(newsletterEmailState('sari contoh.co.id')).toBe('invalid');
    expect(newsletterEmailState('@contoh.co.id')).toBe('invalid');
  });

  it('lower-cases and names the field when invalid', () => {
    expect(z.object({ email: email() }).parse({ email: ' Sari@Contoh.CO.ID ' }).email).toBe('sari@contoh.co.id');
    const r = parseLocalized(z.object({ email: email() }), { email: 'nope' }, 'id');
    expect(!r.success && r.errors.email).toEqual(['E-mail bukan alamat e-mail yang valid']);
  });
});
