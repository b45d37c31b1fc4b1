import type { OpeningHours } from '@apotek/contract';
import { type CompiledQuery, type Expression, type ExpressionBuilder, type SqlBool, sql } from 'kysely';
import type { Database, Executor } from '../../db/database.ts';
import { isPostgres } from '../../db/dialect.ts';
import type { BoundingBox } from './geo.ts';
import type { PurchaseLimits } from './purchase-limits.ts';

/** What a list card needs; the detail adds the legal and region columns. */
const SUMMARY_COLUMNS = ['id', 'slug', 'name', 'address', 'city', 'province', 'latitude', 'longitude', 'phone', 'image_url', 'time_zone'] as const;
const DETAIL_COLUMNS = [
  ...SUMMARY_COLUMNS,
  ...['legal_name', 'licence_number', 'pharmacist_name', 'sipa_number', 'district', 'village', 'postal_code'] as const,
  ...['province_code', 'city_code', 'district_code', 'village_code'] as const,
] as const;

export interface PharmacyFilter {
  q?: string | undefined;
  city?: string | undefined;
  box?: BoundingBox | undefined;
}

/** The largest id PostgreSQL's integer holds; a bigger number names no row and must not reach SQL. */
const MAX_ID = 2_147_483_647;

/** Escapes LIKE's wildcards so a user's % and _ match literally (with `escape '\'`). */
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** Case-insensitive LIKE that works the same on SQLite and PostgreSQL. */
function like(eb: ExpressionBuilder<Database, 'pharmacies'>, column: 'name' | 'city' | 'address', pattern: string): Expression<SqlBool> {
  return eb(sql`lower(${sql.ref(column)})`, 'like', sql<string>`${pattern} escape '\\'`);
}

function where(filter: PharmacyFilter) {
  return (eb: ExpressionBuilder<Database, 'pharmacies'>) => {
    const all: Expression<SqlBool>[] = [];
    const text = filter.q?.trim().toLowerCase();
    if (text) {
      const pattern = `%${escapeLike(text)}%`;
      all.push(eb.or([like(eb, 'name', pattern), like(eb, 'city', pattern), like(eb, 'address', pattern)]));
    }
    const city = filter.city?.trim().toLowerCase();
    // "Jakarta" also finds the five Kota Administrasi (Jakarta Pusat, Jakarta Selatan, …).
    if (city) all.push(eb.or([eb(sql`lower(city)`, '=', city), like(eb, 'city', `${escapeLike(city)} %`)]));
    const box = filter.box;
    if (box) {
      all.push(eb('latitude', '>=', box.minLat), eb('latitude', '<=', box.maxLat));
      if (box.minLng !== undefined && box.maxLng !== undefined) all.push(eb('longitude', '>=', box.minLng), eb('longitude', '<=', box.maxLng));
    }
    return eb.and(all);
  };
}

/** A list card's row as the page query reads it: the hours are one text, parsed (and kept) by `hoursFromText`. */
export interface PharmacyPageRow {
  id: number;
  slug: string;
  name: string;
  address: string;
  city: string;
  province: string;
  latitude: number | string;
  longitude: number | string;
  phone: string;
  image_url: string | null;
  time_zone: PharmacyRow['time_zone'];
  total: number | string;
  hours: string | null;
}

function pageQuery(db: Executor, filter: PharmacyFilter, offset: number, limit: number) {
  const pg = isPostgres(db);
  const part = pg
    ? sql`h.weekday::text || '|' || coalesce(h.opens_at, '') || '|' || coalesce(h.closes_at, '') || '|' || h.closed::text`
    : sql`h.weekday || '|' || coalesce(h.opens_at, '') || '|' || coalesce(h.closes_at, '') || '|' || h.closed`;
  const hours = pg
    ? sql<string | null>`(select string_agg(${part}, ';') from pharmacy_hours h where h.pharmacy_id = pharmacies.id)`
    : sql<string | null>`(select group_concat(${part}, ';') from pharmacy_hours h where h.pharmacy_id = pharmacies.id)`;
  return db
    .selectFrom('pharmacies')
    .select([...SUMMARY_COLUMNS, sql<number | string>`count(*) over ()`.as('total'), hours.as('hours')])
    .where(where(filter))
    .orderBy('city')
    .orderBy('name')
    .orderBy('id')
    .offset(offset)
    .limit(limit);
}

/**
 * The unfiltered page query compiled once per dialect (Kysely builds and compiles a query on every call:
 * 17% of an unfiltered /api/pharmacies in the profile). Compiled with stand-ins for the offset and limit,
 * which are swapped for the asked ones on each call.
 */
const OFFSET_STAND_IN = -7_000_001;
const LIMIT_STAND_IN = -7_000_002;
const unfilteredPage = new Map<boolean, CompiledQuery<PharmacyPageRow>>();

function unfilteredPageQuery(db: Executor, offset: number, limit: number): CompiledQuery<PharmacyPageRow> {
  const pg = isPostgres(db);
  let compiled = unfilteredPage.get(pg);
  if (compiled === undefined) {
    compiled = pageQuery(db, {}, OFFSET_STAND_IN, LIMIT_STAND_IN).compile() as CompiledQuery<PharmacyPageRow>;
    unfilteredPage.set(pg, compiled);
  }
  const parameters = compiled.parameters.map((p) => (p === OFFSET_STAND_IN ? offset : p === LIMIT_STAND_IN ? limit : p));
  return { ...compiled, parameters };
}

/**
 * One page ordered by city, then name, with the number of matches and each pharmacy's opening hours, in
 * one query: the count rides along as a window over the same filter, the hours as one text per row.
 * `total` is null only when the page is empty (past the end, or nothing matches).
 */
/** Every pharmacy's list row in list order (the unfiltered list is served from these: list-snapshot.ts). */
export async function allPharmacyPageRows(db: Executor): Promise<PharmacyPageRow[]> {
  return (await db.executeQuery(unfilteredPageQuery(db, 0, MAX_ID))).rows;
}

export async function listPharmaciesPage(db: Executor, filter: PharmacyFilter, page: { offset: number; limit: number }) {
  const rows: PharmacyPageRow[] = await pageQuery(db, filter, page.offset, page.limit).execute();
  return { rows, total: rows.length > 0 ? Number(rows[0]!.total) : null };
}

/**
 * 'weekday|opens|closes|closed' joined by ';', in any order, back to a week in weekday order. Outlets
 * mostly share a handful of weeks, so each text is parsed once and the (frozen) week reused.
 */
const parsedHours = new Map<string, readonly OpeningHours[]>();
const NO_HOURS: readonly OpeningHours[] = Object.freeze([]);

export function hoursFromText(text: string | null): readonly OpeningHours[] {
  if (!text) return NO_HOURS;
  let week = parsedHours.get(text);
  if (week === undefined) {
    week = Object.freeze(parseHours(text).map((day) => Object.freeze(day)));
    if (parsedHours.size >= 10_000) parsedHours.clear();
    parsedHours.set(text, week);
  }
  return week;
}

function parseHours(text: string): OpeningHours[] {
  return text
    .split(';')
    .map((part) => {
      const [weekday, opens, closes, closed] = part.split('|');
      return { weekday: Number(weekday), opens_at: opens || null, closes_at: closes || null, closed: closed === '1' || closed === 'true' };
    })
    .sort((a, b) => a.weekday - b.weekday);
}

export async function countPharmacies(db: Executor, filter: PharmacyFilter): Promise<number> {
  const row = await db.selectFrom('pharmacies').select((eb) => eb.fn.countAll<number>().as('n')).where(where(filter)).executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Every matching pharmacy, for ordering by distance in code: outlets number in the thousands at most,
 * and SQLite has no trigonometry to compute the distance in SQL.
 */
export function allPharmacies(db: Executor, filter: PharmacyFilter) {
  return db.selectFrom('pharmacies').select(SUMMARY_COLUMNS).where(where(filter)).orderBy('id').execute();
}

export type PharmacyRow = Awaited<ReturnType<typeof allPharmacies>>[number];

/**
 * Ids of the pharmacies holding at least one unit of a product. Reads the catalogue's stock table: the
 * question "who can sell this" is asked of pharmacies, and a port would be one query long.
 */
export async function pharmacyIdsStocking(db: Executor, productId: number): Promise<Set<number>> {
  const rows = await db.selectFrom('product_stock').select('pharmacy_id').where('product_id', '=', productId).where('quantity', '>=', 1).execute();
  return new Set(rows.map((r) => r.pharmacy_id));
}

/** The pin of a user's default address, or null when there is no default address or it has no pin. */
export async function defaultAddressPin(db: Executor, userId: number): Promise<{ lat: number; lng: number } | null> {
  const row = await db
    .selectFrom('addresses')
    .select(['latitude', 'longitude'])
    .where('user_id', '=', userId)
    .where('is_default', '=', 1)
    .where('latitude', 'is not', null)
    .where('longitude', 'is not', null)
    .limit(1)
    .executeTakeFirst();
  return row && row.latitude !== null && row.longitude !== null ? { lat: Number(row.latitude), lng: Number(row.longitude) } : null;
}

/** By numeric id or by slug; a number also tries the slug, as slugs may be all digits. */
/** Names of several pharmacies by id, in one query (a cart lists one per pharmacy). */
export function findPharmacyNames(db: Executor, ids: readonly number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom('pharmacies').select(['id', 'slug', 'name']).where('id', 'in', [...ids]).execute();
}

export function findPharmacy(db: Executor, idOrSlug: string | number) {
  const key = String(idOrSlug);
  const id = /^\d{1,10}$/.test(key) ? Number(key) : NaN;
  return db
    .selectFrom('pharmacies')
    .select(DETAIL_COLUMNS)
    .where((eb) => (id >= 1 && id <= MAX_ID ? eb.or([eb('id', '=', id), eb('slug', '=', key)]) : eb('slug', '=', key)))
    // Prefer the id when one pharmacy's id equals another's all-digit slug.
    .orderBy(sql`case when ${sql.ref('slug')} = ${key} then 1 else 0 end`)
    .limit(1)
    .executeTakeFirst();
}

export type PharmacyDetailRow = NonNullable<Awaited<ReturnType<typeof findPharmacy>>>;

export function pharmaciesInCity(db: Executor, city: string) {
  return db.selectFrom('pharmacies').select(SUMMARY_COLUMNS).where('city', '=', city).orderBy('name').orderBy('id').execute();
}

/** Every city with an outlet, by name, with its province and how many outlets it has. */
export function citiesWithPharmacies(db: Executor) {
  return db
    .selectFrom('pharmacies')
    .select((eb) => ['city', 'province', eb.fn.countAll<number | string>().as('count')])
    .groupBy(['city', 'province'])
    .orderBy('city')
    .execute();
}

/** The city with the most outlets (ties by name), or null when there are none. */
export async function largestCity(db: Executor): Promise<string | null> {
  const row = await db
    .selectFrom('pharmacies')
    .select((eb) => ['city', eb.fn.countAll<number>().as('n')])
    .groupBy('city')
    .orderBy('n', 'desc')
    .orderBy('city')
    .limit(1)
    .executeTakeFirst();
  return row?.city ?? null;
}

/** Opening hours of the given pharmacies, keyed by pharmacy id, each week in weekday order. */
export async function hoursOf(db: Executor, pharmacyIds: readonly number[]): Promise<Map<number, OpeningHours[]>> {
  const byPharmacy = new Map<number, OpeningHours[]>(pharmacyIds.map((id) => [id, []]));
  if (pharmacyIds.length === 0) return byPharmacy;
  const rows = await db
    .selectFrom('pharmacy_hours')
    .select(['pharmacy_id', 'weekday', 'opens_at', 'closes_at', 'closed'])
    .where('pharmacy_id', 'in', [...pharmacyIds])
    .orderBy('pharmacy_id')
    .orderBy('weekday')
    .execute();
  for (const r of rows) {
    byPharmacy.get(r.pharmacy_id)?.push({ weekday: r.weekday, opens_at: r.opens_at, closes_at: r.closes_at, closed: Number(r.closed) === 1 });
  }
  return byPharmacy;
}

/** The limits of several pharmacies in one query, keyed by pharmacy id; a missing pharmacy has none. */
export async function findPurchaseLimits(db: Executor, pharmacyIds: readonly number[]): Promise<Map<number, PurchaseLimits>> {
  if (pharmacyIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('pharmacies')
    .select(['id', 'max_per_order_bebas', 'max_per_order_bebas_terbatas', 'max_per_order_keras'])
    .where('id', 'in', [...new Set(pharmacyIds)])
    .execute();
  return new Map(
    rows.map((r) => [
      r.id,
      { bebas: Number(r.max_per_order_bebas), bebas_terbatas: Number(r.max_per_order_bebas_terbatas), keras: Number(r.max_per_order_keras) },
    ]),
  );
}
