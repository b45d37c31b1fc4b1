/**
 * The prescriptions module's public face (ADR 014; docs/decisions/022-prescriptions.md): what workflows and
 * routes may use; everything else stays inside.
 */
export { registerPrescriptions } from './prescriptions.module.ts';
export type {
  Caller,
  EPrescriptionInput,
  IssuedPrescription,
  MovedPrescription,
  PrescriptionForCart,
  PrescriptionsDeps,
  PrescriptionsService,
  RedemptionLine,
} from './prescriptions.service.ts';
export type { CatalogProductInfo, PharmacyInfo, PrescriptionDecision, PrescriptionFiles, PrescriptionPorts } from './prescriptions.ports.ts';
export { canMove, nextActions, targetOf } from './prescription-state.ts';
export type { PrescriptionsTables } from './prescriptions.tables.ts';
// Rx gating and redemption (helper G2; docs/decisions/023-rx-gating-and-audit.md).
export { type RxClaim, type RxLine, RxRedemptions, type RxStateMoves } from './redemption.service.ts';
export type { RedemptionTables } from './redemption.tables.ts';
/** Its part of the personal-data rights: export and erasure of its own tables (issue 14; docs/decisions/037). */
export * from './prescriptions.erasure.ts';
