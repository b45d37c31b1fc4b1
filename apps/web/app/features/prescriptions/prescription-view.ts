/**
 * What the customer's prescription pages show, read from the contract by prescriptions.server.ts. The
 * pages depend on this shape only, so the components stay readable and testable without the API.
 */
import type { Role } from '@apotek/contract/constants';
import type { PrescriptionAction, PrescriptionStatus } from '@apotek/contract/prescriptions';
import type { PharmacyChoice } from './pharmacy-select';

export type RxStatus = PrescriptionStatus;

export interface RxListItem {
  id: string;
  status: RxStatus;
  created_at: string;
  pharmacy_name: string;
  patient_name: string;
  item_count: number;
  valid_until: string | null;
  /** Written by a doctor in a consultation rather than uploaded on paper. */
  electronic: boolean;
}

export interface RxItem {
  id: number;
  product: { id: number; name: string; slug: string; image_url: string | null };
  quantity: number;
  redeemed: number;
  remaining: number;
  unit_price: number | null;
  signa: string;
}

export interface RxEvent {
  status: RxStatus;
  /** `relocate` keeps the status: the line says the pharmacy changed (its note names the new one). */
  action: PrescriptionAction | null;
  at: string;
  note: string | null;
}

export interface RxFile {
  id: string;
  name: string;
  mime: string;
  url: string;
}

export interface RxView {
  viewer: string;
  role: Role;
  /** What they opened: the prescription in the console, or its PDF. */
  what: 'detail' | 'pdf';
  at: string;
}

export interface RxDetail {
  id: string;
  status: RxStatus;
  created_at: string;
  valid_until: string | null;
  patient: {
    relation: 'self' | 'family';
    name: string;
    age: number | null;
    weight_kg: number | null;
  };
  doctor_name: string | null;
  doctor_sip: string | null;
  /** The doctor's STR, on an e-prescription. */
  doctor_str: string | null;
  /** The consultation (KNS-…) an e-prescription was written in; null for a paper one. */
  consultation_id: string | null;
  prescribed_at: string | null;
  notes: string | null;
  pharmacy: { id: number; name: string; slug: string | null };
  pharmacist: { name: string; sipa: string | null } | null;
  events: RxEvent[];
  items: RxItem[];
  clarification: {
    question: string;
    asked_at: string | null;
    answer: string | null;
  } | null;
  rejection_reason: string | null;
  files: RxFile[];
  views: RxView[];
  /** "Ganti apotek": an e-prescription the API would let go to another pharmacy, and where it may go. */
  pharmacy_change: { choices: PharmacyChoice[] } | null;
}

/** States in which what remains may go into the cart. */
export function canAddToCart(rx: Pick<RxDetail, 'status' | 'items'>): boolean {
  return (rx.status === 'approved' || rx.status === 'partly_redeemed') && rx.items.some((i) => i.remaining > 0);
}
