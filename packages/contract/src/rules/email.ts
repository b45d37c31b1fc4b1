import { z } from 'zod';

/** The standard e-mail pattern used by the newsletter box (the HTML living standard's). */
export const EMAIL_PATTERN =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;

export type EmailState = 'empty' | 'valid' | 'invalid';

/** The newsletter box's style: none when empty, success when valid, error when invalid. */
export function newsletterEmailState(value: string): EmailState {
  if (value.trim() === '') return 'empty';
  return EMAIL_PATTERN.test(value.trim()) ? 'valid' : 'invalid';
}

export const email = () =>
  z
    .string()
    .trim()
    .min(1)
    .max(254)
    .refine((v) => EMAIL_PATTERN.test(v), { params: { rule: 'email' } })
    .transform((v) => v.toLowerCase());
