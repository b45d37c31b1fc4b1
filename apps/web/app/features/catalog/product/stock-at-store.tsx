import { Link, useLocation } from 'react-router';
import { useTranslation } from '~/i18n/translate';
import type { ProductDetail } from '@apotek/contract/catalog';
import { PharmacyIcon } from '~/components/ui/icons';
import { formatDistance } from '~/lib/distance';
import { useLocale } from '~/lib/root-data';
import type { ChosenStore } from '../catalog-data';
import { cardClass } from '~/components/ui/card';

/** /pharmacy with the way back to this page, so choosing another pharmacy returns the shopper here. */
export function useChangeStoreHref(): string {
  const location = useLocation();
  return `/pharmacy?return=${encodeURIComponent(location.pathname + location.search)}`;
}

/**
 * Where the product is sent from: "Dikirim dari Apotek Menteng · 2,1 km", its stock there and "Ganti apotek".
 * The pharmacy is the shopper's choice or, until they make one, the nearest that has the product in stock.
 */
export function StockAtStore({ product, store, noStock = false }: { product: ProductDetail; store: ChosenStore | null; noStock?: boolean }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const changeHref = useChangeStoreHref();
  const box = cardClass({ compact: true, padding: 'sm' }, 'flex items-start gap-3 text-sm');
  if (!store) {
    return (
      <div className={box} data-testid="stock-status">
        <PharmacyIcon className="mt-0.5 h-5 w-5 shrink-0 text-muted" />
        <p>
          {noStock ? <span className="font-semibold text-ink">{t('product.stock.nowhere')}</span> : t('product.stock.noStore')}{' '}
          <Link to={changeHref} className="font-semibold text-primary-strong underline">
            {t('product.stock.chooseStore')}
          </Link>
        </p>
      </div>
    );
  }
  const stock = product.stock;
  const inStock = stock?.in_stock ?? false;
  const distance = store.distance_km === null || store.distance_km === undefined ? null : formatDistance(store.distance_km, locale);
  return (
    <div className={box} data-testid="stock-status">
      <PharmacyIcon className={`mt-0.5 h-5 w-5 shrink-0 ${inStock ? 'text-success' : 'text-muted'}`} />
      <div className="min-w-0">
        <p className="text-ink" data-testid="sent-from">
          {t('product.stock.sentFrom')}{' '}
          <Link to={`/pharmacy/${store.slug}`} className="font-semibold underline">
            {store.name}
          </Link>
          {distance && <span className="whitespace-nowrap"> · {distance}</span>}
        </p>
        <p className={`mt-0.5 font-semibold ${inStock ? 'text-success' : 'text-ink'}`}>
          {inStock ? t('product.stock.available', { quantity: stock?.quantity ?? 0 }) : t('product.stock.unavailable')}
        </p>
        <p className="mt-0.5 text-muted">
          {store.auto && <span>{t('product.stock.autoChosen')} · </span>}
          <Link to={changeHref} className="whitespace-nowrap font-semibold text-primary-strong underline" data-testid="change-store">
            {t('product.stock.change')}
          </Link>
        </p>
      </div>
    </div>
  );
}
