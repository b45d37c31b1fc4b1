import { Link } from 'react-router';
import { useTranslation } from '~/i18n/translate';
import type { Category } from '@apotek/contract/catalog';
import { HomeSection } from './home-section';
import { cardClass } from '~/components/ui/card';
import { mediaSrcSet } from '@apotek/contract/media';

/** The top categories as one-tap ways into the catalogue. */
export function CategoryShortcuts({ categories }: { categories: Category[] }) {
  const { t } = useTranslation();
  if (categories.length === 0) return null;
  return (
    <HomeSection id="categories-title" title={t('home.categoriesTitle')} more={{ to: '/product', label: t('home.seeAllProducts') }}>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
        {categories.map((c) => (
          <li key={c.id}>
            <Link
              to={`/product?category=${encodeURIComponent(c.slug)}`}
              className={cardClass({ padding: 'sm', interactive: true }, 'flex h-full items-center gap-3')}
            >
              <span className="flex h-10 w-10 shrink-0 items-center justify-center overflow-hidden rounded-xl bg-primary-soft text-sm font-bold text-primary-strong">
                {/* Above the fold on every screen: not lazy. 40 px wide, so 160 px is sharp up to 4x. */}
                {c.icon_url ? (
                  <img src={c.icon_url} srcSet={mediaSrcSet(c.icon_url, [160])} sizes="40px" alt="" width={40} height={40} decoding="async" className="h-full w-full object-cover" />
                ) : (
                  <span aria-hidden="true">{c.name.charAt(0)}</span>
                )}
              </span>
              <span className="min-w-0">
                <span className="block text-sm font-semibold leading-tight">{c.name}</span>
                <span className="text-xs text-muted">{t('brands.productCount', { n: c.product_count })}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}
