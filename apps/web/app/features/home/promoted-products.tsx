import { useTranslation } from '~/i18n/translate';
import type { ProductSummary } from '@apotek/contract/catalog';
import { ProductGrid } from '~/components/catalog/product-card';
import { HomeSection } from './home-section';

export function PromotedProducts({ products }: { products: ProductSummary[] }) {
  const { t } = useTranslation();
  if (products.length === 0) return null;
  return (
    <HomeSection id="promoted-title" title={t('home.promotedTitle')} more={{ to: '/product?sort=best_selling', label: t('home.seeAllProducts') }}>
      <ProductGrid products={products} />
    </HomeSection>
  );
}
