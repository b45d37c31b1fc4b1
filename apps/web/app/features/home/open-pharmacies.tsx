import { Link } from 'react-router';
import type { PharmacySummary } from '@apotek/contract/pharmacies';
import { useTranslation } from '~/i18n/translate';
import { Card } from '~/components/ui/card';
import { Badge } from '~/components/ui/badge';
import { formatDistance } from '~/lib/distance';
import { useLocale } from '~/lib/root-data';
import { HomeSection } from './home-section';

/** Up to three partner pharmacies open now, nearest to where the shopper is placed (or Jakarta). */
export function OpenPharmacies({ pharmacies }: { pharmacies: PharmacySummary[] | null }) {
  const { t } = useTranslation();
  const locale = useLocale();
  if (pharmacies === null) return null;
  return (
    <HomeSection id="pharmacies-title" title={t('home.pharmaciesTitle')} more={{ to: '/pharmacy', label: t('home.seeAllPharmacies') }}>
      <p className="-mt-2 mb-4 text-sm text-muted">{t('home.pharmaciesLead')}</p>
      {pharmacies.length === 0 ? (
        <p className="text-sm text-muted">{t('home.noOpenPharmacy')}</p>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3" data-testid="home-pharmacies">
          {pharmacies.map((p) => (
            <li key={p.id}>
              <Card as="article" interactive className="group relative flex h-full flex-col gap-2">
                <div className="flex items-start justify-between gap-3">
                  <h3 className="font-semibold leading-snug text-ink">
                    <Link to={`/pharmacy/${p.slug}`} className="after:absolute after:inset-0 group-hover:underline">
                      {p.name}
                    </Link>
                  </h3>
                  {p.distance_km !== null && <span className="shrink-0 text-sm font-bold text-secondary-strong">{formatDistance(p.distance_km, locale)}</span>}
                </div>
                <p className="text-sm text-muted">{p.address}</p>
                <div className="mt-auto">
                  <Badge tone="success" className="gap-1.5">
                    <span aria-hidden="true" className="h-2 w-2 rounded-full bg-success" />
                    {t('pharmacy.openNow')}
                  </Badge>
                </div>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </HomeSection>
  );
}
