import type { FormResult } from '~/lib/form-result';

/**
 * The writes of /doctor/appointment, as `intent` values of its action (ADR 012): book a slot, pay the
 * booking (QRIS, a VA or the wallet), and cancel it.
 */
export const APPOINTMENT_INTENTS = ['book', 'pay', 'cancel'] as const;
export type AppointmentIntent = (typeof APPOINTMENT_INTENTS)[number];

export function isAppointmentIntent(value: unknown): value is AppointmentIntent {
  return typeof value === 'string' && (APPOINTMENT_INTENTS as readonly string[]).includes(value);
}

/** What the action hands back to the form that posted: what was typed, per-field errors, the API's message. */
export interface AppointmentActionResult extends FormResult {
  intent: AppointmentIntent;
}
