import { useTranslation } from '~/i18n/translate';
import { PageMeta } from '~/components/page-meta';
import { RxReview } from '~/console/prescriptions/rx-review';
import { loadRxReview, rxReviewAction } from '~/console/prescriptions/prescriptions.server';
import type { Route } from './+types/console.prescriptions.$id';

export function loader({ request, context, params }: Route.LoaderArgs) {
  return loadRxReview(request, context, params.id);
}

export function action({ request, context, params }: Route.ActionArgs) {
  return rxReviewAction(request, context, params.id);
}

export default function ConsolePrescriptionPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <>
      <PageMeta title={t('consoleRx.review.title', { id: loaderData.prescription.id })} />
      {/* A new prescription is a new screen: the matcher and dialogs start empty. */}
      <RxReview key={loaderData.prescription.id} {...loaderData} result={actionData} />
    </>
  );
}
