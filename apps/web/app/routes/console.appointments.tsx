import { AppointmentRequests } from '~/console/appointments/appointment-requests';
import { appointmentRequestAction, loadAppointmentRequests } from '~/console/appointments/appointment-requests.server';
import type { Route } from './+types/console.appointments';

export function loader({ request, context }: Route.LoaderArgs) {
  return loadAppointmentRequests(request, context);
}

export function action({ request, context }: Route.ActionArgs) {
  return appointmentRequestAction(request, context);
}

export default function ConsoleAppointmentsPage({ loaderData }: Route.ComponentProps) {
  return <AppointmentRequests data={loaderData} />;
}
