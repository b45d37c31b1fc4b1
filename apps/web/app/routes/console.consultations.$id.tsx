import { ConsultDetail } from '~/console/consultations/consult-detail';
import { consultDetailAction, loadConsultDetail } from '~/console/consultations/consult-detail.server';
import type { Route } from './+types/console.consultations.$id';

export function loader({ request, context, params }: Route.LoaderArgs) {
  return loadConsultDetail(request, context, params.id);
}

export function action({ request, context, params }: Route.ActionArgs) {
  return consultDetailAction(request, context, params.id);
}

export default function ConsoleConsultationPage({ loaderData }: Route.ComponentProps) {
  // Another consultation is another screen: the writer and the dialogs start empty.
  return <ConsultDetail key={loaderData.consultation.id} data={loaderData} />;
}
