import type { Kysely } from 'kysely';
import type { Database, Executor } from '../../database.ts';
import { refreshRating } from '../../../modules/doctors/index.ts';
import { MediaService, mediaUrl, SharpImagePipeline } from '../../../modules/media/index.ts';
import { systemClock } from '../../../platform/clock.ts';
import { createStorage, type StorageConfig } from '../../../platform/storage/create-storage.ts';
import { doctorPortraitSvg } from './doctor-portrait.ts';
import { REVIEW_TEXTS, REVIEWER_NAMES, SEED_DOCTORS } from './doctors.seed-data.ts';

const DAY = 86_400_000;
const MINUTE = 60_000;

export interface SeedDoctorsOptions {
  now: Date;
  /** The demo doctor accounts by e-mail, linked to the doctors that name them (demoAccount). */
  doctorAccounts?: ReadonlyMap<string, number>;
  /** Demo accounts that wrote some of the reviews (the demo customer first). */
  reviewers?: ReadonlyArray<{ id: number; name: string }>;
}

/**
 * Who wrote review `j` of doctor `i`: a demo account for the first review of every third doctor and the
 * second of every fourth, so their names show masked on real profiles; otherwise a name of the list.
 */
function authorOf(i: number, j: number, reviewers: ReadonlyArray<{ id: number; name: string }>): { customer_id: number | null; author_name: string } {
  const demo = j === 0 && i % 3 === 0 ? reviewers[0] : j === 1 && i % 4 === 1 ? reviewers[1] : undefined;
  if (demo) return { customer_id: demo.id, author_name: demo.name };
  return { customer_id: null, author_name: REVIEWER_NAMES[(i * 2 + j) % REVIEWER_NAMES.length]! };
}

/**
 * Inserts the demo doctors that are not there yet (by slug) with their schedules, languages and reviews,
 * then their rating from those reviews. Everything is derived from the list and `now`, so two runs on
 * empty databases at the same `now` give the same rows. Answers how many doctors it added.
 */
export async function seedDoctors(db: Executor, options: SeedDoctorsOptions): Promise<number> {
  const { now } = options;
  const nowIso = now.toISOString();
  const reviewers = options.reviewers ?? [];
  let added = 0;
  for (const [i, d] of SEED_DOCTORS.entries()) {
    const existing = await db.selectFrom('doctors').select('id').where('slug', '=', d.slug).executeTakeFirst();
    if (existing) continue;
    const { id } = await db
      .insertInto('doctors')
      .values({
        slug: d.slug,
        user_id: d.demoAccount ? (options.doctorAccounts?.get(d.demoAccount) ?? null) : null,
        name: d.name,
        photo_url: null,
        specialty: d.specialty,
        gender: d.gender,
        str_number: d.str,
        practising_since: d.since,
        facility_name: d.facility,
        facility_city: d.city,
        fee: d.fee,
        time_zone: d.zone,
        accepting: d.accepting ? 1 : 0,
        created_at: nowIso,
        updated_at: nowIso,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db.insertInto('doctor_schedules').values(d.schedule.map((s) => ({ doctor_id: id, ...s }))).execute();
    await db.insertInto('doctor_languages').values(d.languages.map((language, position) => ({ doctor_id: id, language, position }))).execute();
    if (d.reviews > 0) {
      const texts = REVIEW_TEXTS[d.specialty];
      const rows = Array.from({ length: d.reviews }, (_, j) => {
        const index = (i + j) % texts.length;
        // The last text of each list is the lukewarm one; the rest are glad, a few of them a 4.
        const rating = index === texts.length - 1 ? 3 + (i % 2) : (i + j) % 3 === 2 ? 4 : 5;
        const age = ((i % 5) + 1 + j * 9) * DAY + ((i * 37 + j * 53) % 600) * MINUTE;
        return {
          doctor_id: id,
          ...authorOf(i, j, reviewers),
          consultation_id: null,
          rating,
          text: texts[index]!,
          created_at: new Date(now.getTime() - age).toISOString(),
        };
      });
      await db.insertInto('doctor_reviews').values(rows).execute();
    }
    await refreshRating(db, id, nowIso);
    added += 1;
  }
  return added;
}

/** The width the stored photo URL names; cards and the profile ask for the widths they draw. */
export const DOCTOR_PHOTO_WIDTH = 320;

/**
 * Draws a portrait for every demo doctor still without a photo, stores it through media and points the row
 * at it. Kept out of seedDemoData for the reason images.seed.ts gives (it needs storage).
 */
export async function seedDemoDoctorPhotos(db: Kysely<Database>, media: MediaService): Promise<number> {
  const bySlug = new Map(SEED_DOCTORS.map((d, i) => [d.slug, { seed: d, index: i }]));
  const rows = await db.selectFrom('doctors').select(['id', 'slug']).where('photo_url', 'is', null).where('slug', 'in', [...bySlug.keys()]).execute();
  for (const row of rows) {
    const { seed, index } = bySlug.get(row.slug)!;
    const url = mediaUrl((await media.ingestTrustedSvg(doctorPortraitSvg(seed, index))).hash, DOCTOR_PHOTO_WIDTH);
    await db.updateTable('doctors').set({ photo_url: url }).where('id', '=', row.id).where('photo_url', 'is', null).execute();
  }
  return rows.length;
}

/** The same for a process with no app yet (server start): opens the configured storage for the run. */
export async function seedDemoDoctorPhotosInto(db: Kysely<Database>, options: { storage: StorageConfig; publicUrl: string }): Promise<number> {
  const storage = await createStorage(options.storage, { clock: systemClock, publicUrl: options.publicUrl });
  try {
    return await seedDemoDoctorPhotos(db, new MediaService({ db, clock: systemClock, storage: storage.objects, pipeline: new SharpImagePipeline() }));
  } finally {
    storage.close();
  }
}
