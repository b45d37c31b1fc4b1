import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import {
  BIRTH_DATE_MAX_AGE_YEARS,
  birthDateProblem,
  jakartaToday,
  type Locale,
  type Profile,
  PROFILE_PHOTO_MAX_BYTES,
  type ProfilePhoto,
} from '@apotek/contract';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { ApiError, notFound, unauthorized } from '../../platform/api-error.ts';
import type { Clock } from '../../platform/clock.ts';
import type { RateLimiter, RateLimitRule } from '../../platform/rate-limit/rate-limiter.ts';
import type { AuthUser } from '../../platform/request-context.ts';
import type { ObjectStorage } from '../../platform/storage/object-storage.ts';
import { deleteProfilePhotos, findOwnProfilePhoto, insertProfilePhoto, otherProfilePhotos, saveProfileDetails } from './profile-details.repository.ts';
import { profileFieldError } from './profile-errors.ts';
import { profilePhotoPath, toProfile } from './profile.ts';
import { findUserById, updateUser } from './users.repository.ts';

/** An avatar is shown at most this wide (2× a 160 px circle, with room). */
export const AVATAR_WIDTH = 512;
/** Photo uploads per user: a form sends one per pick; this leaves room for second thoughts, not for a script. */
export const PROFILE_PHOTO_LIMIT: RateLimitRule = { name: 'profile-photo:user', max: 20, windowMs: 60 * 60_000 };

/**
 * The media module's sharp pipeline as the profile uses it (handed over by app.ts; a module never
 * imports another): the upload checked by its bytes and re-encoded without metadata, then cut down.
 */
export interface AvatarImages {
  clean(input: Buffer): Promise<{ bytes: Buffer; width: number; height: number }>;
  variant(original: Buffer, width: number, format: 'jpeg'): Promise<Buffer>;
}

export interface ProfileServiceDeps {
  db: Kysely<Database>;
  clock: Clock;
  limiter: RateLimiter;
  storage: ObjectStorage;
  images: AvatarImages;
}

export interface ProfileChanges {
  name: string;
  birth_date?: string | null | undefined;
  gender?: 'male' | 'female' | null | undefined;
  photo_id?: string | null | undefined;
}

/** The signed-in user's own details: name, date of birth, gender, photo, language. */
export class ProfileService {
  constructor(private readonly deps: ProfileServiceDeps) {}

  private async current(userId: number) {
    const row = await findUserById(this.deps.db, userId);
    if (!row) throw unauthorized();
    return row;
  }

  async update(user: AuthUser, changes: ProfileChanges): Promise<Profile> {
    const { db, clock } = this.deps;
    if (changes.birth_date) {
      const problem = birthDateProblem(changes.birth_date, jakartaToday(clock.now()));
      if (problem) throw profileFieldError('birth_date', problem, { years: BIRTH_DATE_MAX_AGE_YEARS });
    }
    const before = await this.current(user.id);
    const newPhoto = typeof changes.photo_id === 'string' && changes.photo_id !== before.photo_id ? changes.photo_id : undefined;
    if (newPhoto !== undefined && !(await findOwnProfilePhoto(db, user.id, newPhoto))) throw profileFieldError('photo_id', 'photoNotFound');

    const photoChanges = changes.photo_id !== undefined && changes.photo_id !== before.photo_id;
    const dropped = await db.transaction().execute(async (trx) => {
      const nowIso = clock.now().toISOString();
      await updateUser(trx, user.id, { name: changes.name, updated_at: nowIso });
      await saveProfileDetails(
        trx,
        user.id,
        {
          ...(changes.birth_date !== undefined ? { birth_date: changes.birth_date } : {}),
          ...(changes.gender !== undefined ? { gender: changes.gender } : {}),
          ...(changes.photo_id !== undefined ? { photo_id: changes.photo_id } : {}),
        },
        nowIso,
      );
      if (!photoChanges) return [];
      // The photo in use is the only one kept: the replaced one and any unused upload go.
      const others = await otherProfilePhotos(trx, user.id, changes.photo_id ? [changes.photo_id] : []);
      await deleteProfilePhotos(trx, others.map((p) => p.id));
      return others;
    });
    await this.removeObjects(dropped.map((p) => p.storage_key));
    return toProfile(await this.current(user.id));
  }

  async setLanguage(user: AuthUser, locale: Locale): Promise<Profile> {
    await updateUser(this.deps.db, user.id, { locale, updated_at: this.deps.clock.now().toISOString() });
    return toProfile(await this.current(user.id));
  }

  /**
   * One photo (multipart, one `file` part): checked by its bytes and re-encoded without EXIF or GPS by the
   * media pipeline, cut to AVATAR_WIDTH as JPEG, stored privately. It is not the profile's until a
   * profile update names it; an earlier upload never used is removed now.
   */
  async uploadPhoto(user: AuthUser, request: FastifyRequest): Promise<ProfilePhoto> {
    const { db, clock, limiter, storage, images } = this.deps;
    await limiter.consume(PROFILE_PHOTO_LIMIT, String(user.id));
    const bytes = await readOnePhoto(request);
    const clean = await images.clean(bytes);
    const width = Math.min(AVATAR_WIDTH, clean.width);
    const jpeg = await images.variant(clean.bytes, width, 'jpeg');
    const height = Math.max(1, Math.round((clean.height * width) / clean.width));
    const key = `private/profile-photos/${randomBytes(16).toString('hex')}.jpg`;
    await storage.put(key, jpeg, { contentType: 'image/jpeg', visibility: 'private' });

    const profile = await this.current(user.id);
    const publicId = randomBytes(16).toString('base64url');
    let unused: Array<{ storage_key: string }> = [];
    try {
      unused = await db.transaction().execute(async (trx) => {
        const others = await otherProfilePhotos(trx, user.id, profile.photo_id ? [profile.photo_id] : []);
        await deleteProfilePhotos(trx, others.map((p) => p.id));
        await insertProfilePhoto(trx, { public_id: publicId, user_id: user.id, storage_key: key, width, height, size: jpeg.byteLength, created_at: clock.now().toISOString() });
        return others;
      });
    } catch (error) {
      await storage.delete(key).catch(() => undefined);
      throw error;
    }
    await this.removeObjects(unused.map((p) => p.storage_key));
    return { photo_id: publicId, photo_url: profilePhotoPath(publicId) };
  }

  /** The bytes of one of the caller's photos; another user's is as missing as an unknown one (404). */
  async photo(user: AuthUser, photoId: string): Promise<{ body: Readable; size: number }> {
    const row = await findOwnProfilePhoto(this.deps.db, user.id, photoId);
    const object = row ? await this.deps.storage.get(row.storage_key) : null;
    if (!object) throw notFound();
    return { body: object.body, size: object.meta.size };
  }

  private async removeObjects(keys: readonly string[]): Promise<void> {
    // The rows are gone already; an object left behind by a failed delete is unreachable.
    await Promise.allSettled(keys.map((key) => this.deps.storage.delete(key)));
  }
}

/** Reads the one `file` part, refusing anything over the size limit before more of it is kept. */
async function readOnePhoto(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw profileFieldError('file', 'photoMissing');
  let bytes: Buffer | undefined;
  try {
    for await (const part of request.parts({ limits: { fileSize: PROFILE_PHOTO_MAX_BYTES, files: 1, fields: 2, parts: 3 } })) {
      if (part.type !== 'file') continue;
      if (part.fieldname !== 'file' || bytes) throw profileFieldError('file', 'photoMissing');
      bytes = await part.toBuffer();
    }
  } catch (error) {
    const code = (error as { code?: unknown } | null)?.code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw profileFieldError('file', 'photoTooLarge', { max: PROFILE_PHOTO_MAX_BYTES / (1024 * 1024) }, 413);
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') throw profileFieldError('file', 'photoMissing');
    if (error instanceof ApiError || (error as Error).name === 'ProfileError') throw error;
    if (error instanceof Error && !code && /form|part|multipart|boundary/i.test(error.message)) throw new ApiError(400, 'badRequest');
    throw error;
  }
  if (!bytes || bytes.byteLength === 0) throw profileFieldError('file', 'photoMissing');
  return bytes;
}
