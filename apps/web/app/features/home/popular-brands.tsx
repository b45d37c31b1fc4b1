import { useTranslation } from '~/i18n/translate';
import type { Brand } from '@apotek/contract/brands';
import { BrandCard } from '~/components/catalog/brand-card';
import { HomeSection } from './home-section';

export function PopularBrands({ brands }: { brands: Brand[] }) {
  const { t } = useTranslation();
  if (brands.length === 0) return null;
  return (
    <HomeSection id="brands-title" title={t('home.brandsTitle')} more={{ to: '/brand', label: t('home.seeAllBrands') }}>
      <ul className="grid grid-cols-3 gap-3 sm:grid-cols-4 lg:grid-cols-6">
        {brands.map((b) => (
          <li key={b.id}>
            <BrandCard brand={b} />
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}
