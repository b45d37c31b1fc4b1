import { Form, Link } from 'react-router';
import { useTranslation } from '~/i18n/translate';
import type { FacetBucket } from '@apotek/contract/catalog';
import { DRUG_CLASSES } from '@apotek/contract/catalog-vocabulary';
import { DrugClassCircle } from '~/components/catalog/drug-class-badge';
import { drugClassMark } from '~/components/catalog/drug-class';
import { buttonClass } from '~/components/ui/button';
import type { CatalogData } from './catalog-data';
import { CategoryTree } from './category-tree';
import { filtersHref, filtersToParams, priceBandRange, type CatalogFilters } from './filters';
import { inputClass } from '~/components/ui/field';
import { useHydratedId } from '~/lib/hydrated-ids';

export interface FilterPanelProps {
  data: CatalogData;
  /** The page's own path (/product, /search, /brand/kalbe). */
  path: string;
  /** Filters the page fixes itself and that must not be offered (the brand on a brand page). */
  omit: (keyof CatalogFilters)[];
  /** In the mobile sheet the form is submitted by the sheet's own "Terapkan" button, named by this id. */
  formId?: string;
}

const countOf = (facet: FacetBucket[], key: string) => facet.find((b) => b.key === key)?.count ?? 0;

/** Hidden fields that carry the filters this form does not show, so submitting it keeps them. */
function Carried({ filters, omit }: { filters: CatalogFilters; omit: (keyof CatalogFilters)[] }) {
  const keys = (['q', 'category', 'sub_category', 'segment', 'brand', 'sort'] as const).filter((k) => !omit.includes(k));
  return (
    <>
      {keys.map((k) => {
        const value = filters[k];
        return value && !(k === 'sort' && value === 'relevance') ? <input key={k} type="hidden" name={k} value={value} /> : null;
      })}
    </>
  );
}

/** A single-choice filter (a price band, a brand) as a link that keeps the other filters; marked while it applies. */
function FacetLink({ to, active, bucket }: { to: string; active: boolean; bucket: FacetBucket }) {
  return (
    <Link
      to={to}
      preventScrollReset
      aria-current={active ? 'true' : undefined}
      className={`flex justify-between rounded-lg px-2 py-1.5 text-sm ${active ? 'bg-primary-soft font-semibold text-primary-strong' : 'hover:bg-gray-100'}`}
    >
      <span>{bucket.label}</span>
      <span className="text-xs text-muted">{bucket.count}</span>
    </Link>
  );
}

/**
 * All filters in one GET form (works without JavaScript; with it, a checkbox applies at once).
 * Single-choice filters (category, brand, price band) are links that keep the rest.
 */
export function FilterPanel({ data, path, omit, formId }: FilterPanelProps) {
  const { t } = useTranslation();
  const { filters, facets, store } = data;
  const href = (change: Partial<CatalogFilters>) => filtersHref(path, filters, change, omit);
  const autoSubmit = (e: React.ChangeEvent<HTMLInputElement>) => e.currentTarget.form?.requestSubmit();
  const heading = 'mb-2 text-sm font-bold text-ink';
  // The panel is rendered twice (sidebar and mobile drawer): ids must differ.
  const brandHeading = useHydratedId();

  return (
    <div className="space-y-6">
      <CategoryTree tree={data.tree} filters={filters} facet={facets.category} path={path} omit={omit} />

      {/* Keyed by the query so its unchecked inputs start over when a link changes the filters. */}
      <Form id={formId} key={filtersToParams(filters).toString()} method="get" action={path} preventScrollReset className="space-y-6">
        <Carried filters={filters} omit={omit} />

        <fieldset>
          <legend className={heading}>{t('catalog.filters.drugClass')}</legend>
          <ul className="space-y-1">
            {DRUG_CLASSES.map((c) => (
              <li key={c}>
                <label className="flex cursor-pointer items-center gap-2 rounded-lg px-2 py-1.5 text-sm hover:bg-gray-100">
                  <input type="checkbox" name="drug_class" value={c} defaultChecked={filters.drug_class.includes(c)} onChange={autoSubmit} className="h-4 w-4 accent-primary-strong" />
                  <DrugClassCircle drugClass={c} size={16} />
                  <span className="flex-1">{t(drugClassMark(c).labelKey)}</span>
                  <span className="text-xs text-muted">{countOf(facets.drug_class, c)}</span>
                </label>
              </li>
            ))}
          </ul>
        </fieldset>

        <fieldset>
          <legend className={heading}>{t('catalog.filters.price')}</legend>
          {facets.price_band.length > 0 && (
            <ul className="mb-3 space-y-0.5">
              {facets.price_band.map((band) => {
                const range = priceBandRange(band.key);
                if (!range) return null;
                const active = filters.min_price === range.min_price && filters.max_price === range.max_price;
                return (
                  <li key={band.key}>
                    <FacetLink to={href(range)} active={active} bucket={band} />
                  </li>
                );
              })}
            </ul>
          )}
          <div className="flex items-end gap-2">
            <label className="flex-1 text-xs text-muted">
              {t('catalog.filters.minPrice')}
              <input name="min_price" inputMode="numeric" defaultValue={filters.min_price ?? ''} placeholder="0" className={inputClass(false, 'mt-1 px-2 py-1.5 text-ink')} />
            </label>
            <span aria-hidden="true" className="pb-2 text-muted">
              –
            </span>
            <label className="flex-1 text-xs text-muted">
              {t('catalog.filters.maxPrice')}
              <input name="max_price" inputMode="numeric" defaultValue={filters.max_price ?? ''} placeholder="1.000.000" className={inputClass(false, 'mt-1 px-2 py-1.5 text-ink')} />
            </label>
          </div>
        </fieldset>

        <fieldset>
          <legend className={heading}>{t('catalog.filters.availability')}</legend>
          {store ? (
            <label className="flex cursor-pointer items-start gap-2 rounded-lg px-2 py-1.5 text-sm hover:bg-gray-100">
              <input type="checkbox" name="in_stock" value="1" defaultChecked={filters.in_stock} onChange={autoSubmit} className="mt-0.5 h-4 w-4 accent-primary-strong" />
              <span>{t('catalog.filters.inStockAt', { store: store.name })}</span>
            </label>
          ) : (
            <p className="px-2 text-sm text-muted">
              {t('catalog.filters.noStore')}{' '}
              <Link to="/pharmacy" className="font-semibold text-primary-strong underline">
                {t('catalog.filters.chooseStore')}
              </Link>
            </p>
          )}
        </fieldset>

        {!formId && (
          <button type="submit" className={buttonClass('primary', 'w-full')}>
            {t('catalog.filters.apply')}
          </button>
        )}
      </Form>

      {!omit.includes('brand') && facets.brand.length > 0 && (
        <nav aria-labelledby={brandHeading}>
          <h2 id={brandHeading} className={heading}>
            {t('catalog.filters.brand')}
          </h2>
          <ul className="max-h-72 space-y-0.5 overflow-y-auto">
            {facets.brand.map((b) => {
              const active = filters.brand === b.key;
              return (
                <li key={b.key}>
                  <FacetLink to={href({ brand: active ? '' : b.key })} active={active} bucket={b} />
                </li>
              );
            })}
          </ul>
        </nav>
      )}
    </div>
  );
}
