import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { z } from 'zod';

/** Parses an Indonesian number written as 08…, 628…, +628… or with spaces and dashes; null when invalid. */
export function parseIndonesianPhone(value: string): string | null {
  const phone = parsePhoneNumberFromString(value.trim(), 'ID');
  if (!phone || phone.country !== 'ID' || !phone.isValid()) return null;
  return phone.number; // E.164, e.g. +6281234567890
}

export function isIndonesianPhone(value: string): boolean {
  return parseIndonesianPhone(value) !== null;
}

/** A valid Indonesian phone number, normalised to E.164. Message: `{field} bukan nomor telepon yang valid`. */
export const indonesianPhone = () =>
  z
    .string()
    .trim()
    // An empty field is one error (required), not also "not a phone number".
    .min(1, { abort: true })
    .refine(isIndonesianPhone, { params: { rule: 'phone' } })
    .transform((v) => parseIndonesianPhone(v) as string);

/** Shows an E.164 number the Indonesian way: 0812-3456-7890. */
export function formatIndonesianPhone(e164: string): string {
  const phone = parsePhoneNumberFromString(e164, 'ID');
  return phone ? phone.formatNational() : e164;
}
