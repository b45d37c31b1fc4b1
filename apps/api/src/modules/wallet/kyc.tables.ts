import type { KycStatus } from '@apotek/contract';
import type { Generated } from 'kysely';

/** A wallet holder's identity verification (migration 0039). */
export interface WalletKycTable {
  id: Generated<number>;
  user_id: number;
  /** HMAC-SHA256 of the NIK under APP_SECRET: one NIK verifies one account. */
  nik_hash: string;
  nik_last4: string;
  full_name: string;
  ktp_file_id: string;
  selfie_file_id: string;
  status: KycStatus;
  reason: string | null;
  reviewer_id: number | null;
  submitted_at: string;
  reviewed_at: string | null;
  /** When the customer consented to the check (UU PDP); null only for requests sent before it was stored. */
  consented_at: string | null;
}

export interface KycTables {
  wallet_kyc: WalletKycTable;
}
