import type { FormResult } from '~/lib/form-result';

/**
 * The doctor's writes on a consultation, as `intent` values of its page's action (ADR 012): answer a
 * waiting one ("Terima & balas"), keep private notes, extend once, end it (with notes), and write an
 * e-prescription.
 */
export const CONSULT_INTENTS = ['accept', 'notes', 'extend', 'end', 'prescribe'] as const;
export type ConsultIntent = (typeof CONSULT_INTENTS)[number];

export function isConsultIntent(value: unknown): value is ConsultIntent {
  return typeof value === 'string' && (CONSULT_INTENTS as readonly string[]).includes(value);
}

/** What the action hands back to the form that posted: success, or the refusal in the API's words. */
export interface ConsultActionResult extends FormResult {
  intent: ConsultIntent;
  ok?: true;
  /** The e-prescription just written (RX-…). */
  prescriptionId?: string;
}
