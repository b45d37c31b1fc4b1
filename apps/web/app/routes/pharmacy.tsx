import { useLocation } from 'react-router';
import { useTranslation } from '~/i18n/translate';
import { PageMeta } from '~/components/page-meta';
import { PageHeader } from '~/components/page-header';
import { loadPharmacies } from '~/features/pharmacies/pharmacies.server';
import { PharmacyDirectory } from '~/features/pharmacies/pharmacy-directory';
import { PharmacyGrid } from '~/features/pharmacies/pharmacy-card';
import { returnPath } from '~/features/pharmacies/choose-store-form';
import type { Route } from './+types/pharmacy';

export function loader({ request, context }: Route.LoaderArgs) {
  return loadPharmacies(request, context);
}

export default function PharmacyPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { list, recommended, chosenId, cities, city } = loaderData;
  const title = t('pages.pharmacy.title');
  const location = useLocation();
  // Opened from a product page's "Ganti apotek": choosing takes the shopper back there.
  const returning = returnPath(location) !== location.pathname + location.search;
  return (
    <>
      <PageMeta title={title} description={t('pharmacy.metaDescription')} />
      <PageHeader title={title}>
        <p className="mt-1 max-w-2xl text-sm text-muted">{t('pharmacy.lead')}</p>
        {returning && (
          <p className="mt-2 max-w-2xl rounded-lg bg-primary-soft px-3 py-2 text-sm text-ink" data-testid="return-note">
            {t('pharmacy.returnNote')}
          </p>
        )}
      </PageHeader>
      {recommended.length > 0 && (
        <section aria-labelledby="recommended-title" className="mt-6">
          <h2 id="recommended-title" className="mb-3 text-lg font-bold">
            {t('pharmacy.recommended')}
          </h2>
          <PharmacyGrid pharmacies={recommended} chosenId={chosenId} label={t('pharmacy.recommended')} />
        </section>
      )}
      <PharmacyDirectory list={list} chosenId={chosenId} cities={cities} city={city} />
    </>
  );
}
