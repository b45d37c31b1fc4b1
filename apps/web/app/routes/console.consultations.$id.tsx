import { ConsultDetail } from '~/console/consultations/consult-detail';
import { ConsultHealthPanel } from '~/features/health/consult-health-panel';
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
  return (
    <>
      <ConsultDetail key={loaderData.consultation.id} data={loaderData} />
      {/* The patient's tracker entries, on the doctor's request only (issue 14; ADR 035). */}
      <div className="mt-4">
        <ConsultHealthPanel consultationId={loaderData.consultation.id} />
      </div>
    </>
  );
}
