import { Link } from 'react-router';
import type { DoctorSummary } from '@apotek/contract/doctors';
import { formatRupiah } from '@apotek/contract/format/money';
import { useTranslation } from '~/i18n/translate';
import { DoctorPhoto } from '~/components/doctors/doctor-photo';
import { Card } from '~/components/ui/card';
import { HomeSection } from './home-section';

/** A few doctors to consult, online ones first as the API recommends them. */
export function ConsultDoctors({ doctors }: { doctors: DoctorSummary[] }) {
  const { t } = useTranslation();
  if (doctors.length === 0) return null;
  return (
    <HomeSection id="doctors-title" title={t('home.doctorsTitle')} more={{ to: '/doctor', label: t('home.seeAllDoctors') }}>
      <p className="-mt-2 mb-4 text-sm text-muted">{t('home.doctorsLead')}</p>
      <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4" data-testid="home-doctors">
        {doctors.map((d) => (
          <li key={d.id}>
            <Card as="article" interactive className="group relative flex h-full items-center gap-3">
              <DoctorPhoto src={d.photo_url} alt="" size="md" />
              <div className="min-w-0">
                <h3 className="truncate font-semibold text-ink">
                  <Link to={`/doctor/${d.slug}`} className="after:absolute after:inset-0 group-hover:underline">
                    {d.name}
                  </Link>
                </h3>
                <p className="truncate text-sm text-muted">{d.specialty_label}</p>
                <p className="mt-0.5 flex items-center gap-2 text-xs">
                  <span className={`inline-flex items-center gap-1 font-semibold ${d.is_online ? 'text-success' : 'text-muted'}`}>
                    <span aria-hidden className={`h-2 w-2 rounded-full ${d.is_online ? 'bg-success' : 'bg-gray-400'}`} />
                    {d.is_online ? t('home.doctorOnline') : t('home.doctorOffline')}
                  </span>
                  <span className="text-muted">{t('home.doctorFee', { fee: formatRupiah(d.fee) })}</span>
                </p>
              </div>
            </Card>
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}
