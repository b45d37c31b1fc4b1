import type { AppointmentStatus } from '@apotek/contract';
import type { Generated } from 'kysely';

/** An appointment (migration 20251121_0035; docs/decisions/030-appointments.md). Times are UTC ISO 8601. */
export interface AppointmentsTable {
  id: Generated<number>;
  /** APM-XXXXXXXXXX: the only id that leaves the API. */
  public_id: string;
  doctor_id: number;
  customer_id: number;
  customer_public_id: string;
  customer_name: string;
  /** The slot's start and end; a live appointment holds (doctor_id, slot_start) alone (partial unique index). */
  slot_start: string;
  slot_end: string;
  status: AppointmentStatus;
  fee: number;
  /** The patient as JSON (the contract's consultationPatient). */
  patient: string;
  complaint: string;
  /** The channel of the last purchase call. */
  payment_channel: string | null;
  payment_due_at: string | null;
  paid_at: string | null;
  approved_at: string | null;
  cancelled_at: string | null;
  cancelled_by: 'customer' | 'doctor' | 'system' | null;
  cancel_reason: string | null;
  refund_amount: number | null;
  refunded_at: string | null;
  /** The chat room with the doctor, opened on approval. */
  room_id: number | null;
  created_at: string;
  updated_at: string;
}

export interface AppointmentsTables {
  appointments: AppointmentsTable;
}
