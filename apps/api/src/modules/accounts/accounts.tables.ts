import type { ConsentDocumentName, Role } from '@apotek/contract';
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
  /** Set by an admin on the console's people screen: the account cannot sign in (issue 15). */
  blocked_at: string | null;
  blocked_reason: string | null;
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
  /** What the user's device list shows: the public id names a session in the API, never the row id. */
  public_id: string;
  user_agent: string | null;
  /** Coarse on purpose (last part hidden): enough to recognise a device, not to locate a person. */
  ip: string | null;
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

/** What a consent row is for (the contract's list: terms, privacy, health_data, marketing). */
export type ConsentDocument = ConsentDocumentName;

/** One row per document a user agreed to: kept as the proof UU PDP asks a controller to hold. */
export interface ConsentsTable {
  id: Generated<number>;
  user_id: number;
  document: ConsentDocument;
  version: string;
  /** The App-Platform the consent came through (web, android, ios). */
  channel: string;
  ip: string | null;
  user_agent: string | null;
  consented_at: string;
  withdrawn_at: string | null;
}

export interface AccountsTables {
  users: UsersTable;
  consents: ConsentsTable;
  sessions: SessionsTable;
  otps: OtpsTable;
  password_reset_tokens: PasswordResetTokensTable;
}
