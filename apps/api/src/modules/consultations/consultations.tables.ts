import type { ConsultationStatus, PaymentChannel } from '@apotek/contract';
import type { Generated } from 'kysely';

/** A paid chat consultation (migration 20251121_0034; docs/decisions/029-consultations.md). */
export interface ConsultationsTable {
  id: Generated<number>;
  public_id: string;
  customer_user_id: number;
  doctor_id: number;
  doctor_user_id: number;
  customer_name: string;
  status: ConsultationStatus;
  fee: number;
  /** JSON: ConsultationPatient. */
  patient: string;
  complaint: string;
  allergies: string | null;
  medications: string | null;
  share_health_data: number;
  consent_at: string;
  payment_channel: PaymentChannel | 'wallet' | null;
  payment_due_at: string;
  paid_at: string | null;
  answer_due_at: string | null;
  accepted_at: string | null;
  ends_at: string | null;
  extended: Generated<number>;
  ended_at: string | null;
  ended_by: 'doctor' | 'system' | null;
  room_id: number | null;
  pharmacy_id: number | null;
  doctor_notes: string | null;
  refund_amount: number | null;
  refund_to: 'wallet' | 'original' | null;
  refunded_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface ConsultationPrescriptionsTable {
  consultation_id: number;
  prescription_ref: string;
  created_at: string;
}

export interface ConsultationsTables {
  consultations: ConsultationsTable;
  consultation_prescriptions: ConsultationPrescriptionsTable;
}
