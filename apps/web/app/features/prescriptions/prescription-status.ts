import type { RxStatus } from './prescription-view';

/**
 * The list's filter (?status=): every state of the contract's vocabulary on its own, after "Semua".
 * Each is an address of its own, so it works without scripts and can be shared.
 */
export const STATUS_FILTERS = ['all', 'submitted', 'in_review', 'needs_clarification', 'approved', 'partly_redeemed', 'redeemed', 'rejected', 'expired'] as const satisfies readonly (
  'all' | RxStatus
)[];
export type StatusFilter = (typeof STATUS_FILTERS)[number];

export function parseStatusFilter(value: string | null): StatusFilter {
  return value !== null && (STATUS_FILTERS as readonly string[]).includes(value) ? (value as StatusFilter) : 'all';
}

/** The list's address for a filter and page; page 1 and "all" stay out of it. */
export function listHref(status: StatusFilter, page = 1): string {
  const params = new URLSearchParams();
  if (status !== 'all') params.set('status', status);
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return query ? `/prescription?${query}` : '/prescription';
}

