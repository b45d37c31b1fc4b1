import { z } from 'zod';

export interface DecimalOptions {
  /** Most digits after the separator; undefined means any number, 0 forbids a fraction. */
  fractionDigits?: number;
  /** Most digits before the separator. */
  integerDigits?: number;
  /** The decimal separator: '.' or ','. */
  separator?: '.' | ',';
}

function escape(ch: string): string {
  return ch.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Builds the pattern of a signed decimal: optional sign, digits, optional separator and fraction. */
export function decimalPattern({ fractionDigits, integerDigits, separator = '.' }: DecimalOptions = {}): RegExp {
  const int = integerDigits === undefined ? '\\d+' : `\\d{1,${integerDigits}}`;
  const frac =
    fractionDigits === 0 ? '' : `(?:${escape(separator)}\\d${fractionDigits === undefined ? '+' : `{1,${fractionDigits}}`})?`;
  return new RegExp(`^[+-]?${int}${frac}$`);
}

export function isDecimal(value: string, options?: DecimalOptions): boolean {
  return value !== '' && decimalPattern(options).test(value);
}

/** A decimal string; empty is invalid. Message: `The {field} field must contain only decimal values`. */
export const decimal = (options?: DecimalOptions) =>
  z.string().refine((v) => isDecimal(v, options), { params: { rule: 'decimal' } });
