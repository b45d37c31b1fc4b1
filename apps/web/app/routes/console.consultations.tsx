import { ConsultQueue } from '~/console/consultations/consult-queue';
import { loadConsultQueue } from '~/console/consultations/consult-queue.server';
import type { Route } from './+types/console.consultations';

export function loader({ request, context }: Route.LoaderArgs) {
  return loadConsultQueue(request, context);
}

export default function ConsoleConsultationsPage({ loaderData }: Route.ComponentProps) {
  return <ConsultQueue data={loaderData} />;
}
