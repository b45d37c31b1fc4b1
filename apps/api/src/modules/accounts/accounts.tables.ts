import type { Role } from '@apotek/contract';
import type { Generated } from 'kysely';

export type OtpPurpose = 'register' | 'reset_password';
export type OtpChannel = 'sms' | 'email';

/** Times are ISO-8601 UTC strings on both dialects (see db/connect.ts). */
export interface UsersTable {
  id: Generated<number>;
  public_id: string;
  name: string;
  email: string;
  /** E.164, e.g. +6281234567890. */
  phone: string;
  password_hash: string;
  role: Role;
  verified_at: string | null;
  locale: 'id' | 'en';
  created_at: string;
  updated_at: string;
}

export interface SessionsTable {
  id: Generated<number>;
  user_id: number;
  /** SHA-256 of the token; the token itself is only ever in the client's hands. */
  token_hash: string;
  created_at: string;
  expires_at: string;
  revoked_at: string | null;
  last_used_at: string;
}

export interface OtpsTable {
  id: Generated<number>;
  public_id: string;
  /** Null for a decoy challenge (password reset of an unknown account): it can never be confirmed. */
  user_id: number | null;
  purpose: OtpPurpose;
  channel: OtpChannel;
  destination: string;
  code_hash: string;
  attempts: number;
  sends: number;
  expires_at: string;
  resend_after: string;
  consumed_at: string | null;
  created_at: string;
}

export interface PasswordResetTokensTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  expires_at: string;
  used_at: string | null;
  created_at: string;
}

export interface AccountsTables {
  users: UsersTable;
  sessions: SessionsTable;
  otps: OtpsTable;
  password_reset_tokens: PasswordResetTokensTable;
}
