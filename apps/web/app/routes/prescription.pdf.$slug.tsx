import { data, redirect } from 'react-router';
import { useTranslation } from '~/i18n/translate';
import { PageMeta } from '~/components/page-meta';
import { PRESCRIPTION_SLUG } from '~/features/prescriptions/prescription-pdf.server';
import { PrescriptionPdfView } from '~/features/prescriptions/prescription-pdf-view';
import { serverApi } from '~/lib/session.server';
import { failPageWithStatus } from '~/lib/page-errors.server';
import type { Route } from './+types/prescription.pdf.$slug';

/**
 * The id is optional in the route (SPEC §2); without one there is no PDF to show, so the list opens.
 * The prescription is read first so that another's or an unknown id is this page's 404, not a broken frame.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  if (!params.slug) throw redirect('/prescription');
  if (!PRESCRIPTION_SLUG.test(params.slug)) throw data(null, { status: 404 });
  const result = await serverApi(request, context).call('prescription', { params: { id: params.slug } });
  if (!result.ok) failPageWithStatus(result);
  return { id: result.body.data.id };
}

export default function PrescriptionPdfSlugPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="page-title" className="space-y-4">
      <PageMeta title={t('pages.prescriptionPdf.title')} />
      <h1 id="page-title" className="text-2xl font-bold text-ink">
        {t('pages.prescriptionPdf.title')} <span className="block text-sm font-normal text-muted sm:inline sm:text-base">{loaderData.id}</span>
      </h1>
      <PrescriptionPdfView id={loaderData.id} />
    </section>
  );
}
