import { type ConsultationActor, consultationMoveAllowed, type ConsultationStatus } from '@apotek/contract';
import { ApiError } from '../../platform/api-error.ts';

/** Refuses (409) a move the contract's table (CONSULTATION_MOVES) does not list for this actor. */
export function assertConsultationMove(from: ConsultationStatus, to: ConsultationStatus, by: ConsultationActor): void {
  if (!consultationMoveAllowed(from, to, by)) throw new ApiError(409, 'consultationMoveNotAllowed', { vars: { from, to } });
}
