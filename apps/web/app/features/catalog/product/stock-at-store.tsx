import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ProductDetail } from '@apotek/contract/catalog';
import { PharmacyIcon } from '~/components/ui/icons';
import type { ChosenStore } from '../catalog-data';

/** Stock at the pharmacy the shopper chose, or an invitation to choose one. */
export function StockAtStore({ product, store }: { product: ProductDetail; store: ChosenStore | null }) {
  const { t } = useTranslation();
  const box = 'flex items-start gap-3 rounded-xl border border-gray-200 bg-white p-3 text-sm';
  if (!store) {
    return (
      <div className={box} data-testid="stock-status">
        <PharmacyIcon className="mt-0.5 h-5 w-5 shrink-0 text-muted" />
        <p>
          {t('product.stock.noStore')}{' '}
          <Link to="/pharmacy" className="font-semibold text-primary-strong underline">
            {t('product.stock.chooseStore')}
          </Link>
        </p>
      </div>
    );
  }
  const stock = product.stock;
  const inStock = stock?.in_stock ?? false;
  return (
    <div className={box} data-testid="stock-status">
      <PharmacyIcon className={`mt-0.5 h-5 w-5 shrink-0 ${inStock ? 'text-success' : 'text-muted'}`} />
      <div>
        <p className={`font-semibold ${inStock ? 'text-success' : 'text-ink'}`}>
          {inStock ? t('product.stock.available', { quantity: stock?.quantity ?? 0 }) : t('product.stock.unavailable')}
        </p>
        <p className="text-muted">
          {t('product.stock.at')}{' '}
          <Link to={`/pharmacy/${store.slug}`} className="font-medium text-ink underline">
            {store.name}
          </Link>{' '}
          ·{' '}
          <Link to="/pharmacy" className="text-primary-strong underline">
            {t('product.stock.change')}
          </Link>
        </p>
      </div>
    </div>
  );
}
