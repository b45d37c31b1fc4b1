import { Form, Link } from 'react-router';
import { DRUG_CLASSES } from '@apotek/contract/catalog-vocabulary';
import type { ConsoleProductRow } from '@apotek/contract/catalog-admin';
import { formatRupiah } from '@apotek/contract/format/money';
import { mediaUrl, mediaHash } from '@apotek/contract/media';
import { useTranslation } from '~/i18n/translate';
import { Button, buttonClass, LinkButton } from '~/components/ui/button';
import { Card } from '~/components/ui/card';
import { DataTable } from '~/components/ui/data-table';
import { EmptyState } from '~/components/ui/empty-state';
import { inputClass } from '~/components/ui/field';
import { Pagination } from '~/components/ui/pagination';
import { useLocale } from '~/lib/root-data';
import type { AdminSort, ProductFilters } from './catalog.server';

const LABEL = 'mb-1 block text-xs font-semibold';

export function filtersQuery(filters: ProductFilters, extra: Record<string, string> = {}): URLSearchParams {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(filters)) {
    if (v === '' || (k === 'status' && v === 'active') || (k === 'sort' && v === 'name') || (k === 'dir' && v === 'asc')) continue;
    params.set(k, String(v));
  }
  for (const [k, v] of Object.entries(extra)) params.set(k, v);
  return params;
}

function href(filters: ProductFilters, page: number): string {
  const params = filtersQuery(filters);
  if (page > 1) params.set('page', String(page));
  const text = params.toString();
  return text ? `/console/catalog?${text}` : '/console/catalog';
}

/** The export of what the table shows (all pages), as CSV or XLSX, straight from the API. */
function exportHref(filters: ProductFilters, format: 'csv' | 'xlsx'): string {
  const params = new URLSearchParams({ status: filters.status, sort: filters.sort, dir: filters.dir, format });
  for (const k of ['q', 'drug_class', 'category_id', 'brand_id'] as const) if (filters[k]) params.set(k, filters[k]);
  return `/api/console/products/export?${params.toString()}`;
}

interface Props {
  filters: ProductFilters;
  products: ConsoleProductRow[];
  page: number;
  lastPage: number;
  total: number;
  categories: Array<{ id: number; name: string; name_en: string }>;
  brands: Array<{ id: number; name: string }>;
}

/** /console/catalog: the products, searched, filtered, sorted and paged in the address; exported as they are filtered. */
export function ProductTable({ filters, products, page, lastPage, total, categories, brands }: Props) {
  const { t } = useTranslation();
  const locale = useLocale();
  const sortLink = (column: AdminSort, label: string) => {
    const active = filters.sort === column;
    const dir = active && filters.dir === 'asc' ? 'desc' : 'asc';
    return (
      <Link to={href({ ...filters, sort: column, dir }, 1)} className="inline-flex items-center gap-1 hover:underline" aria-label={t('consoleCatalog.list.sortBy', { column: label })}>
        {label}
        <span aria-hidden="true">{active ? (filters.dir === 'asc' ? '▲' : '▼') : '↕'}</span>
      </Link>
    );
  };
  return (
    <section aria-labelledby="page-title" className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 id="page-title" className="text-2xl font-bold">
            {t('consoleCatalog.title')}
          </h1>
          <p className="text-sm text-muted">{t('consoleCatalog.intro')}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <LinkButton to="/console/catalog/new" className="px-4 py-2">
            {t('consoleCatalog.list.add')}
          </LinkButton>
          <LinkButton to="/console/catalog/import" variant="outline" className="px-4 py-2">
            {t('consoleCatalog.list.import')}
          </LinkButton>
          <a href={exportHref(filters, 'csv')} download className={buttonClass('outline', 'px-4 py-2')} data-testid="export-csv">
            {t('consoleCatalog.list.exportCsv')}
          </a>
          <a href={exportHref(filters, 'xlsx')} download className={buttonClass('ghost', 'px-4 py-2')}>
            {t('consoleCatalog.list.exportXlsx')}
          </a>
        </div>
      </div>
      <Card as={Form} method="get" padding="sm" className="grid grid-cols-2 gap-3 lg:grid-cols-6" aria-label={t('consoleCatalog.list.filters')}>
        <label className={`${LABEL} col-span-2`}>
          {t('consoleCatalog.list.search')}
          <input type="search" name="q" defaultValue={filters.q} maxLength={100} className={inputClass(false, 'mt-1 py-1.5')} />
        </label>
        <label className={LABEL}>
          {t('consoleCatalog.list.drugClass')}
          <select name="drug_class" defaultValue={filters.drug_class} className={inputClass(false, 'mt-1 py-1.5')}>
            <option value="">{t('consoleCatalog.list.any')}</option>
            {DRUG_CLASSES.map((c) => (
              <option key={c} value={c}>
                {t(`consoleCatalog.classes.${c}`)}
              </option>
            ))}
          </select>
        </label>
        <label className={LABEL}>
          {t('consoleCatalog.list.status')}
          <select name="status" defaultValue={filters.status} className={inputClass(false, 'mt-1 py-1.5')}>
            {(['active', 'archived', 'all'] as const).map((s) => (
              <option key={s} value={s}>
                {t(`consoleCatalog.list.statuses.${s}`)}
              </option>
            ))}
          </select>
        </label>
        <label className={LABEL}>
          {t('consoleCatalog.list.category')}
          <select name="category_id" defaultValue={filters.category_id} className={inputClass(false, 'mt-1 py-1.5')}>
            <option value="">{t('consoleCatalog.list.any')}</option>
            {categories.map((c) => (
              <option key={c.id} value={c.id}>
                {locale === 'en' ? c.name_en || c.name : c.name}
              </option>
            ))}
          </select>
        </label>
        <label className={LABEL}>
          {t('consoleCatalog.list.brand')}
          <select name="brand_id" defaultValue={filters.brand_id} className={inputClass(false, 'mt-1 py-1.5')}>
            <option value="">{t('consoleCatalog.list.any')}</option>
            {brands.map((b) => (
              <option key={b.id} value={b.id}>
                {b.name}
              </option>
            ))}
          </select>
        </label>
        <input type="hidden" name="sort" value={filters.sort} />
        <input type="hidden" name="dir" value={filters.dir} />
        <div className="col-span-2 flex gap-2 lg:col-span-6">
          <Button type="submit" className="px-4 py-1.5">
            {t('consoleCatalog.list.apply')}
          </Button>
          <LinkButton to="/console/catalog" variant="ghost" className="px-4 py-1.5">
            {t('consoleCatalog.list.reset')}
          </LinkButton>
        </div>
      </Card>
      <p className="text-sm text-muted" role="status">
        {t('consoleCatalog.list.count', { count: total })}
      </p>
      {products.length === 0 ? (
        <EmptyState compact text={t('consoleCatalog.list.empty')} />
      ) : (
        <DataTable
          columns={[
            <span className="sr-only" key="img">
              {t('consoleCatalog.list.image')}
            </span>,
            sortLink('sku', t('consoleCatalog.list.sku')),
            sortLink('name', t('consoleCatalog.list.name')),
            sortLink('drug_class', t('consoleCatalog.list.drugClass')),
            sortLink('price', t('consoleCatalog.list.price')),
            t('consoleCatalog.list.category'),
            t('consoleCatalog.list.nie'),
          ]}
        >
          {products.map((p) => {
            const hash = p.image_url ? mediaHash(p.image_url) : undefined;
            return (
              <tr key={p.id} className="border-t border-gray-100 align-middle" data-testid="product-row">
                <td className="px-4 py-2">
                  {hash ? <img src={mediaUrl(hash, 160)} alt="" width={40} height={40} loading="lazy" className="h-10 w-10 rounded object-contain" /> : <span className="block h-10 w-10 rounded bg-gray-100" />}
                </td>
                <td className="whitespace-nowrap px-4 py-2 font-mono text-xs">{p.sku}</td>
                <td className="min-w-48 px-4 py-2">
                  <Link to={`/console/catalog/${p.id}`} className="font-semibold text-primary-strong hover:underline">
                    {p.name}
                  </Link>
                  {p.archived_at && <span className="ml-2 rounded bg-gray-100 px-1.5 py-0.5 text-xs text-muted">{t('consoleCatalog.list.archived')}</span>}
                  {p.brand_name && <span className="block text-xs text-muted">{p.brand_name}</span>}
                </td>
                <td className="whitespace-nowrap px-4 py-2 text-xs">{t(`consoleCatalog.classes.${p.drug_class}`)}</td>
                <td className="whitespace-nowrap px-4 py-2 text-right tabular-nums">
                  {p.promo_price !== null ? (
                    <>
                      <span className="font-semibold text-danger">{formatRupiah(p.promo_price)}</span>
                      <s className="block text-xs text-muted">{formatRupiah(p.price)}</s>
                    </>
                  ) : (
                    formatRupiah(p.price)
                  )}
                </td>
                <td className="px-4 py-2 text-xs">{p.category_name}</td>
                <td className="whitespace-nowrap px-4 py-2 font-mono text-xs">{p.bpom_number}</td>
              </tr>
            );
          })}
        </DataTable>
      )}
      <Pagination page={page} lastPage={lastPage} hrefFor={(p) => href(filters, p)} label={t('consoleCatalog.list.paging')} />
    </section>
  );
}
