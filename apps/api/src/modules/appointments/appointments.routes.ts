import { routes } from '@apotek/contract';
import { ok } from '../../platform/envelope.ts';
import type { RouteRegistrar } from '../../platform/routes.ts';
import type { AppointmentsService } from './appointments.service.ts';

/** The appointment calls of SPEC §7; refusals answer the error body (SPEC §8), which the error handler makes. */
export function appointmentsRoutes(define: RouteRegistrar, appointments: AppointmentsService): void {
  define(routes.doctorSlots, async ({ params, query, reply }) => ok(reply, await appointments.slots(params.id, query)));
  define(routes.appointments, async ({ user, query, request, reply }) => ok(reply, await appointments.list(user, query, request.locale)));
  define(routes.appointment, async ({ user, params, request, reply }) => ok(reply, await appointments.detail(user, params.id, request.locale)));
  define(routes.appointmentCreate, async ({ user, body, request, reply }) => ok(reply, await appointments.create(user, body, request.locale), 'created'));
  define(routes.appointmentPurchase, async ({ user, body, request, reply }) => ok(reply, await appointments.purchase(user, body, request.locale)));
  define(routes.appointmentApprove, async ({ user, params, request, reply }) => ok(reply, await appointments.approve(user, params.id, request.locale), 'appointmentApproved'));
  define(routes.appointmentCancel, async ({ user, params, body, request, reply }) => {
    const appointment = await appointments.cancel(user, params.id, body.reason, request.locale);
    return ok(reply, appointment, appointment.status === 'rejected' ? 'appointmentRejected' : 'appointmentCancelled');
  });
  define(routes.doctorAppointments, async ({ user, query, request, reply }) => ok(reply, await appointments.doctorList(user, query, request.locale)));
}
