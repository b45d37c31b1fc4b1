import type { DoctorSummary } from '@apotek/contract/doctors';
import type { Page } from '@apotek/contract/envelope';
import { useTranslation } from '~/i18n/translate';
import { LinkButton } from '~/components/ui/button';
import { Card } from '~/components/ui/card';
import { EmptyState } from '~/components/ui/empty-state';
import { StethoscopeIcon } from '~/components/ui/icons';
import { Pagination } from '~/components/ui/pagination';
import { DoctorGrid } from './doctor-card';
import { DoctorFilterForm, DoctorSearchForm, DoctorSortForm, SpecialtyChips } from './doctor-filters';
import { activeDoctorFilterCount, doctorFiltersHref, type DoctorFilters } from './filters';

/**
 * The doctor list: search, specialty chips, the other filters in a sidebar from 1024 px up and in a
 * disclosure above the list below it (a <details>, so it opens without JavaScript), sort, cards and pages.
 */
export function DoctorDirectory({ filters, list }: { filters: DoctorFilters; list: Page<DoctorSummary> }) {
  const { t, i18n } = useTranslation();
  const count = activeDoctorFilterCount(filters);
  const clear = doctorFiltersHref(filters, { specialty: '', online: false, min_fee: null, max_fee: null, min_rating: null, gender: '', language: '' });
  return (
    <div className="mt-4 space-y-4">
      <DoctorSearchForm filters={filters} />
      <SpecialtyChips filters={filters} />
      <div className="lg:grid lg:grid-cols-[240px_1fr] lg:gap-8">
        <aside aria-label={t('catalog.filters.title')} className="hidden lg:block">
          <Card>
            <DoctorFilterForm filters={filters} />
          </Card>
        </aside>
        <section aria-labelledby="doctor-results">
          <details className="mb-3 rounded-xl border border-gray-200 bg-white lg:hidden" data-testid="doctor-filter-toggle">
            <summary className="cursor-pointer select-none px-4 py-2.5 text-sm font-semibold text-ink">
              {count > 0 ? t('catalog.filters.toggleWithCount', { n: count }) : t('catalog.filters.toggle')}
            </summary>
            <div className="border-t border-gray-100 p-4">
              <DoctorFilterForm filters={filters} />
            </div>
          </details>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2 id="doctor-results" className="text-sm text-muted" aria-live="polite">
              {t('doctors.count', { n: list.total.toLocaleString(i18n.language === 'en' ? 'en-GB' : 'id-ID') })}
            </h2>
            <DoctorSortForm filters={filters} />
          </div>
          <div className="mt-4">
            {list.data.length > 0 ? (
              <DoctorGrid doctors={list.data} label={t('pages.doctor.title')} />
            ) : (
              <EmptyState
                icon={StethoscopeIcon}
                title={t('doctors.emptyTitle')}
                text={t('catalog.empty.body')}
                action={
                  (count > 0 || filters.q) && (
                    <LinkButton to={filters.q ? '/doctor' : clear} variant="outline">
                      {t('catalog.filters.clearAll')}
                    </LinkButton>
                  )
                }
              />
            )}
          </div>
          <Pagination page={list.page} lastPage={list.lastPage} hrefFor={(page) => doctorFiltersHref(filters, { page })} />
        </section>
      </div>
    </div>
  );
}
