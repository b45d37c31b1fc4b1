import { Link } from 'react-router';
import { useTranslation } from '~/i18n/translate';
import type { Brand } from '@apotek/contract/brands';
import { cardClass } from '~/components/ui/card';
import { mediaSrcSet } from '@apotek/contract/media';

/** Logo tiles are 3:2 and at most 960 px wide, so the largest variant is never asked for. */
export const LOGO_WIDTHS = [160, 320, 640];

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
      className={cardClass({ padding: 'sm', interactive: true }, 'flex h-full flex-col items-center gap-2 text-center')}
    >
      <span className="flex aspect-[3/2] w-full items-center justify-center overflow-hidden rounded-xl bg-gray-50">
        {brand.logo_url ? (
          <img
            src={brand.logo_url}
            srcSet={mediaSrcSet(brand.logo_url, LOGO_WIDTHS)}
            // 3 columns on phones, 4 from sm, 6 from lg (popular brands, the brand list).
            sizes="(min-width: 1024px) 168px, (min-width: 640px) 22vw, 28vw"
            alt=""
            width={120}
            height={80}
            loading="lazy"
            decoding="async"
            className="h-full w-full object-contain"
          />
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
