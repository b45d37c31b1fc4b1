import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { Clock } from '../../platform/clock.ts';
import type { RouteRegistrar } from '../../platform/routes.ts';
import { pharmaciesRoutes } from './pharmacies.routes.ts';
import { PharmaciesService } from './pharmacies.service.ts';

export interface PharmaciesDeps {
  db: Kysely<Database>;
  clock: Clock;
}

/** Registers the pharmacies' routes. */
export async function registerPharmacies(define: RouteRegistrar, deps: PharmaciesDeps): Promise<void> {
  pharmaciesRoutes(define, new PharmaciesService(deps));
}
