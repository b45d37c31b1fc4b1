import { z } from 'zod';
import { EMAIL_PATTERN } from './email-pattern.ts';

export { EMAIL_PATTERN, type EmailState, newsletterEmailState } from './email-pattern.ts';

export const email = () =>
  z
    .string()
    .trim()
    // An empty field is one error (required), not also "not an e-mail".
    .min(1, { abort: true })
    .max(254)
    .refine((v) => EMAIL_PATTERN.test(v), { params: { rule: 'email' } })
    .transform((v) => v.toLowerCase());
