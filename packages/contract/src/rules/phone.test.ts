import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { parseLocalized } from '../localize.ts';
import { formatIndonesianPhone, indonesianPhone, isIndonesianPhone, parseIndonesianPhone } from './phone.ts';

describe('Indonesian phone rule', () => {
  it.each([
    ['081234567890', '+6281234567890'],
    ['0812-3456-7890', '+6281234567890'],
    ['+62 812 3456 7890', '+6281234567890'],
    ['6281234567890', '+6281234567890'],
    ['021 5790 1234', '+622157901234'],
  ])('accepts %s as %s', (input, e164) => {
    expect(isIndonesianPhone(input)).toBe(true);
    expect(parseIndonesianPhone(input)).toBe(e164);
  });

  it.each(['', '0812', '12345', 'abcdefghij', '+6012345678', '+1 202 555 0100', '0812345678901234567'])('refuses %j', (input) => {
    expect(isIndonesianPhone(input)).toBe(false);
  });

  it('names the field in Indonesian and English', () => {
    const schema = z.object({ phone: indonesianPhone() });
    const id = parseLocalized(schema, { phone: '12345' }, 'id');
    const en = parseLocalized(schema, { phone: '12345' }, 'en');
    expect(id.success).toBe(false);
    expect(!id.success && id.errors.phone).toEqual(['Nomor telepon bukan nomor telepon yang valid']);
    expect(!en.success && en.errors.phone).toEqual(['Phone number is not a valid phone number']);
  });

  it('normalises to E.164 and formats nationally', () => {
    const parsed = z.object({ phone: indonesianPhone() }).parse({ phone: ' 0812 3456 7890 ' });
    expect(parsed.phone).toBe('+6281234567890');
    expect(formatIndonesianPhone('+6281234567890')).toBe('0812-3456-7890');
  });
});
