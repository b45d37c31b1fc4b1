import type { DoctorGender, DoctorLanguage, DoctorScheduleSlot, DoctorSort, DoctorSpecialty, IndonesianTimeZone } from '@apotek/contract';
import { type Expression, type ExpressionBuilder, type RawBuilder, type SqlBool, sql } from 'kysely';
import type { Database, Executor } from '../../db/database.ts';
import { availabilityAt, type ZoneClock } from './schedule.ts';

/** The largest id PostgreSQL's integer holds; a bigger number names no row and must not reach SQL. */
const MAX_ID = 2_147_483_647;

const CARD_COLUMNS = [
  'd.id',
  'd.slug',
  'd.name',
  'd.photo_url',
  'd.specialty',
  'd.gender',
  'd.practising_since',
  'd.facility_name',
  'd.facility_city',
  'd.fee',
  'd.time_zone',
  'd.accepting',
  'd.rating_count',
  'd.rating_total',
] as const;

export interface DoctorFilter {
  q?: string | undefined;
  /** Specialties whose name (either language) contains `q`: found by the service from the vocabulary. */
  qSpecialties?: readonly DoctorSpecialty[];
  specialties?: readonly DoctorSpecialty[] | undefined;
  /** Only doctors online at these clocks (one per zone). */
  onlineAt?: readonly ZoneClock[] | undefined;
  minFee?: number | undefined;
  maxFee?: number | undefined;
  minRating?: number | undefined;
  gender?: DoctorGender | undefined;
  language?: DoctorLanguage | undefined;
}

type DoctorsEb = ExpressionBuilder<Database & { d: Database['doctors'] }, 'd'>;

/** Escapes LIKE's wildcards so a user's % and _ match literally (with `escape '\'`). */
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * Accepting, and a slot of the doctor's schedule covers now on the doctor's own clock: one branch per
 * Indonesian zone, each comparing that zone's weekday and 'HH:mm' with the slots of doctors kept in it.
 */
function onlineSql(clocks: readonly ZoneClock[]): RawBuilder<SqlBool> {
  const branches = clocks.map(
    (c) => sql`(d.time_zone = ${c.zone} and s.weekday = ${c.weekday} and s.starts_at <= ${c.time} and s.ends_at > ${c.time})`,
  );
  return sql<SqlBool>`(d.accepting = 1 and exists (select 1 from doctor_schedules s where s.doctor_id = d.id and (${sql.join(branches, sql` or `)})))`;
}

function where(filter: DoctorFilter) {
  return (eb: DoctorsEb) => {
    const all: Expression<SqlBool>[] = [];
    const text = filter.q?.trim().toLowerCase();
    if (text) {
      const pattern = `%${escapeLike(text)}%`;
      const like = (column: 'd.name' | 'd.facility_name' | 'd.facility_city') => eb(sql`lower(${sql.ref(column)})`, 'like', sql<string>`${pattern} escape '\\'`);
      const any: Expression<SqlBool>[] = [like('d.name'), like('d.facility_name'), like('d.facility_city')];
      if (filter.qSpecialties?.length) any.push(eb('d.specialty', 'in', [...filter.qSpecialties]));
      all.push(eb.or(any));
    }
    if (filter.specialties?.length) all.push(eb('d.specialty', 'in', [...filter.specialties]));
    if (filter.onlineAt) all.push(onlineSql(filter.onlineAt));
    if (filter.minFee !== undefined) all.push(eb('d.fee', '>=', filter.minFee));
    if (filter.maxFee !== undefined) all.push(eb('d.fee', '<=', filter.maxFee));
    // Average ≥ minimum without dividing, in integer hundredths (PostgreSQL would read a fractional parameter
    // next to an integer column as an integer): 100 × total ≥ (100 × minimum) × count; never a doctor without reviews.
    if (filter.minRating !== undefined) {
      const hundredths = Math.round(filter.minRating * 100);
      all.push(eb.and([eb('d.rating_count', '>', 0), eb(sql`d.rating_total * 100`, '>=', sql`${hundredths} * d.rating_count`)]));
    }
    if (filter.gender) all.push(eb('d.gender', '=', filter.gender));
    if (filter.language) {
      const language = filter.language;
      all.push(eb.exists(eb.selectFrom('doctor_languages as l').select(sql`1`.as('one')).whereRef('l.doctor_id', '=', 'd.id').where('l.language', '=', language)));
    }
    return eb.and(all);
  };
}

/**
 * The average with a prior of three reviews at 4.0: a single 5-star review does not outrank fifty at 4.8
 * (docs/decisions/027-doctors.md). Multiplying by 1.0 makes the division fractional on both dialects.
 */
const WEIGHTED_RATING = sql`(d.rating_total * 1.0 + 12) / (d.rating_count + 3)`;
const AVERAGE_RATING = sql`coalesce(d.rating_total * 1.0 / nullif(d.rating_count, 0), 0)`;

export interface DoctorCardRow {
  id: number;
  slug: string;
  name: string;
  photo_url: string | null;
  specialty: DoctorSpecialty;
  gender: DoctorGender;
  practising_since: number;
  facility_name: string;
  facility_city: string;
  fee: number;
  time_zone: IndonesianTimeZone;
  accepting: number;
  rating_count: number;
  rating_total: number;
  is_online: number | boolean;
}

/** One page of doctors in `sort` order, each with whether it is online at `clocks`. */
export async function listDoctors(db: Executor, filter: DoctorFilter, sort: DoctorSort, clocks: readonly ZoneClock[], paging: { offset: number; limit: number }): Promise<DoctorCardRow[]> {
  const online = sql<number>`case when ${onlineSql(clocks)} then 1 else 0 end`;
  let query = db
    .selectFrom('doctors as d')
    .select([...CARD_COLUMNS, online.as('is_online')])
    .where(where(filter));
  switch (sort) {
    case 'recommended':
      query = query.orderBy(online, 'desc').orderBy(WEIGHTED_RATING, 'desc').orderBy('d.rating_count', 'desc');
      break;
    case 'rating':
      query = query.orderBy(AVERAGE_RATING, 'desc').orderBy('d.rating_count', 'desc');
      break;
    case 'fee_asc':
      query = query.orderBy('d.fee', 'asc');
      break;
    case 'fee_desc':
      query = query.orderBy('d.fee', 'desc');
      break;
    case 'experience':
      query = query.orderBy('d.practising_since', 'asc');
      break;
  }
  // The id last, so equal keys keep one order from page to page.
  return (await query.orderBy('d.id', 'asc').offset(paging.offset).limit(paging.limit).execute()) as DoctorCardRow[];
}

export async function countDoctors(db: Executor, filter: DoctorFilter): Promise<number> {
  const row = await db
    .selectFrom('doctors as d')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where(where(filter))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** A doctor by id or slug, with the profile's columns. */
export function findDoctor(db: Executor, idOrSlug: string) {
  const id = /^\d{1,10}$/.test(idOrSlug) ? Number(idOrSlug) : NaN;
  return db
    .selectFrom('doctors as d')
    .select([...CARD_COLUMNS, 'd.str_number', 'd.user_id'])
    .where((eb) => (id >= 1 && id <= MAX_ID ? eb.or([eb('d.id', '=', id), eb('d.slug', '=', idOrSlug)]) : eb('d.slug', '=', idOrSlug)))
    // Prefer the id when one doctor's id equals another's all-digit slug.
    .orderBy(sql`case when d.slug = ${idOrSlug} then 1 else 0 end`)
    .limit(1)
    .executeTakeFirst();
}

export type DoctorRow = NonNullable<Awaited<ReturnType<typeof findDoctor>>>;

/** These doctors by id, as findDoctor answers each. */
export function findDoctorsByIds(db: Executor, ids: readonly number[]): Promise<DoctorRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom('doctors as d').select([...CARD_COLUMNS, 'd.str_number', 'd.user_id']).where('d.id', 'in', [...ids]).execute();
}

/** Online now: the doctor's own switch is on and a slot of their schedule covers now on their clock (ADR 027). */
export async function isOnlineAt(db: Executor, row: Pick<DoctorRow, 'id' | 'accepting' | 'time_zone'>, at: Date): Promise<boolean> {
  if (Number(row.accepting) !== 1) return false;
  return availabilityAt(await scheduleOf(db, row.id), at, row.time_zone).inSchedule;
}

/** A review of a consultation, and the doctor's rating recounted with it, in the caller's transaction. */
export async function insertReview(trx: Executor, row: { doctor_id: number; customer_id: number; author_name: string; consultation_id: number; rating: number; text: string; created_at: string }): Promise<void> {
  await trx.insertInto('doctor_reviews').values(row).execute();
  await refreshRating(trx, row.doctor_id, row.created_at);
}

export function reviewOfConsultation(db: Executor, consultationId: number) {
  return db.selectFrom('doctor_reviews').select(['rating', 'text', 'created_at']).where('consultation_id', '=', consultationId).executeTakeFirst();
}

/** The languages of these doctors, each in the order the doctor lists them. */
export async function languagesOf(db: Executor, ids: readonly number[]): Promise<Map<number, DoctorLanguage[]>> {
  const out = new Map<number, DoctorLanguage[]>();
  if (ids.length === 0) return out;
  const rows = await db.selectFrom('doctor_languages').select(['doctor_id', 'language']).where('doctor_id', 'in', [...ids]).orderBy('doctor_id').orderBy('position').execute();
  for (const r of rows) {
    const list = out.get(r.doctor_id) ?? [];
    list.push(r.language as DoctorLanguage);
    out.set(r.doctor_id, list);
  }
  return out;
}

/** A doctor's weekly slots by weekday and start. */
export function scheduleOf(db: Executor, doctorId: number): Promise<DoctorScheduleSlot[]> {
  return db.selectFrom('doctor_schedules').select(['weekday', 'starts_at', 'ends_at']).where('doctor_id', '=', doctorId).orderBy('weekday').orderBy('starts_at').execute();
}

/** One page of a doctor's reviews, newest first. */
export function listReviews(db: Executor, doctorId: number, paging: { offset: number; limit: number }) {
  return db
    .selectFrom('doctor_reviews')
    .select(['id', 'rating', 'text', 'author_name', 'created_at'])
    .where('doctor_id', '=', doctorId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .offset(paging.offset)
    .limit(paging.limit)
    .execute();
}

export async function countReviews(db: Executor, doctorId: number): Promise<number> {
  const row = await db
    .selectFrom('doctor_reviews')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('doctor_id', '=', doctorId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Recounts a doctor's rating from their reviews. Whoever writes a review calls it in the same
 * transaction, so the stored count and total never drift from the reviews they sum.
 */
export async function refreshRating(db: Executor, doctorId: number, nowIso: string): Promise<void> {
  const row = await db
    .selectFrom('doctor_reviews')
    .select((eb) => [eb.fn.countAll<number | string>().as('n'), eb.fn.coalesce(eb.fn.sum<number | string>('rating'), sql<number>`0`).as('total')])
    .where('doctor_id', '=', doctorId)
    .executeTakeFirstOrThrow();
  await db.updateTable('doctors').set({ rating_count: Number(row.n), rating_total: Number(row.total), updated_at: nowIso }).where('id', '=', doctorId).execute();
}
