import { Form, Link } from 'react-router';
import { DOCTOR_GENDERS, DOCTOR_LANGUAGES, DOCTOR_SORTS, DOCTOR_SPECIALTIES } from '@apotek/contract/doctor-vocabulary';
import { useTranslation } from '~/i18n/translate';
import { buttonClass } from '~/components/ui/button';
import { inputClass } from '~/components/ui/field';
import { SearchIcon } from '~/components/ui/icons';
import { useLocale } from '~/lib/root-data';
import { formatRating } from './format';
import { doctorFiltersHref, doctorFiltersToParams, type DoctorFilters, RATING_STEPS } from './filters';

type Key = keyof DoctorFilters;

/** Hidden fields for the filters a form does not show, so submitting it keeps them (page starts over). */
function Carried({ filters, keys }: { filters: DoctorFilters; keys: Key[] }) {
  const kept = doctorFiltersToParams(Object.fromEntries(keys.map((k) => [k, filters[k]])) as Partial<DoctorFilters>);
  return (
    <>
      {[...kept.entries()].map(([k, v]) => (
        <input key={k} type="hidden" name={k} value={v} />
      ))}
    </>
  );
}

const autoSubmit = (e: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) => e.currentTarget.form?.requestSubmit();

/** The search box: a name, a specialty or a city; the other filters stay. */
export function DoctorSearchForm({ filters }: { filters: DoctorFilters }) {
  const { t } = useTranslation();
  return (
    <Form method="get" action="/doctor" role="search" className="flex gap-2" data-testid="doctor-search">
      <Carried filters={filters} keys={['specialty', 'online', 'min_fee', 'max_fee', 'min_rating', 'gender', 'language', 'sort']} />
      <label className="relative flex-1">
        <span className="sr-only">{t('doctors.search.placeholder')}</span>
        <SearchIcon className="pointer-events-none absolute left-3 top-1/2 h-5 w-5 -translate-y-1/2 text-muted" />
        <input type="search" name="q" defaultValue={filters.q} maxLength={100} placeholder={t('doctors.search.placeholder')} className={inputClass(false, 'py-2.5 pl-10')} />
      </label>
      <button type="submit" className={buttonClass('primary')}>
        {t('doctors.search.submit')}
      </button>
    </Form>
  );
}

/** Specialty chips: links that keep the other filters; "Semua" clears the specialty. */
export function SpecialtyChips({ filters }: { filters: DoctorFilters }) {
  const { t } = useTranslation();
  const chip = (active: boolean) =>
    `inline-flex shrink-0 items-center whitespace-nowrap rounded-full border px-3 py-1.5 text-sm font-medium transition-colors ${
      active ? 'border-primary-strong bg-primary-strong text-white' : 'border-gray-300 bg-white text-ink hover:border-primary'
    }`;
  return (
    <nav aria-label={t('doctors.filters.specialty')} className="-mx-4 overflow-x-auto px-4 pb-1 lg:mx-0 lg:px-0">
      <ul className="flex gap-2 lg:flex-wrap">
        <li>
          <Link to={doctorFiltersHref(filters, { specialty: '' })} preventScrollReset aria-current={filters.specialty === '' ? 'true' : undefined} className={chip(filters.specialty === '')}>
            {t('doctors.filters.all')}
          </Link>
        </li>
        {DOCTOR_SPECIALTIES.map((s) => (
          <li key={s}>
            <Link to={doctorFiltersHref(filters, { specialty: s })} preventScrollReset aria-current={filters.specialty === s ? 'true' : undefined} className={chip(filters.specialty === s)} data-specialty={s}>
              {t(`doctors.specialty.${s}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * Online now, fee range, rating, gender and language in one GET form: it works without JavaScript (the
 * Terapkan button), and with it a tick or a choice applies at once. Labels wrap their controls, so the form
 * can be on the page twice (sidebar and the phone's drawer) without clashing ids.
 */
export function DoctorFilterForm({ filters }: { filters: DoctorFilters }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const heading = 'mb-2 text-sm font-bold text-ink';
  const option = 'flex cursor-pointer items-center gap-2 rounded-lg px-2 py-1.5 text-sm hover:bg-gray-100';
  return (
    <Form key={doctorFiltersToParams(filters).toString()} method="get" action="/doctor" preventScrollReset className="space-y-5" data-testid="doctor-filters">
      <Carried filters={filters} keys={['q', 'specialty', 'sort']} />

      <label className={`${option} font-semibold`}>
        <input type="checkbox" name="online" value="1" defaultChecked={filters.online} onChange={autoSubmit} className="h-4 w-4 accent-primary-strong" />
        <span aria-hidden="true" className="h-2 w-2 rounded-full bg-success" />
        {t('doctors.filters.onlineNow')}
      </label>

      <fieldset>
        <legend className={heading}>{t('doctors.filters.fee')}</legend>
        <div className="flex items-end gap-2">
          <label className="flex-1 text-xs text-muted">
            {t('catalog.filters.minPrice')}
            <input name="min_fee" inputMode="numeric" defaultValue={filters.min_fee ?? ''} placeholder="0" className={inputClass(false, 'mt-1 px-2 py-1.5 text-ink')} />
          </label>
          <span aria-hidden="true" className="pb-2 text-muted">
            –
          </span>
          <label className="flex-1 text-xs text-muted">
            {t('catalog.filters.maxPrice')}
            <input name="max_fee" inputMode="numeric" defaultValue={filters.max_fee ?? ''} placeholder="150.000" className={inputClass(false, 'mt-1 px-2 py-1.5 text-ink')} />
          </label>
        </div>
      </fieldset>

      <fieldset>
        <legend className={heading}>{t('doctors.filters.rating')}</legend>
        <label className={option}>
          <input type="radio" name="min_rating" value="" defaultChecked={filters.min_rating === null} onChange={autoSubmit} className="h-4 w-4 accent-primary-strong" />
          {t('doctors.filters.all')}
        </label>
        {RATING_STEPS.map((r) => (
          <label key={r} className={option}>
            <input type="radio" name="min_rating" value={r} defaultChecked={filters.min_rating === r} onChange={autoSubmit} className="h-4 w-4 accent-primary-strong" />
            {t('doctors.filters.ratingAtLeast', { rating: formatRating(r, locale) })}
          </label>
        ))}
      </fieldset>

      <fieldset>
        <legend className={heading}>{t('doctors.filters.gender')}</legend>
        <label className={option}>
          <input type="radio" name="gender" value="" defaultChecked={filters.gender === ''} onChange={autoSubmit} className="h-4 w-4 accent-primary-strong" />
          {t('doctors.filters.all')}
        </label>
        {DOCTOR_GENDERS.map((g) => (
          <label key={g} className={option}>
            <input type="radio" name="gender" value={g} defaultChecked={filters.gender === g} onChange={autoSubmit} className="h-4 w-4 accent-primary-strong" />
            {t(`doctors.gender.${g}`)}
          </label>
        ))}
      </fieldset>

      <label className="block">
        <span className={`block ${heading}`}>{t('doctors.filters.language')}</span>
        <select name="language" defaultValue={filters.language} onChange={autoSubmit} className={inputClass(false)}>
          <option value="">{t('doctors.filters.all')}</option>
          {DOCTOR_LANGUAGES.map((l) => (
            <option key={l} value={l}>
              {t(`doctors.language.${l}`)}
            </option>
          ))}
        </select>
      </label>

      <button type="submit" className={buttonClass('primary', 'w-full')}>
        {t('catalog.filters.applySheet')}
      </button>
    </Form>
  );
}

/** Sort as a GET form: applies on change with JavaScript, with its own button without. */
export function DoctorSortForm({ filters }: { filters: DoctorFilters }) {
  const { t } = useTranslation();
  return (
    <Form key={filters.sort} method="get" action="/doctor" preventScrollReset className="flex items-center gap-2">
      <Carried filters={filters} keys={['q', 'specialty', 'online', 'min_fee', 'max_fee', 'min_rating', 'gender', 'language']} />
      <label className="flex items-center gap-2 text-sm text-muted">
        {t('catalog.sort.label')}
        <select
          name="sort"
          defaultValue={filters.sort}
          onChange={autoSubmit}
          className="rounded-lg border border-gray-300 bg-white py-1.5 pl-2 pr-8 text-sm font-medium text-ink focus:border-primary"
          data-testid="doctor-sort"
        >
          {DOCTOR_SORTS.map((s) => (
            <option key={s} value={s}>
              {t(`doctors.sort.${s}`)}
            </option>
          ))}
        </select>
      </label>
      <noscript>
        <button type="submit" className="rounded-lg border border-gray-300 px-2 py-1.5 text-sm">
          {t('catalog.sort.apply')}
        </button>
      </noscript>
    </Form>
  );
}
