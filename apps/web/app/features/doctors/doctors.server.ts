import { data, type AppLoadContext } from 'react-router';
import { idOrSlug } from '@apotek/contract/catalog';
import { DOCTOR_REVIEW_PAGE_SIZE } from '@apotek/contract/doctor-vocabulary';
import { serverApi } from '~/lib/session.server';
import { failPage } from '~/lib/page-errors.server';
import { MAX_PAGE } from '~/lib/page-param';
import { parseDoctorFilters, toDoctorsQuery } from './filters';
import { jakartaWeekday } from './format';

/** /doctor: one page of doctors for the filters in the URL. */
export async function loadDoctors(request: Request, context: AppLoadContext) {
  const api = serverApi(request, context);
  const filters = parseDoctorFilters(new URL(request.url).searchParams);
  const result = await api.call('doctors', { query: toDoctorsQuery(filters) });
  if (!result.ok) failPage(result);
  return { filters, list: result.body.data };
}

/** The review page asked for with `?reviews=`: an integer from 1, anything else is the first. */
export function reviewPageParam(params: URLSearchParams): number {
  const page = Number(params.get('reviews'));
  return Number.isInteger(page) && page >= 1 && page <= MAX_PAGE ? page : 1;
}

/** /doctor/{id}: the profile (by id or slug) and one page of its reviews, newest first. */
export async function loadDoctor(request: Request, context: AppLoadContext, id: string) {
  if (!idOrSlug.safeParse(id).success) throw data(null, { status: 404 });
  const api = serverApi(request, context);
  const page = reviewPageParam(new URL(request.url).searchParams);
  const [doctor, reviews] = await Promise.all([
    api.call('doctor', { params: { id } }),
    api.call('doctorReviews', { params: { id }, query: { page, perPage: DOCTOR_REVIEW_PAGE_SIZE } }),
  ]);
  if (!doctor.ok) failPage(doctor);
  return {
    doctor: doctor.body.data,
    // Today on the shop's clock, decided once on the server so the page and its hydration agree.
    today: jakartaWeekday(new Date()),
    reviews: reviews.ok ? reviews.body.data : { data: [], page: 1, perPage: DOCTOR_REVIEW_PAGE_SIZE, total: 0, lastPage: 1 },
  };
}
