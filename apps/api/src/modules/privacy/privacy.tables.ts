import type { DataExportStatus } from '@apotek/contract';
import type { Generated } from 'kysely';

/** Tables of issue 14 (privacy; docs/decisions/037-personal-data-rights.md). Times are ISO-8601 UTC strings. */

/** One export the user asked for: made by the `privacy.export` job, a private ZIP in storage until expires_at. */
export interface DataExportsTable {
  id: Generated<number>;
  public_id: string;
  user_id: number;
  status: DataExportStatus;
  storage_key: string | null;
  size: number | null;
  requested_at: string;
  ready_at: string | null;
  expires_at: string | null;
  error: string | null;
}

/** A deletion request: pending through the grace period, then cancelled (a login, the user) or erased. */
export interface AccountDeletionsTable {
  id: Generated<number>;
  public_id: string;
  user_id: number;
  status: 'pending' | 'cancelled' | 'erased';
  method: 'password' | 'otp';
  requested_at: string;
  erase_after: string;
  cancelled_at: string | null;
  cancelled_by: 'login' | 'user' | null;
  erased_at: string | null;
}

export interface PrivacyTables {
  data_exports: DataExportsTable;
  account_deletions: AccountDeletionsTable;
}
