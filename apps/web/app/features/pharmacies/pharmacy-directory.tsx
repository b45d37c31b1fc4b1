import { useTranslation } from '~/i18n/translate';
import type { PharmacyCity, PharmacySummary } from '@apotek/contract/pharmacies';
import type { Page } from '@apotek/contract/envelope';
import { Button } from '~/components/ui/button';
import { Pagination } from '~/components/ui/pagination';
import { CityPicker } from './city-picker';
import { NearbyPanel } from './nearby-panel';
import { PharmacyGrid } from './pharmacy-card';
import { useNearby } from './use-nearby';

/**
 * The list of all pharmacies (server-rendered, paged by URL) until the shopper shares a location;
 * then the nearest first, with distances, fetched by the browser. A guest may pick a city instead: the list is
 * then that city's pharmacies.
 */
export function PharmacyDirectory({
  list,
  chosenId,
  cities,
  city,
}: {
  list: Page<PharmacySummary>;
  chosenId: number | null;
  cities: PharmacyCity[];
  city: string | null;
}) {
  const { t } = useTranslation();
  const { state, locate, reset, goTo } = useNearby();
  const nearby = state.status === 'ready' ? state : null;
  return (
    <section aria-labelledby="pharmacy-list-title" className="mt-8 space-y-4">
      <NearbyPanel state={state} onLocate={locate} onReset={reset} />
      <CityPicker cities={cities} city={city} />
      {city && !nearby && <p className="text-sm text-muted">{t('pharmacy.city.cityBody', { city })}</p>}
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="pharmacy-list-title" className="text-lg font-bold">
          {nearby ? t('pharmacy.nearestTitle') : city ? t('pharmacy.city.cityTitle', { city }) : t('pharmacy.allTitle')}
        </h2>
        <p className="text-sm text-muted" aria-live="polite">
          {t('pharmacy.count', { n: nearby ? nearby.total : list.total })}
        </p>
      </div>
      {nearby ? (
        <>
          <PharmacyGrid pharmacies={nearby.items} chosenId={chosenId} label={t('pharmacy.nearestTitle')} />
          {nearby.lastPage > 1 && (
            <div className="flex justify-center gap-2">
              <Button variant="outline" disabled={nearby.page <= 1} onClick={() => goTo(nearby.page - 1)}>
                {t('pagination.previous')}
              </Button>
              <span className="self-center text-sm text-muted">{t('pagination.pageOf', { page: nearby.page, last: nearby.lastPage })}</span>
              <Button variant="outline" disabled={nearby.page >= nearby.lastPage} onClick={() => goTo(nearby.page + 1)}>
                {t('pagination.next')}
              </Button>
            </div>
          )}
        </>
      ) : (
        <>
          <PharmacyGrid pharmacies={list.data} chosenId={chosenId} label={city ? t('pharmacy.city.cityTitle', { city }) : t('pharmacy.allTitle')} />
          <Pagination page={list.page} lastPage={list.lastPage} hrefFor={(page) => (page > 1 ? `/pharmacy?page=${page}` : '/pharmacy')} />
        </>
      )}
    </section>
  );
}
