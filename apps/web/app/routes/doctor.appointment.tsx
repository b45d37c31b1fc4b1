import { PageMeta } from '~/components/page-meta';
import { useTranslation } from '~/i18n/translate';
import { AppointmentDetail } from '~/features/appointments/appointment-detail';
import type { AppointmentActionResult } from '~/features/appointments/appointment-intents';
import { AppointmentList } from '~/features/appointments/appointment-list';
import { appointmentAction, loadAppointmentsPage } from '~/features/appointments/appointments.server';
import { BookAppointment } from '~/features/appointments/book-appointment';
import type { Route } from './+types/doctor.appointment';

/** /doctor/appointment: the customer's appointments, booking with a doctor (`?doctor=`), or one appointment (`?id=`). */
export function loader({ request, context }: Route.LoaderArgs) {
  return loadAppointmentsPage(request, context);
}

export function action({ request, context }: Route.ActionArgs) {
  return appointmentAction(request, context);
}

export default function DoctorAppointmentPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const result = actionData as AppointmentActionResult | undefined;
  return (
    <>
      <PageMeta title={t('pages.doctorAppointment.title')} />
      {loaderData.view === 'detail' && <AppointmentDetail appointment={loaderData.appointment} clientKey={loaderData.clientKey} result={result} />}
      {loaderData.view === 'book' && (
        <BookAppointment doctor={loaderData.doctor} slots={loaderData.slots} from={loaderData.from} today={loaderData.today} day={loaderData.day} userName={loaderData.userName} result={result} />
      )}
      {loaderData.view === 'list' && <AppointmentList tab={loaderData.tab} appointments={loaderData.appointments} page={loaderData.page} lastPage={loaderData.lastPage} />}
    </>
  );
}
