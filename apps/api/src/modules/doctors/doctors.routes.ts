import { routes } from '@apotek/contract';
import { ok } from '../../platform/envelope.ts';
import type { RouteRegistrar } from '../../platform/routes.ts';
import type { DoctorsService } from './doctors.service.ts';

/** The public doctor catalogue; `cache: 'public'` in the route table gives them ETags and shared caching. */
export function doctorsRoutes(define: RouteRegistrar, doctors: DoctorsService): void {
  define(routes.doctors, async ({ query, request, reply }) => ok(reply, await doctors.list(query, request.locale)));

  define(routes.doctor, async ({ params, request, reply }) => ok(reply, await doctors.detail(params.id, request.locale)));

  define(routes.doctorReviews, async ({ params, query, reply }) => ok(reply, await doctors.reviews(params.id, query)));
}
