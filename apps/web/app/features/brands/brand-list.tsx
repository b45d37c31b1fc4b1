import { Form, Link } from 'react-router';
import { useTranslation } from '~/i18n/translate';
import type { Brand } from '@apotek/contract/brands';
import { SearchIcon } from '~/components/ui/icons';
import type { BrandIndexQuery } from './brand-query';
import { cardClass } from '~/components/ui/card';
import { EmptyState } from '~/components/ui/empty-state';

/** Brands of the current letter or search as a compact list of names. */
export function BrandList({ brands, total }: { brands: Brand[]; total: number }) {
  const { t } = useTranslation();
  if (brands.length === 0) return <EmptyState icon={SearchIcon} compact text={t('brands.empty')} />;
  return (
    <>
      <p className="mb-3 text-sm text-muted">{t('brands.count', { n: total })}</p>
      <ul className="grid grid-cols-1 gap-2 sm:grid-cols-2 lg:grid-cols-4">
        {brands.map((b) => (
          <li key={b.id}>
            <Link to={`/brand/${b.slug}`} className={cardClass({ padding: 'none', compact: true, interactive: true }, 'flex items-center justify-between gap-2 px-4 py-3 text-sm')}>
              <span className="font-semibold">{b.name}</span>
              <span className="text-xs text-muted">{t('brands.productCount', { n: b.product_count })}</span>
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}

/** Find a brand by name (GET, keeps working without JavaScript). */
export function BrandSearch({ query }: { query: BrandIndexQuery }) {
  const { t } = useTranslation();
  return (
    <Form method="get" action="/brand" role="search" className="relative w-full sm:max-w-xs">
      <label htmlFor="brand-q" className="sr-only">
        {t('brands.searchLabel')}
      </label>
      <SearchIcon className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-muted" />
      <input id="brand-q" type="search" name="q" defaultValue={query.q} maxLength={100} placeholder={t('brands.searchPlaceholder')} className="w-full rounded-full border border-gray-300 bg-white py-2 pl-9 pr-4 text-sm focus:border-primary" />
    </Form>
  );
}
