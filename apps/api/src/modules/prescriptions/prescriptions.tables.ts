import type { PrescriptionAction, PrescriptionActor, PrescriptionStatus, PrescriptionViewKind, Role } from '@apotek/contract';
import type { Generated } from 'kysely';

export interface PrescriptionsTable {
  id: Generated<number>;
  /** RX- and 10 random characters; the only id that leaves the server. */
  public_id: string;
  user_id: number;
  pharmacy_id: number;
  status: PrescriptionStatus;
  patient_relation: 'self' | 'family';
  patient_name: string;
  patient_age: number;
  patient_weight_kg: number | null;
  doctor_name: string;
  doctor_sip: string | null;
  /** The doctor's STR (Surat Tanda Registrasi): an e-prescription's, where paper shows a SIP (migration 0034). */
  doctor_str: string | null;
  /** The consultation (KNS-…) an e-prescription was written in; null for an uploaded paper one. */
  consultation_ref: string | null;
  /** YYYY-MM-DD as written on the paper. */
  prescribed_on: string;
  notes: Generated<string>;
  pharmacist_user_id: number | null;
  pharmacist_name: string | null;
  pharmacist_sipa: string | null;
  approved_at: string | null;
  /** The last day it may be redeemed (YYYY-MM-DD, Asia/Jakarta). */
  valid_until: string | null;
  /** The instant valid_until ends: the expiry job's deadline. */
  expires_at: string | null;
  rejection_reason: string | null;
  clarification_question: string | null;
  clarification_answer: string | null;
  clarification_asked_at: string | null;
  clarification_answered_at: string | null;
  waiting_since: string;
  created_at: string;
  updated_at: string;
}

export interface PrescriptionFilesTable {
  id: Generated<number>;
  prescription_id: number;
  /** The files module's public id. */
  file_id: string;
  position: number;
}

export interface PrescriptionItemsTable {
  id: Generated<number>;
  prescription_id: number;
  product_id: number;
  product_name: string;
  quantity: number;
  redeemed_quantity: Generated<number>;
  signa: string;
  position: number;
}

export interface PrescriptionEventsTable {
  id: Generated<number>;
  prescription_id: number;
  /** Null for the submission itself. */
  from_status: PrescriptionStatus | null;
  to_status: PrescriptionStatus;
  action: PrescriptionAction | null;
  actor: PrescriptionActor;
  actor_user_id: number | null;
  actor_role: Role | null;
  actor_name: string | null;
  note: string | null;
  created_at: string;
}

/** Every read by staff (UU PDP 27/2022): the customer lists these. */
export interface PrescriptionViewsTable {
  id: Generated<number>;
  prescription_id: number;
  viewer_user_id: number;
  viewer_role: Role;
  viewer_name: string;
  what: PrescriptionViewKind;
  created_at: string;
}

export interface PrescriptionsTables {
  prescriptions: PrescriptionsTable;
  prescription_files: PrescriptionFilesTable;
  prescription_items: PrescriptionItemsTable;
  prescription_events: PrescriptionEventsTable;
  prescription_views: PrescriptionViewsTable;
}
