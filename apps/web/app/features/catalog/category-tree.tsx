import { Link } from 'react-router';
import { useTranslation } from '~/i18n/translate';
import type { Category, FacetBucket } from '@apotek/contract/catalog';
import type { CategoryPath } from './catalog-data';
import { filtersHref, type CatalogFilters } from './filters';

function countFor(cat: Category, facet: FacetBucket[]): number | null {
  const hit = facet.find((b) => b.key === cat.slug || b.key === String(cat.id));
  return hit ? hit.count : null;
}

function Node({ label, href, active, count, level }: { label: string; href: string; active: boolean; count: number | null; level: 0 | 1 | 2 }) {
  const pad = ['pl-2', 'pl-6', 'pl-10'][level];
  return (
    <li>
      <Link
        to={href}
        preventScrollReset
        aria-current={active ? 'true' : undefined}
        className={`flex items-center justify-between gap-2 rounded-lg py-1.5 pr-2 text-sm ${pad} ${active ? 'bg-primary-soft font-semibold text-primary-strong' : 'text-ink hover:bg-gray-100'}`}
      >
        <span>{label}</span>
        {count !== null && <span className="text-xs text-muted">{count}</span>}
      </Link>
    </li>
  );
}

/** Categories → sub-categories → segments, opened along the selected path; each a link that keeps the other filters. */
export function CategoryTree({ tree, filters, facet, path, omit }: { tree: CategoryPath; filters: CatalogFilters; facet: FacetBucket[]; path: string; omit: (keyof CatalogFilters)[] }) {
  const { t } = useTranslation();
  const href = (change: Partial<CatalogFilters>) => filtersHref(path, filters, change, omit);
  if (tree.categories.length === 0) return null;
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-bold text-ink">{t('catalog.filters.category')}</legend>
      <ul className="space-y-0.5">
        <Node label={t('catalog.filters.allCategories')} href={href({ category: '', sub_category: '', segment: '' })} active={!filters.category} count={null} level={0} />
        {tree.categories.map((cat) => {
          const open = filters.category === cat.slug || filters.category === String(cat.id);
          return (
            <li key={cat.id}>
              <ul>
                <Node label={cat.name} href={href({ category: cat.slug, sub_category: '', segment: '' })} active={open && !filters.sub_category} count={countFor(cat, facet)} level={0} />
                {open &&
                  tree.subCategories.map((sub) => {
                    const subOpen = filters.sub_category === sub.slug || filters.sub_category === String(sub.id);
                    return (
                      <li key={sub.id}>
                        <ul>
                          <Node label={sub.name} href={href({ category: cat.slug, sub_category: sub.slug, segment: '' })} active={subOpen && !filters.segment} count={countFor(sub, facet)} level={1} />
                          {subOpen &&
                            tree.segments.map((seg) => (
                              <Node
                                key={seg.id}
                                label={seg.name}
                                href={href({ category: cat.slug, sub_category: sub.slug, segment: seg.slug })}
                                active={filters.segment === seg.slug || filters.segment === String(seg.id)}
                                count={countFor(seg, facet)}
                                level={2}
                              />
                            ))}
                        </ul>
                      </li>
                    );
                  })}
              </ul>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
