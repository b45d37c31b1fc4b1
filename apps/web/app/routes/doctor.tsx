import { useTranslation } from '~/i18n/translate';
import { PageMeta } from '~/components/page-meta';
import { PageHeader } from '~/components/page-header';
import { DoctorDirectory } from '~/features/doctors/doctor-directory';
import { loadDoctors } from '~/features/doctors/doctors.server';
import type { Route } from './+types/doctor';

export function loader({ request, context }: Route.LoaderArgs) {
  return loadDoctors(request, context);
}

export default function DoctorPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { filters, list } = loaderData;
  const title = t('pages.doctor.title');
  const specialty = filters.specialty ? t(`doctors.specialty.${filters.specialty}`) : '';
  return (
    <>
      <PageMeta title={specialty ? `${specialty} · ${title}` : title} description={t('doctors.lead')} />
      <PageHeader title={title}>
        <p className="mt-1 max-w-2xl text-sm text-muted">{t('doctors.lead')}</p>
      </PageHeader>
      <DoctorDirectory filters={filters} list={list} />
    </>
  );
}
