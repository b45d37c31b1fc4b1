import { type Address, type addressesQuery, type addressInput, lastPageOf, type Page } from '@apotek/contract';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../db/database.ts';
import { ApiError, notFound } from '../../platform/api-error.ts';
import type { Clock } from '../../platform/clock.ts';
import { regionAnchor } from '@apotek/contract/region-anchors';
import type { RegionDirectory } from '../../platform/regions/region-directory.ts';
import { toAddress } from './address-view.ts';
import {
  type AddressChanges,
  countAddresses,
  deleteAddress,
  findAddress,
  insertAddress,
  listAddresses,
  lockUserAddresses,
  makeDefault,
  newestAddressId,
  updateAddress,
} from './addresses.repository.ts';
import { resolveRegions } from './region-check.ts';

export type AddressInput = z.output<typeof addressInput>;
export type AddressesQuery = z.output<typeof addressesQuery>;

/** A user keeps a short address book; more is a sign of abuse, and the picker stays usable. */
export const MAX_ADDRESSES_PER_USER = 20;

export interface AddressesDeps {
  db: Kysely<Database>;
  clock: Clock;
  regions: RegionDirectory;
}

/**
 * A user's address book. Every call takes the caller's user id and reaches rows only through it, so a
 * foreign id is simply "not found" (404) and never reveals that it exists. Invariant: a user with any
 * address has exactly one default; writes that could break it run in one transaction.
 */
export class AddressesService {
  constructor(private readonly deps: AddressesDeps) {}

  async list(userId: number, query: AddressesQuery): Promise<Page<Address>> {
    const filter = { isDefault: query.default_address === undefined ? undefined : (Number(query.default_address) as 0 | 1), q: query.q };
    const { db } = this.deps;
    const [rows, total] = await Promise.all([
      listAddresses(db, userId, filter, { offset: (query.page - 1) * query.perPage, limit: query.perPage }),
      countAddresses(db, userId, filter),
    ]);
    return { data: rows.map(toAddress), page: query.page, perPage: query.perPage, total, lastPage: lastPageOf(total, query.perPage) };
  }

  async get(userId: number, id: number): Promise<Address> {
    const row = await findAddress(this.deps.db, userId, id);
    if (!row) throw notFound();
    return toAddress(row);
  }

  /** The first address becomes the default, as does one sent with default_address=1. */
  async create(userId: number, input: AddressInput): Promise<Address> {
    const fields = await this.fieldsOf(input);
    const now = this.deps.clock.now().toISOString();
    const id = await this.deps.db.transaction().execute(async (trx) => {
      await lockUserAddresses(trx, userId);
      const count = await countAddresses(trx, userId);
      if (count >= MAX_ADDRESSES_PER_USER) throw new ApiError(422, 'addressLimit', { vars: { max: MAX_ADDRESSES_PER_USER } });
      const newId = await insertAddress(trx, { ...fields, user_id: userId, is_default: 0, created_at: now, updated_at: now });
      if (count === 0 || input.default_address === 1) await makeDefault(trx, userId, newId, now);
      return newId;
    });
    return this.get(userId, id);
  }

  /**
   * PUT replaces the address (omitted optional fields are cleared). default_address=1 makes it the default;
   * 0 changes nothing, since the default can only move to another address, never vanish.
   */
  async update(userId: number, id: number, input: AddressInput): Promise<Address> {
    const fields = await this.fieldsOf(input);
    const now = this.deps.clock.now().toISOString();
    await this.deps.db.transaction().execute(async (trx) => {
      await lockUserAddresses(trx, userId);
      if (!(await updateAddress(trx, userId, id, { ...fields, updated_at: now }))) throw notFound();
      if (input.default_address === 1) await makeDefault(trx, userId, id, now);
    });
    return this.get(userId, id);
  }

  /** Deleting the default hands the flag to the newest address left. */
  async remove(userId: number, id: number): Promise<void> {
    const now = this.deps.clock.now().toISOString();
    await this.deps.db.transaction().execute(async (trx) => {
      await lockUserAddresses(trx, userId);
      const deleted = await deleteAddress(trx, userId, id);
      if (!deleted) throw notFound();
      if (!deleted.wasDefault) return;
      const heir = await newestAddressId(trx, userId);
      if (heir !== null) await makeDefault(trx, userId, heir, now);
    });
  }

  async setDefault(userId: number, id: number): Promise<Address> {
    const now = this.deps.clock.now().toISOString();
    await this.deps.db.transaction().execute(async (trx) => {
      await lockUserAddresses(trx, userId);
      if (!(await findAddress(trx, userId, id))) throw notFound();
      await makeDefault(trx, userId, id, now);
    });
    return this.get(userId, id);
  }

  /** The stored columns of an input: region names looked up from the checked codes. */
  private async fieldsOf(input: AddressInput): Promise<Required<Omit<AddressChanges, 'updated_at'>>> {
    const regions = await resolveRegions(this.deps.regions, input);
    return {
      label: input.label,
      recipient_name: input.recipient_name,
      recipient_phone: input.recipient_phone,
      address_line: input.address_line,
      province_code: regions.province.code,
      province_name: regions.province.name,
      city_code: regions.city.code,
      city_name: regions.city.name,
      district_code: regions.district.code,
      district_name: regions.district.name,
      village_code: regions.village.code,
      village_name: regions.village.name,
      postal_code: input.postal_code,
      ...pinOf(input),
      notes: input.notes,
    };
  }
}

/**
 * The customer's (or browser's) pin when both coordinates came; else one derived from the chosen region,
 * so that a courier can always be booked for a service that accepts it (docs/decisions/009-delivery-pins.md).
 */
function pinOf(input: AddressInput): Required<Pick<AddressChanges, 'latitude' | 'longitude' | 'pin_source'>> {
  if (input.latitude !== undefined && input.longitude !== undefined) {
    return { latitude: input.latitude, longitude: input.longitude, pin_source: input.pin_source ?? 'customer' };
  }
  const anchor = regionAnchor(input);
  return anchor ? { latitude: anchor.lat, longitude: anchor.lng, pin_source: 'derived' } : { latitude: null, longitude: null, pin_source: null };
}
