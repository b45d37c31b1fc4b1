import { type Kysely, sql } from 'kysely';

/**
 * Pharmacies get Kemendagri region codes, district and village names, an image, and opening hours per
 * ISO weekday (1 Monday … 7 Sunday) in their own table, replacing the single opens_at/closes_at pair:
 * real outlets close on Sunday, keep short Saturdays, or stay open overnight. Times are Asia/Jakarta
 * wall-clock 'HH:mm'; a closing time not after the opening time means "the next day" ('22:00'–'06:00'),
 * and '00:00'–'24:00' is a 24-hour day.
 */

/** The shape this migration reads and writes, frozen with it (the app's row types may move on). */
interface Schema {
  pharmacies: { id: number; opens_at: string; closes_at: string };
  pharmacy_hours: { pharmacy_id: number; weekday: number; opens_at: string | null; closes_at: string | null; closed: number };
}

const TEXT_COLUMNS = ['province_code', 'city_code', 'district_code', 'village_code', 'district', 'village'] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  // One column per statement: SQLite's ALTER TABLE adds a single column at a time. NOT NULL needs a
  // default for rows that exist; the seed fills the real values.
  for (const column of TEXT_COLUMNS) {
    await db.schema.alterTable('pharmacies').addColumn(column, 'text', (c) => c.notNull().defaultTo('')).execute();
  }
  await db.schema.alterTable('pharmacies').addColumn('image_url', 'text').execute();
  await db.schema.createIndex('pharmacies_city_code_idx').on('pharmacies').column('city_code').execute();

  await db.schema
    .createTable('pharmacy_hours')
    .addColumn('pharmacy_id', 'integer', (c) => c.notNull().references('pharmacies.id').onDelete('cascade'))
    .addColumn('weekday', 'integer', (c) => c.notNull())
    .addColumn('opens_at', 'text')
    .addColumn('closes_at', 'text')
    .addColumn('closed', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('pharmacy_hours_pkey', ['pharmacy_id', 'weekday'])
    .addCheckConstraint('pharmacy_hours_weekday_check', sql`weekday between 1 and 7`)
    .addCheckConstraint('pharmacy_hours_closed_check', sql`closed in (0, 1)`)
    .addCheckConstraint('pharmacy_hours_times_check', sql`closed = 1 or (opens_at is not null and closes_at is not null)`)
    .execute();

  // Outlets that exist keep their hours: the old pair applied to every day, and '00:00'–'23:59' meant 24 hours.
  const typed = db as unknown as Kysely<Schema>;
  const existing = await typed.selectFrom('pharmacies').select(['id', 'opens_at', 'closes_at']).execute();
  for (const p of existing) {
    const closes = p.opens_at === '00:00' && p.closes_at === '23:59' ? '24:00' : p.closes_at;
    const days = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ pharmacy_id: p.id, weekday, opens_at: p.opens_at, closes_at: closes, closed: 0 }));
    await typed.insertInto('pharmacy_hours').values(days).execute();
  }
  await db.schema.alterTable('pharmacies').dropColumn('opens_at').execute();
  await db.schema.alterTable('pharmacies').dropColumn('closes_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  // Best effort: Monday's hours become the single pair again.
  await db.schema.alterTable('pharmacies').addColumn('opens_at', 'text', (c) => c.notNull().defaultTo('08:00')).execute();
  await db.schema.alterTable('pharmacies').addColumn('closes_at', 'text', (c) => c.notNull().defaultTo('21:00')).execute();
  await sql`update pharmacies set
      opens_at = coalesce((select h.opens_at from pharmacy_hours h where h.pharmacy_id = pharmacies.id and h.weekday = 1 and h.closed = 0), '08:00'),
      closes_at = coalesce((select h.closes_at from pharmacy_hours h where h.pharmacy_id = pharmacies.id and h.weekday = 1 and h.closed = 0), '21:00')`.execute(db);
  await db.schema.dropTable('pharmacy_hours').execute();
  await db.schema.dropIndex('pharmacies_city_code_idx').execute();
  for (const column of [...TEXT_COLUMNS, 'image_url']) await db.schema.alterTable('pharmacies').dropColumn(column).execute();
}
