import {
  DOCTOR_GENDERS,
  DOCTOR_LANGUAGES,
  DOCTOR_MAX_FEE,
  DOCTOR_PAGE_SIZE,
  DOCTOR_SORTS,
  DOCTOR_SPECIALTIES,
  type DoctorGender,
  type DoctorLanguage,
  type DoctorSort,
  type DoctorSpecialty,
} from '@apotek/contract/doctor-vocabulary';
import type { DoctorsQuery } from '@apotek/contract/doctors';
import { pageParam } from '~/lib/page-param';

/**
 * The doctor list's filters as they live in the address bar, read and written like the catalogue's
 * (features/catalog/filters.ts): GET forms write the URL, the loader reads it, and reading is lenient, so a
 * hand-edited address drops what it cannot use instead of failing the page.
 */
export interface DoctorFilters {
  q: string;
  specialty: DoctorSpecialty | '';
  online: boolean;
  min_fee: number | null;
  max_fee: number | null;
  min_rating: number | null;
  gender: DoctorGender | '';
  language: DoctorLanguage | '';
  sort: DoctorSort;
  page: number;
}

export const DEFAULT_DOCTOR_FILTERS: DoctorFilters = {
  q: '',
  specialty: '',
  online: false,
  min_fee: null,
  max_fee: null,
  min_rating: null,
  gender: '',
  language: '',
  sort: 'recommended',
  page: 1,
};

/** The ratings offered as "and up". */
export const RATING_STEPS = [4.5, 4] as const;

const oneOf = <T extends string>(list: readonly T[], value: string | null): T | '' => ((list as readonly string[]).includes(value ?? '') ? (value as T) : '');

function rupiah(value: string | null): number | null {
  // People type "50.000" or "Rp 50.000": keep the digits.
  const digits = value?.replace(/[^\d]/g, '') ?? '';
  if (!digits) return null;
  const n = Number(digits);
  return Number.isSafeInteger(n) && n <= DOCTOR_MAX_FEE ? n : null;
}

export function parseDoctorFilters(params: URLSearchParams): DoctorFilters {
  let min = rupiah(params.get('min_fee'));
  let max = rupiah(params.get('max_fee'));
  if (min !== null && max !== null && min > max) [min, max] = [max, min];
  const rating = Number(params.get('min_rating'));
  return {
    q: (params.get('q') ?? '').trim().slice(0, 100),
    specialty: oneOf(DOCTOR_SPECIALTIES, params.get('specialty')),
    online: ['1', 'true', 'on'].includes(params.get('online') ?? ''),
    min_fee: min,
    max_fee: max,
    min_rating: (RATING_STEPS as readonly number[]).includes(rating) ? rating : null,
    gender: oneOf(DOCTOR_GENDERS, params.get('gender')),
    language: oneOf(DOCTOR_LANGUAGES, params.get('language')),
    sort: oneOf(DOCTOR_SORTS, params.get('sort')) || 'recommended',
    page: pageParam(params),
  };
}

/** The filters as a URL query, defaults left out so one set of filters has one address. */
export function doctorFiltersToParams(filters: Partial<DoctorFilters>): URLSearchParams {
  const f = { ...DEFAULT_DOCTOR_FILTERS, ...filters };
  const params = new URLSearchParams();
  const put = (key: string, value: string) => {
    if (value) params.append(key, value);
  };
  put('q', f.q);
  put('specialty', f.specialty);
  put('online', f.online ? '1' : '');
  put('min_fee', f.min_fee === null ? '' : String(f.min_fee));
  put('max_fee', f.max_fee === null ? '' : String(f.max_fee));
  put('min_rating', f.min_rating === null ? '' : String(f.min_rating));
  put('gender', f.gender);
  put('language', f.language);
  put('sort', f.sort === 'recommended' ? '' : f.sort);
  put('page', f.page > 1 ? String(f.page) : '');
  return params;
}

/** `/doctor?…` for a change of filters; any change but paging starts again at page 1. */
export function doctorFiltersHref(current: DoctorFilters, change: Partial<DoctorFilters>): string {
  const query = doctorFiltersToParams({ ...current, page: 1, ...change }).toString();
  return query ? `/doctor?${query}` : '/doctor';
}

/** How many filters narrow the list (search and sort are not filters). */
export function activeDoctorFilterCount(f: DoctorFilters): number {
  return [f.specialty !== '', f.online, f.min_fee !== null || f.max_fee !== null, f.min_rating !== null, f.gender !== '', f.language !== ''].filter(Boolean).length;
}

export function toDoctorsQuery(f: DoctorFilters): DoctorsQuery {
  const query: DoctorsQuery = { page: f.page, perPage: DOCTOR_PAGE_SIZE, sort: f.sort };
  if (f.q) query.q = f.q;
  if (f.specialty) query.specialty = f.specialty;
  if (f.online) query.online = '1';
  if (f.min_fee !== null) query.min_fee = f.min_fee;
  if (f.max_fee !== null) query.max_fee = f.max_fee;
  if (f.min_rating !== null) query.min_rating = f.min_rating;
  if (f.gender) query.gender = f.gender;
  if (f.language) query.language = f.language;
  return query;
}
