/** The consultations module's public face (ADR 014). */
export { registerConsultations } from './consultations.module.ts';
export type { ConsultationPorts, ConsultDoctor } from './consultations.ports.ts';
export { CONSULTATION_REFUNDED_TEXT, type ConsultationTimes, ConsultationsService } from './consultations.service.ts';
export type { ConsultationsTables } from './consultations.tables.ts';
export { consultationTimesFromEnv } from './consultation-times.ts';
/** Its part of the personal-data rights: export and erasure of its own tables (issue 14; docs/decisions/037). */
export * from './consultations.erasure.ts';
export { findConsultation } from './consultations.repository.ts';
