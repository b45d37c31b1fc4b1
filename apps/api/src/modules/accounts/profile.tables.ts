import type { ContactKind, Gender, NotificationCategory, NotificationChannel } from '@apotek/contract';
import type { Generated } from 'kysely';

/** Times are ISO-8601 UTC strings on both dialects (see db/connect.ts). */

/** What the profile adds to the account: one row per user who filled any of it in. */
export interface UserProfilesTable {
  user_id: number;
  /** YYYY-MM-DD. */
  birth_date: string | null;
  gender: Gender | null;
  /** The public id of the profile_photos row in use. */
  photo_id: string | null;
  updated_at: string;
}

/** An uploaded avatar: the profile uses the one users.photo_id names; the others are removed when it changes. */
export interface ProfilePhotosTable {
  id: Generated<number>;
  public_id: string;
  user_id: number;
  /** private/profile-photos/<random>.jpg, never a URL: only its owner loads it, through the API. */
  storage_key: string;
  width: number;
  height: number;
  size: number;
  created_at: string;
}

/** An e-mail or phone change waiting for the code sent to the new address. */
export interface ContactChangesTable {
  id: Generated<number>;
  public_id: string;
  user_id: number;
  kind: ContactKind;
  new_value: string;
  code_hash: string;
  attempts: number;
  sends: number;
  expires_at: string;
  resend_after: string;
  consumed_at: string | null;
  created_at: string;
}

/** A choice the user made; a missing row is the default of NOTIFICATION_MATRIX. */
export interface NotificationPreferencesTable {
  user_id: number;
  category: NotificationCategory;
  channel: NotificationChannel;
  enabled: number;
  updated_at: string;
}

/** Tables of issue 14 (profile). */
export interface ProfileTables {
  user_profiles: UserProfilesTable;
  profile_photos: ProfilePhotosTable;
  contact_changes: ContactChangesTable;
  notification_preferences: NotificationPreferencesTable;
}
