import { useTranslation } from 'react-i18next';
import type { Brand } from '@apotek/contract/brands';
import { Breadcrumb } from '~/components/breadcrumb';

/** A brand page's heading: logo, name, what the brand makes. */
export function BrandHeader({ brand }: { brand: Brand }) {
  const { t } = useTranslation();
  return (
    <header>
      <Breadcrumb trail={[{ label: t('pages.brand.title'), to: '/brand' }, { label: brand.name }]} />
      <div className="mt-3 flex flex-col gap-4 rounded-2xl border border-gray-200 bg-white p-5 sm:flex-row sm:items-center">
        <div className="flex h-20 w-28 shrink-0 items-center justify-center overflow-hidden rounded-xl bg-gray-50">
          {brand.logo_url ? (
            <img src={brand.logo_url} alt={t('brands.logoAlt', { name: brand.name })} width={112} height={80} className="h-full w-full object-contain p-2" />
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
      </div>
    </header>
  );
}
