import { Form } from 'react-router';
import { useTranslation } from '~/i18n/translate';
import { SORTS } from '@apotek/contract/catalog-vocabulary';
import { filtersToParams, type CatalogFilters } from './filters';

/** Sort as a GET form: applies on change with JavaScript, with its own button without. */
export function SortForm({ filters, path, omit }: { filters: CatalogFilters; path: string; omit: (keyof CatalogFilters)[] }) {
  const { t } = useTranslation();
  const carried = [...filtersToParams({ ...filters, sort: 'relevance', page: 1 }, omit).entries()];
  return (
    <Form key={filters.sort} method="get" action={path} preventScrollReset className="flex items-center gap-2">
      {carried.map(([k, v], i) => (
        <input key={`${k}-${i}`} type="hidden" name={k} value={v} />
      ))}
      <label htmlFor="catalog-sort" className="text-sm text-muted">
        {t('catalog.sort.label')}
      </label>
      <select
        id="catalog-sort"
        name="sort"
        defaultValue={filters.sort}
        onChange={(e) => e.currentTarget.form?.requestSubmit()}
        className="rounded-lg border border-gray-300 bg-white py-1.5 pl-2 pr-8 text-sm font-medium focus:border-primary"
      >
        {SORTS.map((s) => (
          <option key={s} value={s}>
            {t(`catalog.sort.${s}`)}
          </option>
        ))}
      </select>
      <noscript>
        <button type="submit" className="rounded-lg border border-gray-300 px-2 py-1.5 text-sm">
          {t('catalog.sort.apply')}
        </button>
      </noscript>
    </Form>
  );
}
