import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { Clock } from '../../platform/clock.ts';
import type { RouteRegistrar } from '../../platform/routes.ts';
import { doctorsRoutes } from './doctors.routes.ts';
import { DoctorsService } from './doctors.service.ts';

export interface DoctorsDeps {
  db: Kysely<Database>;
  clock: Clock;
}

/** Registers the doctor catalogue's routes (issue 12) and answers its service for what follows it. */
export function registerDoctors(define: RouteRegistrar, deps: DoctorsDeps): DoctorsService {
  const service = new DoctorsService(deps);
  doctorsRoutes(define, service);
  return service;
}
