import { type Consultation, type ConsultationPatient, type ConsultationPayment, type ConsultationStatus, DOCTOR_SPECIALTY_LABELS, type Locale } from '@apotek/contract';
import type { ConsultDoctor } from './consultations.ports.ts';
import type { ConsultationRow } from './consultations.repository.ts';

/** Who is looking: the customer, or the consultation's doctor. */
export type Viewer = 'customer' | 'doctor';

export const CONSULTATION_STATUS_LABELS: Record<Locale, Record<ConsultationStatus, string>> = {
  id: {
    awaiting_payment: 'Menunggu pembayaran',
    waiting: 'Menunggu dokter',
    active: 'Berlangsung',
    ended: 'Selesai',
    reviewed: 'Selesai, sudah diulas',
    expired: 'Kedaluwarsa',
    refunded: 'Dibatalkan, dana dikembalikan',
  },
  en: {
    awaiting_payment: 'Awaiting payment',
    waiting: 'Waiting for the doctor',
    active: 'In progress',
    ended: 'Ended',
    reviewed: 'Ended, reviewed',
    expired: 'Expired',
    refunded: 'Cancelled, refunded',
  },
};

export interface ViewContext {
  viewer: Viewer;
  locale: Locale;
  now: Date;
  doctor: ConsultDoctor;
  payment: ConsultationPayment | null;
  prescriptions: string[];
  customerPublicId: string;
  review: { rating: number; text: string; created_at: string } | null;
}

/**
 * A consultation for its customer or its doctor. Health data (UU PDP 27/2022): allergies and medications
 * reach the doctor only when the customer shared them; the doctor's notes reach only the doctor.
 */
export function toConsultation(row: ConsultationRow, ctx: ViewContext): Consultation {
  const { viewer, doctor } = ctx;
  const shared = viewer === 'customer' || Number(row.share_health_data) === 1;
  const wallet = row.payment_channel === 'wallet' && row.paid_at !== null;
  const payment: ConsultationPayment | null = wallet
    ? { channel: 'wallet', status: 'paid', amount: Number(row.fee), expires_at: null, paid_at: row.paid_at, qrisUrl: null, vaCode: null, biller_code: null, bank: null, token: null }
    : ctx.payment;
  const payable = row.status === 'awaiting_payment' && Date.parse(row.payment_due_at) > ctx.now.getTime();
  const isDoctor = viewer === 'doctor';
  return {
    id: row.public_id,
    status: row.status,
    status_label: CONSULTATION_STATUS_LABELS[ctx.locale][row.status],
    doctor: {
      id: doctor.id,
      slug: doctor.slug,
      name: doctor.name,
      photo_url: doctor.photo_url,
      specialty: doctor.specialty,
      specialty_label: DOCTOR_SPECIALTY_LABELS[doctor.specialty][ctx.locale],
      str_number: doctor.str_number,
      user_id: doctor.userPublicId,
    },
    customer: { id: ctx.customerPublicId, name: row.customer_name },
    patient: JSON.parse(row.patient) as ConsultationPatient,
    complaint: row.complaint,
    allergies: shared ? row.allergies : null,
    medications: shared ? row.medications : null,
    share_health_data: Number(row.share_health_data) === 1,
    fee: Number(row.fee),
    room_id: row.room_id,
    payment,
    payment_due_at: row.status === 'awaiting_payment' ? row.payment_due_at : null,
    paid_at: row.paid_at,
    answer_due_at: row.answer_due_at,
    accepted_at: row.accepted_at,
    ends_at: row.ends_at,
    extended: Number(row.extended) === 1,
    ended_at: row.ended_at,
    ended_by: row.ended_by,
    refund: row.refund_amount !== null && row.refund_to !== null && row.refunded_at !== null ? { amount: Number(row.refund_amount), to: row.refund_to, at: row.refunded_at } : null,
    review: ctx.review,
    doctor_notes: isDoctor ? row.doctor_notes : null,
    prescription_ids: ctx.prescriptions,
    can: {
      pay: !isDoctor && payable,
      end: isDoctor && row.status === 'active',
      extend: isDoctor && row.status === 'active' && Number(row.extended) === 0,
      review: !isDoctor && row.status === 'ended',
      prescribe: isDoctor && (row.status === 'active' || row.status === 'ended' || row.status === 'reviewed'),
    },
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}
