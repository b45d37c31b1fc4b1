import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { Clock } from '../../platform/clock.ts';
import type { RouteRegistrar } from '../../platform/routes.ts';
import type { HealthPorts } from './health.ports.ts';
import { healthRoutes } from './health.routes.ts';
import { HealthService } from './health.service.ts';

export interface HealthTrackerDeps {
  db: Kysely<Database>;
  clock: Clock;
  ports: HealthPorts;
}

/** The health tracker (issue 14; docs/decisions/035-health-tracker.md). */
export function registerHealthTracker(define: RouteRegistrar, deps: HealthTrackerDeps): HealthService {
  const service = new HealthService(deps);
  healthRoutes(define, service);
  return service;
}
