import { Link } from 'react-router';
import { useTranslation } from '~/i18n/translate';
import { formatRupiah } from '@apotek/contract/format/money';
import { CloseIcon } from '~/components/ui/icons';
import { drugClassMark } from '~/components/catalog/drug-class';
import type { CatalogData } from './catalog-data';
import { activeFilterCount, filtersHref, type CatalogFilters } from './filters';

/** The filters in force as removable chips, so a shopper sees why the list is short and can undo one. */
export function ActiveFilters({ data, path, omit }: { data: CatalogData; path: string; omit: (keyof CatalogFilters)[] }) {
  const { t } = useTranslation();
  const { filters, facets, tree } = data;
  if (activeFilterCount(filters, omit) === 0) return null;
  const href = (change: Partial<CatalogFilters>) => filtersHref(path, filters, change, omit);
  const nameOf = (slug: string, list: { slug: string; id: number; name: string }[]) => list.find((c) => c.slug === slug || String(c.id) === slug)?.name ?? slug;

  const chips: { key: string; label: string; to: string }[] = [];
  if (filters.category) chips.push({ key: 'category', label: nameOf(filters.category, tree.categories), to: href({ category: '', sub_category: '', segment: '' }) });
  if (filters.sub_category) chips.push({ key: 'sub', label: nameOf(filters.sub_category, tree.subCategories), to: href({ sub_category: '', segment: '' }) });
  if (filters.segment) chips.push({ key: 'segment', label: nameOf(filters.segment, tree.segments), to: href({ segment: '' }) });
  if (filters.brand && !omit.includes('brand')) {
    chips.push({ key: 'brand', label: facets.brand.find((b) => b.key === filters.brand)?.label ?? filters.brand, to: href({ brand: '' }) });
  }
  if (filters.min_price !== null || filters.max_price !== null) {
    const label =
      filters.max_price === null
        ? t('catalog.filters.priceFrom', { min: formatRupiah(filters.min_price ?? 0) })
        : t('catalog.filters.priceRange', { min: formatRupiah(filters.min_price ?? 0), max: formatRupiah(filters.max_price) });
    chips.push({ key: 'price', label, to: href({ min_price: null, max_price: null }) });
  }
  for (const c of filters.drug_class) {
    chips.push({ key: `dc-${c}`, label: t(drugClassMark(c).labelKey), to: href({ drug_class: filters.drug_class.filter((x) => x !== c) }) });
  }
  if (filters.in_stock && data.store) chips.push({ key: 'stock', label: t('catalog.filters.inStockChip', { store: data.store.name }), to: href({ in_stock: false }) });

  const clearAll = href({ category: '', sub_category: '', segment: '', brand: '', min_price: null, max_price: null, drug_class: [], in_stock: false });
  return (
    <div className="flex flex-wrap items-center gap-2" aria-label={t('catalog.filters.active')} role="group">
      {chips.map((chip) => (
        <Link
          key={chip.key}
          to={chip.to}
          preventScrollReset
          aria-label={t('catalog.filters.remove', { filter: chip.label })}
          className="inline-flex items-center gap-1 rounded-full border border-primary/30 bg-primary-soft px-3 py-1 text-xs font-semibold text-primary-strong hover:border-primary"
        >
          {chip.label}
          <CloseIcon className="h-3.5 w-3.5" />
        </Link>
      ))}
      <Link to={clearAll} preventScrollReset className="text-xs font-semibold text-muted underline hover:text-ink">
        {t('catalog.filters.clearAll')}
      </Link>
    </div>
  );
}
