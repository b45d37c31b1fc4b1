import { z } from 'zod';
import { password } from './auth.ts';
import { envelope } from './envelope.ts';

/** POST /api/my/password: the current password proves it is the owner, not someone at an unlocked screen. */
export const changePasswordBody = z
  .object({
    current_password: z.string().min(1).max(200),
    password: password(),
    password_confirmation: z.string().min(1).max(200),
  })
  .refine((b) => b.password === b.password_confirmation, {
    path: ['password_confirmation'],
    params: { rule: 'passwordConfirmation' },
  });
export type ChangePasswordBody = z.input<typeof changePasswordBody>;
/** How many other sessions the change signed out. */
export const changePasswordResponse = envelope(z.object({ revoked_sessions: z.number().int().min(0) }));

export const SESSION_DEVICE_TYPES = ['desktop', 'mobile', 'tablet', 'tv', 'unknown'] as const;

/**
 * One signed-in device as GET /api/my/sessions lists it. `id` is the session's public id (never the row id
 * or the token); `device` is a label in the request's language; `ip` is coarse (the last part hidden).
 */
export const accountSession = z.object({
  id: z.string(),
  device: z.string(),
  browser: z.string().nullable(),
  os: z.string().nullable(),
  device_type: z.enum(SESSION_DEVICE_TYPES),
  ip: z.string().nullable(),
  created_at: z.string(),
  last_used_at: z.string(),
  current: z.boolean(),
});
export type AccountSession = z.infer<typeof accountSession>;
export const accountSessionsResponse = envelope(z.array(accountSession));

export const sessionIdParams = z.object({ id: z.string().trim().min(1).max(64) });

/** DELETE /api/my/sessions signs out every other device; `include_current=1` this one too. */
export const revokeSessionsQuery = z.object({
  include_current: z
    .enum(['0', '1', 'true', 'false'])
    .optional()
    .transform((v) => v === '1' || v === 'true'),
});
export const revokedSessionsResponse = envelope(z.object({ revoked: z.number().int().min(0) }));
