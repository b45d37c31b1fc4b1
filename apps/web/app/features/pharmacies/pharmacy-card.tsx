import { Link, useLocation } from 'react-router';
import { useTranslation } from '~/i18n/translate';
import type { PharmacySummary } from '@apotek/contract/pharmacies';
import { PhoneIcon } from '~/components/ui/icons';
import { useLocale } from '~/lib/root-data';
import { ChooseStoreForm, returnPath } from './choose-store-form';
import { formatDistance } from './format';
import { OpenBadge } from './open-badge';
import { Card } from '~/components/ui/card';
import { Badge } from '~/components/ui/badge';

/** One pharmacy in a list: name, where, open now, how far, and the choice button. */
export function PharmacyCard({ pharmacy, chosenId }: { pharmacy: PharmacySummary; chosenId: number | null }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const location = useLocation();
  // A product page's "Ganti apotek" carries its way back through the pharmacy's own page too.
  const back = returnPath(location);
  const detail = `/pharmacy/${pharmacy.slug}${back !== location.pathname + location.search ? `?return=${encodeURIComponent(back)}` : ''}`;
  return (
    <Card as="article" data-testid="pharmacy-card" tone={chosenId === pharmacy.id ? 'selected' : 'default'} className="flex h-full flex-col gap-3">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="font-semibold leading-snug text-ink">
            <Link to={detail} className="hover:text-primary-strong hover:underline">
              {pharmacy.name}
            </Link>
          </h3>
          <p className="mt-0.5 text-sm text-muted">{pharmacy.city}</p>
        </div>
        {pharmacy.distance_km !== null && (
          <Badge tone="secondary" data-testid="pharmacy-distance" className="shrink-0 font-bold">
            <span className="sr-only">{t('pharmacy.distance')} </span>
            {formatDistance(pharmacy.distance_km, locale)}
          </Badge>
        )}
      </div>
      <p className="text-sm text-ink/90">{pharmacy.address}</p>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
        <OpenBadge open={pharmacy.is_open_now} />
        <a href={`tel:${pharmacy.phone.replace(/[^\d+]/g, '')}`} className="inline-flex items-center gap-1 text-muted hover:text-ink">
          <PhoneIcon className="h-4 w-4" />
          {pharmacy.phone}
        </a>
      </div>
      <div className="mt-auto flex flex-wrap items-center gap-2 pt-1">
        <ChooseStoreForm storeId={pharmacy.id} chosen={chosenId === pharmacy.id} name={pharmacy.name} />
        <Link to={detail} className="text-sm font-semibold text-primary-strong hover:underline">
          {t('pharmacy.details')}
        </Link>
      </div>
    </Card>
  );
}

export function PharmacyGrid({ pharmacies, chosenId, label }: { pharmacies: PharmacySummary[]; chosenId: number | null; label: string }) {
  return (
    <ul aria-label={label} className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
      {pharmacies.map((p) => (
        <li key={p.id}>
          <PharmacyCard pharmacy={p} chosenId={chosenId} />
        </li>
      ))}
    </ul>
  );
}
