import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Brand } from '@apotek/contract/brands';

/** A brand tile: logo (or its initials on a tinted square of the same size) and name. */
export function BrandCard({ brand }: { brand: Brand }) {
  const { t } = useTranslation();
  const initials = brand.name
    .split(/\s+/)
    .slice(0, 2)
    .map((w) => w[0] ?? '')
    .join('')
    .toUpperCase();
  return (
    <Link
      to={`/brand/${brand.slug}`}
      className="flex h-full flex-col items-center gap-2 rounded-2xl border border-gray-200 bg-white p-3 text-center transition hover:border-primary/60 hover:shadow-md"
    >
      <span className="flex aspect-[3/2] w-full items-center justify-center overflow-hidden rounded-xl bg-gray-50">
        {brand.logo_url ? (
          <img src={brand.logo_url} alt="" width={120} height={80} loading="lazy" decoding="async" className="h-full w-full object-contain p-2" />
        ) : (
          <span aria-hidden="true" className="text-2xl font-extrabold text-primary-strong/70">
            {initials}
          </span>
        )}
      </span>
      <span className="line-clamp-1 text-sm font-semibold text-ink">{brand.name}</span>
      <span className="text-xs text-muted">{t('brands.productCount', { n: brand.product_count })}</span>
    </Link>
  );
}
