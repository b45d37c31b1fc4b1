import { PRESCRIPTION_ID_PATTERN, type PrescriptionStatus } from '@apotek/contract/prescriptions';

/**
 * The queue's tabs and the statuses each lists. `open` (the default) is what waits for a pharmacist;
 * an approved prescription stays "approved" while it is partly redeemed.
 */
export const RX_QUEUE_TABS = {
  open: ['submitted', 'in_review'],
  submitted: ['submitted'],
  in_review: ['in_review'],
  needs_clarification: ['needs_clarification'],
  approved: ['approved', 'partly_redeemed'],
  rejected: ['rejected'],
  done: ['redeemed', 'expired'],
} as const satisfies Record<string, readonly PrescriptionStatus[]>;

export type RxQueueTab = keyof typeof RX_QUEUE_TABS;
export const RX_QUEUE_TAB_KEYS = Object.keys(RX_QUEUE_TABS) as RxQueueTab[];

export function parseRxQueueTab(value: string | null): RxQueueTab {
  return value !== null && value in RX_QUEUE_TABS ? (value as RxQueueTab) : 'open';
}

/** The decisions that send the pharmacist back to the queue with a confirmation. */
export const RX_DECISIONS = ['approved', 'rejected', 'needs_clarification'] as const satisfies readonly PrescriptionStatus[];
export type RxDecision = (typeof RX_DECISIONS)[number];

/** `?decided=approved&rx=RX-…` on the queue: shown only when both are what a decision could have said. */
export function parseDecision(params: URLSearchParams): { status: RxDecision; id: string } | null {
  const status = params.get('decided');
  const id = params.get('rx') ?? '';
  if (!RX_DECISIONS.includes(status as RxDecision) || !PRESCRIPTION_ID_PATTERN.test(id)) return null;
  return { status: status as RxDecision, id };
}

