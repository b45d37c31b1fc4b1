import { useTranslation } from '~/i18n/translate';
import { PRESCRIPTION_CHILD_AGE } from '@apotek/contract/prescriptions';
import { Breadcrumb } from '~/components/breadcrumb';
import { PageMeta } from '~/components/page-meta';
import { createPrescriptionAction } from '~/features/prescriptions/prescription-actions.server';
import { UploadForm } from '~/features/prescriptions/upload/upload-form';
import { loadUploadPage } from '~/features/prescriptions/upload/upload-page.server';
import { currentUser } from '~/lib/session.server';
import type { Route } from './+types/prescription.upload';

export async function loader({ request, context }: Route.LoaderArgs) {
  const [page, user] = await Promise.all([loadUploadPage(request, context), currentUser(request, context)]);
  return { ...page, userName: user?.Cust_Name ?? '', childAge: PRESCRIPTION_CHILD_AGE };
}

/** Creates the prescription from the stored files and the form, then opens it (ADR 012). */
export function action({ request, context }: Route.ActionArgs) {
  return createPrescriptionAction(request, context);
}

export default function PrescriptionUploadPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="page-title" className="mx-auto max-w-3xl space-y-4">
      <PageMeta title={t('pages.prescriptionUpload.title')} />
      <header>
        <Breadcrumb trail={[{ label: t('pages.prescription.title'), to: '/prescription' }, { label: t('pages.prescriptionUpload.title') }]} />
        <h1 id="page-title" className="mt-1 text-2xl font-bold text-ink">
          {t('pages.prescriptionUpload.title')}
        </h1>
        <p className="mt-1 text-sm text-muted">{t('prescriptions.upload.lead')}</p>
      </header>
      <UploadForm {...loaderData} result={actionData} />
    </section>
  );
}
