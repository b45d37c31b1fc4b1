import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { Clock } from '../../platform/clock.ts';
import { type RegionDirectory, regionDirectory } from '../../platform/regions/region-directory.ts';
import type { RouteRegistrar } from '../../platform/routes.ts';
import { addressesRoutes } from './addresses.routes.ts';
import { AddressesService } from './addresses.service.ts';
import { regionsRoutes } from './regions.routes.ts';

export interface AddressesModuleDeps {
  db: Kysely<Database>;
  clock: Clock;
  /** The process-wide directory unless a test brings its own. */
  regions?: RegionDirectory;
}

/** Registers the address book and region routes; answers the service for workflows that read addresses. */
export function registerAddresses(define: RouteRegistrar, deps: AddressesModuleDeps): AddressesService {
  const regions = deps.regions ?? regionDirectory;
  const addresses = new AddressesService({ db: deps.db, clock: deps.clock, regions });
  addressesRoutes(define, addresses);
  regionsRoutes(define, regions);
  return addresses;
}
