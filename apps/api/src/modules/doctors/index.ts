/** The doctors module's public face (ADR 014; docs/decisions/027-doctors.md): what app.ts, workflows and seeds may use. */
export { registerDoctors, type DoctorsDeps } from './doctors.module.ts';
export { DoctorsService } from './doctors.service.ts';
export { findDoctor, findDoctorsByIds, insertReview, isOnlineAt, refreshRating, reviewOfConsultation } from './doctors.repository.ts';
export type { DoctorRow } from './doctors.repository.ts';
export type { DoctorsTables } from './doctors.tables.ts';
