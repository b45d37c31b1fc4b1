import { lastPageOf, type OpeningHours, type OperationCheck, type Page, type PharmacyCity, type PharmacyDetail, type PharmacySummary } from '@apotek/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { ApiError, notFound } from '../../platform/api-error.ts';
import type { Clock } from '../../platform/clock.ts';
import { boundingBox, distanceKm, type Point, roundKm } from './geo.ts';
import { OpenNowCache } from './open-now-cache.ts';
import { operationAt, toZonedIso } from './opening-hours.ts';
import { ListSnapshot } from './list-snapshot.ts';
import {
  allPharmacies,
  allPharmacyPageRows,
  citiesWithPharmacies,
  countPharmacies,
  defaultAddressPin,
  findPharmacy,
  hoursFromText,
  hoursOf,
  largestCity,
  listPharmaciesPage,
  type PharmacyFilter,
  type PharmacyPageRow,
  type PharmacyRow,
  pharmaciesInCity,
  pharmacyIdsStocking,
} from './pharmacies.repository.ts';

/** The last resort when nothing places the customer: Monas, Jakarta (docs/decisions/011-auto-pharmacy.md). */
export const FALLBACK_POINT: Point = { lat: -6.1754, lng: 106.8272 };

export interface NearestOptions {
  lat?: number | undefined;
  lng?: number | undefined;
  radius_km: number;
  limit: number;
  product_id?: number | undefined;
  city?: string | undefined;
}

export interface ListOptions {
  page: number;
  perPage: number;
  q?: string | undefined;
  city?: string | undefined;
  lat?: number | undefined;
  lng?: number | undefined;
}

/** Both coordinates or none: a lone lat or lng cannot place anyone, so the missing one is named (422). */
function pointOf(lat: number | undefined, lng: number | undefined): Point | null {
  if (lat === undefined && lng === undefined) return null;
  if (lat === undefined) throw new ApiError(422, 'validation', { fields: { lat: [{ rule: 'required' }] } });
  if (lng === undefined) throw new ApiError(422, 'validation', { fields: { lng: [{ rule: 'required' }] } });
  return { lat, lng };
}

/** What a list card is made of, whichever query read the row. */
type CardRow = Pick<PharmacyPageRow, 'id' | 'slug' | 'name' | 'address' | 'city' | 'province' | 'latitude' | 'longitude' | 'phone' | 'image_url' | 'time_zone'>;

/** A list card with its fields in the contract's order (routes print it without parsing it again: platform/contract-json.ts). */
function card(r: CardRow, isOpenNow: boolean, distanceKm: number | null): PharmacySummary {
  return {
    id: r.id,
    slug: r.slug,
    name: r.name,
    address: r.address,
    city: r.city,
    province: r.province,
    latitude: Number(r.latitude),
    longitude: Number(r.longitude),
    phone: r.phone,
    image_url: r.image_url,
    is_open_now: isOpenNow,
    time_zone: r.time_zone,
    distance_km: distanceKm,
  };
}

export class PharmaciesService {
  private readonly openNow = new OpenNowCache();
  private readonly allRows: ListSnapshot<PharmacyPageRow>;

  constructor(private readonly deps: { db: Kysely<Database>; clock: Clock }) {
    this.allRows = new ListSnapshot(() => allPharmacyPageRows(deps.db));
  }

  /** The cities a guest can pick to be placed by ("atau pilih kota"). PostgreSQL counts arrive as strings. */
  async cities(): Promise<PharmacyCity[]> {
    const rows = await citiesWithPharmacies(this.deps.db);
    return rows.map((row) => ({ city: row.city, province: row.province, count: Number(row.count) }));
  }

  /** A page ordered by city and name, or nearest first (with distance) when a point is given. */
  async list(options: ListOptions): Promise<Page<PharmacySummary>> {
    const { page, perPage } = options;
    const filter: PharmacyFilter = { q: options.q, city: options.city };
    const point = pointOf(options.lat, options.lng);
    const offset = (page - 1) * perPage;
    if (point) {
      const ranked = this.byDistance(await allPharmacies(this.deps.db, filter), point);
      return this.page(await this.summarise(ranked.slice(offset, offset + perPage), point), page, perPage, ranked.length);
    }
    const now = this.deps.clock.now();
    if (!filter.q?.trim() && !filter.city?.trim()) {
      const all = await this.allRows.rows();
      return this.page(all.slice(offset, offset + perPage).map((row) => this.pageSummary(row, now)), page, perPage, all.length);
    }
    const { rows, total } = await listPharmaciesPage(this.deps.db, filter, { offset, limit: perPage });
    const data = rows.map((row) => this.pageSummary(row, now));
    // An empty page says nothing of the total: past the end, the count is asked on its own.
    return this.page(data, page, perPage, total ?? (offset > 0 ? await countPharmacies(this.deps.db, filter) : 0));
  }

  /** The closest pharmacies within `radiusKm`, nearest first (checkout's delivery check asks this too). */
  async nearest(point: Point, radiusKm: number, limit: number, stocking: ReadonlySet<number> | null = null): Promise<PharmacySummary[]> {
    const rows = await allPharmacies(this.deps.db, { box: boundingBox(point, radiusKm) });
    const within = this.byDistance(rows, point).filter((r) => r.distance <= radiusKm && (stocking === null || stocking.has(r.id)));
    return this.summarise(within.slice(0, limit), point);
  }

  /**
   * GET /api/pharmacies/nearest: as the SPEC has it without `product_id` (lat and lng required); with it,
   * only pharmacies holding at least one unit, and the point may be left out: see `startingPoint`.
   */
  async nearestFor(options: NearestOptions, userId: number | null): Promise<PharmacySummary[]> {
    if (options.product_id === undefined) return this.nearest(this.requiredPoint(options), options.radius_km, options.limit);
    const stocking = await pharmacyIdsStocking(this.deps.db, options.product_id);
    if (stocking.size === 0) return [];
    return this.nearest(await this.startingPoint(options, userId), options.radius_km, options.limit, stocking);
  }

  /** Where "nearest" is measured from when a product is asked for: default address, browser, city, Monas. */
  private async startingPoint(options: NearestOptions, userId: number | null): Promise<Point> {
    const pin = userId === null ? null : await defaultAddressPin(this.deps.db, userId);
    if (pin) return pin;
    const given = pointOf(options.lat, options.lng);
    if (given) return given;
    if (options.city) {
      const inCity = await allPharmacies(this.deps.db, { city: options.city });
      if (inCity.length > 0) {
        const sum = inCity.reduce((acc, r) => ({ lat: acc.lat + Number(r.latitude), lng: acc.lng + Number(r.longitude) }), { lat: 0, lng: 0 });
        return { lat: sum.lat / inCity.length, lng: sum.lng / inCity.length };
      }
    }
    return FALLBACK_POINT;
  }

  /** Without a product the SPEC's lat and lng are required (422 naming the missing one). */
  private requiredPoint(options: NearestOptions): Point {
    const point = pointOf(options.lat, options.lng);
    if (!point) throw new ApiError(422, 'validation', { fields: { lat: [{ rule: 'required' }], lng: [{ rule: 'required' }] } });
    return point;
  }

  /**
   * Where to send someone first. With a location: the nearest outlets. Without one: the outlets of the
   * city they most likely are in, open ones first. Until profiles carry an address that city is simply
   * the one with the most outlets, so the signed-in and guest variants answer alike for now.
   */
  async recommended(options: { lat?: number | undefined; lng?: number | undefined; limit: number }): Promise<PharmacySummary[]> {
    const { limit } = options;
    const point = pointOf(options.lat, options.lng);
    if (point) return this.summarise(this.byDistance(await allPharmacies(this.deps.db, {}), point).slice(0, limit), point);
    const city = await largestCity(this.deps.db);
    if (!city) return [];
    const all = await this.summarise(await pharmaciesInCity(this.deps.db, city), null);
    // A stable sort keeps the name order within the open and the closed group.
    return all.sort((a, b) => Number(b.is_open_now) - Number(a.is_open_now)).slice(0, limit);
  }

  async detail(idOrSlug: string): Promise<PharmacyDetail> {
    const row = await findPharmacy(this.deps.db, idOrSlug);
    if (!row) throw notFound();
    const hours = (await hoursOf(this.deps.db, [row.id])).get(row.id) ?? [];
    const now = operationAt(hours, this.deps.clock.now(), row.time_zone);
    const { province_code, city_code, district_code, village_code, ...rest } = row;
    return {
      ...rest,
      is_open_now: now.is_open,
      distance_km: null,
      region: { province_code, city_code, district_code, village_code },
      opening_hours: hours,
      next_opening: now.next_opening,
    };
  }

  /** Open at `at` (default now)? Times answer on the pharmacy's clock, with its zone's offset (WIB +07:00, WITA +08:00, WIT +09:00). */
  async checkOperation(idOrSlug: string | number, at: string | undefined): Promise<OperationCheck> {
    const row = await findPharmacy(this.deps.db, idOrSlug);
    if (!row) throw notFound();
    const when = at ? new Date(at) : this.deps.clock.now();
    const hours = (await hoursOf(this.deps.db, [row.id])).get(row.id) ?? [];
    const op = operationAt(hours, when, row.time_zone);
    return { pharmacy_id: row.id, time_zone: row.time_zone, checked_at: toZonedIso(when, row.time_zone), ...op };
  }

  private byDistance<R extends PharmacyRow>(rows: R[], point: Point): Array<R & { distance: number }> {
    return rows
      .map((r) => ({ ...r, distance: distanceKm(point, { lat: r.latitude, lng: r.longitude }) }))
      .sort((a, b) => a.distance - b.distance || a.id - b.id);
  }

  /** Adds is_open_now (at the clock's now) and the distance when a point was given. */
  private async summarise(rows: Array<PharmacyRow & { distance?: number }>, point: Point | null): Promise<PharmacySummary[]> {
    const hours = await hoursOf(this.deps.db, rows.map((r) => r.id));
    const now = this.deps.clock.now();
    return rows.map(({ distance, ...r }) => this.summary(r, hours.get(r.id) ?? [], now, point && distance !== undefined ? distance : null));
  }

  /** A list card straight from the page query's row; the hours text is the open-now key as it is. */
  private pageSummary(r: PharmacyPageRow, now: Date): PharmacySummary {
    return card(r, this.openNow.isOpenByText(r.id, r.hours ?? '', hoursFromText(r.hours), r.time_zone, now), null);
  }

  private summary(r: PharmacyRow, hours: readonly OpeningHours[], now: Date, distance: number | null): PharmacySummary {
    return card(r, this.openNow.isOpen(r.id, hours, r.time_zone, now), distance !== null ? roundKm(distance) : null);
  }

  private page(data: PharmacySummary[], page: number, perPage: number, total: number): Page<PharmacySummary> {
    return { data, page, perPage, total, lastPage: lastPageOf(total, perPage) };
  }
}
