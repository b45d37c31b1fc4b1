import type { Insertable, Selectable } from 'kysely';
import type { Executor } from '../../db/database.ts';
import type { ProfilePhotosTable, UserProfilesTable } from './profile.tables.ts';

export type ProfilePhotoRow = Selectable<ProfilePhotosTable>;
type DetailChanges = Partial<Pick<UserProfilesTable, 'birth_date' | 'gender' | 'photo_id'>>;

/** Writes the profile's details, making the row on the first change. */
export async function saveProfileDetails(db: Executor, userId: number, changes: DetailChanges, nowIso: string): Promise<void> {
  await db
    .insertInto('user_profiles')
    .values({ user_id: userId, birth_date: null, gender: null, photo_id: null, ...changes, updated_at: nowIso })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ ...changes, updated_at: nowIso }))
    .execute();
}

export async function insertProfilePhoto(db: Executor, row: Insertable<ProfilePhotosTable>): Promise<ProfilePhotoRow> {
  return db.insertInto('profile_photos').values(row).returningAll().executeTakeFirstOrThrow();
}

/** The photo only when it is this user's: another user's id is as unknown as a made-up one. */
export function findOwnProfilePhoto(db: Executor, userId: number, publicId: string) {
  return db.selectFrom('profile_photos').selectAll().where('public_id', '=', publicId).where('user_id', '=', userId).executeTakeFirst();
}

/** The user's photos other than `keep`: the ones to remove once another is in use or uploaded. */
export function otherProfilePhotos(db: Executor, userId: number, keep: readonly string[]) {
  let q = db.selectFrom('profile_photos').select(['id', 'public_id', 'storage_key']).where('user_id', '=', userId);
  if (keep.length > 0) q = q.where('public_id', 'not in', keep);
  return q.execute();
}

export async function deleteProfilePhotos(db: Executor, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await db.deleteFrom('profile_photos').where('id', 'in', ids).execute();
}
