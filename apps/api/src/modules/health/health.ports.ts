import type { Executor } from '../../db/database.ts';

/** The latest health-data consent row of a user (accounts' `consents`, document 'health_data'). */
export interface HealthConsentRecord {
  version: string;
  consented_at: string;
  withdrawn_at: string | null;
}

/** A consultation as the doctor's health read needs it (the consultations module's row). */
export interface HealthConsultation {
  customerUserId: number;
  customerName: string;
  doctorUserId: number;
  status: string;
  shareHealthData: boolean;
}

/**
 * What the health module needs from other modules, built in app.ts from their public faces (ADR 014):
 * the accounts' consent records, the consultation a doctor asks about, and a staff member's name.
 */
export interface HealthPorts {
  consent: {
    latest(db: Executor, userId: number): Promise<HealthConsentRecord | undefined>;
    record(db: Executor, userId: number, input: { version: string; channel: string; ip: string | null; userAgent: string | null; nowIso: string }): Promise<void>;
  };
  consultation(db: Executor, publicId: string): Promise<HealthConsultation | undefined>;
  userName(db: Executor, userId: number): Promise<string | undefined>;
}
