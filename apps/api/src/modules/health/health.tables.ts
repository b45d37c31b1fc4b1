import type { Generated } from 'kysely';

/** One entry of a health tracker (migration 20251125_0043; docs/decisions/035-health-tracker.md). */
export interface HealthEntriesTable {
  id: Generated<number>;
  user_id: number;
  tracker: string;
  /** YYYY-MM-DD; null for BMI or when not given (SPEC §4 sorts it as 1970-01-01). */
  date: string | null;
  /** Blood sugar: the kind of reading; child temperature: the child's name. */
  label: string | null;
  note: string | null;
  /** JSON object of the tracker's numbers. */
  values: string;
  created_at: string;
}

/** A staff read of a patient's entries: who, when, in which consultation (UU PDP 27/2022). */
export interface HealthAccessLogTable {
  id: Generated<number>;
  /** Null once the patient's health data was erased. */
  patient_user_id: number | null;
  staff_user_id: number | null;
  staff_name: string;
  staff_role: string;
  consultation_ref: string;
  accessed_at: string;
}

/** Tables of issue 14 (health). */
export interface HealthTables {
  health_entries: HealthEntriesTable;
  health_access_log: HealthAccessLogTable;
}
