import { Link } from 'react-router';
import { useTranslation } from '~/i18n/translate';
import { zoneAbbreviation } from '@apotek/contract/time-zones';
import { Breadcrumb } from '~/components/breadcrumb';
import { ProductGrid } from '~/components/catalog/product-card';
import { PageMeta } from '~/components/page-meta';
import { ChatPharmacistButton } from '~/features/chat/chat-pharmacist-button';
import { ChooseStoreForm } from '~/features/pharmacies/choose-store-form';
import { LegalInfo } from '~/features/pharmacies/legal-info';
import { MapPosition } from '~/features/pharmacies/map-position';
import { OpeningHoursTable } from '~/features/pharmacies/opening-hours';
import { OperationStatus } from '~/features/pharmacies/operation-status';
import { loadPharmacy } from '~/features/pharmacies/pharmacies.server';
import type { Route } from './+types/pharmacy.$slug';
import { cardClass } from '~/components/ui/card';
import { EmptyState } from '~/components/ui/empty-state';

export function loader({ request, context, params }: Route.LoaderArgs) {
  return loadPharmacy(request, context, params.slug);
}

const card = cardClass({ padding: 'lg' });

export default function PharmacySlugPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { pharmacy, operation, products, productTotal, chosenId } = loaderData;
  const chosen = chosenId === pharmacy.id;
  return (
    <article aria-labelledby="page-title">
      <PageMeta title={pharmacy.name} description={t('pharmacy.detailDescription', { name: pharmacy.name, city: pharmacy.city })} />
      <Breadcrumb trail={[{ label: t('pages.pharmacy.title'), to: '/pharmacy' }]} />
      <header className={`mt-3 flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between ${card}`}>
        <div className="space-y-2">
          <h1 id="page-title" className="text-2xl font-bold">
            {pharmacy.name}
          </h1>
          <p className="text-sm text-ink/90">
            {pharmacy.address}, {pharmacy.city}
          </p>
          <OperationStatus operation={operation} fallbackOpen={pharmacy.is_open_now} />
        </div>
        <div className="flex shrink-0 flex-col gap-2 sm:items-end">
          <ChooseStoreForm storeId={pharmacy.id} chosen={chosen} name={pharmacy.name} />
          <ChatPharmacistButton pharmacy={pharmacy.id} />
        </div>
      </header>

      <div className="mt-6 grid gap-6 lg:grid-cols-2">
        <section aria-labelledby="hours-title" className={card}>
          <h2 id="hours-title" className="mb-3 text-lg font-bold">
            {t('pharmacy.hours.title')}
          </h2>
          <OpeningHoursTable hours={pharmacy.opening_hours} today={operation?.today.weekday ?? null} />
          <p className="mt-2 text-xs text-muted" data-testid="hours-time-zone">
            {t('pharmacy.hours.timeZone', { zone: zoneAbbreviation(pharmacy.time_zone), tz: pharmacy.time_zone })}
          </p>
        </section>
        <div className="space-y-6">
          <section aria-labelledby="map-title">
            <h2 id="map-title" className="mb-3 text-lg font-bold">
              {t('pharmacy.map.title')}
            </h2>
            <MapPosition name={pharmacy.name} lat={pharmacy.latitude} lng={pharmacy.longitude} />
          </section>
          <section aria-labelledby="legal-title" className={card}>
            <h2 id="legal-title" className="mb-3 text-lg font-bold">
              {t('pharmacy.legal.title')}
            </h2>
            <LegalInfo pharmacy={pharmacy} />
          </section>
        </div>
      </div>

      <section aria-labelledby="stock-title" className="mt-10">
        <div className="mb-4 flex flex-wrap items-end justify-between gap-2">
          <h2 id="stock-title" className="text-xl font-bold">
            {t('pharmacy.inStockTitle')}
          </h2>
          {chosen && productTotal > products.length && (
            <Link to="/product?in_stock=1" className="text-sm font-semibold text-primary-strong hover:underline">
              {t('pharmacy.allInStock', { n: productTotal })}
            </Link>
          )}
        </div>
        {products.length > 0 ? <ProductGrid products={products} /> : <EmptyState compact text={t('pharmacy.noStock')} />}
      </section>
    </article>
  );
}
