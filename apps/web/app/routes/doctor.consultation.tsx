import { useTranslation } from '~/i18n/translate';
import { PageHeader } from '~/components/page-header';
import { PageMeta } from '~/components/page-meta';
import { consultationAction } from '~/features/consultations/consultation-actions.server';
import { ConsultationDetail } from '~/features/consultations/consultation-detail';
import { ConsultationsList } from '~/features/consultations/consultations-list';
import { loadConsultationsPage } from '~/features/consultations/consultations.server';
import { StartConsultation } from '~/features/consultations/start-consultation';
import type { Route } from './+types/doctor.consultation';

/** The customer's consultations; `?id=KNS-…` one of them (its pay step while unpaid); `?doctor={slug}` the start form. */
export function loader({ request, context }: Route.LoaderArgs) {
  return loadConsultationsPage(request, context);
}

/** Start, pay and review (ADR 012). */
export function action({ request, context }: Route.ActionArgs) {
  return consultationAction(request, context);
}

export default function DoctorConsultationPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  if (loaderData.view === 'start') {
    return (
      <>
        <PageMeta title={`${t('consultations.start.title')} – ${loaderData.doctor.name}`} />
        <StartConsultation doctor={loaderData.doctor} userName={loaderData.userName} childAge={loaderData.childAge} ongoing={loaderData.ongoing} pharmacies={loaderData.pharmacies} defaultPharmacyId={loaderData.defaultPharmacyId} result={actionData} />
      </>
    );
  }
  if (loaderData.view === 'detail') {
    return (
      <>
        <PageMeta title={`${t('pages.doctorConsultation.title')} ${loaderData.consultation.id}`} />
        <ConsultationDetail consultation={loaderData.consultation} stage={loaderData.stage} wallet={loaderData.wallet} clientKey={loaderData.clientKey} />
      </>
    );
  }
  return (
    <section aria-labelledby="page-title" className="space-y-4">
      <PageMeta title={t('pages.doctorConsultation.title')} />
      <PageHeader title={t('pages.doctorConsultation.title')} />
      <ConsultationsList tab={loaderData.tab} consultations={loaderData.consultations} page={loaderData.page} lastPage={loaderData.lastPage} />
    </section>
  );
}
