import { useTranslation } from '~/i18n/translate';
import type { Brand } from '@apotek/contract/brands';
import { Breadcrumb } from '~/components/breadcrumb';
import { Card } from '~/components/ui/card';
import { LOGO_WIDTHS } from '~/components/catalog/brand-card';
import { mediaSrcSet } from '@apotek/contract/media';

/** A brand page's heading: logo, name, what the brand makes. */
export function BrandHeader({ brand }: { brand: Brand }) {
  const { t } = useTranslation();
  return (
    <header>
      <Breadcrumb trail={[{ label: t('pages.brand.title'), to: '/brand' }, { label: brand.name }]} />
      <Card padding="lg" className="mt-3 flex flex-col gap-4 sm:flex-row sm:items-center">
        <div className="flex h-20 w-28 shrink-0 items-center justify-center overflow-hidden rounded-xl bg-gray-50">
          {brand.logo_url ? (
            <img
              src={brand.logo_url}
              srcSet={mediaSrcSet(brand.logo_url, LOGO_WIDTHS)}
              sizes="112px"
              alt={t('brands.logoAlt', { name: brand.name })}
              width={120}
              height={80}
              fetchPriority="high"
              className="h-full w-full object-contain"
            />
          ) : (
            <span aria-hidden="true" className="text-3xl font-extrabold text-primary-strong/70">
              {brand.name.charAt(0)}
            </span>
          )}
        </div>
        <div>
          <h1 id="page-title" className="text-2xl font-bold">
            {brand.name}
          </h1>
          {brand.description && <p className="mt-1 max-w-3xl text-sm text-ink/90">{brand.description}</p>}
          <p className="mt-1 text-xs text-muted">{t('brands.productCount', { n: brand.product_count })}</p>
        </div>
      </Card>
    </header>
  );
}
