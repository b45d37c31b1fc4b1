import { useTranslation } from '~/i18n/translate';
import { PageHeader } from '~/components/page-header';
import { PageMeta } from '~/components/page-meta';
import { PrescriptionList, UploadLink } from '~/features/prescriptions/prescription-list';
import { loadPrescriptions } from '~/features/prescriptions/prescriptions.server';
import type { Route } from './+types/prescription';

export function loader({ request, context }: Route.LoaderArgs) {
  return loadPrescriptions(request, context);
}

export default function PrescriptionPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="page-title" className="space-y-4">
      <PageMeta title={t('pages.prescription.title')} />
      <div className="flex flex-wrap items-end justify-between gap-3">
        <PageHeader title={t('pages.prescription.title')} />
        <UploadLink />
      </div>
      <PrescriptionList {...loaderData} />
    </section>
  );
}
