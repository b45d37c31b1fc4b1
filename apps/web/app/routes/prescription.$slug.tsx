import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from '~/i18n/translate';
import { Breadcrumb } from '~/components/breadcrumb';
import { PageMeta } from '~/components/page-meta';
import { Alert } from '~/components/ui/alert';
import { prescriptionAction } from '~/features/prescriptions/prescription-actions.server';
import { PrescriptionDetail } from '~/features/prescriptions/prescription-detail';
import { loadPrescription } from '~/features/prescriptions/prescriptions.server';
import { showSnackbar } from '~/lib/snackbar-store';
import { useHydrated } from '~/lib/use-hydrated';
import type { Route } from './+types/prescription.$slug';

export function loader({ request, context, params }: Route.LoaderArgs) {
  return loadPrescription(request, context, params.slug);
}

/** The page's writes (ADR 012), by intent: the remaining items into the cart, or the answer to the pharmacist. */
export function action({ request, context, params }: Route.ActionArgs) {
  return prescriptionAction(request, context, params.slug);
}

export default function PrescriptionSlugPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const [params, setParams] = useSearchParams();
  const sent = params.get('sent') === '1';
  // Right after the upload: said once, then the address is the prescription's own again.
  useEffect(() => {
    if (!sent) return;
    showSnackbar({ content: t('prescriptions.upload.created'), color: 'success' });
    setParams({}, { replace: true, preventScrollReset: true });
  }, [sent, setParams, t]);
  return (
    <section aria-labelledby="page-title" className="space-y-4">
      <PageMeta title={t('pages.prescriptionDetail.title')} />
      <header>
        <Breadcrumb trail={[{ label: t('pages.prescription.title'), to: '/prescription' }, { label: loaderData.rx.id }]} />
        <h1 id="page-title" className="mt-1 text-2xl font-bold text-ink">
          {t('pages.prescriptionDetail.title')}
        </h1>
      </header>
      {sent && !hydrated && <Alert tone="success">{t('prescriptions.upload.created')}</Alert>}
      <PrescriptionDetail rx={loaderData.rx} posted={actionData} />
    </section>
  );
}
