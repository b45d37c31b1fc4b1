import { PRESCRIPTION_MOVES, type PrescriptionAction, type PrescriptionActor, type PrescriptionStatus } from '@apotek/contract';
import { ApiError } from '../../platform/api-error.ts';
import { statusText } from './prescription-text.ts';
import type { Locale } from '@apotek/contract';

/**
 * The prescription state machine reads the contract's table of moves (PRESCRIPTION_MOVES), so the API,
 * the web and the console agree on it. Anything not listed is refused with 409; the service then writes
 * the move only if the row still has the status it read (a conditional UPDATE), so two pharmacists
 * deciding at once cannot both win.
 */
export function canMove(from: PrescriptionStatus, to: PrescriptionStatus, action: PrescriptionAction, by: PrescriptionActor): boolean {
  return PRESCRIPTION_MOVES.some((m) => m.from === from && m.to === to && m.action === action && m.by === by);
}

/** Where an action takes a prescription from here, or undefined when it may not be made from here. */
export function targetOf(from: PrescriptionStatus, action: PrescriptionAction, by: PrescriptionActor): PrescriptionStatus | undefined {
  return PRESCRIPTION_MOVES.find((m) => m.from === from && m.action === action && m.by === by)?.to;
}

/** The actions an actor may take from a status, in table order, once each. */
export function nextActions(from: PrescriptionStatus, by: PrescriptionActor): PrescriptionAction[] {
  return [...new Set(PRESCRIPTION_MOVES.filter((m) => m.from === from && m.by === by).map((m) => m.action))];
}

/** The status an action leads to in general (for the message when it may not be made from here). */
function usualTarget(action: PrescriptionAction): PrescriptionStatus {
  return PRESCRIPTION_MOVES.find((m) => m.action === action)?.to ?? 'in_review';
}

export function transitionRefused(from: PrescriptionStatus, to: PrescriptionStatus, locale: Locale = 'id'): ApiError {
  return new ApiError(409, 'prescriptionTransitionNotAllowed', { vars: { from: statusText(from, locale), to: statusText(to, locale) } });
}

/** The target of this action from this status, or 409 naming both statuses in the reader's words. */
export function assertAction(from: PrescriptionStatus, action: PrescriptionAction, by: PrescriptionActor, locale: Locale = 'id'): PrescriptionStatus {
  const to = targetOf(from, action, by);
  if (!to) throw transitionRefused(from, usualTarget(action), locale);
  return to;
}

/** A move the caller computed (redeem, release): 409 unless the table lists it. */
export function assertMove(from: PrescriptionStatus, to: PrescriptionStatus, action: PrescriptionAction, by: PrescriptionActor, locale: Locale = 'id'): void {
  if (!canMove(from, to, action, by)) throw transitionRefused(from, to, locale);
}
