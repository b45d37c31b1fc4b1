import type { RouteRegistrar } from '../../platform/routes.ts';
import type {} from './appointment-jobs.ts';
import { appointmentsRoutes } from './appointments.routes.ts';
import { type AppointmentsDeps, AppointmentsService } from './appointments.service.ts';

/**
 * Registers the appointment calls and the clock's jobs (docs/decisions/030-appointments.md) and answers the
 * service: its `settlement` is what the payment wiring calls when an appointment's money arrives.
 */
export function registerAppointments(define: RouteRegistrar, deps: AppointmentsDeps): AppointmentsService {
  const appointments = new AppointmentsService(deps);
  appointmentsRoutes(define, appointments);
  const { jobs } = deps;
  jobs.register('appointment.expire', ({ id }) => appointments.expire(id));
  jobs.register('appointment.lapse', ({ id }) => appointments.lapse(id));
  jobs.register('appointment.finish', ({ id }) => appointments.finish(id));
  jobs.register('appointment.remind', ({ id, which, startsAt }) => appointments.remind(id, which, startsAt));
  jobs.register('appointment.notice', ({ id, status }) => appointments.announce(id, status));
  return appointments;
}
