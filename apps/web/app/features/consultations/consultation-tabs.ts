import type { ConsultationRoomStatus, ConsultationStatus } from '@apotek/contract/consultations';

/**
 * The customer's tabs on /doctor/consultation, one per `room_status` of the contract (pending, active,
 * done, closed). Restated here rather than imported so the page's bundle does not load the contract's
 * schemas; typed against them, and consultation-tabs.test.ts holds the two lists together.
 */
export const CONSULTATION_TABS = ['pending', 'active', 'done', 'closed'] as const satisfies readonly ConsultationRoomStatus[];
export type ConsultationTab = (typeof CONSULTATION_TABS)[number];

/** What "Konsultasi" in the top bar opens: the consultations going on now. */
export const DEFAULT_TAB: ConsultationTab = 'active';

const TAB_OF: Record<ConsultationStatus, ConsultationTab> = {
  awaiting_payment: 'pending',
  waiting: 'active',
  active: 'active',
  ended: 'done',
  reviewed: 'done',
  expired: 'closed',
  refunded: 'closed',
};

export function isConsultationTab(value: unknown): value is ConsultationTab {
  return typeof value === 'string' && (CONSULTATION_TABS as readonly string[]).includes(value);
}

/** `?tab=` of the list; anything unknown is the default tab. */
export function parseTab(value: string | null): ConsultationTab {
  return isConsultationTab(value) ? value : DEFAULT_TAB;
}

/** The tab a consultation is listed under. */
export function tabOf(status: ConsultationStatus): ConsultationTab {
  return TAB_OF[status];
}

export const CONSULTATIONS_PATH = '/doctor/consultation';

export function tabHref(tab: ConsultationTab, page = 1): string {
  return page > 1 ? `${CONSULTATIONS_PATH}?tab=${tab}&page=${page}` : `${CONSULTATIONS_PATH}?tab=${tab}`;
}

/** One consultation's page (`?id=KNS-…`), optionally at a section (`review`). */
export function consultationHref(id: string, section?: 'review' | 'pay'): string {
  return `${CONSULTATIONS_PATH}?id=${encodeURIComponent(id)}${section ? `#${section}` : ''}`;
}

/** The start form for a doctor (their slug): "Chat sekarang" on the profile. */
export function startHref(doctorSlug: string): string {
  return `${CONSULTATIONS_PATH}?doctor=${encodeURIComponent(doctorSlug)}`;
}
