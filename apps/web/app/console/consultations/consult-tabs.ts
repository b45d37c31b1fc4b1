import type { ConsultationsQuery } from '@apotek/contract/consultations';

/**
 * The doctor's queue by tab (`?tab=`): `queue` is what needs the doctor now — paid consultations waiting
 * for an answer, then those under way (the API orders them so) —, `done` the ended and reviewed ones,
 * `refunded` those the doctor did not answer in time, `schedule` their weekly hours and reviews.
 * Unpaid consultations never show: the doctor has nothing to do with them yet.
 */
export const CONSULT_TAB_KEYS = ['queue', 'done', 'refunded', 'schedule'] as const;
export type ConsultTab = (typeof CONSULT_TAB_KEYS)[number];

export const CONSULT_PAGE_SIZE = 20;

export function parseConsultTab(value: string | null): ConsultTab {
  return (CONSULT_TAB_KEYS as readonly string[]).includes(value ?? '') ? (value as ConsultTab) : 'queue';
}

/** GET /api/doctor/consultation's filter for a list tab (the API takes one status or one room group per call). */
export function queryOfTab(tab: Exclude<ConsultTab, 'schedule'>): Pick<ConsultationsQuery, 'status' | 'room_status'> {
  switch (tab) {
    case 'queue':
      return { room_status: 'active' };
    case 'done':
      return { room_status: 'done' };
    case 'refunded':
      return { status: 'refunded' };
  }
}

export const CONSULT_QUEUE_PATH = '/console/consultations';

export function consultTabHref(tab: ConsultTab, page = 1): string {
  const params = new URLSearchParams();
  if (tab !== 'queue') params.set('tab', tab);
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return query ? `${CONSULT_QUEUE_PATH}?${query}` : CONSULT_QUEUE_PATH;
}

export function consultDetailPath(id: string): string {
  return `${CONSULT_QUEUE_PATH}/${id}`;
}
