import { type ReactNode, useState } from 'react';
import { useTranslation } from '~/i18n/translate';
import { ProductGrid } from '~/components/catalog/product-card';
import { Button, buttonClass, LinkButton } from '~/components/ui/button';
import { Pagination } from '~/components/ui/pagination';
import { LazySheet, preloadSheet } from '~/components/ui/lazy-sheet';
import { ActiveFilters } from './active-filters';
import type { CatalogData } from './catalog-data';
import { FilterPanel } from './filter-panel';
import { activeFilterCount, filtersHref, type CatalogFilters } from './filters';
import { SortForm } from './sort-form';
import { Card } from '~/components/ui/card';
import { EmptyState } from '~/components/ui/empty-state';
import { SearchIcon } from '~/components/ui/icons';
import { useHydratedId } from '~/lib/hydrated-ids';

export interface CatalogViewProps {
  data: CatalogData;
  path: string;
  /** The page's heading block (title, corrected query, brand info…). */
  header: ReactNode;
  omit?: (keyof CatalogFilters)[];
}

/**
 * A product list with filters: a sidebar from 1024 px up, a bottom sheet below it. The sheet replaced
 * an inline panel that pushed the results 1,500 px down on a phone (issue 8, point 8). A choice inside
 * it applies at once behind the backdrop; "Terapkan" submits the typed prices and closes it.
 */
export function CatalogView({ data, path, header, omit = [] }: CatalogViewProps) {
  const { t, i18n } = useTranslation();
  const count = activeFilterCount(data.filters, omit);
  const panel = <FilterPanel data={data} path={path} omit={omit} />;
  const [sheetOpen, setSheetOpen] = useState(false);
  const sheetFormId = useHydratedId();
  function apply() {
    (document.getElementById(sheetFormId) as HTMLFormElement | null)?.requestSubmit();
    setSheetOpen(false);
  }
  return (
    <div>
      {header}
      <div className="mt-4 lg:grid lg:grid-cols-[260px_1fr] lg:gap-8">
        <aside aria-label={t('catalog.filters.title')} className="hidden lg:block">
          <Card>{panel}</Card>
        </aside>
        <section aria-labelledby="results-count">
          <div className="flex flex-wrap items-center justify-between gap-3">
            {/* A heading (styled as the line it was): below 1024 px the filter panel's h2 is in the closed
                sheet, and the cards' h3 would follow the page's h1 directly (Lighthouse heading-order). */}
            <h2 id="results-count" className="text-sm text-muted" aria-live="polite">
              {t('catalog.resultCount', { total: data.total.toLocaleString(i18n.language === 'en' ? 'en-GB' : 'id-ID') })}
            </h2>
            <SortForm filters={data.filters} path={path} omit={omit} />
          </div>
          <Button variant="outline" onClick={() => setSheetOpen(true)} onPointerEnter={preloadSheet} onFocus={preloadSheet} onTouchStart={preloadSheet} aria-haspopup="dialog" className="mt-3 w-full lg:hidden" data-testid="filter-toggle">
            {count > 0 ? t('catalog.filters.toggleWithCount', { n: count }) : t('catalog.filters.toggle')}
          </Button>
          <LazySheet
            open={sheetOpen}
            onClose={() => setSheetOpen(false)}
            title={t('catalog.filters.title')}
            closeLabel={t('catalog.filters.close')}
            testId="filter-sheet"
            footer={
              <button type="button" onClick={apply} className={buttonClass('primary', 'w-full py-3')}>
                {t('catalog.filters.applySheet')}
              </button>
            }
          >
            <FilterPanel data={data} path={path} omit={omit} formId={sheetFormId} />
          </LazySheet>
          <div className="mt-3">
            <ActiveFilters data={data} path={path} omit={omit} />
          </div>
          <div className="mt-4">
            {data.products.length > 0 ? (
              <ProductGrid products={data.products} columns="narrow" eagerFirst={4} label={t('catalog.resultsLabel')} />
            ) : (
              <EmptyState
                icon={SearchIcon}
                title={t('catalog.empty.title')}
                text={t('catalog.empty.body')}
                action={
                  count > 0 && (
                    <LinkButton to={filtersHref(path, data.filters, { category: '', sub_category: '', segment: '', brand: '', min_price: null, max_price: null, drug_class: [], in_stock: false }, omit)} variant="outline">
                      {t('catalog.filters.clearAll')}
                    </LinkButton>
                  )
                }
              />
            )}
          </div>
          <Pagination page={data.page} lastPage={data.lastPage} hrefFor={(page) => filtersHref(path, data.filters, { page }, omit)} />
        </section>
      </div>
    </div>
  );
}
