import type { AppLoadContext } from 'react-router';
import type { Consultation } from '@apotek/contract/consultations';
import type { DoctorDetail, DoctorReview } from '@apotek/contract/doctors';
import { jakartaWeekday } from '~/features/doctors/format';
import type { ApiClient } from '~/lib/api';
import { failPageWithStatus } from '~/lib/page-errors.server';
import { pageParam } from '~/lib/page-param';
import type { SessionUser } from '~/lib/session-user';
import { serverApi } from '~/lib/session.server';
import { requireConsoleUser } from '../console.server';
import { CONSULT_SCOPE } from './consult-detail.server';
import { CONSULT_PAGE_SIZE, type ConsultTab, parseConsultTab, queryOfTab } from './consult-tabs';

/** The doctor's recent reviews shown beside the schedule (the public profile pages through all of them). */
export const RECENT_REVIEWS = 10;

export interface ConsultList {
  consultations: Consultation[];
  page: number;
  lastPage: number;
  total: number;
}

export interface DoctorOwnProfile {
  doctor: DoctorDetail;
  reviews: DoctorReview[];
  reviewsFailed: boolean;
  /** Today on the shop's clock (1 = Monday), decided on the server so the page and its hydration agree. */
  today: number;
}

export type ConsultQueueData = { tab: Exclude<ConsultTab, 'schedule'>; list: ConsultList } | { tab: 'schedule'; profile: DoctorOwnProfile | null };

/**
 * Which doctor profile is the signed-in doctor's. The API has no call for it: any of their consultations
 * names their doctor (the list holds only theirs; its doctor.user_id is the user's public id), and before
 * the first one the directory is searched for their exact name.
 */
async function ownDoctorSlug(api: ApiClient, user: SessionUser): Promise<string | null> {
  const mine = await api.call('doctorConsultations', { query: { perPage: 1 } });
  const named = mine.ok ? mine.body.data.data.find((c) => c.doctor.user_id === user.id) : undefined;
  if (named) return named.doctor.slug;
  const found = await api.call('doctors', { query: { q: user.Cust_Name.slice(0, 100), perPage: 10 } });
  return found.ok ? (found.body.data.data.find((d) => d.name === user.Cust_Name)?.slug ?? null) : null;
}

async function loadOwnProfile(api: ApiClient, user: SessionUser): Promise<DoctorOwnProfile | null> {
  const slug = await ownDoctorSlug(api, user);
  if (slug === null) return null;
  const [doctor, reviews] = await Promise.all([api.call('doctor', { params: { id: slug } }), api.call('doctorReviews', { params: { id: slug }, query: { page: 1, perPage: RECENT_REVIEWS } })]);
  if (!doctor.ok) failPageWithStatus(doctor);
  return { doctor: doctor.body.data, reviews: reviews.ok ? reviews.body.data.data : [], reviewsFailed: !reviews.ok, today: jakartaWeekday(new Date()) };
}

/**
 * /console/consultations: one tab of the doctor's consultations (GET /api/doctor/consultation, the queue's
 * order: waiting for an answer first, oldest payment first, then those under way), or their schedule and
 * reviews. The read carries the navigation's signal, so a tab clicked before the last answered cancels it.
 */
export async function loadConsultQueue(request: Request, context: AppLoadContext): Promise<ConsultQueueData> {
  const user = await requireConsoleUser(request, context, CONSULT_SCOPE);
  const params = new URL(request.url).searchParams;
  const tab = parseConsultTab(params.get('tab'));
  const api = serverApi(request, context);
  if (tab === 'schedule') return { tab, profile: await loadOwnProfile(api, user) };
  const result = await api.call('doctorConsultations', { query: { ...queryOfTab(tab), page: pageParam(params), perPage: CONSULT_PAGE_SIZE }, signal: request.signal });
  if (!result.ok) failPageWithStatus(result);
  const { data: consultations, page, lastPage, total } = result.body.data;
  return { tab, list: { consultations, page, lastPage, total } };
}
