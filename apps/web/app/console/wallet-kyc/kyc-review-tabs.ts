import type { KycReview, KycStatus } from '@apotek/contract/wallet-kyc';
import type { FormResult } from '~/lib/form-result';

/**
 * /console/wallet-kyc's tabs: the requests to review, and the ones decided either way. Restated from the
 * contract (typed against it) to keep its schemas out of the page.
 */
export const KYC_REVIEW_TABS = ['pending', 'verified', 'rejected'] as const satisfies readonly KycStatus[];
export type KycReviewTab = KycStatus;

export function parseKycReviewTab(value: string | null): KycReviewTab {
  return (KYC_REVIEW_TABS as readonly string[]).includes(value ?? '') ? (value as KycReviewTab) : 'pending';
}

/** The address of a tab's page. */
export function kycReviewHref(tab: KycReviewTab, page = 1): string {
  const params = new URLSearchParams();
  if (tab !== 'pending') params.set('tab', tab);
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return query ? `/console/wallet-kyc?${query}` : '/console/wallet-kyc';
}

/** The API's least reason (the contract's kycRejectBody), checked on the page before asking. */
export const KYC_REASON_MIN = 5;
export const KYC_REASON_MAX = 300;

export interface KycReviewsData {
  tab: KycReviewTab;
  reviews: KycReview[];
  page: number;
  lastPage: number;
  total: number;
}

/** What approving or rejecting hands back: success, or the refusal (the page's own or the API's words). */
export interface KycDecisionResult extends FormResult {
  intent: 'approve' | 'reject';
  id: number;
  ok?: true;
  /** The reason is too short: a key of the console pack (consoleKyc.reasonShort). */
  problem?: 'reasonShort';
}
