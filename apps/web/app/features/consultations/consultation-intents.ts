import type { FormResult } from '~/lib/form-result';

/**
 * The writes of /doctor/consultation, as `intent` values of its action (ADR 012): start a consultation
 * (the form after "Chat sekarang"), pay it (QRIS, a VA or the wallet; another channel for an open one),
 * and review it once it has ended.
 */
export const CONSULTATION_INTENTS = ['start', 'pay', 'review'] as const;
export type ConsultationIntent = (typeof CONSULTATION_INTENTS)[number];

export function isConsultationIntent(value: unknown): value is ConsultationIntent {
  return typeof value === 'string' && (CONSULTATION_INTENTS as readonly string[]).includes(value);
}

/** What the action hands back to the form that posted: what was typed, per-field errors, a general message. */
export interface ConsultationActionResult extends FormResult {
  intent: ConsultationIntent;
  /** The review was saved (the form thanks the customer in the page's language). */
  reviewed?: boolean;
  /** A refusal the page words itself: a review posted without stars. */
  problem?: 'noRating';
}
