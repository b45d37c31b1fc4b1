import { randomInt } from 'node:crypto';
import type { VaBank } from './payment-gateway.ts';

/**
 * Virtual-account numbers shaped like each bank's: a fixed prefix the bank gives the merchant (BCA's
 * company code, BNI's 8-prefixed client id, BRIVA's institution code, Permata's 8-prefixed range,
 * Mandiri's biller code beside a bill key) followed by a per-charge customer number. The prefixes are
 * the sandbox's own made-up codes; only the shape and length follow the banks, so the how-to-pay steps
 * and copy buttons are tested against realistic numbers.
 */
export interface VaPrefixes {
  /** 5 digits; BCA VA = company code + 11-digit customer number (16 digits). */
  bcaCompanyCode: string;
  /** BNI VA numbers start with 8; prefix + 12 digits (16 digits). */
  bniPrefix: string;
  /** 5 digits; BRIVA = institution code + 13 digits (18 digits). */
  briInstitutionCode: string;
  /** Permata VA numbers start with 8; prefix + 12 digits (16 digits). */
  permataPrefix: string;
  /** Mandiri bill payment: the biller code the customer picks, then a 12-digit bill key. */
  mandiriBillerCode: string;
}

export const DEFAULT_VA_PREFIXES: VaPrefixes = {
  bcaCompanyCode: '70012',
  bniPrefix: '8808',
  briInstitutionCode: '26215',
  permataPrefix: '8778',
  mandiriBillerCode: '70017',
};

export interface VaAssignment {
  bank: VaBank;
  /** The VA number, or Mandiri's bill key. */
  code: string;
  billerCode?: string;
}

function digits(count: number): string {
  let out = '';
  while (out.length < count) out += String(randomInt(0, 1_000_000_000)).padStart(9, '0');
  return out.slice(0, count);
}

/** A fresh number; the caller stores it under a unique index and asks again on the rare collision. */
export function newVaNumber(bank: VaBank, prefixes: VaPrefixes = DEFAULT_VA_PREFIXES): VaAssignment {
  switch (bank) {
    case 'bca':
      return { bank, code: prefixes.bcaCompanyCode + digits(16 - prefixes.bcaCompanyCode.length) };
    case 'bni':
      return { bank, code: prefixes.bniPrefix + digits(16 - prefixes.bniPrefix.length) };
    case 'bri':
      return { bank, code: prefixes.briInstitutionCode + digits(18 - prefixes.briInstitutionCode.length) };
    case 'permata':
      return { bank, code: prefixes.permataPrefix + digits(16 - prefixes.permataPrefix.length) };
    case 'mandiri':
      // A bill key never starts with 0 so it survives being read back as a number by a careless client.
      return { bank, code: String(randomInt(1, 10)) + digits(11), billerCode: prefixes.mandiriBillerCode };
  }
}
