/** The consultations module's public face (ADR 014). */
export { registerConsultations } from './consultations.module.ts';
export type { ConsultationPorts, ConsultDoctor } from './consultations.ports.ts';
export { CONSULTATION_REFUNDED_TEXT, type ConsultationTimes, ConsultationsService } from './consultations.service.ts';
export type { ConsultationsTables } from './consultations.tables.ts';
export { consultationTimesFromEnv } from './consultation-times.ts';
