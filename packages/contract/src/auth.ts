import { z } from 'zod';
import { ROLES } from './constants.ts';
import { consentDocument } from './privacy-rights.ts';
import { envelope } from './envelope.ts';
import { email } from './rules/email.ts';
import { indonesianPhone } from './rules/phone.ts';

/** Letters and digits, 8 to 72 characters (argon2 takes more, but a cap stops hashing huge bodies). */
export const password = () =>
  z
    .string()
    // An empty field is one error (required), not also the password rule.
    .min(1, { abort: true })
    .max(72)
    .refine((v) => v.length >= 8 && /[A-Za-z]/.test(v) && /\d/.test(v), { params: { rule: 'password' } });

export const otpCode = () => z.string().trim().min(1).refine((v) => /^\d{6}$/.test(v), { params: { rule: 'otp' } });

export const role = z.enum(ROLES);
// `Role` itself is exported by constants.ts (ROLES); re-declaring it here made index.ts ambiguous.

/** The logged-in user as GET /api/my/profile returns it at `body.data`. */
export const profile = z.object({
  id: z.string(),
  Cust_Name: z.string(),
  email: z.string(),
  phone: z.string(),
  role,
  scope: z.array(z.string()),
  verified: z.boolean(),
  locale: z.enum(['id', 'en']),
  created_at: z.string(),
  /** Issue 14 (profile): YYYY-MM-DD, 'male' | 'female', and the avatar (a private URL only the owner can load). */
  birth_date: z.string().nullable().optional(),
  gender: z.enum(['male', 'female']).nullable().optional(),
  photo_url: z.string().nullable().optional(),
});
export type Profile = z.infer<typeof profile>;

export const authentication = z.object({
  token: z.string(),
  type: z.literal('Bearer'),
  expires_at: z.string(),
});

/** POST /api/login: e-mail or phone in `login`. Token at `body.data.authentication.token`. */
export const loginBody = z.object({
  login: z.string().trim().min(1).max(254),
  password: z.string().min(1).max(200),
});
export type LoginBody = z.infer<typeof loginBody>;
export const loginData = z.object({ authentication, user: profile });
export const loginResponse = envelope(loginData);

/** A one-time code on its way: which verification it belongs to and where it went (masked). */
export const otpChallenge = z.object({
  otp_id: z.string(),
  purpose: z.enum(['register', 'reset_password']),
  channel: z.enum(['sms', 'whatsapp', 'email']),
  destination: z.string(),
  expires_at: z.string(),
  resend_after: z.number().int(),
});
export type OtpChallenge = z.infer<typeof otpChallenge>;

/** POST /api/register. `consent` is the explicit consent UU PDP asks for before health data is kept. */
export const registerBody = z
  .object({
    name: z.string().trim().min(1).max(100),
    email: email(),
    phone: indonesianPhone(),
    password: password(),
    password_confirmation: z.string().min(1).max(200),
    consent: z
      .unknown()
      .refine((v) => v === true || v === 'true' || v === 'on', { params: { rule: 'consent' } })
      .transform(() => true as const),
  })
  .refine((b) => b.password === b.password_confirmation, {
    path: ['password_confirmation'],
    params: { rule: 'passwordConfirmation' },
  });
export type RegisterBody = z.input<typeof registerBody>;
export const registerResponse = envelope(otpChallenge);

/** POST /api/reset-password: always answers the same, whether the account exists or not. */
export const resetPasswordBody = z.object({ login: z.string().trim().min(1).max(254) });
export const resetPasswordResponse = envelope(otpChallenge);

/** POST /api/confirm-otp: registration answers with a login; reset answers with a reset token for set-password. */
export const confirmOtpBody = z.object({ otp_id: z.string().min(1).max(100), code: otpCode() });
export const confirmOtpData = z.object({
  purpose: z.enum(['register', 'reset_password']),
  authentication: authentication.optional(),
  user: profile.optional(),
  reset_token: z.string().optional(),
});
export const confirmOtpResponse = envelope(confirmOtpData);

/** POST /api/resend-otp: a fresh code for the same challenge, after `resend_after` seconds. */
export const resendOtpBody = z.object({ otp_id: z.string().min(1).max(100) });

/** POST /api/set-password. */
export const setPasswordBody = z
  .object({
    reset_token: z.string().min(1).max(200),
    password: password(),
    password_confirmation: z.string().min(1).max(200),
  })
  .refine((b) => b.password === b.password_confirmation, {
    path: ['password_confirmation'],
    params: { rule: 'passwordConfirmation' },
  });
export const setPasswordResponse = envelope(z.null());

export const profileResponse = envelope(profile);

/** GET /api/my/consents: what the user agreed to, which version, when and through which channel (UU PDP). */
export const consentRecord = z.object({
  /** terms and privacy at sign-up; health_data before the first health entry; marketing (issue 14). */
  document: consentDocument,
  version: z.string(),
  channel: z.string(),
  consented_at: z.string(),
  withdrawn_at: z.string().nullable(),
});
export type ConsentRecord = z.infer<typeof consentRecord>;
export const consentsResponse = envelope(z.array(consentRecord));
export const logoutResponse = envelope(z.null());

export const socialNetwork = z.object({ name: z.string(), url: z.string() });
export type SocialNetwork = z.infer<typeof socialNetwork>;
/** GET /api/social-networks: list at `body.data`. */
export const socialNetworksQuery = z.object({ limit: z.coerce.number().int().min(1).max(50).optional() });
export const socialNetworksResponse = envelope(z.array(socialNetwork));

/** POST /api/subscribe (newsletter). */
export const subscribeBody = z.object({ cust_email: email() });
export const subscribeResponse = envelope(z.string());
