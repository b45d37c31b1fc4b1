import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '~/i18n/translate';
import type { ProductDetail } from '@apotek/contract/catalog';
import { DrugClassBadge } from '~/components/catalog/drug-class-badge';
import { drugClassMark } from '~/components/catalog/drug-class';
import { Price } from '~/components/ui/price';
import type { ChosenStore } from '../catalog-data';
import { PrescriptionNotice } from './prescription-notice';
import { StockAtStore } from './stock-at-store';

/**
 * Name, class, registration, price, the legal notice and stock: what a shopper needs to decide.
 * `purchase` is the cart's controls, composed in by the page (a feature does not reach into another).
 */
export function BuyBox({ product, store, noStock = false, purchase }: { product: ProductDetail; store: ChosenStore | null; noStock?: boolean; purchase?: ReactNode }) {
  const { t } = useTranslation();
  const mark = drugClassMark(product.drug_class);
  return (
    <div className="space-y-4">
      <div>
        {product.brand && (
          <Link to={`/brand/${product.brand.slug}`} className="text-sm font-semibold text-primary-strong hover:underline">
            {product.brand.name}
          </Link>
        )}
        <h1 id="page-title" className="mt-1 text-2xl font-bold leading-tight text-ink lg:text-3xl">
          {product.name}
        </h1>
        <p className="mt-1 text-sm text-muted">{product.packaging}</p>
      </div>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <DrugClassBadge drugClass={product.drug_class} />
        <span className="text-xs text-muted">
          {t('product.nie')}: <span className="font-mono text-ink">{product.bpom_number}</span>
        </span>
      </div>
      {product.sellable_online && <p className="text-xs text-muted">{t(mark.hintKey)}</p>}
      <PrescriptionNotice product={product} />
      {product.sellable_online && (
        <>
          <Price price={product.price} promoPrice={product.promo_price} size="lg" />
          <StockAtStore product={product} store={store} noStock={noStock} />
          {purchase}
        </>
      )}
    </div>
  );
}
