/** The pharmacies module's public face: what workflows and routes may use (ADR 014); everything else stays inside. */
export { distanceKm, roundKm } from './geo.ts';
export type { Point } from './geo.ts';
export { operationAt } from './opening-hours.ts';
export { findPharmacy, findPharmacyNames, findPurchaseLimits, hoursOf } from './pharmacies.repository.ts';
export type { PharmacyDetailRow } from './pharmacies.repository.ts';
export { PharmaciesService } from './pharmacies.service.ts';
export { registerPharmacies } from './pharmacies.module.ts';
export { maxPerOrder } from './purchase-limits.ts';
