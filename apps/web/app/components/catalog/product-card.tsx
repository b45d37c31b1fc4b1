import { Link } from 'react-router';
import { useTranslation } from '~/i18n/translate';
import type { ProductSummary } from '@apotek/contract/catalog';
import { DrugClassBadge } from './drug-class-badge';
import { Price } from '~/components/ui/price';
import { useProductCardAction } from './product-card-action';
import { ProductImage } from './product-image';
import { Card } from '~/components/ui/card';
import { useLinkPrefetch } from '~/lib/link-prefetch';

/** One product in a grid: photo, class mark, name, pack, price and (when a pharmacy was chosen) stock. */
export function ProductCard({ product, eager = false }: { product: ProductSummary; eager?: boolean }) {
  const { t } = useTranslation();
  const action = useProductCardAction();
  const prefetch = useLinkPrefetch();
  return (
    <Card as="article" padding="sm" interactive className="group relative flex h-full flex-col focus-within:ring-2 focus-within:ring-primary-strong">
      <ProductImage src={product.image_url} alt={product.name} eager={eager} />
      <div className="mt-3 flex items-center gap-2">
        <DrugClassBadge drugClass={product.drug_class} compact />
        {product.brand && <span className="truncate text-xs font-medium text-muted">{product.brand.name}</span>}
      </div>
      {/* The whole name, never cut: strength and pack size sit at its end and tell products apart (issue 8,
          point 8). Two lines are reserved so prices line up; the longest names (about 55 characters)
          take a third on a phone rather than lose their end. */}
      <h3 className="mt-1 min-h-[2.25rem] break-words text-[13px] font-semibold leading-[18px] text-ink sm:min-h-[2.5rem] sm:text-sm sm:leading-5">
        {/* The whole card is the link's target, for a large touch area; the name stays the link's text. */}
        <Link to={`/product/${product.slug}`} prefetch={prefetch} className="outline-none after:absolute after:inset-0 after:rounded-2xl">
          {product.name}
        </Link>
      </h3>
      <p className="mt-0.5 text-xs text-muted">{product.packaging}</p>
      <div className="mt-auto pt-2">
        {/* A product that may not be sold online shows no price: nothing here invites buying it. */}
        {product.sellable_online ? <Price price={product.price} promoPrice={product.promo_price} /> : <p className="text-xs font-semibold text-ink">{t('product.informationOnly')}</p>}
        {product.sellable_online && product.requires_prescription && <p className="mt-1 text-xs font-semibold text-red-800">{t('product.prescriptionShort')}</p>}
        {product.sellable_online && product.in_stock !== null && (
          <p className={`mt-1 text-xs font-medium ${product.in_stock ? 'text-success' : 'text-muted'}`}>
            {product.in_stock ? t('product.inStockShort') : t('product.outOfStockShort')}
          </p>
        )}
        {action?.(product)}
      </div>
    </Card>
  );
}

/** Cards in a responsive grid: 2 columns on phones up to 5 on wide screens. */
export function ProductGrid({ products, columns = 'wide', eagerFirst = 0, label }: { products: ProductSummary[]; columns?: 'wide' | 'narrow'; eagerFirst?: number; label?: string }) {
  const cols = columns === 'wide' ? 'sm:grid-cols-3 lg:grid-cols-5' : 'sm:grid-cols-3 lg:grid-cols-4';
  return (
    <ul aria-label={label} className={`grid grid-cols-2 gap-3 ${cols}`}>
      {products.map((product, i) => (
        <li key={product.id}>
          <ProductCard product={product} eager={i < eagerFirst} />
        </li>
      ))}
    </ul>
  );
}
