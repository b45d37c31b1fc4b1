import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { parseLocalized } from '../localize.ts';
import { decimal, isDecimal } from './decimal.ts';

describe('decimal rule', () => {
  it.each(['0', '12', '-12', '+12', '12.5', '-0.25', '1234567.891'])('accepts %s', (v) => expect(isDecimal(v)).toBe(true));
  it.each(['', ' ', '.', '1.', '.5', '1.2.3', '1,5', 'abc', '1e5', '--1', '12a'])('refuses %j', (v) =>
    expect(isDecimal(v)).toBe(false),
  );

  it('takes a configurable separator', () => {
    expect(isDecimal('1,5', { separator: ',' })).toBe(true);
    expect(isDecimal('1.5', { separator: ',' })).toBe(false);
  });

  it('limits fraction and integer digits', () => {
    expect(isDecimal('1.25', { fractionDigits: 2 })).toBe(true);
    expect(isDecimal('1.255', { fractionDigits: 2 })).toBe(false);
    expect(isDecimal('1.5', { fractionDigits: 0 })).toBe(false);
    expect(isDecimal('15', { fractionDigits: 0 })).toBe(true);
    expect(isDecimal('123', { integerDigits: 2 })).toBe(false);
    expect(isDecimal('-12.5', { integerDigits: 2, fractionDigits: 1 })).toBe(true);
  });

  it('gives the spec message in English and an Indonesian one', () => {
    const schema = z.object({ amount: decimal() });
    const en = parseLocalized(schema, { amount: '12a' }, 'en');
    const id = parseLocalized(schema, { amount: '12a' }, 'id');
    expect(!en.success && en.errors.amount).toEqual(['The Amount field must contain only decimal values']);
    expect(!id.success && id.errors.amount).toEqual(['Jumlah hanya boleh berisi angka desimal']);
  });

  it('treats empty as invalid', () => {
    const r = parseLocalized(z.object({ amount: decimal() }), { amount: '' }, 'en');
    expect(r.success).toBe(false);
  });
});
