import { type Kysely, sql } from 'kysely';
import { timestampType, withId } from './_columns.ts';

/**
 * The doctor catalogue (modules/doctors, issue 12; docs/decisions/027-doctors.md): doctors with their STR,
 * facility, fee and weekly schedule on their own clock, the languages they consult in, and the customers'
 * reviews. Whether a doctor is online is not stored: it is `accepting` and a schedule slot covering now.
 * The review count and total live on the doctor, refreshed from the reviews in the writing transaction, so
 * lists can filter and sort by rating without grouping the reviews on every read.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const ts = timestampType(db);

  await withId(db, db.schema.createTable('doctors'))
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    // The account the doctor signs in with (role doctor) to answer consultations; null for a listed doctor without one yet.
    .addColumn('user_id', 'integer', (c) => c.unique().references('users.id').onDelete('set null'))
    .addColumn('name', 'text', (c) => c.notNull())
    // A media URL (/api/media/{hash}/{width}); null until a photo is stored.
    .addColumn('photo_url', 'text')
    .addColumn('specialty', 'text', (c) =>
      c.notNull().check(sql`specialty in ('umum', 'anak', 'kulit_kelamin', 'kandungan', 'penyakit_dalam', 'gigi', 'jiwa', 'gizi')`),
    )
    .addColumn('gender', 'text', (c) => c.notNull().check(sql`gender in ('male', 'female')`))
    // Surat Tanda Registrasi: shown on the profile (and later on e-prescriptions), as Indonesian law requires.
    .addColumn('str_number', 'text', (c) => c.notNull())
    // A year rather than a count of years, so "years of practice" does not go stale.
    .addColumn('practising_since', 'integer', (c) => c.notNull().check(sql`practising_since between 1950 and 2100`))
    .addColumn('facility_name', 'text', (c) => c.notNull())
    .addColumn('facility_city', 'text', (c) => c.notNull())
    .addColumn('fee', 'integer', (c) => c.notNull().check(sql`fee >= 0`))
    .addColumn('time_zone', 'text', (c) =>
      c.notNull().defaultTo('Asia/Jakarta').check(sql`time_zone in ('Asia/Jakarta', 'Asia/Pontianak', 'Asia/Makassar', 'Asia/Jayapura')`),
    )
    // The doctor's own switch (0 while on leave); online = accepting and inside a schedule slot now.
    .addColumn('accepting', 'integer', (c) => c.notNull().defaultTo(1).check(sql`accepting in (0, 1)`))
    .addColumn('rating_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('rating_total', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', ts, (c) => c.notNull())
    .addColumn('updated_at', ts, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('doctors_specialty_idx').on('doctors').columns(['specialty', 'fee']).execute();

  // Weekly hours, wall-clock 'HH:mm' on the doctor's clock (doctors.time_zone); a day may hold several slots.
  await db.schema
    .createTable('doctor_schedules')
    .addColumn('doctor_id', 'integer', (c) => c.notNull().references('doctors.id').onDelete('cascade'))
    .addColumn('weekday', 'integer', (c) => c.notNull().check(sql`weekday between 1 and 7`))
    .addColumn('starts_at', 'text', (c) => c.notNull())
    .addColumn('ends_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('doctor_schedules_pk', ['doctor_id', 'weekday', 'starts_at'])
    // 'HH:mm' text compares as time; '24:00' is the end of the day. Overnight slots are two rows.
    .addCheckConstraint('doctor_schedules_order_check', sql`starts_at < ends_at and starts_at >= '00:00' and ends_at <= '24:00'`)
    .execute();

  await db.schema
    .createTable('doctor_languages')
    .addColumn('doctor_id', 'integer', (c) => c.notNull().references('doctors.id').onDelete('cascade'))
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('doctor_languages_pk', ['doctor_id', 'language'])
    .execute();
  await db.schema.createIndex('doctor_languages_language_idx').on('doctor_languages').columns(['language', 'doctor_id']).execute();

  await withId(db, db.schema.createTable('doctor_reviews'))
    .addColumn('doctor_id', 'integer', (c) => c.notNull().references('doctors.id').onDelete('cascade'))
    // Null once the reviewer's account is gone: the rating stays, the person does not.
    .addColumn('customer_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    // The reviewer's name when they wrote it, shown masked ("B***i"); erasing the account blanks it.
    .addColumn('author_name', 'text', (c) => c.notNull())
    // The consultation reviewed; the consultations slice adds its reference and one review per consultation.
    .addColumn('consultation_id', 'integer')
    .addColumn('rating', 'integer', (c) => c.notNull().check(sql`rating between 1 and 5`))
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('created_at', ts, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('doctor_reviews_doctor_idx').on('doctor_reviews').columns(['doctor_id', 'created_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('doctor_reviews').execute();
  await db.schema.dropTable('doctor_languages').execute();
  await db.schema.dropTable('doctor_schedules').execute();
  await db.schema.dropTable('doctors').execute();
}
