import { useTranslation } from '~/i18n/translate';
import { BrandCard } from '~/components/catalog/brand-card';
import { PageMeta } from '~/components/page-meta';
import { Pagination } from '~/components/ui/pagination';
import { PageHeader } from '~/components/page-header';
import { brandIndexHref } from '~/features/brands/brand-query';
import { BrandList, BrandSearch } from '~/features/brands/brand-list';
import { loadBrandIndex } from '~/features/brands/brands.server';
import { LetterIndex } from '~/features/brands/letter-index';
import type { Route } from './+types/brand';

export function loader({ request, context }: Route.LoaderArgs) {
  return loadBrandIndex(request, context);
}

export default function BrandPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { query, list, popular } = loaderData;
  const title = t('pages.brand.title');
  return (
    <>
      <PageMeta title={title} description={t('brands.metaDescription')} />
      <PageHeader title={title} />
      {popular.length > 0 && (
        <section aria-labelledby="popular-brands" className="mt-6">
          <h2 id="popular-brands" className="mb-3 text-lg font-bold">
            {t('brands.popular')}
          </h2>
          <ul className="grid grid-cols-3 gap-3 sm:grid-cols-4 lg:grid-cols-6">
            {popular.map((b) => (
              <li key={b.id}>
                <BrandCard brand={b} />
              </li>
            ))}
          </ul>
        </section>
      )}
      <section aria-labelledby="all-brands" className="mt-8 space-y-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="all-brands" className="text-lg font-bold">
            {query.letter ? t('brands.startingWith', { letter: query.letter === '#' ? '0–9' : query.letter.toUpperCase() }) : t('brands.allTitle')}
          </h2>
          <BrandSearch query={query} />
        </div>
        <LetterIndex query={query} />
        <BrandList brands={list.data} total={list.total} />
        <Pagination page={list.page} lastPage={list.lastPage} hrefFor={(page) => brandIndexHref(query, { page })} />
      </section>
    </>
  );
}
