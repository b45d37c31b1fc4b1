import type { RouteRegistrar } from '../../platform/routes.ts';
import { consultationsRoutes } from './consultations.routes.ts';
import { type ConsultationsDeps, ConsultationsService } from './consultations.service.ts';

/** Registers the consultation calls and the clock's jobs; answers the service for the workflow that wires it. */
export function registerConsultations(define: RouteRegistrar, deps: ConsultationsDeps): ConsultationsService {
  const service = new ConsultationsService(deps);
  consultationsRoutes(define, service);
  deps.jobs.register('consultation.expire', ({ ref }) => service.expire(ref));
  deps.jobs.register('consultation.answer-due', ({ ref }) => service.answerDue(ref));
  deps.jobs.register('consultation.time-up', ({ ref }) => service.timeUp(ref));
  return service;
}
