import type { Executor } from '../../db/database.ts';
import type { ConsentDocument } from './accounts.tables.ts';
import { verifyPassword } from './passwords.ts';

/**
 * The accounts module's part of the personal-data rights (issue 14; docs/decisions/037-personal-data-rights.md):
 * what it holds about a user for their export, the password check a deletion needs, consent withdrawal,
 * and the erasure of its own tables. Called by workflows/personal-data.ts; touches only accounts tables.
 */

/** The profile, consents and devices of a user, as the export's JSON carries them. */
export async function accountPersonalData(db: Executor, userId: number) {
  const profile = await db
    .selectFrom('users')
    .select(['public_id', 'name', 'email', 'phone', 'role', 'locale', 'verified_at', 'created_at', 'updated_at'])
    .where('id', '=', userId)
    .executeTakeFirst();
  const details = await db.selectFrom('user_profiles').select(['birth_date', 'gender', 'updated_at']).where('user_id', '=', userId).executeTakeFirst();
  const preferences = await db.selectFrom('notification_preferences').select(['category', 'channel', 'enabled', 'updated_at']).where('user_id', '=', userId).execute();
  const consents = await db
    .selectFrom('consents')
    .select(['document', 'version', 'channel', 'ip', 'user_agent', 'consented_at', 'withdrawn_at'])
    .where('user_id', '=', userId)
    .orderBy('consented_at')
    .orderBy('id')
    .execute();
  const sessions = await db
    .selectFrom('sessions')
    .select(['public_id', 'user_agent', 'ip', 'created_at', 'last_used_at', 'expires_at', 'revoked_at'])
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return { profile: profile ? { ...profile, ...(details ?? {}) } : null, notification_preferences: preferences, consents, sessions };
}

/** Whether `password` is the account's password (one argon2 verification). */
export async function checkAccountPassword(db: Executor, userId: number, password: string): Promise<boolean> {
  const row = await db.selectFrom('users').select('password_hash').where('id', '=', userId).executeTakeFirst();
  return row ? verifyPassword(row.password_hash, password) : false;
}

/** Where the user's e-mail goes and in which language (the export's "ready" message). */
export function accountContact(db: Executor, userId: number) {
  return db.selectFrom('users').select(['email', 'name', 'locale']).where('id', '=', userId).executeTakeFirst();
}

/** Marks the user's live consents to `document` withdrawn; the number of rows changed (0: none to withdraw). */
export async function withdrawConsentRows(db: Executor, userId: number, document: string, nowIso: string): Promise<number> {
  const result = await db
    .updateTable('consents')
    .set({ withdrawn_at: nowIso })
    .where('user_id', '=', userId)
    // The column holds more documents than sign-up writes (health data, marketing), so the name is the caller's.
    .where('document', '=', document as ConsentDocument)
    .where('withdrawn_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export async function revokeAllSessions(db: Executor, userId: number, nowIso: string): Promise<void> {
  await db.updateTable('sessions').set({ revoked_at: nowIso }).where('user_id', '=', userId).where('revoked_at', 'is', null).execute();
}

/** What an erased account's row says instead of a name. */
export const ERASED_NAME = 'Pengguna terhapus';

/**
 * Turns the user row into a tombstone without identity: the id stays (orders, prescriptions and ledgers
 * kept for the record point at it), the name, e-mail, phone and password go, so nobody can sign in as it
 * and nothing in it names the person. OTPs and reset tokens are deleted, sessions revoked and stripped of
 * their device and network hints; consents stay as the proof of what was agreed, without IP and browser.
 * The profile's details, photos, pending contact changes and notification preferences are deleted; the
 * photos' storage keys are answered.
 */
export async function eraseAccountRows(db: Executor, userId: number, nowIso: string): Promise<string[]> {
  const user = await db.selectFrom('users').select('public_id').where('id', '=', userId).executeTakeFirst();
  if (!user) return [];
  const tag = user.public_id.toLowerCase().replace(/[^a-z0-9-]/g, '');
  await db
    .updateTable('users')
    .set({
      name: ERASED_NAME,
      email: `erased-${tag}@erased.invalid`,
      phone: `erased-${tag}`,
      // Not an argon2 hash: verification of any password fails.
      password_hash: '!erased',
      updated_at: nowIso,
    })
    .where('id', '=', userId)
    .execute();
  await db.deleteFrom('otps').where('user_id', '=', userId).execute();
  await db.deleteFrom('password_reset_tokens').where('user_id', '=', userId).execute();
  await db
    .updateTable('sessions')
    .set((eb) => ({ revoked_at: eb.fn.coalesce('revoked_at', eb.val(nowIso)), user_agent: null, ip: null }))
    .where('user_id', '=', userId)
    .execute();
  await db.updateTable('consents').set({ ip: null, user_agent: null }).where('user_id', '=', userId).execute();
  // The profile's own rows (ADR 036): birth date, gender, photos, pending contact changes, preferences.
  const photos = await db.selectFrom('profile_photos').select('storage_key').where('user_id', '=', userId).execute();
  await db.deleteFrom('user_profiles').where('user_id', '=', userId).execute();
  await db.deleteFrom('profile_photos').where('user_id', '=', userId).execute();
  await db.deleteFrom('contact_changes').where('user_id', '=', userId).execute();
  await db.deleteFrom('notification_preferences').where('user_id', '=', userId).execute();
  // The photos' objects, for the caller to remove from storage once this commits.
  return photos.map((p) => p.storage_key);
}
